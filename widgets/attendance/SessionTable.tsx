import { DataTable, type DataColumn } from '../DataTable';
import type { SessionRecord } from '../../src/shared/sessionRecord';

/** One session of spec 001 §3's record, named (Session 1, Session 2): times HH:mm or null. */
export type SessionRow = SessionRecord & { session: string };

/** Spec 001 §9: times HH:mm (the first five characters), default 00:00. */
export const hhmm = (value: string | null | undefined) => (value ? value.slice(0, 5) : '00:00');

const COLUMNS: DataColumn<SessionRow>[] = [
  { label: 'Session', value: (row) => row.session },
  { label: 'Shift', value: (row) => row.shift },
  { label: 'First In', value: (row) => hhmm(row.firstIn) },
  { label: 'Last Out', value: (row) => hhmm(row.lastOut) },
  { label: 'Late In', value: (row) => hhmm(row.lateIn) },
  { label: 'Excess In', value: (row) => hhmm(row.excessIn) },
  { label: 'Early Out', value: (row) => hhmm(row.earlyOut) },
  { label: 'Status', value: (row) => row.status ?? '-' },
];

/** Spec 001 §2: Session Details, Session 1 and Session 2: shift, first in, last out, late in, excess in, early out. */
export function SessionTable({ sessions }: { sessions: readonly SessionRow[] }) {
  return <DataTable label="Session Details" columns={COLUMNS} rows={sessions} rowKey={(row) => row.session} />;
}
