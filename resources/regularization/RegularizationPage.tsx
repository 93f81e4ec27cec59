import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { MESSAGES } from '../../src/shared/regularizationRules';
import { CountTabs } from '../../widgets/CountTabs';
import { PageHeader } from '../../widgets/PageHeader';
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
      <PageHeader title="Regularization" />
      <CountTabs<RegularizationTab>
        label="Regularization"
        value={view.tab}
        onChange={(tab) => void view.actions.setTab(tab)}
        tabs={[
          { value: 'Apply', label: 'Apply' },
          { value: 'Pending', label: 'Pending', count: count('Pending') },
          { value: 'Completed', label: 'Completed', count: count('Completed') },
        ]}
      />
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
