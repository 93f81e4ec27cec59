import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useDayField, type DayFieldState } from './hooks/useDayField';
import { displayPlaceholder } from './rules/dateRules';

export interface DayFieldProps extends DayFieldState {
  label?: string;
  /** Accessible name when there is no visible label. */
  ariaLabel?: string;
  size?: TextFieldProps['size'];
}

/**
 * A day picked outside a form, typed in the shape of the heading it sits beside: DD-MM-YYYY by default
 * (the browser's own date input shows the browser's locale, e.g. mm/dd/yyyy). Digits and the separator only;
 * 'Invalid date' or 'This date cannot be selected' under it until the text is a date the rules allow.
 */
export function DayField({ label, ariaLabel, size = 'small', ...state }: DayFieldProps) {
  const separator = state.separator ?? '-';
  const field = useDayField(state);
  const placeholder = displayPlaceholder(separator);
  return (
    <TextField
      label={label}
      size={size}
      value={field.text}
      placeholder={placeholder}
      onChange={field.onChange}
      onKeyDown={field.onKeyDown}
      onBlur={field.onBlur}
      error={field.hint !== undefined}
      helperText={field.hint}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'aria-label': ariaLabel, inputMode: 'numeric', maxLength: placeholder.length, title: placeholder },
      }}
    />
  );
}
