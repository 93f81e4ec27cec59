import { DataTable, type DataColumn } from '../../../widgets/DataTable';
import type { AttendanceWindows, DateWindow } from '../../shared/attendanceWindows';

/** dd-MM-yyyy, the product's display shape. */
const shown = (date: string) => date.split('-').reverse().join('-');
const range = (window: DateWindow) => (window.from > window.to ? 'None (closed)' : `${shown(window.from)} to ${shown(window.to)}`);

const COLUMNS: DataColumn<[string, string]>[] = [
  { label: 'Window', rowHeader: true, sx: { fontWeight: 600, width: '45%' }, value: ([label]) => label },
  { label: 'Dates', value: ([, value]) => value },
];

/** What a lock setting means today (docs/attendance-lock.md): the open payroll month and who may touch which dates. */
export default function LockWindows({ windows }: { windows: AttendanceWindows }) {
  const rows: [string, string][] = [
    ['Open payroll month', `${shown(windows.payrollMonth.startDate)} to ${shown(windows.payrollMonth.endDate)}`],
    ['Employees may regularize', range(windows.employee)],
    ['Approvers may decide', range(windows.approver)],
    ['Closed to requests', `Before ${shown(windows.closedBefore)}`],
  ];
  return <DataTable label="Attendance windows" hideHeader columns={COLUMNS} rows={rows} rowKey={([label]) => label} />;
}
