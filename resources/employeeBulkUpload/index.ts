export { EmployeeBulkUpload, type EmployeeBulkUploadProps } from './EmployeeBulkUpload';
export { EmployeeBulkUploadView } from './EmployeeBulkUploadView';
export type { EmployeeUploadSummary } from './employeeBulkUploadApi';
