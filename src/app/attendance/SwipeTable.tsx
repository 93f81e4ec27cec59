import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

/** A row of GET /api/attendance/swipes (docs/swipes.md). */
export interface SwipeLogRow {
  empId: string;
  attendanceDate: string;
  /** yyyy-MM-ddTHH:mm:ss in the organisation's zone. */
  LogDateTime: string;
  DeviceName: string;
  Direction: 'In' | 'Out' | null;
  swipeDate: string;
  swipeTime: string;
  accessCardNo: string | null;
  doorAddress: string | null;
  source: string;
}

const COLUMNS = ['Employee ID', 'Swipe Date', 'Time', 'In/Out', 'Access Card No', 'Door', 'Device'];

/** dd-MM-yyyy, the product's display shape, from yyyy-MM-dd. */
const displayDate = (date: string) => date.split('-').reverse().join('-');

/** Spec 001 §2 Swipe Details: employee id, swipe date, time, in/out, access card number and door (and the device). */
export default function SwipeTable({ rows }: { rows: readonly SwipeLogRow[] }) {
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Swipe details">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                No Records Available
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={`${row.LogDateTime}-${row.DeviceName}`}>
                <TableCell>{row.empId}</TableCell>
                <TableCell>{displayDate(row.swipeDate)}</TableCell>
                <TableCell>{row.swipeTime}</TableCell>
                <TableCell>{row.Direction ?? '—'}</TableCell>
                <TableCell>{row.accessCardNo ?? '—'}</TableCell>
                <TableCell>{row.doorAddress ?? '—'}</TableCell>
                <TableCell>{row.DeviceName}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
