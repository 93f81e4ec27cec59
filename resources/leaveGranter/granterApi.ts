import { apiRequest } from '../../src/app/http/httpClient';
import type { GrantForm, GranterApi, Option } from './types';

const BASE = '/leave/granter';

/** The request body of a form: empty selections mean "all" and are left out. */
export const grantBody = (form: GrantForm) => ({
  periodKind: form.periodKind,
  period: form.period,
  ...(form.leaveTypes.length ? { leaveTypes: form.leaveTypes } : {}),
  ...(form.empIds.length ? { empIds: form.empIds } : {}),
});

const options = async (path: string): Promise<Option[]> => {
  const rows = await apiRequest<Option[] | null>(path, { silent: true }).catch(() => null);
  return Array.isArray(rows) ? rows.map(({ value, label }) => ({ value: String(value), label: String(label) })) : [];
};

/** The Leave Granter's calls (docs/leave-ledger.md); a refused preview or run shows the server's message. */
export const granterApi: GranterApi = {
  preview: (form) => apiRequest(BASE, { method: 'POST', body: { ...grantBody(form), preview: true } }),
  start: (form) => apiRequest(BASE, { method: 'POST', body: grantBody(form) }),
  again: (runId) => apiRequest(`${BASE}/update`, { method: 'PUT', body: { id: runId } }),
  runs: (page) => apiRequest(`${BASE}/fetchTable/Leave Granter`, { query: { page, size: 10 }, silent: true }),
  job: (jobId) => apiRequest(`/jobs/${jobId}`, { silent: true }),
  leaveTypes: () => options('/settings?referenceName=Leave%20Type'),
  employees: () => options('/employee/getActiveEmployees'),
};
