import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { GrantPreview } from './types';

/** The accruals a run passes over and why, so nobody is left out silently (docs/leave-ledger.md). */
export function SkippedGrants({ preview }: { preview: GrantPreview }) {
  if (!preview.skippedCount) return null;
  return (
    <>
      <Alert severity="warning">
        {preview.skippedCount} accrual(s) will be skipped{preview.skippedCount > preview.skipped.length ? ` (the first ${preview.skipped.length} below)` : ''}.
      </Alert>
      <Typography variant="subtitle2">Skipped</Typography>
      <Table size="small" aria-label="Skipped accruals">
        <TableHead>
          <TableRow>
            <TableCell>Employee</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.skipped.map((row) => (
            <TableRow key={`${row.empId}:${row.leaveType}`}>
              <TableCell>
                {row.empId} – {row.empName}
              </TableCell>
              <TableCell>{row.leaveType}</TableCell>
              <TableCell>{row.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
