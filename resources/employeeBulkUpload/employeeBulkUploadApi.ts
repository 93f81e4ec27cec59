import { apiBlob } from '../../src/app/http/httpClient';
import { downloadBlob } from '../../src/app/masters/download';
import type { EmployeeOperation } from '../../src/shared/employeeSheet';
import { uploadSheet } from '../../widgets/sheetImport/uploadSheet';

/** What a finished upload wrote. */
export interface EmployeeUploadSummary {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
}

/** The calls of the employee bulk upload (spec 002 §7: bulk upload with query operation; sample file). */
export const employeeBulkUploadApi = {
  /** 202 { jobId } for a clean file; a refused one answers its error grid (message, columns, rows). */
  upload: (file: File, operation: EmployeeOperation) => uploadSheet('/employee/bulk-upload', file, { query: { operation } }),
  sample: async () => downloadBlob(await apiBlob('/employee/sample'), 'employee-sample.xlsx'),
};
export type EmployeeBulkUploadApi = typeof employeeBulkUploadApi;
