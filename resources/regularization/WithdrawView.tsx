import { Box, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { MESSAGES } from '../../src/shared/regularizationRules';
import { displayDate } from '../../widgets/regularization/displayDate';
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
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Work Type</TableCell>
              <TableCell>Start Time</TableCell>
              <TableCell>End Time</TableCell>
              <TableCell>Reason</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.appliedRegularizations.map((row) => {
              const times = withdraw.times[row.attendanceDate];
              const error = withdraw.errors[row.attendanceDate];
              return (
                <TableRow key={row.attendanceDate}>
                  <TableCell>{displayDate(row.attendanceDate)}</TableCell>
                  <TableCell>{row.regularizationStatus}</TableCell>
                  {(['startTime', 'endTime'] as const).map((field) => (
                    <TableCell key={field}>
                      <TextField
                        type="time"
                        size="small"
                        required
                        value={times[field]}
                        disabled={!editable}
                        error={Boolean(error && !times[field])}
                        helperText={error && !times[field] ? error : undefined}
                        inputProps={{ 'aria-label': `${field === 'startTime' ? 'Start Time' : 'End Time'} ${row.attendanceDate}` }}
                        onChange={(event) => view.actions.setWithdrawTime(row.attendanceDate, field, event.target.value)}
                      />
                    </TableCell>
                  ))}
                  <TableCell>{row.reason}</TableCell>
                  <TableCell>{statusLabel(row.status)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
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
