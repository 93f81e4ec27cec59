import { useState } from 'react';
import type { HttpError } from 'react-admin';
import { apiRequest } from '../../src/app/http/httpClient';
import { showToast } from '../../src/app/toast/toastStore';

/** Someone still reporting to (or reviewed by) the employee being deactivated. */
export interface Dependant {
  empId: string;
  name: string;
  line: 'reportingManager' | 'reviewer';
}

/**
 * HR's changes to one employee from the list (docs/people.md): their reporting line, deactivation
 * with a last working day, and — when a deactivation is refused for the people who still report to
 * them — moving those people. Each success is toasted and reloads the list.
 */
export function useEmployeeActions(empId: string, onChanged: () => void) {
  const [busy, setBusy] = useState(false);
  const [dependants, setDependants] = useState<Dependant[]>([]);
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      showToast(await work(), 'success');
      onChanged();
      return true;
    } catch (error) {
      const body = (error as HttpError).body as { dependants?: Dependant[] } | undefined;
      if (body?.dependants) setDependants(body.dependants);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const path = `/employee/${encodeURIComponent(empId)}`;
  return {
    busy,
    dependants,
    changeLine: (change: { reportingManager?: string; reviewer?: string }) =>
      run(async () => {
        await apiRequest(`${path}/reporting-line`, { method: 'PUT', body: change });
        return 'Reporting line updated successfully';
      }),
    deactivate: (lastWorkingDay: string) =>
      run(async () => {
        await apiRequest(`${path}/deactivate`, { method: 'PUT', body: { lastWorkingDay } });
        return 'Employee deactivated successfully';
      }),
    moveDependants: (to: { reportingManager?: string; reviewer?: string }) =>
      run(async () => {
        const { dependants: left } = await apiRequest<{ moved: number; dependants: Dependant[] }>(`${path}/move-dependants`, { method: 'PUT', body: to });
        setDependants(left);
        return 'Reporting lines moved';
      }),
  };
}
