import { Autocomplete, Paper, TextField, Typography } from '@mui/material';
import { AttendanceCalendar } from './AttendanceCalendar';
import { useEmployeeChoice } from './useEmployeeChoice';
import { PageHeader } from '../../widgets/PageHeader';

/** /adminAttendance/adminAttendanceInfo: 'Attendance Info', the same calendar for any employee of the organisation. */
export default function AttendanceInfoPage() {
  const employees = useEmployeeChoice();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <PageHeader title="Attendance Info" />
      <Autocomplete
        options={employees.options}
        loading={employees.loading}
        value={employees.chosen}
        onChange={(_event, option) => employees.choose(option)}
        isOptionEqualToValue={(option, value) => option.value === value.value}
        sx={{ maxWidth: 420, mb: 2 }}
        renderInput={(params) => <TextField {...params} label="Employee" size="small" />}
      />
      {employees.chosen ? (
        <AttendanceCalendar key={employees.chosen.value} empId={employees.chosen.value} />
      ) : (
        <Typography color="text.secondary">Select an employee to see their attendance calendar.</Typography>
      )}
    </Paper>
  );
}
