import { format, parseISO } from 'date-fns';
import type { DataColumn } from '../../widgets/DataTable';

const day = (iso: string) => format(parseISO(iso), 'dd/MM/yyyy');

/** Spec 001 §3 regularization/attendance report row. */
export interface AttendanceReportRow {
  empId: string;
  empName: string;
  status: string | null;
  attendanceDate: string;
  actualIn: string | null;
  actualOut: string | null;
  appliedIn: string | null;
  appliedOut: string | null;
  remark: string | null;
  reportingManagerId: string | null;
  reportingManagerName: string | null;
  reviwerRemark: string | null;
}

/** Spec 001 §3 onsite report row. */
export interface OnsiteReportRow {
  empId: string;
  empName: string;
  date: string;
  inOut: string;
  punchInOrOut: 'IN' | 'OUT';
}

const time = (value: string | null) => value?.slice(0, 5) ?? '00:00';

export const ATTENDANCE_REPORT_COLUMNS: DataColumn<AttendanceReportRow>[] = [
  { label: 'Emp ID', value: (row) => row.empId },
  { label: 'Employee Name', value: (row) => row.empName },
  { label: 'Date', value: (row) => day(row.attendanceDate) },
  { label: 'Status', value: (row) => row.status ?? '' },
  { label: 'Actual In', value: (row) => time(row.actualIn) },
  { label: 'Actual Out', value: (row) => time(row.actualOut) },
  { label: 'Applied In', value: (row) => time(row.appliedIn) },
  { label: 'Applied Out', value: (row) => time(row.appliedOut) },
  { label: 'Remark', value: (row) => row.remark ?? '' },
  {
    label: 'Reporting Manager',
    value: (row) => (row.reportingManagerId ? `${row.reportingManagerName} (${row.reportingManagerId})` : ''),
  },
  { label: 'Reviewer Remark', value: (row) => row.reviwerRemark ?? '' },
];

export const ONSITE_REPORT_COLUMNS: DataColumn<OnsiteReportRow>[] = [
  { label: 'Emp ID', value: (row) => row.empId },
  { label: 'Employee Name', value: (row) => row.empName },
  { label: 'Date', value: (row) => day(row.date) },
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
