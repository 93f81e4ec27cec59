import { apiBlob, apiRequest } from '../../../src/app/http/httpClient';
import type { LopChanges, PayrollMonthState } from '../../../src/shared/payrollMonthClose';

const BASE = '/attendance-month-close';
/** '' (the page has not chosen one): the server's default, the payroll month just over. */
const month = (monthYear: string) => ({ monthYear: monthYear || undefined });

/** The month-close calls (docs/attendance-lock.md) and the final muster (the muster's export). */
export const monthCloseApi = {
  state: (monthYear: string) => apiRequest<PayrollMonthState>(BASE, { query: month(monthYear) }),
  lopChanges: (monthYear: string, page: number) => apiRequest<LopChanges>(`${BASE}/lop-changes`, { query: { ...month(monthYear), page } }),
  reopen: (monthYear: string, reason: string) => apiRequest<PayrollMonthState>(`${BASE}/reopen`, { method: 'POST', body: { monthYear, reason } }),
  finalMuster: (monthYear: string) => apiBlob('/attendance-muster/export', { query: { monthYear } }),
};
