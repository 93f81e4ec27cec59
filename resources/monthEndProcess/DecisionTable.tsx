import { Checkbox, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import type { MonthEndView } from './useMonthEnd';
import type { MonthEndRow } from './types';

const shown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * A tab's selectable table (spec 001 §2, §4): a box per row, and on a selected row its choice —
 * Approve (the default) or Reject — and the remark a rejection needs.
 */
export function DecisionTable({ view, label }: { view: MonthEndView; label: string }) {
  const { rows, selected, remarkErrors, actions } = view;
  const all = rows.length > 0 && rows.every((row) => selected[row.code]);
  const some = rows.some((row) => selected[row.code]);
  const columns: DataColumn<MonthEndRow>[] = [
    {
      label: 'Select',
      header: <Checkbox size="small" checked={all} indeterminate={some && !all} onChange={() => actions.toggleAll()} slotProps={{ input: { 'aria-label': 'Select all rows' } }} />,
      value: (row) => <Checkbox size="small" checked={Boolean(selected[row.code])} onChange={() => actions.toggle(row)} slotProps={{ input: { 'aria-label': `Select ${row.code}` } }} />,
    },
    { label: 'Emp ID', value: (row) => row.empId },
    { label: 'Employee Name', value: (row) => row.empName },
    { label: 'Type', value: (row) => row.kind },
    { label: 'Dates', value: (row) => row.dates.map(shown).join(', ') },
    { label: 'Days', value: (row) => row.numOfDays, align: 'right' },
    { label: 'Reason', value: (row) => row.reason },
    { label: 'Applied To', value: (row) => row.appliedToName },
    { label: 'Applied On', value: (row) => (row.appliedDate ? shown(row.appliedDate) : '') },
    {
      label: 'Decision',
      value: (row) => {
        const choice = selected[row.code];
        if (!choice) return null;
        return (
          <ToggleButtonGroup size="small" exclusive value={choice.approve ? 'approve' : 'reject'} onChange={(_event, value) => value && actions.choose(row.code, value === 'approve')} aria-label={`Decision for ${row.code}`}>
            <ToggleButton value="approve" color="success">
              Approve
            </ToggleButton>
            <ToggleButton value="reject" color="error">
              Reject
            </ToggleButton>
          </ToggleButtonGroup>
        );
      },
    },
    {
      label: 'Remark',
      value: (row) => {
        const choice = selected[row.code];
        if (!choice) return null;
        return (
          <TextField
            size="small"
            label="Remark"
            value={choice.remark}
            onChange={(event) => actions.setRemark(row.code, event.target.value)}
            error={Boolean(remarkErrors[row.code])}
            helperText={remarkErrors[row.code]}
            required={!choice.approve}
            slotProps={{ htmlInput: { maxLength: 500, 'aria-label': `Remark for ${row.code}` } }}
            sx={{ minWidth: 180 }}
          />
        );
      },
    },
  ];
  return <DataTable label={label} columns={columns} rows={rows} rowKey={(row) => row.code} emptyText="No data available" />;
}
