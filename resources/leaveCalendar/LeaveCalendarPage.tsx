import { Alert, LinearProgress, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { LeaveCalendarScope } from '../../src/shared/leaveSpecialRecords';
import { LEAVE_CALENDAR_MAX_ENTRIES } from '../../src/shared/leaveSpecialRecords';
import { LeaveCalendar } from '../../widgets/leave/LeaveCalendar';
import { useLeaveCalendar } from './useLeaveCalendar';
import { PageHeader } from '../../widgets/PageHeader';

/**
 * LeaveCalendar (the employee: their own leaves, or their team's — reportees and peers) and
 * leaveCalenderAdmin (HR: the organisation's, by department): one page in two modes.
 */
export function LeaveCalendarPage({ admin }: { admin: boolean }) {
  const calendar = useLeaveCalendar(admin ? 'organization' : 'mine');
  return (
    <Stack spacing={2}>
      <PageHeader title={admin ? 'Leave Calendar Admin' : 'Leave Calendar'}>
        {admin ? (
          <TextField select size="small" label="Department" value={calendar.department} onChange={(event) => calendar.setDepartment(event.target.value)} sx={{ minWidth: 220 }}>
            <MenuItem value="">All departments</MenuItem>
            {(calendar.month?.departments ?? []).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <ToggleButtonGroup exclusive size="small" value={calendar.scope} onChange={(_event, scope: LeaveCalendarScope | null) => scope && calendar.setScope(scope)}>
            <ToggleButton value="mine">My leaves</ToggleButton>
            <ToggleButton value="team">My team</ToggleButton>
          </ToggleButtonGroup>
        )}
      </PageHeader>
      {calendar.loading ? <LinearProgress aria-label="Loading leaves" /> : null}
      {calendar.month?.truncated ? <Alert severity="info">{`Showing the first ${LEAVE_CALENDAR_MAX_ENTRIES} leave dates of the month; pick a department to see the rest.`}</Alert> : null}
      <LeaveCalendar
        entries={calendar.month?.entries ?? []}
        date={calendar.date}
        view={calendar.view}
        onNavigate={calendar.setDate}
        onView={calendar.setView}
        showPerson={admin || calendar.scope === 'team'}
      />
    </Stack>
  );
}

export const EmployeeLeaveCalendar = () => <LeaveCalendarPage admin={false} />;
export const AdminLeaveCalendar = () => <LeaveCalendarPage admin />;
export default EmployeeLeaveCalendar;
