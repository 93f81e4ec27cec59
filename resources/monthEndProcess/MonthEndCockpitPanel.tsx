import { Button, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { musterLink } from '../attendanceMuster/musterStore';
import type { MonthEndView } from './useMonthEnd';

const shown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** One figure of the cockpit: its number, what it counts, and the list it opens. */
function Figure({ label, value, onOpen, to }: { label: string; value: string | number; onOpen?: () => void; to?: string }) {
  const number = (
    <Typography component="span" variant="h5" sx={{ fontWeight: 600 }}>
      {value}
    </Typography>
  );
  return (
    <Stack sx={{ minWidth: 140 }}>
      {onOpen ? (
        <Button variant="text" onClick={onOpen} aria-label={`${label}: ${value}`} sx={{ justifyContent: 'flex-start', p: 0, minWidth: 0 }}>
          {number}
        </Button>
      ) : to ? (
        <Link component={RouterLink} to={to} aria-label={`${label}: ${value}`} underline="hover">
          {number}
        </Link>
      ) : (
        number
      )}
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Stack>
  );
}

/**
 * The month-end cockpit (docs/month-end.md): what is pending and who holds it, the days not yet
 * processed, the month's LOP against its previous close. Each number opens its list: a tab of this
 * page filtered to it, or the muster.
 */
export function MonthEndCockpitPanel({ view }: { view: MonthEndView }) {
  const { cockpit, actions } = view;
  if (!cockpit) return <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />;
  const lopAgainst =
    cockpit.previousLopTotal === null ? 'no previous run' : `previous run ${cockpit.previousLopTotal} (${cockpit.lopTotal - cockpit.previousLopTotal >= 0 ? '+' : ''}${Math.round((cockpit.lopTotal - cockpit.previousLopTotal) * 100) / 100})`;
  return (
    <Paper variant="outlined" component="section" aria-label="Month-end cockpit" sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        Payroll month {shown(cockpit.startDate)} – {shown(cockpit.endDate)}
        {cockpit.closed ? ' (closed)' : ''}
      </Typography>
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Figure label="Pending leave applications" value={cockpit.pendingLeave} onOpen={() => void actions.showList('leave')} />
        <Figure label="Pending regularizations" value={cockpit.pendingRegularization} onOpen={() => void actions.showList('regularization')} />
        <Figure label="Days not yet processed" value={cockpit.unprocessedDays} to={musterLink(cockpit.monthYear, 'unprocessed')} />
        <Figure label="Employees with LOP" value={cockpit.employeesWithLop} to={musterLink(cockpit.monthYear, 'lop')} />
        <Figure label={`LOP days, ${lopAgainst}`} value={cockpit.lopTotal} to={musterLink(cockpit.monthYear, 'lop')} />
      </Stack>
      {cockpit.approvers.length ? (
        <Stack component="ul" aria-label="Pending per approver" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, mt: 2, mb: 0 }}>
          {cockpit.approvers.map((approver) => {
            const holder = `${approver.name} (${approver.empId})`;
            return (
              <Stack component="li" key={approver.empId} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Typography variant="body2">{holder}:</Typography>
                {/* Each count opens its own tab, filtered to the items this approver holds. */}
                <Button size="small" variant="outlined" disabled={!approver.leave} aria-label={`Pending leave held by ${holder}: ${approver.leave}`} onClick={() => void actions.showList('leave', approver.empId)}>
                  {approver.leave} leave
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={!approver.regularization}
                  aria-label={`Pending regularizations held by ${holder}: ${approver.regularization}`}
                  onClick={() => void actions.showList('regularization', approver.empId)}
                >
                  {approver.regularization} regularization
                </Button>
              </Stack>
            );
          })}
        </Stack>
      ) : null}
    </Paper>
  );
}
