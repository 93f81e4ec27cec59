import { apiRequest } from '../../src/app/http/httpClient';
import type { LeaveBalanceApi, StatementLine, YearBalances } from './types';

/** The balance view's calls (docs/leave-ledger.md); a refused adjustment shows the server's message. */
export const leaveBalanceApi: LeaveBalanceApi = {
  balances: (empId, year) => apiRequest<YearBalances>(`/employee/leave/${encodeURIComponent(empId)}/${year}`, { silent: true }).catch(() => null),
  statement: async (empId, year, leaveType) =>
    (await apiRequest<{ entries: StatementLine[] }>('/employee/leave', { query: { empId, year, leaveType }, silent: true }))?.entries ?? [],
  adjust: async (payload) => void (await apiRequest('/leave/balance/update', { method: 'PUT', body: payload })),
};
