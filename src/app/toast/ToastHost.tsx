import { Alert, Snackbar, type SnackbarCloseReason } from '@mui/material';
import { closeToast, useToast } from './toastStore';

function handleClose(_event: unknown, reason?: SnackbarCloseReason) {
  // The gate closes toasts on its own clock; a click elsewhere on the page must not cut one short.
  if (reason !== 'clickaway') closeToast();
}

/** Renders the current toast. Mount exactly one (AdminNotification already includes it inside <Admin>). */
export function ToastHost() {
  const toast = useToast();
  if (!toast) return null;
  return (
    <Snackbar key={toast.id} open={toast.open} onClose={handleClose} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
      <Alert severity={toast.severity} variant="filled" onClose={() => closeToast()} sx={{ width: '100%' }}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}

export default ToastHost;
