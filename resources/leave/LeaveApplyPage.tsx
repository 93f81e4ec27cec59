import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, InputLabel, MenuItem, Paper, Select, Stack, TextField, Typography } from '@mui/material';
import { DayField } from '../../widgets/DayField';
import { LeaveDaysTable } from '../../widgets/LeaveDaysTable';
import type { LeaveSession } from '../../src/shared/leaveRecords';
import { attachmentNeeded, oneDay } from './leaveApplyController';
import { useLeaveApply } from './useLeaveApply';
import { DocumentUpload } from './DocumentUpload';
import { approverOptions, fallbackNotice } from '../../src/shared/appliedTo';
import { PageHeader } from '../../widgets/PageHeader';

export interface LeaveApplyPageProps {
  /** Limit the type select to these codes (paternityLeave: PAL, maternityLeave: ML). */
  only?: readonly string[];
  title?: string;
}

const SESSIONS = [1, 2] as const;

/** /leaveApply (issue 11 §3): type with its balance, dates with the sessions of the first and last day, reason, approver, attachment, and the days as the server counts them. */
export function LeaveApplyPage({ only, title = 'Apply Leave' }: LeaveApplyPageProps) {
  const view = useLeaveApply(only);
  const { form, actions } = view;
  const type = view.types.find((t) => t.code === form.leaveType);
  const notice = fallbackNotice(view.appliedTo);
  // Session 1 / Session 2 on the first and the last day, each ticked on its own; at least one stays ticked.
  const sessions = (legend: string, day: 'from' | 'to', chosen: readonly LeaveSession[]) => (
    <FormControl component="fieldset" size="small">
      <FormLabel component="legend" sx={{ fontSize: '0.8rem' }}>
        {legend}
      </FormLabel>
      <FormGroup row>
        {SESSIONS.map((n) => (
          <FormControlLabel
            key={n}
            label={`Session ${n}`}
            control={<Checkbox size="small" checked={chosen.includes(n)} disabled={chosen.length === 1 && chosen.includes(n)} onChange={() => void actions.toggleSession(day, n)} />}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
  const single = oneDay(form);
  return (
    <Box>
      <PageHeader title={title} />
      <Paper sx={{ p: 2, maxWidth: 900 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <FormControl size="small" sx={{ width: '48%' }}>
              <InputLabel id="leave-type-label">Leave Type</InputLabel>
              <Select labelId="leave-type-label" label="Leave Type" value={form.leaveType} onChange={(event) => void actions.set({ leaveType: String(event.target.value) })}>
                {view.types.map((t) => (
                  <MenuItem key={t.code} value={t.code}>{`${t.leaveName} (${t.code})`}</MenuItem>
                ))}
              </Select>
            </FormControl>
            {type?.balance && <Typography data-testid="leave-balance">{`${type.balance.text}: ${type.balance.count}`}</Typography>}
          </Stack>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
            <DayField label="From Date" separator="/" value={form.fromDate} onChange={(fromDate) => void actions.set({ fromDate })} />
            {/* Spec 002 §5: the to-date picker disables days before the from date. */}
            <DayField label="To Date" separator="/" value={form.toDate} minDate={form.fromDate || undefined} onChange={(toDate) => void actions.set({ toDate })} />
          </Stack>
          <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {sessions(single ? 'Sessions' : 'First Day Sessions', 'from', form.fromSessions)}
            {!single && sessions('Last Day Sessions', 'to', form.toSessions)}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Choose the sessions the leave takes on the first and on the last day; the days between are whole. One session makes that day a half day.
          </Typography>
          {view.previewError && <Alert severity="error">{view.previewError}</Alert>}
          {view.preview && (
            <>
              <LeaveDaysTable numOfDays={view.preview.numOfDays} days={view.preview.days} />
              {view.preview.problem && <Alert severity="warning">{view.preview.problem}</Alert>}
            </>
          )}
          <TextField label="Reason" multiline rows={2} value={form.reason} onChange={(event) => void actions.set({ reason: event.target.value })} slotProps={{ htmlInput: { maxLength: 500 } }} />
          <FormControl size="small" sx={{ width: '48%' }}>
            <InputLabel id="applied-to-label">Applying to</InputLabel>
            <Select labelId="applied-to-label" label="Applying to" value={form.appliedTo} onChange={(event) => void actions.set({ appliedTo: String(event.target.value) })}>
              {approverOptions(view.appliedTo).map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {notice && <Alert severity="info">{notice}</Alert>}
          {attachmentNeeded(view.preview) && (
            <DocumentUpload value={form.attachment} requiredFor={`${type?.leaveName ?? 'this leave'} of more than ${type?.documentAfterDays ?? 0} day(s)`} onChange={(attachment) => void actions.set({ attachment })} />
          )}
          <Box>
            <Button variant="contained" disabled={view.submitting || !view.preview || Boolean(view.preview.problem)} onClick={() => void actions.submit()}>
              Apply
            </Button>
          </Box>
          {view.appliedCode && <Alert severity="success">{`Applied as ${view.appliedCode}: it awaits approval (Leave History).`}</Alert>}
        </Stack>
      </Paper>
    </Box>
  );
}

export default function LeaveApply() {
  return <LeaveApplyPage />;
}

export const PaternityLeavePage = () => <LeaveApplyPage only={['PAL']} title="Paternity Leave" />;
export const MaternityLeavePage = () => <LeaveApplyPage only={['ML']} title="Maternity Leave" />;
