import { Box, Button, Paper } from '@mui/material';
import { format } from 'date-fns';
import type { LeaveApplicationRecord } from '../../src/shared/leave/leaveApplicationRecord';
import { leaveApi, type LeaveApi } from './leaveApi';
import { PageHeader } from '../../widgets/PageHeader';
import { LeaveListTabs } from './LeaveListTabs';
import { LeaveSummary } from './LeaveSummary';
import { useLeaveList } from './useLeaveList';

/** An approved leave whose first approved day is after today may be cancelled (its days return to the balance). */
export const cancellable = (record: LeaveApplicationRecord, today: string) =>
  ['Approved', 'Partially Approved'].includes(record.status) && (record.days.find((day) => day.status === 'Approved')?.date ?? '') > today;

/** LeaveHistory, history and withdrawLeaveApply (issue 11 §3): the caller's applications; withdraw a pending one, cancel an approved future one. */
export function LeaveHistoryPage({ title = 'Leave History', api = leaveApi }: { title?: string; api?: LeaveApi }) {
  const view = useLeaveList(api.mine);
  const today = format(new Date(), 'yyyy-MM-dd');
  const act = async (done: Promise<void>, message: string) => {
    try {
      await done;
      api.notify(message, 'success');
      await view.actions.load();
    } catch {
      // httpClient showed the server's message.
    }
  };
  return (
    <Box>
      <PageHeader title={title} />
      <LeaveListTabs
        label={title}
        view={view}
        renderRecord={(record) => (
          <Paper sx={{ p: 2 }} data-testid={`leave-${record.leaveCode}`}>
            <LeaveSummary record={record} />
            {record.status === 'Pending' && (
              <Button sx={{ mt: 1 }} variant="outlined" onClick={() => void act(api.withdraw(record.leaveCode), 'Withdraw Successfully.')}>
                Withdraw
              </Button>
            )}
            {cancellable(record, today) && (
              <Button sx={{ mt: 1 }} variant="outlined" color="warning" onClick={() => void act(api.cancel(record.leaveCode), 'Leave cancelled successfully!')}>
                Cancel Leave
              </Button>
            )}
          </Paper>
        )}
      />
    </Box>
  );
}

export default function LeaveHistory() {
  return <LeaveHistoryPage />;
}

export const WithdrawLeavePage = () => <LeaveHistoryPage title="Withdraw Leave" />;
export const ApplicationHistoryPage = () => <LeaveHistoryPage title="Application History" />;
