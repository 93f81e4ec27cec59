import { apiBlob } from '../../src/app/http/httpClient';
import { downloadBlob } from '../../src/app/masters/download';
import { showToast } from '../../src/app/toast/toastStore';
import type { SheetUploadAnswer } from '../../widgets/sheetImport/createSheetImportStore';
import { uploadSheet } from '../../widgets/sheetImport/uploadSheet';

export interface OnsiteProcessApi {
  /** The id of the job writing a clean file, or the refusal with its error grid (docs/onsite-attendance.md). */
  upload(file: File): Promise<SheetUploadAnswer>;
  /** A finished upload job's result sheet (OnsiteAttendance.xlsx). */
  sheet(jobId: number): Promise<Blob>;
  processByDate(date: string): Promise<Blob>;
  sample(): Promise<void>;
  save(blob: Blob, fileName: string): void;
  notify(message: string, severity: 'success' | 'error'): void;
}

const BASE = '/employee-attendance';

export const onsiteProcessApi: OnsiteProcessApi = {
  upload: (file) => uploadSheet(`${BASE}/bulk-upload`, file),
  sheet: (jobId) => apiBlob(`${BASE}/bulk-upload/${jobId}/sheet`),
  processByDate: (date) => apiBlob(`${BASE}/process-by-date`, { method: 'POST', query: { date } }),
  sample: async () => downloadBlob(await apiBlob(`${BASE}/onsite-attendance-sample-download`), 'sample.csv'),
  save: downloadBlob,
  notify: (message, severity) => void showToast(message, severity),
};
