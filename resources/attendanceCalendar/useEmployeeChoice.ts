import { useEffect, useState } from 'react';
import { apiRequest } from '../../src/app/http/httpClient';

export interface EmployeeOption {
  value: string;
  label: string;
}

/** Attendance Info's employee selector: the active organisation's employees (GET /api/employee/getActiveEmployees) and the pick. */
export function useEmployeeChoice() {
  const [options, setOptions] = useState<EmployeeOption[]>([]);
  const [loading, setLoading] = useState(true);
  const [chosen, setChosen] = useState<EmployeeOption | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<EmployeeOption[] | null>('/employee/getActiveEmployees', { signal: controller.signal }).then(
      (rows) => {
        if (controller.signal.aborted) return;
        setOptions(Array.isArray(rows) ? rows.map(({ value, label }) => ({ value, label })) : []);
        setLoading(false);
      },
      () => !controller.signal.aborted && setLoading(false),
    );
    return () => controller.abort();
  }, []);
  return { options, loading, chosen, choose: setChosen };
}
