import { Alert, Box, Button, Pagination, Paper, Stack, Typography } from '@mui/material';
import { accessForPath } from '../../../src/app/auth/accessForPath';
import { useLoginDetails } from '../../../src/app/auth/useLoginDetails';
import type { LopChangeEmployee, PayrollMonthState } from '../../../src/shared/payrollMonthClose';
import { DataTable, type DataColumn } from '../../../widgets/DataTable';
import { RejectReasonDialog } from '../../../widgets/regularization/RejectReasonDialog';
import { useMonthClose } from './useMonthClose';

const MONTH_END_PATH = '/adminAttendance/monthEndProcess';
/** dd-MM-yyyy, the product's display shape. */
const shownDate = (date: string) => date.split('-').reverse().join('-');
const shownInstant = (iso: string) => {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(at.getDate())}-${pad(at.getMonth() + 1)}-${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
};
const who = (name: string | null, empId: string | null) => (name ? `${name} (${empId})` : (empId ?? ''));
const signed = (days: number) => (days > 0 ? `+${days}` : String(days));
const dayStatus = (status: string | null, lop: number | null) => (status === null ? 'not stored' : `${status} (LOP ${lop ?? 0})`);

/** Open / Closed by X on date / Reopened by X: reason. */
export function monthStatusText(month: PayrollMonthState): string {
  if (month.status === 'Closed') return `Closed by ${who(month.closedByName, month.closedBy)} on ${shownInstant(month.closedOn!)}`;
  if (month.status === 'Reopened') return `Reopened by ${who(month.reopenedByName, month.reopenedBy)} on ${shownInstant(month.reopenedOn!)}: ${month.reopenReason}`;
  return 'Open: not closed yet';
}

const CHANGE_COLUMNS: DataColumn<LopChangeEmployee>[] = [
  { label: 'Emp ID', rowHeader: true, value: (row) => row.empId },
  { label: 'Employee Name', value: (row) => row.employeeName },
  {
    label: 'Days changed (payroll → now)',
    value: (row) => (
      <Stack component="ul" sx={{ m: 0, pl: 2 }}>
        {row.days.map((day) => (
          <li key={day.date}>{`${shownDate(day.date)}: ${dayStatus(day.payrollStatus, day.payrollLopDays)} → ${dayStatus(day.status, day.lopDays)}`}</li>
        ))}
      </Stack>
    ),
  },
  { label: 'LOP change', align: 'right', value: (row) => signed(row.changedLopDays) },
  { label: 'Already carried', align: 'right', value: (row) => signed(row.carriedLopDays) },
  { label: 'For next payroll', align: 'right', value: (row) => signed(row.lopDifference) },
];

/**
 * The payroll month's close on the Month End Process page (issue 20 §2): its status, the reopen
 * with a reason, the LOP changes after a reopen, and the final muster as it stood.
 */
export function MonthCloseCard({ monthYear, onChanged }: { monthYear: string; onChanged?: () => void }) {
  const view = useMonthClose(monthYear);
  const permission = useLoginDetails()?.userDetails.permission;
  const mayReopen = Boolean(permission && accessForPath(permission, MONTH_END_PATH)?.edit);
  const { month, changes } = view;
  const reopen = async () => {
    if (await view.actions.submitReopen()) onChanged?.();
  };
  return (
    <Paper component="section" aria-labelledby="month-close-title" variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Typography id="month-close-title" variant="h6" component="h2">
        Payroll Month Close
      </Typography>
      {!month ? (
        <Typography variant="body2" color="text.secondary">
          {view.loading ? 'Loading…' : 'The payroll month could not be read.'}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">{`${month.monthYear} · ${shownDate(month.startDate)} to ${shownDate(month.endDate)}`}</Typography>
          <Typography data-testid="month-close-status" sx={{ mt: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {monthStatusText(month)}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1.5 }}>
            {month.status === 'Closed' && mayReopen ? (
              <Button variant="outlined" onClick={view.actions.openReopen}>
                Reopen
              </Button>
            ) : null}
            {month.status === 'Closed' ? (
              <Button onClick={() => void view.actions.downloadMuster()} disabled={view.downloading}>
                Download final muster
              </Button>
            ) : null}
          </Stack>
          {changes ? (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle1" component="h3">
                LOP changes against payroll
              </Typography>
              {changes.unprocessedDays > 0 ? (
                <Alert
                  severity="info"
                  sx={{ my: 1 }}
                  action={
                    <Button color="inherit" size="small" onClick={() => void view.actions.showChangesPage(view.changesPage)}>
                      Refresh
                    </Button>
                  }
                >
                  {`${changes.unprocessedDays} ${changes.unprocessedDays === 1 ? 'day is' : 'days are'} still being recomputed: the figures are not final yet.`}
                </Alert>
              ) : null}
              <DataTable
                label="LOP changes"
                size="small"
                columns={CHANGE_COLUMNS}
                rows={changes.content}
                rowKey={(row) => row.empId}
                emptyText="No day differs from what payroll used"
              />
              {changes.totalPages > 1 ? (
                <Pagination sx={{ mt: 1 }} count={changes.totalPages} page={view.changesPage + 1} onChange={(_event, next) => void view.actions.showChangesPage(next - 1)} />
              ) : null}
            </Box>
          ) : null}
        </>
      )}
      <RejectReasonDialog
        open={view.reopening}
        title={`Reopen Payroll Month ${month?.monthYear ?? ''}`}
        reason={view.reason}
        error={view.reasonError}
        busy={view.busy}
        onReason={view.actions.setReason}
        onSubmit={() => void reopen()}
        onClose={view.actions.cancelReopen}
        submitLabel="Reopen"
        submitColor="primary"
      />
    </Paper>
  );
}

export default MonthCloseCard;
