import { Button, Card, CardActions, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import type { SignState } from '../../shared/signState';
import { signStatusText } from './signState';
import type { TodayStatus } from './useTodayAttendance';

export interface TodayAttendanceCardProps {
  state: SignState | null;
  status: TodayStatus;
  busy: boolean;
  onSign: (isSign: boolean) => void;
}

/** The dashboard's Today's Attendance card (issue 10 §3): today's state and the web Sign In / Sign Out button. */
export default function TodayAttendanceCard({ state, status, busy, onSign }: TodayAttendanceCardProps) {
  const titleId = 'dashboard-card-attendance';
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader title="Today's Attendance" slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent sx={{ flexGrow: 1 }}>
        {status === 'loading' ? (
          <Skeleton width="70%" />
        ) : status === 'error' || !state ? (
          <Typography color="error">Today's attendance could not be loaded.</Typography>
        ) : (
          <Typography aria-live="polite" data-testid="today-attendance-status">
            {signStatusText(state)}
          </Typography>
        )}
      </CardContent>
      {state ? (
        <CardActions sx={{ px: 2, pb: 2 }}>
          {state.signedIn ? (
            <Button variant="outlined" color="secondary" startIcon={<LogoutIcon />} disabled={busy} onClick={() => onSign(false)}>
              Sign Out
            </Button>
          ) : (
            <Button variant="contained" startIcon={<LoginIcon />} disabled={busy} onClick={() => onSign(true)}>
              Sign In
            </Button>
          )}
        </CardActions>
      ) : null}
    </Card>
  );
}
