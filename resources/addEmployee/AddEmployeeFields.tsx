import { Autocomplete, TextField } from '@mui/material';
import { NEW_EMPLOYEE_LABELS, type NewEmployeeField } from '../../src/shared/addEmployee';
import type { AddEmployeeOption } from './addEmployeeApi';

interface FieldProps {
  field: NewEmployeeField;
  value: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  onChange(field: NewEmployeeField, value: string): void;
}

/** Spec 002 §5: contact numbers and other counts take digits only, truncated to their length. */
const DIGIT_LIMITS: Partial<Record<NewEmployeeField, number>> = { primaryContactNumber: 10, secondaryContactNumber: 10, ctc: 12, noticePeriod: 4 };

/** A typed field of the form: text, digits, e-mail or date, its message under it. */
export function AddEmployeeText({ field, value, error, required, disabled, onChange, type = 'text' }: FieldProps & { type?: 'text' | 'email' | 'date' }) {
  const limit = DIGIT_LIMITS[field];
  return (
    <TextField
      size="small"
      fullWidth
      id={`addEmployee-${field}`}
      label={NEW_EMPLOYEE_LABELS[field]}
      type={type}
      value={value}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? ' '}
      onChange={(event) => onChange(field, limit ? event.target.value.replace(/\D/g, '').slice(0, limit) : event.target.value)}
      slotProps={{ inputLabel: type === 'date' ? { shrink: true } : undefined, htmlInput: limit ? { inputMode: 'numeric' } : { maxLength: 200 } }}
    />
  );
}

/** A select of the form, searchable, with 'No results found' (spec 002 §5). */
export function AddEmployeeSelect({ field, value, error, required, disabled, onChange, options }: FieldProps & { options: readonly AddEmployeeOption[] }) {
  const chosen = options.find((option) => option.value.toLowerCase() === value.toLowerCase()) ?? (value ? { value, label: value } : null);
  return (
    <Autocomplete
      size="small"
      id={`addEmployee-${field}`}
      options={options as AddEmployeeOption[]}
      value={chosen}
      disabled={disabled}
      noOptionsText="No results found"
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      getOptionLabel={(option) => option.label}
      onChange={(_event, next) => onChange(field, next?.value ?? '')}
      renderInput={(params) => <TextField {...params} label={NEW_EMPLOYEE_LABELS[field]} required={required} error={Boolean(error)} helperText={error ?? ' '} />}
    />
  );
}
