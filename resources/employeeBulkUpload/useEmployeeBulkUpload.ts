import { useState } from 'react';
import { SHEET_EXTENSIONS } from '../../src/app/masters/importSheet';
import type { EmployeeOperation } from '../../src/shared/employeeSheet';
import { useSheetImport } from '../../widgets/sheetImport/useSheetImport';
import { employeeBulkUploadApi, type EmployeeBulkUploadApi, type EmployeeUploadSummary } from './employeeBulkUploadApi';

/** The upload being followed, kept so a reload (or another tab) picks its progress up again. */
export const EMPLOYEE_UPLOAD_JOB_KEY = 'hr-console.importJob.employee';

/**
 * The employee bulk upload (docs/people.md "Bulk upload"): the operation beside the shared sheet
 * import (docs/frontend.md "A sheet import"), and the sample.
 */
export function useEmployeeBulkUpload(onDone?: (summary: EmployeeUploadSummary) => void, api: EmployeeBulkUploadApi = employeeBulkUploadApi) {
  const [operation, setOperation] = useState<EmployeeOperation>('create');
  const sheet = useSheetImport<[EmployeeOperation], EmployeeUploadSummary>({
    upload: api.upload,
    storageKey: EMPLOYEE_UPLOAD_JOB_KEY,
    formats: SHEET_EXTENSIONS,
    successMessage: 'Employees uploaded successfully',
    failedMessage: 'The upload failed; nothing was imported',
    errorFileName: 'employee-upload-errors.csv',
    onDone: (summary) => {
      if (summary) onDone?.(summary);
    },
  });
  return { ...sheet, operation, setOperation, upload: () => sheet.actions.upload(operation), downloadSample: () => api.sample().catch(() => undefined) };
}
export type EmployeeBulkUploadState = ReturnType<typeof useEmployeeBulkUpload>;
