import { sql, type Transaction } from 'kysely';
import type { Tables } from '../db/tables.js';
import { MONTH_END_RIGHT } from '../leave/apply/decideLeave.js';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import type { ProductMail } from '../mail/productMail.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../http/AppError.js';
import { holdsInSession, type Right } from '../auth/tenancy.js';
import { decidePendingMany } from '../http/decidePending.js';
import { recordAudits } from '../audit/recordAudit.js';
import { loadDecisionRule } from '../attendance/loadDecisionRule.js';
import { markAttendanceDirtyRanges } from '../attendance/markAttendanceDirty.js';
import { checkDecision, lockDateTrail, type DecisionPath } from '../../shared/decisionRule.js';
import { MESSAGES, rejectReasonProblem, type DecisionPayload } from '../../shared/regularizationRules.js';
import { personName } from '../../shared/personName.js';

/** Who may decide any request of the organisation: the admin approval screen's deciders. */
export const ADMIN_DECISION_RIGHT: Right = { path: '/attendance/adminAttendanceRegApproved', verb: 'edit' };

export interface Decided {
  regularizationCode: string;
  status: 'Approved' | 'Rejected' | 'Partially Approved';
  employee: { email: string; name: string; empId: string };
}

/** The mail a decision sends the applicant (through the outbox, after the commit). */
export const regularizationDecisionMail = (decided: Decided, by: string, organizationId: number): ProductMail => ({
  to: decided.employee.email,
  event: 'Regularization Decided',
  variables: {
    employeeName: decided.employee.name,
    firstName: decided.employee.name.split(' ')[0],
    empId: decided.employee.empId,
    regularizationCode: decided.regularizationCode,
    status: decided.status,
    decidedBy: by,
  },
  organizationId,
});

const sameDates = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Spec 001 §4–§5: the manager the request was applied to (or an admin approver) decides a pending
 * request, all dates or per date, on the dates its path may decide (checkDecision: the approver
 * window, or any date of a month not closed for the month end); the decided dates are marked for the
 * processor in the same transaction. Nobody decides their own request; a decided one stays decided.
 */
export async function decideRegularization(db: Db, auth: AuthContext, payload: DecisionPayload): Promise<Decided> {
  return db.transaction().execute((trx) => decideRegularizationIn(trx, auth, payload));
}

/** decideRegularization inside the caller's transaction. */
export async function decideRegularizationIn(trx: Transaction<Tables>, auth: AuthContext, payload: DecisionPayload): Promise<Decided> {
  const [decided] = await decideRegularizationsIn(trx, auth, [payload]);
  return decided;
}

/**
 * decideRegularization for several requests inside the caller's transaction, all or nothing (the
 * month end's Submit and close, docs/month-end.md): every request is checked first, then each kind
 * of write is one statement for them all — the same rules and writes as one decision.
 */
export async function decideRegularizationsIn(trx: Transaction<Tables>, auth: AuthContext, payloads: readonly DecisionPayload[], path: DecisionPath = 'approver'): Promise<Decided[]> {
  if (!payloads.length) return [];
  const organizationId = auth.organizationId;
  const codes = payloads.map((payload) => payload.regCode);
  const [requests, dateRows, rule] = await Promise.all([
    trx
      .selectFrom('regularization as r')
      .innerJoin('employee as e', 'e.id', 'r.employee_id')
      .innerJoin('employee as a', 'a.id', 'r.applied_to_id')
      .select(['r.id', 'r.regularization_code', 'r.employee_id', 'r.applied_to_id', 'r.status', 'e.emp_id', 'e.official_email', 'e.first_name', 'e.last_name', 'a.emp_id as approver_emp_id'])
      .where('r.organization_id', '=', organizationId)
      .where('r.regularization_code', 'in', codes)
      .execute(),
    trx
      .selectFrom('regularization_date as d')
      .innerJoin('regularization as r', (join) => join.onRef('r.organization_id', '=', 'd.organization_id').onRef('r.id', '=', 'd.regularization_id'))
      .select(['r.regularization_code', sql<string>`to_char(d.attendance_date, 'YYYY-MM-DD')`.as('date')])
      .where('d.organization_id', '=', organizationId)
      .where('r.regularization_code', 'in', codes)
      .execute(),
    loadDecisionRule(trx, organizationId, path),
  ]);
  const byCode = new Map(requests.map((request) => [request.regularization_code, request]));
  const planned = payloads.map((payload) => {
    const request = byCode.get(payload.regCode);
    if (!request || request.emp_id !== payload.empId.trim().toUpperCase()) throw notFound('Regularization request not found');
    if (request.employee_id === auth.employeeId) throw forbidden('You cannot decide your own regularization request.');
    if (request.applied_to_id !== auth.employeeId && !holdsInSession(auth, ADMIN_DECISION_RIGHT) && !holdsInSession(auth, MONTH_END_RIGHT)) {
      throw forbidden('Only the manager this request was applied to can decide it.');
    }
    if (request.status !== 'Pending') throw conflict(`This regularization request is already ${request.status === 'Withdrawn' ? 'withdrawn' : 'decided'}.`);
    const dates = dateRows.filter((row) => row.regularization_code === payload.regCode).map((row) => row.date);
    const approving = payload.key === 'Rejected' ? [] : payload.key === 'Approved' ? dates : (payload.approvedDate ?? []);
    const { refusal, partialOffered, lockDatePassed } = checkDecision(rule, { kind: 'regularization', dates, approved: approving });
    if (refusal) throw new AppError(refusal.status, path === 'monthEnd' ? `${payload.regCode}: ${refusal.message}` : refusal.message);
    return { payload, request, dates, lockDatePassed, ...decisionOf(payload, dates, partialOffered) };
  });

  // One guarded UPDATE per distinct decision (status and reason): every row still Pending, or nothing.
  const groups = new Map<string, typeof planned>();
  for (const plan of planned) {
    const key = JSON.stringify([plan.payload.key, plan.payload.key === 'Rejected' ? plan.remarks[0] : null]);
    groups.set(key, [...(groups.get(key) ?? []), plan]);
  }
  for (const group of groups.values()) {
    const { payload, remarks } = group[0];
    await decidePendingMany(
      trx,
      'regularization',
      { organizationId, ids: group.map((plan) => plan.request.id), decidedBy: auth.employeeId },
      { status: payload.key, reject_reason: payload.key === 'Rejected' ? remarks[0] : null },
      'This regularization request is already decided.',
    );
  }
  const decidedDates = planned.flatMap(({ request, approved, rejected, remarks }) => [
    ...approved.map((date) => ({ id: request.id, date, status: 'Approved', remarks: null as string | null })),
    ...rejected.map((date, index) => ({ id: request.id, date, status: 'Rejected', remarks: remarks[index] ?? remarks[0] })),
  ]);
  await sql`
    UPDATE regularization_date d SET status = u.status::text, approver_remarks = u.remarks
    FROM unnest(${sql.val(decidedDates.map((r) => r.id))}::integer[], ${sql.val(decidedDates.map((r) => r.date))}::date[], ${sql.val(decidedDates.map((r) => r.status))}::text[], ${sql.val(decidedDates.map((r) => r.remarks))}::text[]) AS u(id, attendance_date, status, remarks)
    WHERE d.organization_id = ${organizationId} AND d.regularization_id = u.id AND d.attendance_date = u.attendance_date`.execute(trx);
  await markAttendanceDirtyRanges(trx, organizationId, planned.flatMap(({ request, dates }) => dates.map((date) => ({ employeeId: request.employee_id, from: date, to: date }))));
  await recordAudits(
    trx,
    auth,
    planned.map(({ payload, request, approved, rejected, remarks, lockDatePassed }) => ({
      entity: 'regularization',
      entityId: payload.regCode,
      action: payload.key === 'Approved' ? 'approve' : payload.key === 'Rejected' ? 'reject' : 'partially approve',
      before: { status: 'Pending' },
      // An administrator deciding instead of the approver: the trail names whose decision it was.
      after: {
        status: payload.key,
        approvedDate: approved,
        rejectedDate: rejected,
        remarks,
        ...(request.applied_to_id === auth.employeeId ? {} : { insteadOf: request.approver_emp_id }),
        ...lockDateTrail(rule, lockDatePassed),
      },
    })),
  );
  return planned.map(({ payload, request }) => ({ regularizationCode: payload.regCode, status: payload.key, employee: { email: request.official_email, name: personName(request.first_name, request.last_name), empId: request.emp_id } }));
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
