import { useEffect, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { employeeOptionsPage, type EmployeeChoice, type LoadEmployeeChoices } from './employeeOptionsPage';

export interface EmployeeMultiSelectProps {
  label: string;
  /** The chosen Emp IDs. */
  value: string[];
  onChange: (value: string[]) => void;
  /** Labels of chosen employees not loaded yet (the record being edited): else the Emp ID is shown until a page names them. */
  known?: EmployeeChoice[];
  required?: boolean;
  error?: string;
  /** The cursor-paged look-up; /employee/options by default, a fake in a story. */
  load?: LoadEmployeeChoices;
}

/** Distance from the list's bottom (px) at which the next page is read. */
const NEAR_END = 40;

/**
 * Chooses employees from the cursor-paged /employee/options (spec 002 §7, ten a page) instead of the
 * whole organisation at once: typing searches on the server (after 250 ms), and scrolling to the
 * end of the list — or moving the keyboard highlight onto its last option — reads the next page.
 * Shared by the event and recognition dialogs (docs/recognition-and-events.md).
 */
export function EmployeeMultiSelect({ label, value, onChange, known = [], required = false, error, load = employeeOptionsPage }: EmployeeMultiSelectProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<EmployeeChoice[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // Labels of every employee seen, so a chosen one keeps its name when the search changes the list.
  const labels = useRef(new Map<string, string>());
  for (const choice of [...known, ...options]) labels.current.set(choice.value, choice.label);
  const reading = useRef(0);

  const read = async (after: string | null) => {
    const ticket = ++reading.current;
    setLoading(true);
    try {
      const page = await load({ q: text.trim() || undefined, cursor: after ?? undefined });
      if (ticket !== reading.current) return;
      setOptions((current) => (after ? [...current, ...page.content] : page.content));
      setCursor(page.nextCursor);
    } catch {
      if (ticket === reading.current && !after) setOptions([]);
    } finally {
      if (ticket === reading.current) setLoading(false);
    }
  };

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void read(null), 250);
    return () => clearTimeout(timer);
    // Opening the list or a new search reads the first page again (the read uses the text of this render).
  }, [open, text]);

  const more = () => {
    if (cursor && !loading) void read(cursor);
  };
  const chosen = value.map((empId) => ({ value: empId, label: labels.current.get(empId) ?? empId }));

  return (
    <Autocomplete<EmployeeChoice, true>
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={chosen}
      loading={loading}
      filterOptions={(all) => all}
      filterSelectedOptions
      onChange={(_event, picked) => onChange(picked.map((choice) => choice.value))}
      onInputChange={(_event, typed) => setText(typed)}
      onHighlightChange={(_event, option) => option && option.value === options[options.length - 1]?.value && more()}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionLabel={(option) => option.label}
      slotProps={{
        listbox: {
          onScroll: (event: React.UIEvent<HTMLElement>) => {
            const list = event.currentTarget;
            if (list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END) more();
          },
        },
      }}
      renderInput={(params) => <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error} />}
    />
  );
}
