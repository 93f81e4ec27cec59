import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Grid, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { ExplainPanel } from '../../widgets/attendance/ExplainPanel';
import { SessionTable } from '../../widgets/attendance/SessionTable';
import LoadingPage from '../../src/app/routes/LoadingPage';
import { displayDate } from './calendarController';
import { NO_RECORDS } from './dayDetailsController';
import { useDayDetails } from './useDayDetails';

export interface DayDetailsDialogProps {
  empId: string | undefined;
  date: string | null;
  onClose: () => void;
}

/** Spec 001 §2: 'Attendance Details for {date}' with shift, scheme, processed-on, hours, sessions, swipes, LOP and Explain. */
export function DayDetailsDialog({ empId, date, onClose }: DayDetailsDialogProps) {
  const view = useDayDetails(empId, date);
  return (
    <Dialog open={date !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="day-details-title">
      <DialogTitle id="day-details-title">{view.title}</DialogTitle>
      <DialogContent dividers>
        {view.status === 'loading' ? (
          <LoadingPage />
        ) : view.status === 'error' || !view.details ? (
          <Typography color="error">Attendance details could not be loaded.</Typography>
        ) : (
          <Stack spacing={2}>
            <Grid container spacing={2}>
              {[
                ['Shift', view.shift],
                ['Scheme', view.scheme],
                ['Processed On', view.processedOn],
              ].map(([label, value]) => (
                <Grid key={label} size={{ xs: 12, sm: 4 }}>
                  <Typography variant="caption" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography variant="body2">{value}</Typography>
                </Grid>
              ))}
            </Grid>
            {view.lopMessage ? (
              <Alert
                severity="info"
                action={
                  <Button color="inherit" size="small" onClick={view.toggleLopInfo}>
                    {view.lopInfoOpen ? 'Hide' : 'Info'}
                  </Button>
                }
              >
                {view.lopInfoOpen ? view.lopMessage : 'LOP'}
              </Alert>
            ) : null}
            <TableContainer>
              <Table size="small" aria-label="Work hours">
                <TableHead>
                  <TableRow>
                    {view.hours.map((cell) => (
                      <TableCell key={cell.label}>{cell.label}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  <TableRow>
                    {view.hours.map((cell) => (
                      <TableCell key={cell.label}>{cell.value}</TableCell>
                    ))}
                  </TableRow>
                </TableBody>
              </Table>
            </TableContainer>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Session Details
            </Typography>
            <SessionTable sessions={view.details.sessions} />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Swipes
            </Typography>
            <TableContainer>
              <Table size="small" aria-label="Swipes">
                <TableHead>
                  <TableRow>
                    <TableCell>Swipe Date</TableCell>
                    <TableCell>Time</TableCell>
                    <TableCell>Door/Address</TableCell>
                    <TableCell>In/Out</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {view.swipes.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={4} align="center">
                        {NO_RECORDS}
                      </TableCell>
                    </TableRow>
                  ) : (
                    view.swipes.map((swipe, index) => (
                      <TableRow key={index}>
                        <TableCell>{displayDate(swipe.swipeDate)}</TableCell>
                        <TableCell>{swipe.swipeTime.slice(0, 5)}</TableCell>
                        <TableCell>{swipe.doorAddress ?? swipe.deviceName}</TableCell>
                        <TableCell>{swipe.direction ?? '-'}</TableCell>
                      </TableRow>
                    ))
                  )}
                </TableBody>
              </Table>
            </TableContainer>
            <Divider />
            <ExplainPanel sentences={view.details.explain} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
