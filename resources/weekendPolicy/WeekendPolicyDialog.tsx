import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoadingPage from '../../src/app/routes/LoadingPage';
import { WeekendWeeksTable } from '../../widgets/WeekendWeeksTable';
import { MonthYearPicker } from './MonthYearPicker';
import type { WeekendPolicyState } from './useWeekendPolicy';

/** Add or update one month's weekend policy. */
export function WeekendPolicyDialog({ state }: { state: WeekendPolicyState }) {
  const { dialog, saving, access } = state;
  if (!dialog) return null;
  const editable = dialog.mode === 'add' ? access.add : access.edit;
  return (
    <Dialog open onClose={state.close} fullWidth maxWidth="md" aria-labelledby="weekend-policy-title">
      <DialogTitle id="weekend-policy-title">{dialog.mode === 'add' ? 'Add Weekend Policy' : 'Update Weekend Policy'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {/* A month being updated keeps its month; picking one that has a policy opens it for update. */}
          <MonthYearPicker key={dialog.mode} value={dialog.month} onChange={state.pickMonth} disabled={dialog.mode === 'update' || saving} />
          {dialog.loading ? (
            <LoadingPage />
          ) : dialog.month ? (
            <WeekendWeeksTable weeks={dialog.weeks} onSaturdayChange={editable ? state.setSaturday : undefined} disabled={saving} />
          ) : (
            <Typography color="text.secondary">Pick the year and month.</Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={state.close} disabled={saving}>
          Cancel
        </Button>
        {editable ? (
          <Button variant="contained" onClick={() => void state.save()} disabled={saving || dialog.loading || !dialog.month}>
            {dialog.mode === 'add' ? 'Add' : 'Update'}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
