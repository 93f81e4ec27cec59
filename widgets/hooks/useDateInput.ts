import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import {
  dateInputStatus,
  formatDisplayDate,
  isAllowedDateKey,
  maskDateInput,
  parseStoredDate,
  type DateRules,
} from '../rules/dateRules';
import { booleanOption, stringListOption } from '../widgetOptions';

export const INVALID_DATE_MESSAGE = 'Invalid date';
export const DISABLED_DATE_MESSAGE = 'This date cannot be selected';

export function dateRulesFrom(options: WidgetProps['options']): DateRules {
  return {
    disablePast: booleanOption(options, 'disablePast'),
    disableFuture: booleanOption(options, 'disableFuture'),
    disabledDates: stringListOption(options, 'disabledDates'),
  };
}

/** What the input shows for a stored value: yyyy-MM-dd as DD/MM/YYYY, an unfinished entry as typed. */
function textFor(value: unknown): string {
  if (parseStoredDate(value)) return formatDisplayDate(value as string);
  return typeof value === 'string' ? maskDateInput(value) : '';
}

/**
 * State of the DD/MM/YYYY input. A usable date is stored as yyyy-MM-dd. Anything else typed is
 * stored as typed: it is never a valid `format: "date"`, so submitting reports 'Invalid date'
 * instead of silently dropping the entry. The text is therefore always derived from the value.
 */
export function useDateInput({ id, value, options, onChange, onBlur }: WidgetProps) {
  const [blurred, setBlurred] = useState(false);
  const text = textFor(value);
  const status = dateInputStatus(text, dateRulesFrom(options));

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const masked = maskDateInput(event.target.value);
    const next = dateInputStatus(masked, dateRulesFrom(options));
    if (next.kind === 'empty') onChange(options.emptyValue);
    else onChange(next.kind === 'valid' ? next.stored : masked);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedDateKey(event.key, event.ctrlKey || event.metaKey || event.altKey)) event.preventDefault();
  };

  const handleBlur = () => {
    setBlurred(true);
    onBlur(id, value);
  };

  // An unfinished date is only called invalid once the user leaves the field.
  const hint =
    status.kind === 'invalid' || (status.kind === 'partial' && blurred)
      ? INVALID_DATE_MESSAGE
      : status.kind === 'disabled'
        ? DISABLED_DATE_MESSAGE
        : undefined;

  return { text, hint, onChange: handleChange, onKeyDown: handleKeyDown, onBlur: handleBlur };
}
