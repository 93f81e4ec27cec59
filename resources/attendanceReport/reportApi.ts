import { apiBlob, apiRequest } from '../../src/app/http/httpClient';
import { downloadBlob } from '../../src/app/masters/download';

export interface EmployeeOption {
  value: string;
  label: string;
}

export interface ReportPage<Row> {
  content: Row[];
  totalElements: number;
}

/** The report pages' calls: the picker's employees, a page of a report, and its Excel file. */
export interface ReportApi {
  employees(): Promise<EmployeeOption[]>;
  page<Row>(path: string, query: Record<string, string | number>): Promise<ReportPage<Row>>;
  download(path: string, query: Record<string, string | number>, fileName: string): Promise<void>;
}

export const reportApi: ReportApi = {
  employees: () =>
    apiRequest<EmployeeOption[]>('/attendance/report/employees', {
      silent: true,
    }),
  page: (path, query) => apiRequest(path, { query }),
  download: async (path, query, fileName) => downloadBlob(await apiBlob(path, { query }), fileName),
};
