import { apiRequest } from '../../src/app/http/httpClient';
import { showToast } from '../../src/app/toast/toastStore';
import type { RegularizationApi } from './types';

const BASE = '/attendance-regularization';

/**
 * The regularization screen's calls (docs/regularization.md), through the app's httpClient. Failed
 * reads are silent (spec 000 §8: failed regularization calls are ignored); a refused apply or
 * withdraw shows the server's message.
 */
export const regularizationApi: RegularizationApi = {
  monthData: (empId, yearMonth) => apiRequest('/attendance/calendar', { query: { empId, yearMonth }, silent: true }),
  appliedTo: () => apiRequest(`${BASE}/applied-to`, { silent: true }),
  quickAdd: (yearMonth) => apiRequest(`${BASE}/quick-add`, { query: { yearMonth }, silent: true }),
  list: (key, page) => apiRequest(BASE, { query: { key, page }, silent: true }),
  apply: async (payload) => void (await apiRequest(BASE, { method: 'POST', body: payload })),
  withdraw: async (empId, regCode, yearMonth) => void (await apiRequest(`${BASE}/${encodeURIComponent(regCode)}`, { method: 'DELETE', query: { empId, yearMonth } })),
  notify: (message, severity) => void showToast(message, severity),
  later: (action, ms) => void setTimeout(action, ms),
};
