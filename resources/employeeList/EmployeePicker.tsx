import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { apiRequest } from '../../src/app/http/httpClient';

/** An employee option of the look-ups (docs/people.md): value is the Emp ID. */
export interface EmployeeOption {
  value: string;
  label: string;
}

/**
 * Picks one employee from a look-up that searches on the server (`q`), as the person types: a
 * picker list (`limit`), or with `pageShaped` a cursor-paged one (`/employee/options`: `size`, `content`).
 */
export function EmployeePicker({ label, source, value, onChange, pageShaped = false }: { label: string; source: string; value: EmployeeOption | null; onChange(value: EmployeeOption | null): void; pageShaped?: boolean }) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<EmployeeOption[]>([]);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const q = text.trim() || undefined;
      const read = pageShaped
        ? apiRequest<{ content: EmployeeOption[] }>(source, { query: { q, size: 20 }, silent: true }).then((page) => page.content)
        : apiRequest<EmployeeOption[]>(source, { query: { q, limit: 20 }, silent: true });
      read
        .then((rows) => current && setOptions(rows))
        .catch(() => current && setOptions([]));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source, text, pageShaped]);
  return (
    <Autocomplete
      options={options}
      value={value}
      filterOptions={(all) => all}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, typed) => setText(typed)}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      getOptionLabel={(option) => option.label}
      renderInput={(params) => <TextField {...params} size="small" label={label} />}
      sx={{ minWidth: 260, flex: 1 }}
    />
  );
}
