import { Box, Paper } from '@mui/material';
import { leaveApi, type LeaveApi } from './leaveApi';
import { LeaveDecisionCard } from './LeaveDecisionCard';
import { PageHeader } from '../../widgets/PageHeader';
import { LeaveListTabs } from './LeaveListTabs';
import { LeaveSummary } from './LeaveSummary';
import { useLeaveList } from './useLeaveList';

const MESSAGE: Record<string, string> = { Approved: 'Approved successfully!', Rejected: 'Rejected successfully!', 'Partially Approved': 'Leave Updated Successfully!' };

/** LeaveApproval (issue 11 §4): the applications applied to the caller, pending and completed with counts; approve or reject, per date. */
export function LeaveApprovalPage({ api = leaveApi }: { api?: LeaveApi }) {
  const view = useLeaveList(api.approvals);
  return (
    <Box>
      <PageHeader title="Leave Approval" />
      <LeaveListTabs
        label="Leave Approval"
        view={view}
        renderRecord={(record, tab) =>
          tab === 'Pending' ? (
            <LeaveDecisionCard
              record={record}
              approverWindow={view.pages.Pending.data?.approverWindow ?? null}
              send={async (payload) => {
                try {
                  const decided = await api.decide(record.leaveCode, payload);
                  api.notify(MESSAGE[decided.status] ?? 'Leave Updated Successfully!', 'success');
                  await view.actions.load();
                  return true;
                } catch {
                  return false;
                }
              }}
            />
          ) : (
            <Paper sx={{ p: 2 }}>
              <LeaveSummary record={record} who />
            </Paper>
          )
        }
      />
    </Box>
  );
}

export default function LeaveApproval() {
  return <LeaveApprovalPage />;
}
