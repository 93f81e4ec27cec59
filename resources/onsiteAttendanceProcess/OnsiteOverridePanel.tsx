import { Button, Chip, Pagination, Paper, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { format, parseISO } from 'date-fns';
import { apiRequest } from '../../src/app/http/httpClient';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { showToast } from '../../src/app/toast/toastStore';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { RejectReasonDialog } from '../../widgets/regularization/RejectReasonDialog';
import type { OnsiteApprovalRecord } from '../onsiteApprovals/onsiteApprovalsApi';
import { createOnsiteOverrideStore, type OnsiteOverrideApi, type OverrideKey } from './onsiteOverrideStore';

const STATUS_COLOURS = { Pending: 'warning', Approved: 'success', Rejected: 'error' } as const;

const overrideApi: OnsiteOverrideApi = {
  list: (key, page) => apiRequest('/employee-attendance/onsite-days', { query: { key, page }, silent: true }),
  override: async (payload) => (await apiRequest<unknown>('/employee-attendance/onsite-override', { method: 'PUT', body: payload }), payload.status === 'Approved' ? 'Approved successfully!' : 'Rejected successfully!'),
  notify: (message, severity) => void showToast(message, severity),
};

/** The Override tab of Onsite Attendance Process: every approver's onsite days, approved or rejected by HR on their behalf with a reason. */
export function OnsiteOverridePanel() {
  const view = usePageStore(
    () => createOnsiteOverrideStore(overrideApi),
    (store) => store.load(),
  );
  const { actions } = view;
  const day = (row: OnsiteApprovalRecord) => `${row.empId} on ${format(parseISO(row.attendanceDate), 'dd/MM/yyyy')}`;
  const columns: DataColumn<OnsiteApprovalRecord>[] = [
    { label: 'Employee', rowHeader: true, value: (row) => `${row.empName} (${row.empId})` },
    { label: 'Date', value: (row) => format(parseISO(row.attendanceDate), 'dd/MM/yyyy') },
    { label: 'In Time', value: (row) => row.inTime },
    { label: 'Out Time', value: (row) => row.outTime },
    { label: 'Approver', value: (row) => row.approverName || '—' },
    { label: 'Status', value: (row) => <Chip size="small" label={row.leaveType} color={STATUS_COLOURS[row.leaveType]} /> },
    { label: 'Reason', value: (row) => row.reason ?? '' },
    {
      label: 'Override',
      value: (row) => (
        <Stack direction="row" spacing={1}>
          {row.leaveType !== 'Approved' ? (
            <Button size="small" variant="outlined" onClick={() => actions.open(row, 'Approved')} aria-label={`Approve ${day(row)}`}>
              Approve
            </Button>
          ) : null}
          {row.leaveType !== 'Rejected' ? (
            <Button size="small" color="error" variant="outlined" onClick={() => actions.open(row, 'Rejected')} aria-label={`Reject ${day(row)}`}>
              Reject
            </Button>
          ) : null}
        </Stack>
      ),
    },
  ];
  const decision = view.override;
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup size="small" exclusive value={view.key} aria-label="Onsite days" onChange={(_event, key: OverrideKey | null) => key && void actions.setKey(key)}>
        <ToggleButton value="Pending">Pending</ToggleButton>
        <ToggleButton value="Approved">Decided</ToggleButton>
      </ToggleButtonGroup>
      <Paper variant="outlined">
        <DataTable label="Onsite days" columns={columns} rows={view.data?.records ?? []} rowKey={(row) => `${row.empId}-${row.attendanceDate}`} emptyText="No Records Available" />
      </Paper>
      {(view.data?.totalPages ?? 0) > 1 ? <Pagination count={view.data!.totalPages} page={view.page + 1} onChange={(_event, page) => void actions.setPage(page - 1)} /> : null}
      <RejectReasonDialog
        title={decision ? `${decision.status === 'Approved' ? 'Approve' : 'Reject'} ${day(decision.record)} on behalf of ${decision.record.approverName || 'the approver'}` : ''}
        submitLabel={decision?.status === 'Approved' ? 'Approve' : 'Reject'}
        submitColor={decision?.status === 'Approved' ? 'primary' : 'error'}
        open={decision !== null}
        reason={decision?.reason ?? ''}
        error={decision?.error ?? null}
        busy={view.busy}
        onReason={actions.setReason}
        onSubmit={() => void actions.submit()}
        onClose={actions.close}
      />
    </Stack>
  );
}
