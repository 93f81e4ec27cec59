import { Stack, Typography } from '@mui/material';
import { DataTable } from '../../widgets/DataTable';
import type { MonthEndEffect, MonthEndEmployeeEffect } from '../../src/shared/monthEnd/monthEndRecords';

const shown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** What the decisions will do, per employee: the days whose status changes (before → after), the LOP change and the leave balance change. */
export function EffectTable({ effect }: { effect: MonthEndEffect }) {
  const { totals } = effect;
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        {totals.items} item(s) for {totals.employees} employee(s): {totals.daysChanged} day(s) change, LOP +{totals.lopAdded} / −{totals.lopRemoved} day(s).
      </Typography>
      <DataTable<MonthEndEmployeeEffect>
        label="Effect of the decisions"
        rows={effect.employees}
        rowKey={(row) => row.empId}
        columns={[
          { label: 'Employee', value: (row) => `${row.empId} - ${row.empName}`, rowHeader: true },
          { label: 'Decisions', value: (row) => row.items.map((item) => `${item.code}: ${item.decision === 'approve' ? 'Approve' : 'Reject'}`).join(', ') },
          { label: 'Days', value: (row) => (row.days.length ? row.days.map((day) => `${shown(day.date)} ${day.before ?? '–'} → ${day.after ?? '–'}`).join(', ') : 'No change') },
          { label: 'LOP change', value: (row) => signed(row.lopChange), align: 'right' },
          {
            label: 'Leave balance',
            value: (row) => (row.balances.length ? row.balances.map((b) => `${b.leaveType} ${b.before} → ${b.after}`).join(', ') : 'No change'),
          },
        ]}
      />
    </Stack>
  );
}
