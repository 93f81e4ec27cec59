import { useEffect, useState } from 'react';
import { apiRequest } from '../../src/app/http/httpClient';

/** The names of a settings look-up (docs/lookups.md), for a filter whose value is the name an employee record holds (Department, Designation). */
export function useSettingNames(referenceName: string): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    apiRequest<{ label: string }[]>('/settings', { query: { referenceName, limit: 500 }, silent: true })
      .then((options) => current && setNames(options.map((option) => option.label)))
      .catch(() => current && setNames([]));
    return () => {
      current = false;
    };
  }, [referenceName]);
  return names;
}
