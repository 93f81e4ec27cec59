import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Pagination, Stack, Typography } from '@mui/material';
import { MESSAGES } from '../../src/shared/regularizationRules';
import { CountTabs } from '../../widgets/CountTabs';
import { PageHeader } from '../../widgets/PageHeader';
import { RegularizationCard } from '../../widgets/regularization/RegularizationCard';
import { RejectReasonDialog } from '../../widgets/regularization/RejectReasonDialog';
import type { ApprovalsTab } from './approvalsController';
import { PartialApprovalView } from './PartialApprovalView';
import { useApprovals } from './useApprovals';
import type { ApprovalsApi } from './types';

/** Spec 001 §2 Approvals: Pending and Completed with counts, a card per request, its decisions. */
export function ApprovalsScreen({ title, api }: { title: string; api: ApprovalsApi }) {
  const view = useApprovals(api);
  const { actions } = view;
  const count = (tab: ApprovalsTab) => view.lists[tab].data?.count ?? 0;
  const list = view.lists[view.tab];
  const records = list.data?.records ?? [];
  return (
    <Box>
      <PageHeader title={title} />
      {view.partial ? (
        <PartialApprovalView view={view} />
      ) : (
        <>
          <CountTabs<ApprovalsTab>
            label={title}
            value={view.tab}
            onChange={(tab) => void actions.setTab(tab)}
            tabs={[
              { value: 'Pending', label: 'Pending', count: count('Pending') },
              { value: 'Completed', label: 'Completed', count: count('Completed') },
            ]}
          />
          {!list.loading && records.length === 0 ? <Typography sx={{ p: 2 }}>{MESSAGES.noRecords}</Typography> : null}
          <Stack spacing={1}>
            {records.map((record) => (
              <RegularizationCard
                key={record.regularizationCode}
                record={record}
                actions={
                  record.status === 'Pending' ? (
                    <>
                      {record.offers.approveReject ? (
                        <>
                          <Button color="success" disabled={view.deciding} onClick={() => void actions.approve(record)}>
                            Approve
                          </Button>
                          <Button color="error" onClick={() => actions.openReject(record)}>
                            Reject
                          </Button>
                        </>
                      ) : null}
                      {record.offers.partial ? <Button onClick={() => actions.openPartial(record)}>Partial Approve</Button> : null}
                    </>
                  ) : (
                    <Button onClick={() => actions.openView(record)}>View</Button>
                  )
                }
              />
            ))}
          </Stack>
          {(list.data?.totalPages ?? 0) > 1 ? (
            <Pagination sx={{ mt: 2 }} count={list.data!.totalPages} page={list.page + 1} onChange={(_event, page) => void actions.loadList(view.tab, page - 1)} />
          ) : null}
        </>
      )}
      <RejectReasonDialog
        open={view.reject !== null}
        reason={view.reject?.reason ?? ''}
        error={view.reject?.error ?? null}
        busy={view.deciding}
        onReason={actions.setRejectReason}
        onSubmit={() => void actions.submitReject()}
        onClose={actions.closeReject}
      />
      <Dialog open={view.view !== null} onClose={actions.closeView} fullWidth maxWidth="md">
        <DialogTitle>Regularization Review</DialogTitle>
        <DialogContent>{view.view ? <RegularizationCard record={view.view} defaultExpanded /> : null}</DialogContent>
        <DialogActions>
          <Button onClick={actions.closeView}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
