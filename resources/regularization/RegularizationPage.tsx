import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs, Typography } from '@mui/material';
import { MESSAGES } from '../../src/shared/regularizationRules';
import { ApplicationsTab } from './ApplicationsTab';
import { ApplyTab } from './ApplyTab';
import type { RegularizationTab } from './regularizationController';
import { useRegularization } from './useRegularization';
import { WithdrawView } from './WithdrawView';

/** attendance/regularization (spec 000 §2.6): Apply, Pending and Completed with counts. */
export function RegularizationPage() {
  const view = useRegularization();
  const count = (tab: 'Pending' | 'Completed') => view.lists[tab].data?.totalElements ?? 0;
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Regularization
      </Typography>
      <Tabs value={view.tab} onChange={(_event, tab: RegularizationTab) => void view.actions.setTab(tab)} sx={{ mb: 2 }}>
        <Tab value="Apply" label="Apply" />
        <Tab value="Pending" label={`Pending (${count('Pending')})`} />
        <Tab value="Completed" label={`Completed (${count('Completed')})`} />
      </Tabs>
      {view.withdraw ? <WithdrawView view={view} /> : view.tab === 'Apply' ? <ApplyTab view={view} /> : <ApplicationsTab view={view} tab={view.tab} />}
      <Dialog open={view.pendingUncheck !== null} onClose={view.actions.cancelUncheck}>
        <DialogTitle>Remove session?</DialogTitle>
        <DialogContent>{MESSAGES.uncheckSession}</DialogContent>
        <DialogActions>
          <Button onClick={view.actions.cancelUncheck}>No</Button>
          <Button variant="contained" onClick={view.actions.confirmUncheck}>
            Yes
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

export default RegularizationPage;
