import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { SessionRecord } from '../../src/shared/sessionRecord';

/** One session of spec 001 §3's record, named (Session 1, Session 2): times HH:mm or null. */
export type SessionRow = SessionRecord & { session: string };

/** Spec 001 §9: times HH:mm (the first five characters), default 00:00. */
export const hhmm = (value: string | null | undefined) => (value ? value.slice(0, 5) : '00:00');

/** Spec 001 §2: Session Details, Session 1 and Session 2: shift, first in, last out, late in, excess in, early out. */
export function SessionTable({ sessions }: { sessions: readonly SessionRow[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Session Details">
        <TableHead>
          <TableRow>
            <TableCell>Session</TableCell>
            <TableCell>Shift</TableCell>
            <TableCell>First In</TableCell>
            <TableCell>Last Out</TableCell>
            <TableCell>Late In</TableCell>
            <TableCell>Excess In</TableCell>
            <TableCell>Early Out</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.length === 0 ? (
            <TableRow>
              <TableCell colSpan={8} align="center">
                No Records Available
              </TableCell>
            </TableRow>
          ) : (
            sessions.map((row) => (
              <TableRow key={row.session}>
                <TableCell>{row.session}</TableCell>
                <TableCell>{row.shift}</TableCell>
                <TableCell>{hhmm(row.firstIn)}</TableCell>
                <TableCell>{hhmm(row.lastOut)}</TableCell>
                <TableCell>{hhmm(row.lateIn)}</TableCell>
                <TableCell>{hhmm(row.excessIn)}</TableCell>
                <TableCell>{hhmm(row.earlyOut)}</TableCell>
                <TableCell>{row.status ?? '-'}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
