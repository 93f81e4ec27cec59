import { Alert, Button, Stack, Typography } from '@mui/material';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import type { GrantPreview } from './types';
import { SkippedGrants } from './SkippedGrants';

const KIND: Record<string, string> = { accrual: 'Accrual', carryForward: 'Carry-forward', lapse: 'Lapse' };

const TYPE_COLUMNS: DataColumn<GrantPreview['byType'][number]>[] = [
  { label: 'Type', value: (row) => row.leaveType },
  { label: 'Employees', align: 'right', value: (row) => row.employees },
  { label: 'Entries', align: 'right', value: (row) => row.entries },
  { label: 'Days', align: 'right', value: (row) => row.days },
];

const ENTRY_COLUMNS: DataColumn<GrantPreview['rows'][number]>[] = [
  { label: 'Employee', value: (row) => `${row.empId} – ${row.empName}` },
  { label: 'Type', value: (row) => row.leaveType },
  { label: 'Entry', value: (row) => KIND[row.entryKind] },
  { label: 'Date', value: (row) => row.effectiveDate },
  { label: 'Days', align: 'right', value: (row) => row.days },
];

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
      <DataTable label="Totals per type" columns={TYPE_COLUMNS} rows={preview.byType} rowKey={(row) => row.leaveType} />
      <Typography variant="subtitle2">{preview.truncated ? `The first ${preview.rows.length} entries` : 'Entries'}</Typography>
      <DataTable label="Planned entries" columns={ENTRY_COLUMNS} rows={preview.rows} rowKey={(row) => row.key} />
      <SkippedGrants preview={preview} />
    </Stack>
  );
}
