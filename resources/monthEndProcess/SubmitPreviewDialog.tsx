import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { EffectTable } from './EffectTable';
import type { MonthEndView } from './useMonthEnd';

/** Before Submit commits: what the selection will do, computed by the engine without writing. */
export function SubmitPreviewDialog({ view }: { view: MonthEndView }) {
  const { preview, busy, actions } = view;
  return (
    <Dialog open={preview !== null} onClose={() => actions.cancelPreview()} maxWidth="lg" fullWidth aria-labelledby="month-end-preview-title">
      <DialogTitle id="month-end-preview-title">Preview of the decisions</DialogTitle>
      <DialogContent>{preview ? <EffectTable effect={preview} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={() => actions.cancelPreview()}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={() => void actions.confirmSubmit()}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
