import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { PartialApprovalTable } from '../../widgets/regularization/PartialApprovalTable';
import type { ApprovalsView } from './useApprovals';

/** Spec 001 §2 'Applied Date Regularization': per-date decision, Submit and Cancel (back to approvals). */
export function PartialApprovalView({ view }: { view: ApprovalsView }) {
  const partial = view.partial!;
  const byDate = new Map(partial.record.appliedRegularizations.map((row) => [row.attendanceDate, row]));
  const rows = partial.rows.map((row) => {
    const applied = byDate.get(row.date);
    return { ...row, shift: applied?.shift ?? '', inTime: applied?.startTime ?? null, outTime: applied?.endTime ?? null, reason: applied?.reason ?? '' };
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6">Applied Date Regularization</Typography>
        <Typography variant="body2">{`${partial.record.employeeName} (${partial.record.empId}) · ${partial.record.regularizationCode}`}</Typography>
        <PartialApprovalTable rows={rows} onToggle={view.actions.togglePartial} onRemarks={view.actions.setPartialRemarks} />
        {partial.error ? <Alert severity="error">{partial.error}</Alert> : null}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" disabled={view.deciding} onClick={() => void view.actions.submitPartial()}>
            Submit
          </Button>
          <Button onClick={view.actions.closePartial}>Cancel</Button>
        </Box>
      </Stack>
    </Paper>
  );
}
