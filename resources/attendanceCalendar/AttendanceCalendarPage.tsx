import { Paper } from '@mui/material';
import { AttendanceCalendar } from './AttendanceCalendar';
import { PageHeader } from '../../widgets/PageHeader';

/** attendance/calendar: the signed-in employee's own attendance calendar (spec 001 §2). */
export default function AttendanceCalendarPage() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <PageHeader title="Attendance Calendar" />
      <AttendanceCalendar empId={undefined} />
    </Paper>
  );
}
