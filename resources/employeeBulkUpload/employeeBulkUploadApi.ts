import { apiBlob, apiRequest } from '../../src/app/http/httpClient';
import { downloadBlob } from '../../src/app/masters/download';
import type { EmployeeOperation } from '../../src/shared/employeeSheet';

/** A refused file as the server answers it (docs/people.md "Bulk upload"): its message, the grid's columns and rows. */
export interface EmployeeUploadRefusal {
  message: string;
  columns: string[];
  rows: { row: number; cells: string[]; error: string }[];
  errorCount: number;
}

/** What a finished upload wrote. */
export interface EmployeeUploadSummary {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
}

/** The calls of the employee bulk upload (spec 002 §7: bulk upload with query operation; sample file). */
export const employeeBulkUploadApi = {
  /** 202 { jobId } for a clean file; a refused one answers its body (message, columns, rows). */
  upload: async (operation: EmployeeOperation, file: File): Promise<{ jobId: number } | { refusal: EmployeeUploadRefusal }> => {
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      return await apiRequest<{ jobId: number }>('/employee/bulk-upload', { method: 'POST', query: { operation }, body, silent: true });
    } catch (error) {
      const failure = error as { message?: string; body?: Partial<EmployeeUploadRefusal> | null };
      return { refusal: { message: failure.body?.message ?? failure.message ?? 'Upload failed', columns: failure.body?.columns ?? [], rows: failure.body?.rows ?? [], errorCount: failure.body?.errorCount ?? 0 } };
    }
  },
  sample: async () => downloadBlob(await apiBlob('/employee/sample'), 'employee-sample.xlsx'),
};
export type EmployeeBulkUploadApi = typeof employeeBulkUploadApi;
