import { Autocomplete, Button, MenuItem, Stack, TextField } from '@mui/material';
import type { EmployeeOption } from '../attendanceCalendar/useEmployeeChoice';
import { SearchField } from '../../widgets/SearchField';
import type { MusterFilter } from './musterStore';

export interface MusterFiltersProps {
  filter: MusterFilter;
  /** The open payroll month (yyyy-MM): no later month may be picked (spec 001 §5). */
  latestMonth: string;
  employees: EmployeeOption[];
  /** HR's muster filters by reviewer, reporting manager and payroll status too. */
  full: boolean;
  onChange(key: keyof MusterFilter, value: string): void;
  onClear(): void;
  clearLabel: 'Clear' | 'Reset';
}

const ALL_OPTION = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** An employee picker over the organisation's employees, holding an Emp ID. */
function EmployeePick({ label, value, options, onChange }: { label: string; value: string; options: EmployeeOption[]; onChange(value: string): void }) {
  return (
    <Autocomplete
      options={options}
      value={options.find((option) => option.value === value) ?? null}
      onChange={(_event, option) => onChange(option?.value ?? '')}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      sx={{ minWidth: 220 }}
      renderInput={(params) => <TextField {...params} label={label} size="small" />}
    />
  );
}

/** Spec 001 §2's muster filters: employee, reviewer, reporting manager, payroll status, month-year, and Clear. */
export function MusterFilters({ filter, latestMonth, employees, full, onChange, onClear, clearLabel }: MusterFiltersProps) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <EmployeePick label="Employee" value={filter.empId} options={employees} onChange={(value) => onChange('empId', value)} />
      {full ? (
        <>
          <EmployeePick label="Reviewer" value={filter.reviewer} options={employees} onChange={(value) => onChange('reviewer', value)} />
          <EmployeePick label="Reporting Manager" value={filter.repManager} options={employees} onChange={(value) => onChange('repManager', value)} />
          <TextField select label="Payroll Status" size="small" value={filter.payrollStatus} onChange={(event) => onChange('payrollStatus', event.target.value)} sx={{ minWidth: 160 }} slotProps={ALL_OPTION}>
            <MenuItem value="">All</MenuItem>
            <MenuItem value="Active">Active</MenuItem>
            <MenuItem value="Inactive">Inactive</MenuItem>
          </TextField>
          <TextField select label="Show" size="small" value={filter.only} onChange={(event) => onChange('only', event.target.value)} sx={{ minWidth: 220 }} slotProps={ALL_OPTION}>
            <MenuItem value="">All employees</MenuItem>
            <MenuItem value="lop">Employees with LOP</MenuItem>
            <MenuItem value="unprocessed">Employees with days not yet processed</MenuItem>
          </TextField>
        </>
      ) : null}
      <TextField
        type="month"
        label="Month"
        size="small"
        value={filter.month || latestMonth}
        onChange={(event) => onChange('month', event.target.value && latestMonth && event.target.value > latestMonth ? latestMonth : event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: latestMonth || undefined } }}
      />
      {full ? <SearchField value={filter.search} onChange={(value) => onChange('search', value)} label="Search" /> : null}
      <Button onClick={onClear}>{clearLabel}</Button>
    </Stack>
  );
}
