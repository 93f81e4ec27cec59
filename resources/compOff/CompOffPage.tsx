import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, TextField, Typography } from '@mui/material';
import { useLoginDetails } from '../../src/app/auth/useLoginDetails';
import { apiRequest } from '../../src/app/http/httpClient';
import { showToast } from '../../src/app/toast/toastStore';
import { COMP_OFF_CLAIM_WINDOW_DAYS, COMP_OFF_VALID_DAYS } from '../../src/shared/compOffRules';
import type { CompOffRecord } from '../../src/shared/leaveSpecialRecords';
import { RejectReasonDialog } from '../../widgets/regularization/RejectReasonDialog';
import { CountTabs } from '../../widgets/CountTabs';
import { type DataColumn } from '../../widgets/DataTable';
import { PageHeader } from '../../widgets/PageHeader';
import { RequestTable, StatusChip } from '../../widgets/leave/RequestTable';
import { KeyTabs } from '../leaveRequests/KeyTabs';
import { useDecision } from '../leaveRequests/useDecision';
import { useRequestList } from '../leaveRequests/useRequestList';
import { useCompOffClaims } from './useCompOffClaims';

type CompOffTab = 'Claim' | 'Mine' | 'Approvals';
const pathOf = (code: string) => `/leave/comp-off/${encodeURIComponent(code)}`;

const claimColumns: DataColumn<CompOffRecord>[] = [
  { label: 'Request', value: (row) => row.requestCode },
  { label: 'Worked Date', value: (row) => row.workedDate },
  { label: 'Days', value: (row) => row.days },
  { label: 'Applied To', value: (row) => row.approverName },
  { label: 'Status', value: (row) => <StatusChip status={row.status} /> },
  { label: 'Expires', value: (row) => row.expiresOn ?? '—' },
  { label: 'Remarks', value: (row) => row.remarks ?? '' },
];
const approvalColumns: DataColumn<CompOffRecord>[] = [
  { label: 'Employee', value: (row) => `${row.employeeName} (${row.empId})` },
  { label: 'Worked Date', value: (row) => row.workedDate },
  { label: 'Days', value: (row) => row.days },
  { label: 'Reason', value: (row) => row.reason },
  { label: 'Applied', value: (row) => row.appliedDate },
  { label: 'Status', value: (row) => <StatusChip status={row.status} /> },
];

/**
 * compOff (issue 11 §3): claim a credit for a worked weekly off or holiday, follow one's claims, and
 * — for a manager — decide the claims applied to them. Availing the credit is a leave of type CO.
 */
export function CompOffPage() {
  const [tab, setTab] = useState<CompOffTab>('Claim');
  const approver = useLoginDetails()?.userDetails?.approver === true;
  const mine = useRequestList<CompOffRecord>('/leave/comp-off');
  const approvals = useRequestList<CompOffRecord>('/leave/comp-off/approvals');
  const claims = useCompOffClaims(mine.reload);
  const decision = useDecision(pathOf, approvals.reload);

  async function withdraw(code: string) {
    try {
      await apiRequest(pathOf(code), { method: 'DELETE' });
      showToast('Withdraw Successfully.', 'success');
      mine.reload();
    } catch {
      // The HTTP client has shown the reason.
    }
  }

  const overview = claims.overview;
  return (
    <Box>
      <PageHeader title="Comp Off" />
      <CountTabs<CompOffTab>
        label="Comp Off"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'Claim', label: 'Claim' },
          { value: 'Mine', label: 'My Claims' },
          // Only someone whose reportees' claims come to them decides claims (issue 17 §5).
          ...(approver ? [{ value: 'Approvals' as const, label: 'Approvals', count: approvals.key === 'Pending' ? approvals.data.totalElements : null }] : []),
        ]}
      />
      {tab === 'Claim' ? (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography>
              Comp-off balance: <strong>{overview?.balance ?? 0}</strong> day(s)
              {overview?.nextExpiry ? ` — ${overview.nextExpiry.days} day(s) expire after ${overview.nextExpiry.date}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`A weekly off or holiday worked in the last ${COMP_OFF_CLAIM_WINDOW_DAYS} days earns a full day (a full day's hours) or a half day; an approved credit can be availed as CO leave for ${COMP_OFF_VALID_DAYS} days after the day worked.`}
            </Typography>
          </Paper>
          <RequestTable
            label="Days open for a claim"
            rows={overview?.days ?? []}
            rowKey={(day) => day.date}
            columns={[
              { label: 'Worked Date', value: (day) => day.date },
              { label: 'Day', value: (day) => day.dayLabel },
              { label: 'Hours Worked', value: (day) => day.totalWorkHours },
              { label: 'Credit (days)', value: (day) => day.days },
            ]}
            actions={(day) => (
              <Button size="small" variant="contained" onClick={() => claims.start(day)}>
                Claim
              </Button>
            )}
            emptyText="No worked weekly off or holiday open for a claim"
          />
        </Stack>
      ) : null}
      {tab === 'Mine' ? (
        <>
          <KeyTabs label="My comp-off claims" value={mine.key} pending={mine.key === 'Pending' ? mine.data.totalElements : null} onChange={mine.setKey} />
          <RequestTable
            label="My comp-off claims"
            rows={mine.data.content}
            rowKey={(row) => row.requestCode}
            columns={claimColumns}
            actions={(row) => (row.status === 'Pending' ? <Button size="small" onClick={() => void withdraw(row.requestCode)}>Withdraw</Button> : null)}
            page={mine.page}
            totalPages={mine.data.totalPages}
            onPage={mine.setPage}
          />
        </>
      ) : null}
      {tab === 'Approvals' && approver ? (
        <>
          <KeyTabs label="Comp-off claims to approve" value={approvals.key} pending={approvals.key === 'Pending' ? approvals.data.totalElements : null} onChange={approvals.setKey} />
          <RequestTable
            label="Comp-off claims to approve"
            rows={approvals.data.content}
            rowKey={(row) => row.requestCode}
            columns={approvalColumns}
            actions={(row) =>
              row.status === 'Pending' ? (
                <>
                  <Button size="small" color="success" disabled={decision.busy} onClick={() => decision.approve(row.requestCode)}>
                    Approve
                  </Button>
                  <Button size="small" color="error" disabled={decision.busy} onClick={() => decision.startReject(row.requestCode)}>
                    Reject
                  </Button>
                </>
              ) : (
                row.remarks ?? ''
              )
            }
            page={approvals.page}
            totalPages={approvals.data.totalPages}
            onPage={approvals.setPage}
          />
        </>
      ) : null}
      <Dialog open={claims.claiming !== null} onClose={claims.cancel} fullWidth maxWidth="sm">
        <DialogTitle>Claim Comp Off</DialogTitle>
        <DialogContent>
          {claims.claiming ? <Alert severity="info" sx={{ mb: 2 }}>{`${claims.claiming.date} (${claims.claiming.dayLabel}): ${claims.claiming.days} day(s), to your primary manager.`}</Alert> : null}
          <TextField label="Reason" value={claims.reason} onChange={(event) => claims.setReason(event.target.value)} required fullWidth multiline minRows={2} autoFocus inputProps={{ maxLength: 500 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={claims.cancel}>Cancel</Button>
          <Button variant="contained" disabled={claims.busy || !claims.reason.trim()} onClick={claims.claim}>
            Apply
          </Button>
        </DialogActions>
      </Dialog>
      <RejectReasonDialog title="Reject Comp Off" {...decision.dialog} />
    </Box>
  );
}

export default CompOffPage;
