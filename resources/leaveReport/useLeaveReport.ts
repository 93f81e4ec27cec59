import { useCallback, useEffect, useState } from 'react';
import { apiBlob, apiRequest } from '../../src/app/http/httpClient';
import { downloadBlob } from '../../src/app/masters/download';

/** Whose applications: HR's whole organisation (leaveReport) or the caller's reportees (rmLeaveReport). */
export type LeaveReportScope = 'organization' | 'reportees';

export interface LeaveReportFilter {
  month: string;
  year: string;
  empId: string;
  leaveType: string;
  status: string;
  search: string;
}

/** A report row (GET /api/leave/report): the spec's application row with its dates. */
export interface LeaveReportRow {
  id: number;
  leaveCode: string;
  empId: string;
  empName: string;
  appliedToName: string;
  leaveCategory: string;
  leaveType: string;
  fromDate: string;
  toDate: string;
  dateList: string[];
  numOfDays: number;
  empReason: string;
  appliedDate: string;
  status: string;
  remarks: string | null;
}

const BASES: Record<LeaveReportScope, string> = { organization: '/leave/report', reportees: '/leave/report/rm' };
export const EMPTY_FILTER: LeaveReportFilter = { month: '', year: String(new Date().getFullYear()), empId: '', leaveType: '', status: '', search: '' };

/** The filter as the query sends it: blanks left out, a year only when it is four digits. */
export function reportQuery(filter: LeaveReportFilter): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (filter.month) query.month = Number(filter.month);
  if (/^\d{4}$/.test(filter.year.trim())) query.year = Number(filter.year.trim());
  for (const key of ['empId', 'leaveType', 'status', 'search'] as const) if (filter[key].trim()) query[key] = filter[key].trim();
  return query;
}

/** The leave report's filter, page and rows, and its export of the same filter. */
export function useLeaveReport(scope: LeaveReportScope) {
  const base = BASES[scope];
  const [filter, setFilter] = useState<LeaveReportFilter>(EMPTY_FILTER);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const [answer, setAnswer] = useState<{ rows: LeaveReportRow[]; total: number } | null>(null);

  useEffect(() => {
    let current = true;
    // Typing in the search waits a moment before asking.
    const timer = setTimeout(() => {
      apiRequest<{ content: LeaveReportRow[]; totalElements: number }>(base, { query: { ...reportQuery(filter), page, size } })
        .then((data) => current && setAnswer({ rows: data.content, total: data.totalElements }))
        .catch(() => current && setAnswer({ rows: [], total: 0 }));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [base, filter, page, size]);

  const change = useCallback((key: keyof LeaveReportFilter, value: string) => {
    setFilter((before) => ({ ...before, [key]: value }));
    setPage(0);
  }, []);

  const exportReport = useCallback(async () => {
    try {
      downloadBlob(await apiBlob(`${base}/export`, { query: { ...reportQuery(filter), format: 'xlsx' } }), 'leave-report.xlsx');
    } catch {
      // httpClient has shown the failure.
    }
  }, [base, filter]);

  return { filter, change, page, setPage, size, setSize, answer, exportReport };
}
