import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { AttendanceWindows, DateWindow } from '../../shared/attendanceWindows';

/** dd-MM-yyyy, the product's display shape. */
const shown = (date: string) => date.split('-').reverse().join('-');
const range = (window: DateWindow) => (window.from > window.to ? 'None (closed)' : `${shown(window.from)} to ${shown(window.to)}`);

/** What a lock setting means today (docs/attendance-lock.md): the open payroll month and who may touch which dates. */
export default function LockWindows({ windows }: { windows: AttendanceWindows }) {
  const rows: [string, string][] = [
    ['Open payroll month', `${shown(windows.payrollMonth.startDate)} to ${shown(windows.payrollMonth.endDate)}`],
    ['Employees may regularize', range(windows.employee)],
    ['Approvers may decide', range(windows.approver)],
    ['Closed (not recomputed)', `Before ${shown(windows.closedBefore)}`],
  ];
  return (
    <Table size="small" aria-label="Attendance windows">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '45%' }}>
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
