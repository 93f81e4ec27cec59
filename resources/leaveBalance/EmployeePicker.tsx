import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../src/app/http/httpClient';

export interface EmployeeOption {
  value: string;
  label: string;
}

/** A picker over the employees `source` answers (the organisation's, or the caller's reportees). */
export function EmployeePicker({ source, value, onChange }: { source: string; value: EmployeeOption | null; onChange(option: EmployeeOption | null): void }) {
  const [options, setOptions] = useState<EmployeeOption[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<EmployeeOption[] | null>(source, { signal: controller.signal, silent: true }).then(
      (rows) => {
        if (controller.signal.aborted) return;
        setOptions(Array.isArray(rows) ? rows.map(({ value: v, label }) => ({ value: v, label })) : []);
        setLoading(false);
      },
      () => !controller.signal.aborted && setLoading(false),
    );
    return () => controller.abort();
  }, [source]);
  return (
    <Autocomplete
      options={options}
      loading={loading}
      value={value}
      onChange={(_event, option) => onChange(option)}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      sx={{ maxWidth: 420 }}
      renderInput={(params) => <TextField {...params} label="Employee" size="small" />}
    />
  );
}
