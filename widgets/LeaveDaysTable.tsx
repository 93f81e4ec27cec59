import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDisplayDate } from './rules/dateRules';

export interface LeaveDaysTableProps {
  numOfDays: number;
  days: { date: string; sessions: (1 | 2)[]; counted: number; why: string }[];
}

const sessionsText = (sessions: (1 | 2)[]) => (sessions.length === 2 ? 'Full day' : `Session ${sessions[0]}`);

/** The days of a leave as the server counts them: each date, its sessions, what it counts and why (weekly off, holiday, sandwich rule). */
export function LeaveDaysTable({ numOfDays, days }: LeaveDaysTableProps) {
  return (
    <>
      <Typography variant="subtitle1" component="p" aria-live="polite">
        {`Number of days: ${numOfDays}`}
      </Typography>
      <Table size="small" aria-label="Leave days">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Sessions</TableCell>
            <TableCell align="right">Counted</TableCell>
            <TableCell>Why</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.date} sx={day.counted === 0 ? { '& td': { color: 'text.disabled' } } : undefined}>
              <TableCell>{formatDisplayDate(day.date)}</TableCell>
              <TableCell>{sessionsText(day.sessions)}</TableCell>
              <TableCell align="right">{day.counted}</TableCell>
              <TableCell>{day.why}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
