import Papa from 'papaparse';
import { apiBlob, httpClient } from '../../src/app/http/httpClient';
import { downloadBlob } from '../../src/app/masters/download';
import { showToast } from '../../src/app/toast/toastStore';
import { exportCell } from '../../src/shared/exportCell';
import type { ImportErrorRow } from '../../widgets/ImportErrorGrid';

/** A refused upload: every wrong row as typed with its errors (docs/onsite-attendance.md). */
export interface OnsiteRefusal {
  message: string;
  columns: string[];
  rows: ImportErrorRow[];
  errorCount: number;
}

export interface OnsiteProcessApi {
  /** The id of the job writing a clean file, or the refusal. */
  upload(file: File): Promise<{ jobId: number } | { refusal: OnsiteRefusal }>;
  /** A finished upload job's result sheet (OnsiteAttendance.xlsx). */
  sheet(jobId: number): Promise<Blob>;
  processByDate(date: string): Promise<Blob>;
  sample(): Promise<void>;
  save(blob: Blob, fileName: string): void;
  notify(message: string, severity: 'success' | 'error'): void;
}

const BASE = '/employee-attendance';

export const onsiteProcessApi: OnsiteProcessApi = {
  upload: async (file) => {
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      const { json } = await httpClient(`/api${BASE}/bulk-upload`, { method: 'POST', body, silent: true });
      return { jobId: (json as { data: { jobId: number } }).data.jobId };
    } catch (error) {
      const failure = error as {
        message?: string;
        body?: Partial<OnsiteRefusal> | null;
      };
      return {
        refusal: {
          message: failure.body?.message ?? failure.message ?? 'Upload failed',
          columns: failure.body?.columns ?? [],
          rows: failure.body?.rows ?? [],
          errorCount: failure.body?.errorCount ?? 0,
        },
      };
    }
  },
  sheet: (jobId) => apiBlob(`${BASE}/bulk-upload/${jobId}/sheet`),
  processByDate: (date) => apiBlob(`${BASE}/process-by-date`, { method: 'POST', query: { date } }),
  sample: async () => downloadBlob(await apiBlob(`${BASE}/onsite-attendance-sample-download`), 'sample.csv'),
  save: downloadBlob,
  notify: (message, severity) => void showToast(message, severity),
};

/** The error file of a refused upload: the grid as a CSV, every cell escaped so a spreadsheet never runs it. */
export function errorFile(refusal: OnsiteRefusal): Blob {
  const rows = refusal.rows.map((row) => [row.row, ...row.cells, row.error].map((cell) => exportCell(cell)));
  return new Blob(
    [
      Papa.unparse({
        fields: ['Row', ...refusal.columns, 'Error'],
        data: rows,
      }),
    ],
    { type: 'text/csv;charset=utf-8' },
  );
}
