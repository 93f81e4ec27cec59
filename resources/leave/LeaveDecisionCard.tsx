import { Alert, Box, Button, FormControlLabel, FormHelperText, Paper, Stack, Switch, TextField } from '@mui/material';
import type { DateWindow } from '../../src/shared/attendanceWindows';
import type { LeaveApplicationRecord } from '../../src/shared/leave/leaveApplicationRecord';
import { formatDisplayDate } from '../../widgets/rules/dateRules';
import { LeaveSummary } from './LeaveSummary';
import { useLeaveDecision, type LeaveDecisionPayload } from './leaveDecision';

/**
 * A pending application for its approver: each date approved or rejected (a switch), a remark,
 * Approve / Reject / Submit. A date before the approver window can only be rejected: its switch
 * stays on Rejected and Approve is disabled, each with the server's reason as helper text.
 */
export function LeaveDecisionCard({
  record,
  approverWindow,
  send,
}: {
  record: LeaveApplicationRecord;
  approverWindow: DateWindow | null;
  send: (payload: LeaveDecisionPayload) => Promise<boolean>;
}) {
  const decision = useLeaveDecision(record, approverWindow, send);
  return (
    <Paper sx={{ p: 2 }} data-testid={`approval-${record.leaveCode}`}>
      <LeaveSummary record={record} who />
      {record.days.length > 1 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', mt: 1 }}>
          {record.days.map((day) => (
            <Box key={day.date} sx={{ mr: 2 }}>
              <FormControlLabel
                control={<Switch checked={!decision.rejected.has(day.date)} disabled={decision.closed.has(day.date)} onChange={() => decision.toggle(day.date)} />}
                label={`${formatDisplayDate(day.date)}: ${decision.rejected.has(day.date) ? 'Rejected' : 'Approved'}`}
              />
              {decision.closed.has(day.date) && <FormHelperText>{decision.closed.get(day.date)}</FormHelperText>}
            </Box>
          ))}
        </Stack>
      )}
      <TextField sx={{ mt: 1 }} fullWidth size="small" label={`Remarks for ${record.leaveCode}`} value={decision.remarks} onChange={(event) => decision.setRemarks(event.target.value)} />
      {decision.problem && <Alert severity="error" sx={{ mt: 1 }}>{decision.problem}</Alert>}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="contained" color="success" disabled={decision.approveAllProblem !== null} onClick={() => void decision.submit('approve')}>
          Approve
        </Button>
        <Button variant="outlined" color="error" onClick={() => void decision.submit('reject')}>
          Reject
        </Button>
        {record.days.length > 1 && (
          <Button variant="outlined" onClick={() => void decision.submit()}>
            Submit per date
          </Button>
        )}
      </Stack>
      {decision.approveAllProblem && <FormHelperText>{decision.approveAllProblem}</FormHelperText>}
    </Paper>
  );
}
