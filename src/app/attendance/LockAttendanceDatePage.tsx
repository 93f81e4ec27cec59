import { Alert, Box, Button, Card, CardContent, CardHeader, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { DayField } from '../../../widgets/DayField';
import LockWindows from './LockWindows';
import { useLockAttendance } from './useLockAttendance';
import { PageHeader } from '../../../widgets/PageHeader';

/** Leave Admin › Lock Attendance Date (spec 001 §2, spec 002 §2): the organisation's lock dates and the windows they give. */
export default function LockAttendanceDatePage() {
  const lock = useLockAttendance();
  const { answer, form } = lock;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader title="Lock Attendance Date" />
      {lock.failed ? <Alert severity="error">The lock dates could not be loaded.</Alert> : null}
      {!answer || !form ? (
        lock.failed ? null : <Skeleton variant="rounded" height={240} />
      ) : (
        <>
          <Card>
            <CardHeader title="Lock dates" slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
            <CardContent>
              <Stack spacing={2}>
                <Box>
                  <Typography component="label" variant="body2" sx={{ display: 'block', mb: 0.5 }}>
                    Employee lock date (employees regularize from this date; empty: from the payroll month's start)
                  </Typography>
                  <DayField ariaLabel="Employee lock date" value={form.attendanceEmpLockDate} onChange={(day) => lock.change({ attendanceEmpLockDate: day })} rules={{ disableFuture: true }} clearable />
                </Box>
                <Box>
                  <Typography component="label" variant="body2" sx={{ display: 'block', mb: 0.5 }}>
                    Approver lock date (approvers decide from this date; empty: from the payroll month's start)
                  </Typography>
                  <DayField ariaLabel="Approver lock date" value={form.attendanceRepoLockDate} onChange={(day) => lock.change({ attendanceRepoLockDate: day })} rules={{ disableFuture: true }} clearable />
                </Box>
                <TextField
                  label="Payroll start day"
                  type="number"
                  size="small"
                  sx={{ maxWidth: 220 }}
                  value={form.payrollStartDay}
                  onChange={(event) => lock.change({ payrollStartDay: Number(event.target.value) })}
                  slotProps={{ htmlInput: { min: 1, max: 28 } }}
                  helperText="The payroll month runs from this day to the day before it next month"
                />
                <Box>
                  <Button variant="contained" onClick={() => void lock.save()} disabled={lock.saving}>
                    {answer.id === null ? 'Save' : 'Update'}
                  </Button>
                </Box>
              </Stack>
            </CardContent>
          </Card>
          <Card>
            <CardHeader title="What this means today" slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
            <CardContent>
              <LockWindows windows={answer.windows} />
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
