import { MenuItem, Stack, TextField } from '@mui/material';
import { SearchField } from '../../widgets/SearchField';
import { useSettingNames } from '../../widgets/hooks/useSettingNames';
import type { EmployeeListFilter } from './useEmployeeList';

/** A select whose empty value ('All …') shows as an option, its label above it. */
const ALL_OPTION = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

function NameSelect({ label, names, value, onChange }: { label: string; names: readonly string[]; value: string; onChange(value: string): void }) {
  return (
    <TextField select label={label} size="small" value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 160 }} slotProps={ALL_OPTION}>
      <MenuItem value="">All</MenuItem>
      {names.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The employee list's search and filters: name or Emp ID, department, designation, manager and status. */
export function EmployeeListFilters({ filter, change }: { filter: EmployeeListFilter; change(key: keyof EmployeeListFilter, value: string): void }) {
  const departments = useSettingNames('Department');
  const designations = useSettingNames('Designation');
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <SearchField label="Search by name or Emp ID" placeholder="Name or Emp ID" value={filter.search} onChange={(value) => change('search', value)} />
      <NameSelect label="Department" names={departments} value={filter.department} onChange={(value) => change('department', value)} />
      <NameSelect label="Designation" names={designations} value={filter.designation} onChange={(value) => change('designation', value)} />
      <TextField label="Manager" size="small" value={filter.manager} onChange={(event) => change('manager', event.target.value)} sx={{ width: 160 }} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <NameSelect label="Status" names={['Active', 'Inactive']} value={filter.status} onChange={(value) => change('status', value)} />
    </Stack>
  );
}
