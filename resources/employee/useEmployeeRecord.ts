import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../src/app/http/httpClient';
import type { EmployeeListRow } from '../../src/shared/employeeRecords';

/** `null` while reading, `'missing'` when the organisation has no such employee. */
export type RecordState = EmployeeListRow | null | 'missing';

/**
 * One employee's row of HR's list (`GET /employee/filter`, the same answer the list's dialog opens),
 * read again after a change. The filter's Emp ID matches anywhere, so the exact one is picked out.
 */
export function useEmployeeRecord(empId: string | undefined) {
  const [record, setRecord] = useState<RecordState>(null);
  const load = useCallback(async () => {
    if (!empId) return;
    try {
      const page = await apiRequest<{ content: EmployeeListRow[] }>('/employee/filter', { query: { empId, size: 20 } });
      setRecord(page.content.find((row) => row.empId === empId) ?? 'missing');
    } catch {
      setRecord('missing');
    }
  }, [empId]);
  useEffect(() => {
    setRecord(null);
    void load();
  }, [load]);
  return { record, reload: load };
}
