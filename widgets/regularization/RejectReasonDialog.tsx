import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';

export interface RejectReasonDialogProps {
  open: boolean;
  reason: string;
  error: string | null;
  busy?: boolean;
  onReason(reason: string): void;
  onSubmit(): void;
  onClose(): void;
  /** Default 'Reject Regularization'; comp-off and encashment name their own. */
  title?: string;
  /** The confirming button: default Reject (red); a reopen of a payroll month says Reopen. */
  submitLabel?: string;
  submitColor?: 'error' | 'primary';
}

/** Spec 001 §5: the reason of a rejection, required and at least 5 characters (and of a payroll month's reopen, issue 20 §2). */
export function RejectReasonDialog({ open, reason, error, busy, onReason, onSubmit, onClose, title = 'Reject Regularization', submitLabel = 'Reject', submitColor = 'error' }: RejectReasonDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => onReason(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          multiline
          minRows={2}
          fullWidth
          autoFocus
          required
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color={submitColor} onClick={onSubmit} disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default RejectReasonDialog;
