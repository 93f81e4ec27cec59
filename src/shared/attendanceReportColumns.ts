import { format, parseISO } from 'date-fns';

/** Spec 001 §3 regularization/attendance report row (reviwerRemark spelled as the spec spells it). */
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

/**
 * A column of the regularization and admin attendance reports: its header, its cell in the Excel
 * file (the value as stored), and how the screen's table shows it when that differs (`shown`), or
 * not at all (`shown: null`: the table says it in another column).
 */
export interface AttendanceReportColumn {
  label: string;
  cell(row: AttendanceReportRow): string | null;
  shown?: ((row: AttendanceReportRow) => string) | null;
}

/** A report's date as the screen shows it. */
export const reportDay = (iso: string) => format(parseISO(iso), 'dd/MM/yyyy');
const time = (value: string | null) => value?.slice(0, 5) ?? '00:00';

/**
 * The reports' columns, once for the page (resources/attendanceReport, adminAttendanceReport) and
 * the export (RegularizationReport.xlsx, the admin report's Excel): the file keeps the manager's ID
 * in a column of its own, the table shows it beside the name.
 */
export const ATTENDANCE_REPORT_COLUMNS: readonly AttendanceReportColumn[] = [
  { label: 'Emp ID', cell: (row) => row.empId },
  { label: 'Employee Name', cell: (row) => row.empName },
  { label: 'Status', cell: (row) => row.status },
  { label: 'Date', cell: (row) => row.attendanceDate, shown: (row) => reportDay(row.attendanceDate) },
  { label: 'Actual In', cell: (row) => row.actualIn, shown: (row) => time(row.actualIn) },
  { label: 'Actual Out', cell: (row) => row.actualOut, shown: (row) => time(row.actualOut) },
  { label: 'Applied In', cell: (row) => row.appliedIn, shown: (row) => time(row.appliedIn) },
  { label: 'Applied Out', cell: (row) => row.appliedOut, shown: (row) => time(row.appliedOut) },
  { label: 'Remark', cell: (row) => row.remark },
  { label: 'Reporting Manager ID', cell: (row) => row.reportingManagerId, shown: null },
  {
    label: 'Reporting Manager',
    cell: (row) => row.reportingManagerName,
    shown: (row) => (row.reportingManagerId ? `${row.reportingManagerName} (${row.reportingManagerId})` : ''),
  },
  { label: 'Reviewer Remark', cell: (row) => row.reviwerRemark },
];
