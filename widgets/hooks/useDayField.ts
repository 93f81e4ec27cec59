import { useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { dateInputStatus, formatDisplayDate, isAllowedDateKey, maskDateInput, type DateRules, type DateSeparator } from '../rules/dateRules';
import { DISABLED_DATE_MESSAGE, INVALID_DATE_MESSAGE } from './useDateInput';

export interface DayFieldState {
  /** The chosen day as yyyy-MM-dd. */
  value: string;
  /** Called with yyyy-MM-dd once the typed text is a whole, allowed date. */
  onChange: (value: string) => void;
  rules?: DateRules;
  separator?: DateSeparator;
}

/**
 * A day typed as DD-MM-YYYY (or DD/MM/YYYY) outside a form: the text is the user's while they type, the
 * value changes only when the text is a whole date the rules allow. A new value from outside replaces the text.
 */
export function useDayField({ value, onChange, rules = {}, separator = '-' }: DayFieldState) {
  const [text, setText] = useState(() => formatDisplayDate(value, separator));
  const [blurred, setBlurred] = useState(false);

  useEffect(() => {
    setText((current) => {
      const typed = dateInputStatus(current, rules, new Date(), separator);
      return typed.kind === 'valid' && typed.stored === value ? current : formatDisplayDate(value, separator);
    });
    // Only a new value from outside resets the text; rules are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, separator]);

  const status = dateInputStatus(text, rules, new Date(), separator);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const masked = maskDateInput(event.target.value, separator);
    setText(masked);
    setBlurred(false);
    const next = dateInputStatus(masked, rules, new Date(), separator);
    if (next.kind === 'valid' && next.stored !== value) onChange(next.stored);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedDateKey(event.key, event.ctrlKey || event.metaKey || event.altKey, separator)) event.preventDefault();
  };

  const hint =
    status.kind === 'invalid' || ((status.kind === 'partial' || status.kind === 'empty') && blurred)
      ? INVALID_DATE_MESSAGE
      : status.kind === 'disabled'
        ? DISABLED_DATE_MESSAGE
        : undefined;

  return { text, hint, onChange: handleChange, onKeyDown: handleKeyDown, onBlur: () => setBlurred(true) };
}
