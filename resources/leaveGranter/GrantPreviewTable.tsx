import { Alert, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { GrantPreview } from './types';
import { SkippedGrants } from './SkippedGrants';

const KIND: Record<string, string> = { accrual: 'Accrual', carryForward: 'Carry-forward', lapse: 'Lapse' };

/** Who gets what before anything is written: totals per type, then the first entries; Grant commits it. */
export function GrantPreviewTable({ preview, onGrant, disabled }: { preview: GrantPreview; onGrant(): void; disabled: boolean }) {
  if (!preview.entries) {
    return (
      <Stack spacing={1.5}>
        <Alert severity="info">Nothing is due for {preview.period}: everything was granted already.</Alert>
        <SkippedGrants preview={preview} />
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5}>
      <Alert severity="info" action={<Button color="inherit" size="small" onClick={onGrant} disabled={disabled}>Grant</Button>}>
        {preview.entries} entries for {preview.employees} employees, {preview.days} days in all ({preview.period}). Nothing is written until you grant.
      </Alert>
      <Table size="small" aria-label="Totals per type">
        <TableHead>
          <TableRow>
            <TableCell>Type</TableCell>
            <TableCell align="right">Employees</TableCell>
            <TableCell align="right">Entries</TableCell>
            <TableCell align="right">Days</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.byType.map((row) => (
            <TableRow key={row.leaveType}>
              <TableCell>{row.leaveType}</TableCell>
              <TableCell align="right">{row.employees}</TableCell>
              <TableCell align="right">{row.entries}</TableCell>
              <TableCell align="right">{row.days}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle2">{preview.truncated ? `The first ${preview.rows.length} entries` : 'Entries'}</Typography>
      <Table size="small" aria-label="Planned entries">
        <TableHead>
          <TableRow>
            <TableCell>Employee</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Entry</TableCell>
            <TableCell>Date</TableCell>
            <TableCell align="right">Days</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>
                {row.empId} – {row.empName}
              </TableCell>
              <TableCell>{row.leaveType}</TableCell>
              <TableCell>{KIND[row.entryKind]}</TableCell>
              <TableCell>{row.effectiveDate}</TableCell>
              <TableCell align="right">{row.days}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <SkippedGrants preview={preview} />
    </Stack>
  );
}
