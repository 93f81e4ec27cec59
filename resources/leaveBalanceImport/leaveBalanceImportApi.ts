import { apiBlob, apiRequest } from '../../src/app/http/httpClient';
import { downloadBlob } from '../../src/app/masters/download';
import type { BalanceImportRefusal, ImportHistoryRow } from '../../src/shared/leaveBalanceImportRecords';

/** The calls of the Leave Balance Import page (docs/leave-import-and-reports.md). */
export const leaveBalanceImportApi = {
  /** 202 { jobId } for a clean file; a refused one throws with its body (message, importId, rows). */
  upload: async (file: File): Promise<{ jobId: number } | { refusal: BalanceImportRefusal }> => {
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      return await apiRequest<{ jobId: number }>('/leave/balance/import', { method: 'POST', body, silent: true });
    } catch (error) {
      const failure = error as { message?: string; body?: Partial<BalanceImportRefusal> | null };
      return { refusal: { message: failure.body?.message ?? failure.message ?? 'Import failed', importId: failure.body?.importId, rows: failure.body?.rows ?? [], errorCount: failure.body?.errorCount } };
    }
  },
  history: (page: number, size: number) =>
    apiRequest<{ content: ImportHistoryRow[]; totalElements: number; totalPages: number }>('/leave/granter/fetchTable/Leave Import', { query: { page, size } }),
  download: async (path: string, fileName: string, query: Record<string, string | number> = {}) => {
    downloadBlob(await apiBlob(path, { query }), fileName);
  },
};
