import { apiRequest, httpClient } from '../../src/app/http/httpClient';
import type { RecognitionDraft } from '../../src/shared/recognitionRules';
import { showToast } from '../../src/app/toast/toastStore';
import type { Recognition, RecognitionApi, RecognitionPage } from './types';

const BASE = '/employee-notes';

/** PUT/POST/DELETE answering the server's message for the toast; a failure throws (toasted by httpClient unless silent). */
async function write(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<string> {
  const { json } = await httpClient(`/api${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body), silent: true });
  return (json as { message?: string } | null)?.message ?? '';
}

/** Spec 002 §7 "Recognition (employee notes)". */
export const recognitionApi: RecognitionApi & { ofEmployee: (empId: string) => Promise<Recognition[]> } = {
  list: (page: number) => apiRequest<RecognitionPage>(BASE, { query: { page, size: 10 } }),
  ofEmployee: (empId: string) => apiRequest<Recognition[]>(`${BASE}/${encodeURIComponent(empId)}`),
  create: (draft: RecognitionDraft) => write('POST', BASE, draft),
  update: (id: number, draft: RecognitionDraft) => write('PUT', `${BASE}/${id}`, draft),
  remove: (id: number) => write('DELETE', `${BASE}/${id}`),
  notify: (message, severity) => void showToast(message, severity),
};
