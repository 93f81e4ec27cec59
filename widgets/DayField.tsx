import { useState } from 'react';
import type { TextFieldProps } from '@mui/material/TextField';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { isValid } from 'date-fns';
import { DISABLED_DATE_MESSAGE, INVALID_DATE_MESSAGE } from './hooks/useDateInput';
import { displayFormat, formatStoredDate, isDateDisabled, parseStoredDate, type DateRules, type DateSeparator } from './rules/dateRules';

export interface DayFieldProps {
  /** The chosen day as yyyy-MM-dd; '' for none. */
  value: string;
  /** Called with yyyy-MM-dd once the text is a whole date the rules allow, and with '' when the field is cleared. */
  onChange: (value: string) => void;
  rules?: DateRules;
  /** '/' for forms (DD/MM/YYYY, spec 002 §9); '-' beside a DD-MM-YYYY heading (spec 000 §9). */
  separator?: DateSeparator;
  label?: string;
  /** Accessible name when there is no visible label. */
  ariaLabel?: string;
  size?: TextFieldProps['size'];
  /** Offers a clear button and lets the text be emptied: the field is optional ('' means none). */
  clearable?: boolean;
  /** Days before this one (yyyy-MM-dd) cannot be picked, e.g. a to-date before its from-date. */
  minDate?: string;
}

/**
 * A day typed or picked from a calendar (MUI X DatePicker over date-fns), shown DD/MM/YYYY or DD-MM-YYYY
 * whatever the browser's locale; the value is yyyy-MM-dd. An unfinished or refused entry keeps the last
 * good value and says why under the field; a clearable field's emptied text is '' (no date).
 */
export function DayField({ value, onChange, rules = {}, separator = '-', label, ariaLabel, size = 'small', clearable = false, minDate }: DayFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const min = minDate ? parseStoredDate(minDate) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <DatePicker
        label={label}
        value={parseStoredDate(value)}
        format={displayFormat(separator)}
        enableAccessibleFieldDOMStructure={false}
        disablePast={rules.disablePast}
        disableFuture={rules.disableFuture}
        minDate={min ?? undefined}
        shouldDisableDate={(day) => isDateDisabled(day, { disabledDates: rules.disabledDates })}
        onError={(error) => setProblem(error === null ? null : error === 'invalidDate' ? INVALID_DATE_MESSAGE : DISABLED_DATE_MESSAGE)}
        onChange={(day) => {
          if (day === null) {
            if (clearable && value !== '') onChange('');
            return;
          }
          if (!isValid(day) || isDateDisabled(day, rules) || (min && day < min)) return;
          const stored = formatStoredDate(day);
          if (stored !== value) onChange(stored);
        }}
        slotProps={{
          field: { clearable },
          textField: {
            size,
            error: problem !== null,
            helperText: problem ?? undefined,
            inputProps: { 'aria-label': ariaLabel },
            InputLabelProps: { shrink: true },
          },
        }}
      />
    </LocalizationProvider>
  );
}
