import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LoadingPage from '../../src/app/routes/LoadingPage';
import { DataTable } from '../../widgets/DataTable';
import { useWeekendPolicy } from './useWeekendPolicy';
import type { WeekendPolicy } from './weekendPolicyApi';
import { WeekendPolicyDialog } from './WeekendPolicyDialog';
import { PageHeader } from '../../widgets/PageHeader';

/** The days of the month's working Saturdays ('None' without one). */
function workingSaturdays(policy: WeekendPolicy): string {
  const working = policy.weeks.filter((week) => week.satStatus === 'Working').map((week) => week.satDate!.slice(8, 10));
  return working.length > 0 ? working.join(', ') : 'None';
}

/** Spec 001 §2 Weekend Policy: the months with a policy, each with an edit action, and the add/update dialog. */
export function WeekendPolicyPage() {
  const state = useWeekendPolicy();
  const { policies, access } = state;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <PageHeader title="Weekend Policy">
        {access.add ? (
          <Button variant="contained" onClick={state.openAdd}>
            + Add Weekend Policy
          </Button>
        ) : null}
      </PageHeader>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        A month without a policy has every Saturday and Sunday Off.
      </Typography>
      {policies === null ? (
        <LoadingPage />
      ) : (
        <DataTable
          label="Weekend policies"
          rows={policies}
          rowKey={(policy) => policy.month}
          columns={[
            { label: 'Month', value: (policy) => policy.month },
            { label: 'Working Saturdays', value: (policy) => workingSaturdays(policy) },
            {
              label: 'Action',
              align: 'right',
              value: (policy) => (
                <IconButton aria-label={`Edit ${policy.month}`} onClick={() => state.openEdit(policy.month)}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              ),
            },
          ]}
        />
      )}
      <WeekendPolicyDialog state={state} />
    </Paper>
  );
}

export default WeekendPolicyPage;
