import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LoadingPage from '../../src/app/routes/LoadingPage';
import { useWeekendPolicy } from './useWeekendPolicy';
import { WeekendPolicyDialog } from './WeekendPolicyDialog';

/** Spec 001 §2 Weekend Policy: the months with a policy, each with an edit action, and the add/update dialog. */
export function WeekendPolicyPage() {
  const state = useWeekendPolicy();
  const { policies, access } = state;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h1">
          Weekend Policy
        </Typography>
        {access.add ? (
          <Button variant="contained" onClick={state.openAdd}>
            + Add Weekend Policy
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        A month without a policy has every Saturday and Sunday Off.
      </Typography>
      {policies === null ? (
        <LoadingPage />
      ) : (
        <Table size="small" aria-label="Weekend policies">
          <TableHead>
            <TableRow>
              <TableCell>Month</TableCell>
              <TableCell>Working Saturdays</TableCell>
              <TableCell align="right">Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {policies.length === 0 ? (
              <TableRow>
                <TableCell colSpan={3}>No Records Available</TableCell>
              </TableRow>
            ) : (
              policies.map((policy) => {
                const working = policy.weeks.filter((week) => week.satStatus === 'Working').map((week) => week.satDate!.slice(8, 10));
                return (
                  <TableRow key={policy.month}>
                    <TableCell>{policy.month}</TableCell>
                    <TableCell>{working.length > 0 ? working.join(', ') : 'None'}</TableCell>
                    <TableCell align="right">
                      <IconButton aria-label={`Edit ${policy.month}`} onClick={() => state.openEdit(policy.month)}>
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      )}
      <WeekendPolicyDialog state={state} />
    </Paper>
  );
}

export default WeekendPolicyPage;
