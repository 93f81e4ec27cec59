import { apiBlob, apiRequest, httpClient } from '../../../src/app/http/httpClient';
import { downloadBlob } from '../../../src/app/masters/download';
import { showToast } from '../../../src/app/toast/toastStore';
import { MUSTER_IMPORT_COLUMNS, type MusterSheetRow } from '../../../src/shared/attendanceOverride';
import { uploadSheet } from '../../../widgets/sheetImport/uploadSheet';
import type { Outcome, OverridesApi } from './types';

const BASE = '/attendance-muster';

/** A write's answer as an Outcome with the server's message either way (spec 001 §8: the server's message, else the caller's fallback). */
async function outcome<T>(path: string, method: 'PUT' | 'POST' | 'DELETE', body: unknown): Promise<Outcome<T>> {
  try {
    const { json } = await httpClient(`/api${path}`, { method, body: JSON.stringify(body), silent: true });
    const envelope = json as { data: T; message?: string };
    return { ok: true, data: envelope.data, message: envelope.message ?? '' };
  } catch (error) {
    const failure = error as { message?: string; body?: { message?: string } | null };
    return { ok: false, message: failure.body?.message ?? '' };
  }
}

/** The muster's override, import and Add LOP calls (spec 001 §7). */
export const overridesApi: OverridesApi = {
  days: (empId, monthYear) => apiRequest(`${BASE}/override`, { query: { empId, monthYear }, silent: true }),
  save: (body) => outcome(`${BASE}/emp-override`, 'PUT', body),
  list: (query) => apiRequest(`${BASE}/override-history`, { query, silent: true }),
  remove: (rows) => outcome(BASE, 'DELETE', rows),
  lopCount: async (empId, monthYear) => (await apiRequest<{ lopCount: number }[]>(`${BASE}/add-lop-count`, { query: { empId, monthYear }, silent: true }))[0]?.lopCount ?? 0,
  addLop: (body) => outcome(`${BASE}/add-lop`, 'POST', body),
  upload: (file, monthYear) =>
    uploadSheet<MusterSheetRow & { row: number; error: string }>(`${BASE}/import`, file, {
      query: { monthYear },
      columns: MUSTER_IMPORT_COLUMNS,
      cellsOf: (row) => [row.empId, row.date, row.session1, row.session2, row.remarks],
    }),
  downloadSample: async () => downloadBlob(await apiBlob(`${BASE}/sample`), 'sample.xlsx'),
  downloadErrors: async (importId) => downloadBlob(await apiBlob(`${BASE}/import/${importId}/errors`), `muster-import-${importId}-errors.xlsx`),
  notify: (message, severity) => void showToast(message, severity),
};
