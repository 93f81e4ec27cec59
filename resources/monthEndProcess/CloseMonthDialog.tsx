import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { PENDING_POLICIES, PENDING_POLICY_LABELS, type PendingPolicy } from '../../src/shared/monthEnd/monthEndRecords';
import { EffectTable } from './EffectTable';
import type { MonthEndView } from './useMonthEnd';

/**
 * Closing the payroll month: with items still pending, the cut-off policy (leave them as they
 * are, approve or reject them) and, for approve or reject, its preview before the close.
 */
export function CloseMonthDialog({ view }: { view: MonthEndView }) {
  const { close, cockpit, busy, actions } = view;
  const pending = (cockpit?.pendingLeave ?? 0) + (cockpit?.pendingRegularization ?? 0);
  const needsPreview = pending > 0 && close.policy !== 'leaveAsIs' && close.preview === null;
  return (
    <Dialog open={close.open} onClose={() => actions.cancelClose()} maxWidth="lg" fullWidth aria-labelledby="close-month-title">
      <DialogTitle id="close-month-title">Close payroll month {cockpit?.monthYear}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {pending > 0 ? (
            <>
              <Typography>
                {pending} item(s) are still pending ({cockpit?.pendingLeave} leave, {cockpit?.pendingRegularization} regularization). What should the close do with them?
              </Typography>
              <RadioGroup aria-label="Pending items" value={close.policy} onChange={(event) => actions.choosePolicy(event.target.value as PendingPolicy)}>
                {PENDING_POLICIES.map((policy) => (
                  <FormControlLabel key={policy} value={policy} control={<Radio />} label={PENDING_POLICY_LABELS[policy]} />
                ))}
              </RadioGroup>
            </>
          ) : (
            <Typography>Nothing is pending. Closing freezes the month's days as payroll will use them.</Typography>
          )}
          {close.preview ? <EffectTable effect={close.preview} /> : null}
          {close.problem ? <Alert severity="error">{close.problem}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => actions.cancelClose()}>Cancel</Button>
        {needsPreview ? (
          <Button variant="contained" disabled={busy} onClick={() => void actions.previewClose()}>
            Preview
          </Button>
        ) : (
          <Button variant="contained" disabled={busy} onClick={() => void actions.confirmClose()}>
            Close month
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
