import { useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { dateInputStatus, formatDisplayDate, isAllowedDateKey, maskDateInput } from '../../widgets/rules/dateRules';

export const INVALID_DATE_MESSAGE = 'Invalid date';

/**
 * A filter date typed as DD/MM/YYYY (the product's date rules) and handed on as yyyy-MM-dd: only
 * a whole, real date or an empty box changes the filter; anything else says 'Invalid date' once
 * the user leaves the box.
 */
export function useDateFilterInput(value: string | undefined, onChange: (stored: string | undefined) => void) {
  const [text, setText] = useState(() => formatDisplayDate(value));
  const [blurred, setBlurred] = useState(false);
  // A filter changed elsewhere (cleared, from the address) shows in the box.
  useEffect(() => {
    setText((current) => {
      const status = dateInputStatus(current, {});
      const shown = status.kind === 'valid' ? status.stored : status.kind === 'empty' ? undefined : current;
      return shown === value ? current : formatDisplayDate(value);
    });
  }, [value]);

  const status = dateInputStatus(text, {});
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const masked = maskDateInput(event.target.value);
    setText(masked);
    setBlurred(false);
    const next = dateInputStatus(masked, {});
    if (next.kind === 'empty') onChange(undefined);
    else if (next.kind === 'valid') onChange(next.stored);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedDateKey(event.key, event.ctrlKey || event.metaKey || event.altKey)) event.preventDefault();
  };
  const error = status.kind === 'invalid' || (status.kind === 'partial' && blurred) ? INVALID_DATE_MESSAGE : undefined;
  return { text, error, onChange: handleChange, onKeyDown: handleKeyDown, onBlur: () => setBlurred(true) };
}
