import { FormControlLabel, Switch, TextField } from '@mui/material';
import { DataTable, type DataColumn } from '../DataTable';
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
  const columns: DataColumn<PartialApprovalLine>[] = [
    { label: 'Date', value: (row) => displayDate(row.date) },
    {
      label: 'Approved/Rejected',
      value: (row) => <FormControlLabel control={<Switch checked={row.approved} onChange={() => onToggle(row.date)} color="success" />} label={row.approved ? 'Approved' : 'Rejected'} />,
    },
    {
      label: 'Approver Remarks',
      value: (row) => (
        <TextField
          size="small"
          value={row.remarks}
          placeholder="Remarks"
          inputProps={{ 'aria-label': `Remarks for ${row.date}` }}
          onChange={(event) => onRemarks(row.date, event.target.value)}
          error={!row.approved && !row.remarks.trim()}
        />
      ),
    },
    { label: 'Shift', value: (row) => row.shift },
    { label: 'In Time', value: (row) => row.inTime ?? '00:00' },
    { label: 'Out Time', value: (row) => row.outTime ?? '00:00' },
    { label: 'Reason', value: (row) => row.reason },
  ];
  return <DataTable label="Applied Date Regularization" columns={columns} rows={rows} rowKey={(row) => row.date} rowProps={(row) => ({ 'data-testid': `partial-${row.date}` })} />;
}

export default PartialApprovalTable;
