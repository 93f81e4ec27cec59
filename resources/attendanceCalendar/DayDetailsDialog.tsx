import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Grid, Stack, Typography } from '@mui/material';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { ExplainPanel } from '../../widgets/attendance/ExplainPanel';
import { SessionTable } from '../../widgets/attendance/SessionTable';
import LoadingPage from '../../src/app/routes/LoadingPage';
import { displayDate } from './calendarController';
import { NO_RECORDS } from './dayDetailsController';
import type { AttendanceDayDetails } from './types';
import { useDayDetails } from './useDayDetails';

const SWIPE_COLUMNS: DataColumn<AttendanceDayDetails['swipes'][number]>[] = [
  { label: 'Swipe Date', value: (swipe) => displayDate(swipe.swipeDate) },
  { label: 'Time', value: (swipe) => swipe.swipeTime.slice(0, 5) },
  { label: 'Door/Address', value: (swipe) => swipe.doorAddress ?? swipe.deviceName },
  { label: 'In/Out', value: (swipe) => swipe.direction ?? '-' },
];

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
            <DataTable
              label="Work hours"
              columns={view.hours.map((cell) => ({ label: cell.label, value: () => cell.value }))}
              rows={[view.hours]}
              rowKey={() => 'hours'}
            />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Session Details
            </Typography>
            <SessionTable sessions={view.details.sessions} />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Swipes
            </Typography>
            <DataTable label="Swipes" columns={SWIPE_COLUMNS} rows={view.swipes} rowKey={(_swipe, index) => index} emptyText={NO_RECORDS} />
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
