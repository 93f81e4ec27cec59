import { Typography } from '@mui/material';
import { DataTable, type DataColumn } from './DataTable';
import { formatDisplayDate } from './rules/dateRules';

export interface LeaveDaysTableProps {
  numOfDays: number;
  days: { date: string; sessions: (1 | 2)[]; counted: number; why: string }[];
}

const sessionsText = (sessions: (1 | 2)[]) => (sessions.length === 2 ? 'Full day' : `Session ${sessions[0]}`);

const COLUMNS: DataColumn<LeaveDaysTableProps['days'][number]>[] = [
  { label: 'Date', value: (day) => formatDisplayDate(day.date) },
  { label: 'Sessions', value: (day) => sessionsText(day.sessions) },
  { label: 'Counted', align: 'right', value: (day) => day.counted },
  { label: 'Why', value: (day) => day.why },
];

/** The days of a leave as the server counts them: each date, its sessions, what it counts and why (weekly off, holiday, sandwich rule). */
export function LeaveDaysTable({ numOfDays, days }: LeaveDaysTableProps) {
  return (
    <>
      <Typography variant="subtitle1" component="p" aria-live="polite">
        {`Number of days: ${numOfDays}`}
      </Typography>
      <DataTable
        label="Leave days"
        columns={COLUMNS}
        rows={days}
        rowKey={(day) => day.date}
        rowProps={(day) => (day.counted === 0 ? { sx: { '& td': { color: 'text.disabled' } } } : {})}
      />
    </>
  );
}
