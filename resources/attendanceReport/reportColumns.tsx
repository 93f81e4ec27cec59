import type { DataColumn } from '../../widgets/DataTable';
import { ATTENDANCE_REPORT_COLUMNS as SHARED_COLUMNS, reportDay, type AttendanceReportRow } from '../../src/shared/attendanceReportColumns';

export type { AttendanceReportRow } from '../../src/shared/attendanceReportColumns';

/** Spec 001 §3 onsite report row. */
export interface OnsiteReportRow {
  empId: string;
  empName: string;
  date: string;
  inOut: string;
  punchInOrOut: 'IN' | 'OUT';
}

/** The reports' shared columns (src/shared/attendanceReportColumns.ts) as the table shows them. */
export const ATTENDANCE_REPORT_COLUMNS: DataColumn<AttendanceReportRow>[] = SHARED_COLUMNS.filter((column) => column.shown !== null).map((column) => ({
  label: column.label,
  value: (row) => (column.shown ? column.shown(row) : (column.cell(row) ?? '')),
}));

export const ONSITE_REPORT_COLUMNS: DataColumn<OnsiteReportRow>[] = [
  { label: 'Emp ID', value: (row) => row.empId },
  { label: 'Employee Name', value: (row) => row.empName },
  { label: 'Date', value: (row) => reportDay(row.date) },
  { label: 'Time', value: (row) => row.inOut },
  { label: 'In/Out', value: (row) => row.punchInOrOut },
];

export const REGULARIZATION_REPORT_SOURCE = {
  path: '/attendance/report/regularization',
  exportPath: '/attendance/report/regularization/export',
  fileName: 'RegularizationReport.xlsx',
};
export const ONSITE_REPORT_SOURCE = {
  path: '/employee-attendance/report',
  exportPath: '/employee-attendance/report/export',
  fileName: 'OnsiteAttendanceReport.xlsx',
};
