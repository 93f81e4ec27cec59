import { Alert, Typography } from '@mui/material';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import type { GrantPreview } from './types';

const COLUMNS: DataColumn<GrantPreview['skipped'][number]>[] = [
  { label: 'Employee', value: (row) => `${row.empId} – ${row.empName}` },
  { label: 'Type', value: (row) => row.leaveType },
  { label: 'Reason', value: (row) => row.reason },
];

/** The accruals a run passes over and why, so nobody is left out silently (docs/leave-ledger.md). */
export function SkippedGrants({ preview }: { preview: GrantPreview }) {
  if (!preview.skippedCount) return null;
  return (
    <>
      <Alert severity="warning">
        {preview.skippedCount} accrual(s) will be skipped{preview.skippedCount > preview.skipped.length ? ` (the first ${preview.skipped.length} below)` : ''}.
      </Alert>
      <Typography variant="subtitle2">Skipped</Typography>
      <DataTable label="Skipped accruals" columns={COLUMNS} rows={preview.skipped} rowKey={(row) => `${row.empId}:${row.leaveType}`} />
    </>
  );
}
