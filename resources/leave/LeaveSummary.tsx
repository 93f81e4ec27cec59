import { Chip, Link, Stack, Typography } from '@mui/material';
import { apiBlob } from '../../src/app/http/httpClient';
import { downloadBlob } from '../../src/app/masters/download';
import type { LeaveApplicationRecord } from '../../src/shared/leave/leaveApplicationRecord';
import type { LeaveSession } from '../../src/shared/leaveRecords';
import { formatDisplayDate } from '../../widgets/rules/dateRules';

/** A day-choice as read: 'Session 1', 'Session 2' or nothing for both. */
const choice = (sessions: readonly LeaveSession[]) => (sessions.length === 1 ? ` Session ${sessions[0]}` : '');
/** The dates with their day-choices: '16/11/2026 – 17/11/2026 Session 2', a one-day leave with its one choice. */
const span = (record: LeaveApplicationRecord) =>
  record.fromDate === record.toDate
    ? `${formatDisplayDate(record.fromDate)}${choice(record.fromSessions)}`
    : `${formatDisplayDate(record.fromDate)}${choice(record.fromSessions)} – ${formatDisplayDate(record.toDate)}${choice(record.toSessions)}`;

const STATUS_COLOR: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'> = { Pending: 'warning', Approved: 'success', 'Partially Approved': 'info', Rejected: 'error' };

/** One application's head: code, type, dates with their sessions, days, reason and status. */
export function LeaveSummary({ record, who }: { record: LeaveApplicationRecord; who?: boolean }) {
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{`${record.leaveName} (${record.leaveType})`}</Typography>
        <Typography color="text.secondary">{record.leaveCode}</Typography>
        {who && <Typography>{`${record.empName} (${record.empId})`}</Typography>}
        <Chip size="small" label={record.status} color={STATUS_COLOR[record.status] ?? 'default'} aria-label={`Status ${record.status}`} />
      </Stack>
      <Typography variant="body2">
        {`${span(record)} · ${record.numOfDays} day(s) · applied ${formatDisplayDate(record.appliedDate)} to ${record.appliedToName}`}
      </Typography>
      <Typography variant="body2">{`Reason: ${record.empReason}`}</Typography>
      <Typography variant="body2" data-testid={`days-${record.leaveCode}`}>
        {record.days.map((day) => `${formatDisplayDate(day.date)}${day.sessions.length === 1 ? ` (Session ${day.sessions[0]})` : ''}: ${day.status}${day.remarks ? ` (${day.remarks})` : ''}`).join(' · ')}
      </Typography>
      {record.attachment && <LeaveDocumentLink record={record} />}
      {record.remarks && <Typography variant="body2">{`Remarks: ${record.remarks}`}</Typography>}
    </Stack>
  );
}

/** The supporting document: a download fetched with the bearer token (the server lets only the applicant, the approver and HR read it); before uploads, its name. */
function LeaveDocumentLink({ record }: { record: LeaveApplicationRecord }) {
  const url = record.attachmentUrl;
  return (
    <Typography variant="body2">
      {'Document: '}
      {url ? (
        <Link component="button" variant="body2" onClick={() => void apiBlob(url).then((blob) => downloadBlob(blob, record.attachment ?? 'document'))}>
          {record.attachment}
        </Link>
      ) : (
        record.attachment
      )}
    </Typography>
  );
}
