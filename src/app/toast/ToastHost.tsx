import { Alert, Snackbar, type SnackbarCloseReason } from '@mui/material';
import { APP_BAR_HEIGHT_VARIABLE } from '../layout/useAppBarHeight';
import { closeToast, useToast } from './toastStore';

/** Toasts open below the top bar (its height is published by the layout; 0 on the sign-in pages), clear of the ID card and avatar. */
const BELOW_APP_BAR = `calc(var(${APP_BAR_HEIGHT_VARIABLE}, 0px) + 8px)`;

function handleClose(_event: unknown, reason?: SnackbarCloseReason) {
  // The gate closes toasts on its own clock; a click elsewhere on the page must not cut one short.
  if (reason !== 'clickaway') closeToast();
}

/** Renders the current toast. Mount exactly one (AdminNotification already includes it inside <Admin>). */
export function ToastHost() {
  const toast = useToast();
  if (!toast) return null;
  return (
    <Snackbar key={toast.id} open={toast.open} onClose={handleClose} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} sx={{ top: { xs: BELOW_APP_BAR, sm: BELOW_APP_BAR } }}>
      <Alert severity={toast.severity} variant="filled" onClose={() => closeToast()} sx={{ width: '100%' }}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}

export default ToastHost;
