import { apiBlob, apiRequest } from '../../src/app/http/httpClient';
import { downloadBlob } from '../../src/app/masters/download';
import { LEAVE_BALANCE_COLUMNS } from '../../src/shared/leaveBalanceSheet';
import type { ImportErrorRow, ImportHistoryRow } from '../../src/shared/leaveBalanceImportRecords';
import { uploadSheet } from '../../widgets/sheetImport/uploadSheet';

/** The calls of the Leave Balance Import page (docs/leave-import-and-reports.md). */
export const leaveBalanceImportApi = {
  /** 202 { jobId } for a clean file; a refused one answers its message, history id (the error file) and rows. */
  upload: (file: File) =>
    uploadSheet<ImportErrorRow>('/leave/balance/import', file, {
      columns: LEAVE_BALANCE_COLUMNS,
      cellsOf: (row) => [row.empId, row.leaveType, row.year, row.openingBalance, row.reason],
    }),
  history: (page: number, size: number) =>
    apiRequest<{ content: ImportHistoryRow[]; totalElements: number; totalPages: number }>('/leave/granter/fetchTable/Leave Import', { query: { page, size } }),
  download: async (path: string, fileName: string, query: Record<string, string | number> = {}) => {
    downloadBlob(await apiBlob(path, { query }), fileName);
  },
};
