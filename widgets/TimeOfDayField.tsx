import type { TextFieldProps } from '@mui/material/TextField';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { format, isValid, parse } from 'date-fns';

/** Spec 001 §9: times are HH:mm, 24-hour, everywhere. */
export const TIME_OF_DAY_FORMAT = 'HH:mm';

export interface TimeOfDayFieldProps {
  /** HH:mm, or '' for none. */
  value: string;
  /** HH:mm once both parts are typed; '' when the field is emptied. */
  onChange: (value: string) => void;
  label?: string;
  /** Accessible name when there is no visible label. */
  ariaLabel?: string;
  id?: string;
  name?: string;
  size?: TextFieldProps['size'];
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
  onBlur?: () => void;
  onFocus?: () => void;
}

const asDate = (value: string) => {
  const date = /^\d{2}:\d{2}/.test(value) ? parse(value.slice(0, 5), TIME_OF_DAY_FORMAT, new Date(2000, 0, 1)) : null;
  return date && isValid(date) ? date : null;
};

/**
 * A time of day typed as HH:mm, 24-hour whatever the browser's locale (the browser's own time input
 * shows 12-hour AM/PM under en-IN or en-US). MUI X's TimeField over date-fns: digits fill the hours
 * then the minutes; arrows step them.
 */
export function TimeOfDayField({ value, onChange, label, ariaLabel, id, name, size = 'small', required, disabled, error, helperText, fullWidth, onBlur, onFocus }: TimeOfDayFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <TimeField
        label={label}
        value={asDate(value)}
        format={TIME_OF_DAY_FORMAT}
        ampm={false}
        enableAccessibleFieldDOMStructure={false}
        onChange={(time) => {
          if (time === null) {
            if (value !== '') onChange('');
          } else if (isValid(time)) {
            const next = format(time, TIME_OF_DAY_FORMAT);
            if (next !== value) onChange(next);
          }
        }}
        size={size}
        required={required}
        disabled={disabled}
        helperText={helperText}
        fullWidth={fullWidth}
        onBlur={onBlur}
        onFocus={onFocus}
        slotProps={{ textField: { id, name, error, inputProps: { 'aria-label': ariaLabel }, InputLabelProps: { shrink: true } } }}
      />
    </LocalizationProvider>
  );
}
