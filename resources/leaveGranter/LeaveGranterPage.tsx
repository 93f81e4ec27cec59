import { Alert, Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { granterApi } from './granterApi';
import { GranterForm } from './GranterForm';
import { GranterRuns } from './GranterRuns';
import { GrantPreviewTable } from './GrantPreviewTable';
import { useLeaveGranter } from './useLeaveGranter';
import { PageHeader } from '../../widgets/PageHeader';

/** /leaveGranter: preview and run the accrual for a month or a year, follow its progress, see the runs. */
export default function LeaveGranterPage() {
  const granter = useLeaveGranter(granterApi);
  const locked = granter.busy || granter.running;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={3}>
        <PageHeader title="Leave Granter" />
        <GranterForm form={granter.form} onChange={granter.setForm} typeOptions={granter.typeOptions} employeeOptions={granter.employeeOptions} disabled={locked} onPreview={() => void granter.showPreview()} />
        {granter.job && (
          <Box>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {granter.job.message}
            </Typography>
            <LinearProgress variant="determinate" value={granter.job.progress} aria-label="Granter progress" />
            {granter.job.status === 'failed' && <Alert severity="error" sx={{ mt: 1 }}>{granter.job.message}</Alert>}
          </Box>
        )}
        {granter.preview && <GrantPreviewTable preview={granter.preview} onGrant={() => void granter.run()} disabled={locked} />}
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h2">
            Runs
          </Typography>
          <GranterRuns runs={granter.runs} onAgain={(id) => void granter.runAgain(id)} disabled={locked} />
        </Stack>
      </Stack>
    </Paper>
  );
}
