import { Typography } from '@mui/material';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { ENTRY_KIND_LABELS } from './balanceFigures';
import type { StatementLine } from './types';

const COLUMNS: DataColumn<StatementLine>[] = [
  { label: 'Date', value: (line) => line.effectiveDate },
  { label: 'Entry', value: (line) => `${ENTRY_KIND_LABELS[line.entryKind]}${line.expiresOn ? ` (expires ${line.expiresOn})` : ''}` },
  { label: 'Days', align: 'right', value: (line) => (line.days > 0 ? `+${line.days}` : line.days) },
  { label: 'Balance', align: 'right', value: (line) => line.runningBalance },
  { label: 'Why', value: (line) => line.reason ?? line.sourceRef ?? '' },
  { label: 'By', value: (line) => line.createdBy ?? '' },
];

/** A type's ledger statement for the year: every entry, oldest first, with the balance after it. */
export function StatementTable({ leaveType, lines }: { leaveType: string; lines: StatementLine[] }) {
  if (!lines.length) return <Typography color="text.secondary">No entries for {leaveType} this year.</Typography>;
  return <DataTable label={`${leaveType} statement`} columns={COLUMNS} rows={lines} rowKey={(line) => line.id} />;
}
