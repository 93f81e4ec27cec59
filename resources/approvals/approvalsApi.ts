import { apiRequest } from '../../src/app/http/httpClient';
import { showToast } from '../../src/app/toast/toastStore';
import type { ApprovalsApi } from './types';

const BASE = '/attendance-regularization';

/** The approver's calls: requests applied to the caller (attendance/approvals) or, for the admin approval screen, every request of the organisation. */
export function approvalsApi(scope: 'mine' | 'organization'): ApprovalsApi {
  const listPath = scope === 'mine' ? `${BASE}/approvals` : `${BASE}/admin-approvals`;
  return {
    list: (key, page) => apiRequest(listPath, { query: { key, page }, silent: true }),
    decide: async (payload) => void (await apiRequest(`${BASE}/approve`, { method: 'PUT', body: payload })),
    notify: (message, severity) => void showToast(message, severity),
  };
}
