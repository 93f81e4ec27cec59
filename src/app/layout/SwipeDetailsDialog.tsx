import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { parseISO } from 'date-fns';
import { DayField } from '../../../widgets/DayField';
import LoadingPage from '../routes/LoadingPage';
import { formatSwipeTime, useSwipeDetails } from './useSwipeDetails';

export interface SwipeDetailsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Spec 000 §2.2: Swipe Details, a table of LogDateTime, DeviceName and Direction under a DD-MM-YYYY heading. */
export default function SwipeDetailsDialog({ open, onClose }: SwipeDetailsDialogProps) {
  const [date, setDate] = useState(() => new Date());
  const swipes = useSwipeDetails(date, open);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="swipe-details-title">
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
          <TableContainer sx={{ maxHeight: 360 }}>
            <Table size="small" stickyHeader aria-label="Swipe details">
              <TableHead>
                <TableRow>
                  <TableCell>LogDateTime</TableCell>
                  <TableCell>DeviceName</TableCell>
                  <TableCell>Direction</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {swipes.rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={3} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                      No Data Available
                    </TableCell>
                  </TableRow>
                ) : (
                  swipes.rows.map((row, index) => (
                    <TableRow key={`${row.LogDateTime}-${index}`}>
                      <TableCell>{formatSwipeTime(row.LogDateTime)}</TableCell>
                      <TableCell>{row.DeviceName}</TableCell>
                      <TableCell>{row.Direction}</TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
