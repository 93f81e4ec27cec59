import TextField from '@mui/material/TextField';
import { DISPLAY_DATE_PLACEHOLDER } from '../../widgets/rules/dateRules';
import { useDateFilterInput } from './useDateFilterInput';

export interface FilterDateFieldProps {
  label: string;
  /** yyyy-MM-dd, or undefined for no filter. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** A date filter typed as DD/MM/YYYY. */
export function FilterDateField({ label, value, onChange }: FilterDateFieldProps) {
  const input = useDateFilterInput(value, onChange);
  return (
    <TextField
      size="small"
      label={label}
      value={input.text}
      placeholder={DISPLAY_DATE_PLACEHOLDER}
      onChange={input.onChange}
      onKeyDown={input.onKeyDown}
      onBlur={input.onBlur}
      error={input.error !== undefined}
      helperText={input.error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: DISPLAY_DATE_PLACEHOLDER.length } }}
      sx={{ width: 150 }}
    />
  );
}
