import { apiRequest } from '../../src/app/http/httpClient';
import { showToast } from '../../src/app/toast/toastStore';
import type { RegularizationApi } from './types';

const BASE = '/attendance-regularization';

/** The regularization screen's calls (docs/regularization.md), through the app's httpClient. */
export const regularizationApi: RegularizationApi = {
  monthData: (empId, yearMonth) => apiRequest('/attendance/calendar', { query: { empId, yearMonth } }),
  appliedTo: () => apiRequest(`${BASE}/applied-to`),
  quickAdd: (yearMonth) => apiRequest(`${BASE}/quick-add`, { query: { yearMonth }, silent: true }),
  list: (key, page) => apiRequest(BASE, { query: { key, page } }),
  apply: async (payload) => void (await apiRequest(BASE, { method: 'POST', body: payload })),
  withdraw: async (empId, regCode, yearMonth) => void (await apiRequest(`${BASE}/${encodeURIComponent(regCode)}`, { method: 'DELETE', query: { empId, yearMonth } })),
  notify: (message, severity) => void showToast(message, severity),
  later: (action, ms) => void setTimeout(action, ms),
};
