import { Paper, Typography } from '@mui/material';
import { AttendanceCalendar } from './AttendanceCalendar';

/** attendance/calendar: the signed-in employee's own attendance calendar (spec 001 §2). */
export default function AttendanceCalendarPage() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        Attendance Calendar
      </Typography>
      <AttendanceCalendar empId={undefined} />
    </Paper>
  );
}
