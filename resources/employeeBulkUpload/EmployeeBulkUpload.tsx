import { EmployeeBulkUploadView } from './EmployeeBulkUploadView';
import type { EmployeeUploadSummary } from './employeeBulkUploadApi';
import { useEmployeeBulkUpload } from './useEmployeeBulkUpload';

export interface EmployeeBulkUploadProps {
  /** Called when an upload's job has written the file (a list shows the new rows). */
  onDone?(summary: EmployeeUploadSummary): void;
}

/** The employee bulk upload, self-contained for any page (the employee list mounts it): docs/people.md "Bulk upload". */
export function EmployeeBulkUpload({ onDone }: EmployeeBulkUploadProps) {
  const state = useEmployeeBulkUpload(onDone);
  return (
    <EmployeeBulkUploadView
      {...state}
      choose={state.actions.choose}
      upload={() => void state.upload()}
      downloadErrors={() => void state.actions.downloadErrors()}
      downloadSample={() => void state.downloadSample()}
    />
  );
}
