import { Box, Button } from '@mui/material';
import type { EncashmentRecord } from '../../src/shared/leaveSpecialRecords';
import { RejectReasonDialog } from '../../widgets/regularization/RejectReasonDialog';
import { RequestTable, StatusChip } from '../../widgets/leave/RequestTable';
import { KeyTabs } from '../leaveRequests/KeyTabs';
import { useDecision } from '../leaveRequests/useDecision';
import { useRequestList } from '../leaveRequests/useRequestList';
import { PageHeader } from '../../widgets/PageHeader';

/** leaveEncashmentApproval (issue 11 §4): HR's pending and completed encashments, approved or rejected with a remark. */
export function LeaveEncashmentApprovalPage() {
  const list = useRequestList<EncashmentRecord>('/leave/encashment/approvals');
  const decision = useDecision((code) => `/leave/encashment/${encodeURIComponent(code)}`, list.reload);
  return (
    <Box>
      <PageHeader title="Leave Encashment Approval" />
      <KeyTabs label="Encashment requests to approve" value={list.key} pending={list.key === 'Pending' ? list.data.totalElements : null} onChange={list.setKey} />
      <RequestTable
        label="Encashment requests to approve"
        rows={list.data.content}
        rowKey={(row) => row.encashmentCode}
        columns={[
          { label: 'Employee', value: (row) => `${row.employeeName} (${row.empId})` },
          { label: 'Department', value: (row) => row.department ?? '' },
          { label: 'Leave Type', value: (row) => row.leaveName },
          { label: 'Year', value: (row) => row.leaveYear },
          { label: 'Days', value: (row) => row.days },
          { label: 'Reason', value: (row) => row.reason ?? '' },
          { label: 'Applied', value: (row) => row.appliedDate },
          { label: 'Status', value: (row) => <StatusChip status={row.status} /> },
        ]}
        actions={(row) =>
          row.status === 'Pending' ? (
            <>
              <Button size="small" color="success" disabled={decision.busy} onClick={() => decision.approve(row.encashmentCode)}>
                Approve
              </Button>
              <Button size="small" color="error" disabled={decision.busy} onClick={() => decision.startReject(row.encashmentCode)}>
                Reject
              </Button>
            </>
          ) : (
            `${row.decidedBy ?? ''} ${row.decidedDate ?? ''}${row.remarks ? `: ${row.remarks}` : ''}`
          )
        }
        page={list.page}
        totalPages={list.data.totalPages}
        onPage={list.setPage}
      />
      <RejectReasonDialog title="Reject Encashment" {...decision.dialog} />
    </Box>
  );
}

export default LeaveEncashmentApprovalPage;
