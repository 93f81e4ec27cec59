import { useEffect, useState } from 'react';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Skeleton, Stack } from '@mui/material';
import { format, parseISO } from 'date-fns';
import { apiRequest } from '../../src/app/http/httpClient';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { PageHeader } from '../../widgets/PageHeader';
import { AttendanceCalendar } from '../attendanceCalendar/AttendanceCalendar';
import { LeaveBalanceView } from '../leaveBalance/LeaveBalanceView';
import { PersonAvatar } from '../orgChart/PersonAvatar';

/** A reportee as GET /api/employee/my-team answers them. */
export interface TeamMember {
  empId: string;
  firstName: string;
  lastName: string;
  designation: string;
  department: string;
  attendance: string;
  firstIn: string | null;
  leave: { leaveType: string; status: string; days: number } | null;
}

type Opened = { member: TeamMember; view: 'calendar' | 'balance' } | null;
const nameOf = (m: TeamMember) => `${m.firstName} ${m.lastName}`.trim();

/**
 * My Team (/myTeam, issue 21 §4): a manager's direct reportees with today's attendance (the day's
 * status once processed, else whether they have swiped in) and leave today; each opens their
 * attendance calendar and leave balances (the manager's read of a direct reportee).
 */
export function MyTeamPage() {
  const [team, setTeam] = useState<{ date: string; members: TeamMember[] } | null>(null);
  const [opened, setOpened] = useState<Opened>(null);
  useEffect(() => {
    let current = true;
    apiRequest<{ date: string; members: TeamMember[] }>('/employee/my-team')
      .then((answer) => current && setTeam(answer))
      .catch(() => current && setTeam({ date: '', members: [] }));
    return () => {
      current = false;
    };
  }, []);
  const columns: DataColumn<TeamMember>[] = [
    {
      label: 'Employee',
      value: (m) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PersonAvatar firstName={m.firstName} lastName={m.lastName} empId={m.empId} />
          <span>{`${nameOf(m)} (${m.empId})`}</span>
        </Stack>
      ),
    },
    { label: 'Designation', value: (m) => m.designation },
    { label: 'Attendance Today', value: (m) => (m.firstIn ? `${m.attendance} (${format(parseISO(m.firstIn), 'HH:mm')})` : m.attendance) },
    { label: 'Leave Today', value: (m) => (m.leave ? <Chip size="small" color={m.leave.status === 'Approved' ? 'success' : 'warning'} label={`${m.leave.leaveType} ${m.leave.days === 0.5 ? '(half day) ' : ''}· ${m.leave.status}`} /> : '—') },
    {
      label: 'Actions',
      value: (m) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" aria-label={`Attendance calendar of ${nameOf(m)}`} onClick={() => setOpened({ member: m, view: 'calendar' })}>
            Calendar
          </Button>
          <Button size="small" aria-label={`Leave balances of ${nameOf(m)}`} onClick={() => setOpened({ member: m, view: 'balance' })}>
            Balances
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <Stack spacing={2}>
      <PageHeader title="My Team" subtitle={team?.date ? `Today, ${format(parseISO(team.date), 'dd-MM-yyyy')}` : undefined} />
      {team === null ? (
        <Skeleton variant="rounded" height={200} />
      ) : (
        <Paper variant="outlined">
          <DataTable label="My team" columns={columns} rows={team.members} rowKey={(m) => m.empId} emptyText="Nobody reports to you." />
        </Paper>
      )}
      {opened ? (
        <Dialog open onClose={() => setOpened(null)} fullWidth maxWidth="md" aria-labelledby="team-member-title">
          <DialogTitle id="team-member-title">{`${opened.view === 'calendar' ? 'Attendance calendar' : 'Leave balances'} · ${nameOf(opened.member)}`}</DialogTitle>
          <DialogContent>{opened.view === 'calendar' ? <AttendanceCalendar empId={opened.member.empId} /> : <LeaveBalanceView empId={opened.member.empId} />}</DialogContent>
          <DialogActions>
            <Button onClick={() => setOpened(null)}>Close</Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Stack>
  );
}
