import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { MESSAGES } from '../../src/shared/regularizationRules';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { displayDate } from '../../widgets/regularization/displayDate';
import { TimeOfDayField } from '../../widgets/TimeOfDayField';
import { statusLabel } from '../../widgets/regularization/RegularizationCard';
import type { RegularizationView } from './useRegularization';

/** Spec 000 §2.6 withdraw view: the application's dates; times required and editable only while Pending. */
export function WithdrawView({ view }: { view: RegularizationView }) {
  const withdraw = view.withdraw!;
  const { record } = withdraw;
  const editable = record.status === 'Pending' && !withdraw.done;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6">{MESSAGES.withdrawTitle}</Typography>
        <Typography variant="body2">{`${record.regularizationCode} · ${record.employeeName} (${record.empId}) · Status ${statusLabel(record.status)}`}</Typography>
        <DataTable
          label="Applied dates"
          rows={record.appliedRegularizations}
          rowKey={(row) => row.attendanceDate}
          columns={[
            { label: 'Date', value: (row) => displayDate(row.attendanceDate) },
            { label: 'Work Type', value: (row) => row.regularizationStatus },
            ...(['startTime', 'endTime'] as const).map(
              (field): DataColumn<(typeof record.appliedRegularizations)[number]> => ({
                label: field === 'startTime' ? 'Start Time' : 'End Time',
                value: (row) => {
                  const times = withdraw.times[row.attendanceDate];
                  const error = withdraw.errors[row.attendanceDate];
                  return (
                    <TimeOfDayField
                      required
                      value={times[field]}
                      disabled={!editable}
                      error={Boolean(error && !times[field])}
                      helperText={error && !times[field] ? error : undefined}
                      ariaLabel={`${field === 'startTime' ? 'Start Time' : 'End Time'} ${row.attendanceDate}`}
                      onChange={(time) => view.actions.setWithdrawTime(row.attendanceDate, field, time)}
                    />
                  );
                },
              }),
            ),
            { label: 'Reason', value: (row) => row.reason },
            { label: 'Status', value: (row) => statusLabel(row.status) },
          ]}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={view.actions.closeWithdraw}>Back</Button>
          {record.status === 'Pending' ? (
            <Button variant="contained" color="error" disabled={withdraw.done} onClick={() => void view.actions.withdraw()}>
              Withdraw
            </Button>
          ) : null}
        </Box>
      </Stack>
    </Paper>
  );
}
