import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, TextField, Typography } from '@mui/material';
import { apiRequest } from '../../src/app/http/httpClient';
import { showToast } from '../../src/app/toast/toastStore';
import type { RestrictedHolidayRow, RestrictedHolidayYear } from '../../src/shared/leaveSpecialRecords';
import { displayDate } from '../../widgets/holidays/holidayEvents';
import { RequestTable, StatusChip } from '../../widgets/leave/RequestTable';
import { PageHeader } from '../../widgets/PageHeader';

/**
 * restrictedHolidayApply (issue 11 §3): the year's restricted holidays of the employee's state and
 * location, the RH quota and what is left; applying is a leave of type RH for the holiday's whole day.
 */
export function RestrictedHolidayApplyPage() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [data, setData] = useState<RestrictedHolidayYear | null>(null);
  const [applying, setApplying] = useState<RestrictedHolidayRow | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    apiRequest<RestrictedHolidayYear>('/leave/restricted-holidays', { query: { year }, silent: true }).then(setData, () => setData(null));
  }, [year]);
  useEffect(load, [load]);

  async function apply() {
    if (!applying) return;
    setBusy(true);
    try {
      await apiRequest('/leave/apply', { method: 'POST', body: { leaveType: 'RH', fromDate: applying.date, fromSessions: [1, 2], toDate: applying.date, reason: reason.trim() } });
      showToast('Restricted holiday applied successfully!', 'success');
      setApplying(null);
      load();
    } catch {
      // The HTTP client has shown the reason.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box>
      <PageHeader title="Restricted Holiday Apply">
        <Button onClick={() => setYear(year - 1)}>{year - 1}</Button>
        <Typography fontWeight={700}>{year}</Typography>
        <Button onClick={() => setYear(year + 1)}>{year + 1}</Button>
      </PageHeader>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography>
          {`Yearly quota ${data?.quota ?? 0} · balance ${data?.balance ?? 0} · pending ${data?.pending ?? 0} · `}
          <strong>{`left ${data?.left ?? 0}`}</strong>
        </Typography>
      </Paper>
      <RequestTable
        label="Restricted holidays"
        rows={data?.holidays ?? []}
        rowKey={(row) => String(row.id)}
        columns={[
          { label: 'Date', value: (row) => displayDate(row.date) },
          { label: 'Occasion', value: (row) => row.occasion },
          { label: 'Description', value: (row) => row.description },
          { label: 'Status', value: (row) => (row.applied ? <StatusChip status={row.applied.status} /> : '') },
        ]}
        actions={(row) =>
          row.applied ? (
            row.applied.leaveCode
          ) : (
            <Button
              size="small"
              variant="contained"
              disabled={(data?.left ?? 0) < 1}
              onClick={() => {
                setApplying(row);
                setReason(row.occasion);
              }}
            >
              Apply
            </Button>
          )
        }
        emptyText="No restricted holidays for your location this year"
      />
      <Dialog open={applying !== null} onClose={() => setApplying(null)} fullWidth maxWidth="sm">
        <DialogTitle>{`Apply ${applying?.occasion ?? ''} (${applying ? displayDate(applying.date) : ''})`}</DialogTitle>
        <DialogContent>
          <TextField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} required fullWidth multiline minRows={2} sx={{ mt: 1 }} inputProps={{ maxLength: 500 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setApplying(null)}>Cancel</Button>
          <Button variant="contained" disabled={busy || !reason.trim()} onClick={() => void apply()}>
            Apply
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

export default RestrictedHolidayApplyPage;
