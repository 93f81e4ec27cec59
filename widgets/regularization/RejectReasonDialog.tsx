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
}

/** Spec 001 §5: the reason of a rejection, required and at least 5 characters. */
export function RejectReasonDialog({ open, reason, error, busy, onReason, onSubmit, onClose, title = 'Reject Regularization' }: RejectReasonDialogProps) {
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
        <Button variant="contained" color="error" onClick={onSubmit} disabled={busy}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default RejectReasonDialog;
