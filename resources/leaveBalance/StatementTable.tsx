import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ENTRY_KIND_LABELS } from './balanceFigures';
import type { StatementLine } from './types';

/** A type's ledger statement for the year: every entry, oldest first, with the balance after it. */
export function StatementTable({ leaveType, lines }: { leaveType: string; lines: StatementLine[] }) {
  if (!lines.length) return <Typography color="text.secondary">No entries for {leaveType} this year.</Typography>;
  return (
    <Table size="small" aria-label={`${leaveType} statement`}>
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Entry</TableCell>
          <TableCell align="right">Days</TableCell>
          <TableCell align="right">Balance</TableCell>
          <TableCell>Why</TableCell>
          <TableCell>By</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell>{line.effectiveDate}</TableCell>
            <TableCell>
              {ENTRY_KIND_LABELS[line.entryKind]}
              {line.expiresOn ? ` (expires ${line.expiresOn})` : ''}
            </TableCell>
            <TableCell align="right">{line.days > 0 ? `+${line.days}` : line.days}</TableCell>
            <TableCell align="right">{line.runningBalance}</TableCell>
            <TableCell>{line.reason ?? line.sourceRef ?? ''}</TableCell>
            <TableCell>{line.createdBy ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
