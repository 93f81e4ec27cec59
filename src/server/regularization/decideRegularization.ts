import { sql, type Transaction } from 'kysely';
import type { Tables } from '../db/tables.js';
import { MONTH_END_RIGHT } from '../leave/apply/decideLeave.js';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import type { Mail } from '../mail/Mailer.js';
import { badRequest, conflict, forbidden, notFound } from '../http/AppError.js';
import { holdsInSession, type Right } from '../auth/tenancy.js';
import { decidePending } from '../http/decidePending.js';
import { recordAudit } from '../audit/recordAudit.js';
import { attendanceToday } from '../attendance/attendanceClock.js';
import { loadLockSetting } from '../attendance/loadLockSetting.js';
import { markAttendanceDirty } from '../attendance/markAttendanceDirty.js';
import { attendanceWindows } from '../../shared/attendanceWindows.js';
import { decisionOffers, MESSAGES, rejectReasonProblem, type DecisionPayload } from '../../shared/regularizationRules.js';
import { personName } from '../../shared/personName.js';

/** Who may decide any request of the organisation: the admin approval screen's deciders. */
export const ADMIN_DECISION_RIGHT: Right = { path: '/attendance/adminAttendanceRegApproved', verb: 'edit' };

export interface Decided {
  regularizationCode: string;
  status: 'Approved' | 'Rejected' | 'Partially Approved';
  employee: { email: string; name: string };
}

/** The mail a decision sends the applicant (through the outbox, after the commit). */
export const regularizationDecisionMail = (decided: Decided, by: string, organizationId: number): Mail => ({
  to: decided.employee.email,
  subject: `Regularization ${decided.regularizationCode}: ${decided.status}`,
  body: `Dear ${decided.employee.name}, your regularization ${decided.regularizationCode} is ${decided.status.toLowerCase()} by ${by}.`,
  organizationId,
});

const sameDates = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Spec 001 §4–§5: the manager the request was applied to (or an admin approver) decides a pending
 * request, all dates or per date, inside the approver window; the decided dates are marked for the
 * processor in the same transaction. Nobody decides their own request; a decided one stays decided.
 */
export async function decideRegularization(db: Db, auth: AuthContext, payload: DecisionPayload): Promise<Decided> {
  return db.transaction().execute((trx) => decideRegularizationIn(trx, auth, payload));
}

/**
 * decideRegularization inside the caller's transaction: every read and write on `trx`, so a batch
 * (the month end's Submit and close) decides many requests all or nothing (docs/month-end.md).
 */
export async function decideRegularizationIn(trx: Transaction<Tables>, auth: AuthContext, payload: DecisionPayload): Promise<Decided> {
  const request = await trx
    .selectFrom('regularization as r')
    .innerJoin('employee as e', 'e.id', 'r.employee_id')
    .innerJoin('employee as a', 'a.id', 'r.applied_to_id')
    .select(['r.id', 'r.employee_id', 'r.applied_to_id', 'r.status', 'e.emp_id', 'e.official_email', 'e.first_name', 'e.last_name', 'a.emp_id as approver_emp_id'])
    .where('r.organization_id', '=', auth.organizationId)
    .where('r.regularization_code', '=', payload.regCode)
    .executeTakeFirst();
  if (!request || request.emp_id !== payload.empId.trim().toUpperCase()) throw notFound('Regularization request not found');
  if (request.employee_id === auth.employeeId) throw forbidden('You cannot decide your own regularization request.');
  if (request.applied_to_id !== auth.employeeId && !holdsInSession(auth, ADMIN_DECISION_RIGHT) && !holdsInSession(auth, MONTH_END_RIGHT)) {
    throw forbidden('Only the manager this request was applied to can decide it.');
  }
  if (request.status !== 'Pending') throw conflict(`This regularization request is already ${request.status === 'Withdrawn' ? 'withdrawn' : 'decided'}.`);

  const dates = (
    await trx
      .selectFrom('regularization_date')
      .select(sql<string>`to_char(attendance_date, 'YYYY-MM-DD')`.as('date'))
      .where('organization_id', '=', auth.organizationId)
      .where('regularization_id', '=', request.id)
      .execute()
  ).map((row) => row.date);

  const window = attendanceWindows(attendanceToday(), await loadLockSetting(trx, auth.organizationId)).approver;
  const offers = decisionOffers(dates, window);
  if (!offers.approveReject) throw badRequest('None of the applied dates is inside the approval window; this request can no longer be decided.');

  const { approved, rejected, remarks } = decisionOf(payload, dates, offers.partial);

  await decidePending(
    trx,
    'regularization',
    { organizationId: auth.organizationId, id: request.id, decidedBy: auth.employeeId },
    { status: payload.key, reject_reason: payload.key === 'Rejected' ? remarks[0] : null },
    'This regularization request is already decided.',
  );
  const dateRows = trx.updateTable('regularization_date').where('organization_id', '=', auth.organizationId).where('regularization_id', '=', request.id);
  if (approved.length) await dateRows.set({ status: 'Approved', approver_remarks: null }).where('attendance_date', 'in', approved).execute();
  for (const [index, date] of rejected.entries()) {
    await dateRows.set({ status: 'Rejected', approver_remarks: remarks[index] ?? remarks[0] }).where('attendance_date', '=', date).execute();
  }
  for (const date of dates) await markAttendanceDirty(trx, auth.organizationId, { employeeIds: [request.employee_id], from: date, to: date });
  await recordAudit(trx, auth, {
    entity: 'regularization',
    entityId: payload.regCode,
    action: payload.key === 'Approved' ? 'approve' : payload.key === 'Rejected' ? 'reject' : 'partially approve',
    before: { status: 'Pending' },
    // An administrator deciding instead of the approver: the trail names whose decision it was.
    after: { status: payload.key, approvedDate: approved, rejectedDate: rejected, remarks, ...(request.applied_to_id === auth.employeeId ? {} : { insteadOf: request.approver_emp_id }) },
  });
  return { regularizationCode: payload.regCode, status: payload.key, employee: { email: request.official_email, name: personName(request.first_name, request.last_name) } };
}

/** The dates approved and rejected, with the remarks of each rejected date, or a 400 saying what is wrong. */
function decisionOf(payload: DecisionPayload, dates: string[], partialOffered: boolean) {
  const approvedDate = payload.approvedDate ?? [];
  const rejectedDate = payload.rejectedDate ?? [];
  const remarks = (payload.remarks ?? []).map((remark) => remark.trim());
  const strangers = [...approvedDate, ...rejectedDate].filter((date) => !dates.includes(date));
  if (strangers.length) throw badRequest(`${strangers.join(', ')} ${strangers.length > 1 ? 'are' : 'is'} not a date of this request`);
  if (payload.key === 'Approved') {
    if (rejectedDate.length || (approvedDate.length && !sameDates(approvedDate, dates))) throw badRequest('An approval approves every date of the request; use Partial Approve to reject some');
    return { approved: dates, rejected: [], remarks: [] };
  }
  if (payload.key === 'Rejected') {
    const problem = rejectReasonProblem(remarks[0]);
    if (problem) throw badRequest(problem, [{ field: 'remarks', message: problem }]);
    if (approvedDate.length || (rejectedDate.length && !sameDates(rejectedDate, dates))) throw badRequest('A rejection rejects every date of the request; use Partial Approve to approve some');
    return { approved: [], rejected: dates, remarks: dates.map(() => remarks[0]) };
  }
  if (!partialOffered) throw badRequest('Partial approval needs a request of more than one day');
  if (!approvedDate.length || !rejectedDate.length) throw badRequest('A partial approval approves some dates and rejects the others');
  if (!sameDates([...approvedDate, ...rejectedDate], dates)) throw badRequest('A partial approval decides every date of the request exactly once');
  if (remarks.length !== rejectedDate.length || remarks.some((remark) => !remark)) {
    throw badRequest(MESSAGES.remarksRequired, [{ field: 'remarks', message: MESSAGES.remarksRequired }]);
  }
  return { approved: approvedDate, rejected: rejectedDate, remarks };
}
