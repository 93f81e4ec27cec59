import { useCallback, useEffect, useState } from 'react';
import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { apiRequest } from '../../src/app/http/httpClient';
import { showToast } from '../../src/app/toast/toastStore';
import type { EncashableType, EncashmentRecord } from '../../src/shared/leaveSpecialRecords';
import { RequestTable, StatusChip } from '../../widgets/leave/RequestTable';
import { KeyTabs } from '../leaveRequests/KeyTabs';
import { useRequestList } from '../leaveRequests/useRequestList';
import { PageHeader } from '../../widgets/PageHeader';

/** LeaveEncashment (issue 11 §3): apply to encash days of an encashable type, list and withdraw pending ones. */
export function LeaveEncashmentPage() {
  const list = useRequestList<EncashmentRecord>('/leave/encashment');
  const [types, setTypes] = useState<{ leaveYear: number; types: EncashableType[] } | null>(null);
  const [leaveType, setLeaveType] = useState('');
  const [days, setDays] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const loadTypes = useCallback(() => {
    apiRequest<{ leaveYear: number; types: EncashableType[] }>('/leave/encashment/types', { silent: true }).then(setTypes, () => undefined);
  }, []);
  useEffect(loadTypes, [loadTypes]);
  const chosen = types?.types.find((type) => type.leaveType === leaveType);
  const amount = Number(days);
  const problem = !days ? null : !(amount > 0) || amount * 2 !== Math.round(amount * 2) ? 'Days must be in half days' : chosen && amount > chosen.maxDays ? `At most ${chosen.maxDays} day(s)` : null;

  async function apply() {
    setBusy(true);
    try {
      await apiRequest('/leave/encashment', { method: 'POST', body: { leaveType, days: amount, reason: reason.trim() || null } });
      showToast('Encashment applied successfully!', 'success');
      setDays('');
      setReason('');
      loadTypes();
      list.reload();
    } catch {
      // The HTTP client has shown the reason.
    } finally {
      setBusy(false);
    }
  }
  async function withdraw(code: string) {
    try {
      await apiRequest(`/leave/encashment/${encodeURIComponent(code)}`, { method: 'DELETE' });
      showToast('Withdraw Successfully.', 'success');
      loadTypes();
      list.reload();
    } catch {
      // The HTTP client has shown the reason.
    }
  }

  return (
    <Box>
      <PageHeader title="Leave Encashment" />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        {types && types.types.length === 0 ? (
          <Typography color="text.secondary">No leave type can be encashed.</Typography>
        ) : (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
            <TextField select label="Leave Type" value={leaveType} onChange={(event) => setLeaveType(event.target.value)} sx={{ minWidth: 240 }} required>
              {(types?.types ?? []).map((type) => (
                <MenuItem key={type.leaveType} value={type.leaveType}>
                  {`${type.leaveName}: ${type.maxDays} day(s) can be encashed`}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Days"
              type="number"
              value={days}
              onChange={(event) => setDays(event.target.value)}
              error={Boolean(problem)}
              helperText={problem ?? (chosen ? `Cap ${chosen.cap} a year, ${chosen.encashed} encashed in ${types?.leaveYear}, ${chosen.available} available` : ' ')}
              inputProps={{ min: 0.5, step: 0.5 }}
              required
            />
            <TextField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} inputProps={{ maxLength: 500 }} sx={{ flex: 1 }} />
            <Button variant="contained" disabled={busy || !leaveType || !days || Boolean(problem)} onClick={() => void apply()} sx={{ mt: 1 }}>
              Apply
            </Button>
          </Stack>
        )}
      </Paper>
      <KeyTabs label="My encashment requests" value={list.key} pending={list.key === 'Pending' ? list.data.totalElements : null} onChange={list.setKey} />
      <RequestTable
        label="My encashment requests"
        rows={list.data.content}
        rowKey={(row) => row.encashmentCode}
        columns={[
          { label: 'Request', value: (row) => row.encashmentCode },
          { label: 'Leave Type', value: (row) => row.leaveName },
          { label: 'Year', value: (row) => row.leaveYear },
          { label: 'Days', value: (row) => row.days },
          { label: 'Applied', value: (row) => row.appliedDate },
          { label: 'Status', value: (row) => <StatusChip status={row.status} /> },
          { label: 'Remarks', value: (row) => row.remarks ?? '' },
        ]}
        actions={(row) => (row.status === 'Pending' ? <Button size="small" onClick={() => void withdraw(row.encashmentCode)}>Withdraw</Button> : null)}
        page={list.page}
        totalPages={list.data.totalPages}
        onPage={list.setPage}
      />
    </Box>
  );
}

export default LeaveEncashmentPage;
