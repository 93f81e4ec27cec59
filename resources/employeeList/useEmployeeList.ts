import { useCallback } from 'react';
import { apiBlob } from '../../src/app/http/httpClient';
import { downloadBlob } from '../../src/app/masters/download';
import { filterQuery, usePagedList } from '../../widgets/hooks/usePagedList';
import type { EmployeeListRow } from '../../src/shared/employeeRecords';


export interface EmployeeListFilter extends Record<string, string> {
  search: string;
  department: string;
  designation: string;
  manager: string;
  status: string;
}

export const EMPTY_FILTER: EmployeeListFilter = { search: '', department: '', designation: '', manager: '', status: '' };

/** HR's employee list: its filter, page, rows and the export of the same filter. */
export function useEmployeeList() {
  const list = usePagedList<EmployeeListRow, EmployeeListFilter>('/employee/filter', EMPTY_FILTER);
  const { filter } = list;
  const exportList = useCallback(async () => {
    try {
      downloadBlob(await apiBlob('/employee/filter/export', { query: { ...filterQuery(filter), format: 'xlsx' } }), 'employees.xlsx');
    } catch {
      // httpClient has shown the failure.
    }
  }, [filter]);
  return { ...list, exportList };
}
