import { Autocomplete, Button, MenuItem, Stack, TextField } from '@mui/material';
import type { GrantForm, Option } from './types';

interface Props {
  form: GrantForm;
  onChange(change: Partial<GrantForm>): void;
  typeOptions: Option[];
  employeeOptions: Option[];
  disabled: boolean;
  onPreview(): void;
}

/** What to grant: a month or a year, some or every type with accrual, some or every active employee. */
export function GranterForm({ form, onChange, typeOptions, employeeOptions, disabled, onPreview }: Props) {
  const pick = (options: Option[], values: string[]) => options.filter((option) => values.includes(option.value));
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select size="small" label="Grant for" value={form.periodKind} onChange={(e) => onChange({ periodKind: e.target.value as GrantForm['periodKind'] })} sx={{ minWidth: 140 }}>
          <MenuItem value="Month">A month</MenuItem>
          <MenuItem value="Year">A year</MenuItem>
        </TextField>
        {form.periodKind === 'Month' ? (
          <TextField size="small" type="month" label="Month" value={form.period} onChange={(e) => onChange({ period: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        ) : (
          <TextField size="small" label="Year" value={form.period} onChange={(e) => onChange({ period: e.target.value.replace(/\D/g, '').slice(0, 4) })} sx={{ width: 120 }} />
        )}
      </Stack>
      <Autocomplete
        multiple
        options={typeOptions}
        value={pick(typeOptions, form.leaveTypes)}
        onChange={(_e, chosen) => onChange({ leaveTypes: chosen.map((option) => option.value) })}
        isOptionEqualToValue={(option, value) => option.value === value.value}
        getOptionLabel={(option) => `${option.value} – ${option.label}`}
        renderInput={(params) => <TextField {...params} size="small" label="Leave types" helperText="Leave empty for every type with accrual" />}
      />
      <Autocomplete
        multiple
        options={employeeOptions}
        value={pick(employeeOptions, form.empIds)}
        onChange={(_e, chosen) => onChange({ empIds: chosen.map((option) => option.value) })}
        isOptionEqualToValue={(option, value) => option.value === value.value}
        renderInput={(params) => <TextField {...params} size="small" label="Employees" helperText="Leave empty for every active employee" />}
      />
      <div>
        <Button variant="outlined" onClick={onPreview} disabled={disabled}>
          Preview
        </Button>
      </div>
    </Stack>
  );
}
