import { Box, Button, Chip, Pagination, Paper, Stack } from '@mui/material';
import { format, parseISO } from 'date-fns';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { CountTabs } from '../../widgets/CountTabs';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { PageHeader } from '../../widgets/PageHeader';
import { RejectReasonDialog } from '../../widgets/regularization/RejectReasonDialog';
import { onsiteApprovalsApi, type OnsiteApprovalRecord } from './onsiteApprovalsApi';
import { createOnsiteApprovalsStore, type OnsiteTab } from './onsiteApprovalsStore';

const STATUS_COLOURS = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'error',
} as const;

/** /attendance/onsiteApprovals: the onsite days applied to the signed-in approver, Pending and Approved (decided). */
export function OnsiteApprovalsPage() {
  const view = usePageStore(
    () => createOnsiteApprovalsStore(onsiteApprovalsApi),
    (store) => store.load(),
  );
  const { actions } = view;
  const list = view.lists[view.tab];
  const columns: DataColumn<OnsiteApprovalRecord>[] = [
    {
      label: 'Employee',
      rowHeader: true,
      value: (row) => `${row.empName} (${row.empId})`,
    },
    {
      label: 'Date',
      value: (row) => format(parseISO(row.attendanceDate), 'dd/MM/yyyy'),
    },
    { label: 'In Time', value: (row) => row.inTime },
    { label: 'Out Time', value: (row) => row.outTime },
    { label: 'Total Work Hours', value: (row) => row.totalWorkHours },
    {
      label: 'Leave',
      value: (row) => (row.leave.length ? row.leave.join(', ') : '—'),
    },
    {
      label: 'Status',
      value: (row) => <Chip size="small" label={row.leaveType} color={STATUS_COLOURS[row.leaveType]} />,
    },
    view.tab === 'Pending'
      ? {
          label: 'Actions',
          value: (row) => (
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="contained"
                disabled={view.deciding}
                onClick={() => void actions.approve(row)}
                aria-label={`Approve ${row.empId} on ${row.attendanceDate}`}
              >
                Approve
              </Button>
              <Button
                size="small"
                color="error"
                variant="outlined"
                disabled={view.deciding}
                onClick={() => actions.openReject(row)}
                aria-label={`Reject ${row.empId} on ${row.attendanceDate}`}
              >
                Reject
              </Button>
            </Stack>
          ),
        }
      : { label: 'Reason', value: (row) => row.reason ?? '' },
  ];
  return (
    <Box>
      <PageHeader title="Onsite Approvals" />
      <CountTabs<OnsiteTab>
        label="Onsite approvals"
        value={view.tab}
        onChange={(tab) => void actions.setTab(tab)}
        tabs={[
          {
            value: 'Pending',
            label: 'Pending',
            count: view.lists.Pending.data?.count ?? 0,
          },
          {
            value: 'Approved',
            label: 'Approved',
            count: view.lists.Approved.data?.count ?? 0,
          },
        ]}
      />
      <Paper variant="outlined">
        <DataTable
          label={`${view.tab} onsite attendance`}
          columns={columns}
          rows={list.data?.records ?? []}
          rowKey={(row) => `${row.empId}-${row.attendanceDate}`}
          emptyText="No Records Available"
        />
      </Paper>
      {(list.data?.totalPages ?? 0) > 1 ? (
        <Pagination sx={{ mt: 2 }} count={list.data!.totalPages} page={list.page + 1} onChange={(_event, page) => void actions.loadList(view.tab, page - 1)} />
      ) : null}
      <RejectReasonDialog
        title="Reject Onsite Attendance"
        open={view.reject !== null}
        reason={view.reject?.reason ?? ''}
        error={view.reject?.error ?? null}
        busy={view.deciding}
        onReason={actions.setRejectReason}
        onSubmit={() => void actions.submitReject()}
        onClose={actions.closeReject}
      />
    </Box>
  );
}

export default OnsiteApprovalsPage;
