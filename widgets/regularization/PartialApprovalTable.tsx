import { FormControlLabel, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import type { PartialDecisionRow } from '../../src/shared/regularizationRules';
import { displayDate } from './displayDate';

export interface PartialApprovalLine extends PartialDecisionRow {
  shift: string;
  inTime: string | null;
  outTime: string | null;
  reason: string;
}

/** Spec 001 §2 'Applied Date Regularization': per date a toggle Approved/Rejected, approver remarks, shift, in, out, reason. */
export function PartialApprovalTable({ rows, onToggle, onRemarks }: { rows: PartialApprovalLine[]; onToggle(date: string): void; onRemarks(date: string, remarks: string): void }) {
  return (
    <Table size="small" aria-label="Applied Date Regularization">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Approved/Rejected</TableCell>
          <TableCell>Approver Remarks</TableCell>
          <TableCell>Shift</TableCell>
          <TableCell>In Time</TableCell>
          <TableCell>Out Time</TableCell>
          <TableCell>Reason</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.date} data-testid={`partial-${row.date}`}>
            <TableCell>{displayDate(row.date)}</TableCell>
            <TableCell>
              <FormControlLabel
                control={<Switch checked={row.approved} onChange={() => onToggle(row.date)} color="success" />}
                label={row.approved ? 'Approved' : 'Rejected'}
              />
            </TableCell>
            <TableCell>
              <TextField
                size="small"
                value={row.remarks}
                placeholder="Remarks"
                inputProps={{ 'aria-label': `Remarks for ${row.date}` }}
                onChange={(event) => onRemarks(row.date, event.target.value)}
                error={!row.approved && !row.remarks.trim()}
              />
            </TableCell>
            <TableCell>{row.shift}</TableCell>
            <TableCell>{row.inTime ?? '00:00'}</TableCell>
            <TableCell>{row.outTime ?? '00:00'}</TableCell>
            <TableCell>{row.reason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default PartialApprovalTable;
