import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { parseISO } from 'date-fns';
import { DayField } from '../../../widgets/DayField';
import LoadingPage from '../routes/LoadingPage';
import SwipeTable from '../attendance/SwipeTable';
import { useSwipeDetails } from './useSwipeDetails';

export interface SwipeDetailsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Swipe Details (spec 000 §2.2, spec 001 §2): the day's swipes — employee id, swipe date, time, in/out,
 * access card number, door and device — under a DD-MM-YYYY heading, with a date picker.
 */
export default function SwipeDetailsDialog({ open, onClose }: SwipeDetailsDialogProps) {
  const [date, setDate] = useState(() => new Date());
  const swipes = useSwipeDetails(date, open);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="swipe-details-title">
      <DialogTitle id="swipe-details-title">Swipe Details</DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6" component="h2" aria-live="polite">
            {swipes.heading}
          </Typography>
          {/* DD-MM-YYYY like the heading beside it; the browser's date input would show its locale's mm/dd/yyyy. */}
          <DayField ariaLabel="Swipe date" value={swipes.day} onChange={(day) => setDate(parseISO(day))} rules={{ disableFuture: true }} />
        </Stack>
        {swipes.status === 'loading' || swipes.status === 'idle' ? (
          <LoadingPage />
        ) : swipes.status === 'error' ? (
          <Typography color="error" sx={{ py: 3, textAlign: 'center' }}>
            Swipe details could not be loaded.
          </Typography>
        ) : (
          <SwipeTable rows={swipes.rows} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
