import type { AuthContext } from '../../auth/AuthContext.js';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ProductMail } from '../../mail/productMail.js';
import { displayDate } from '../../../shared/displayDate.js';
import type { Tables } from '../../db/tables.js';
import { AppError, badRequest, conflict, forbidden } from '../../http/AppError.js';
import { holdsInSession, type Right } from '../../auth/tenancy.js';
import { decidePendingMany } from '../../http/decidePending.js';
import { recordAudits } from '../../audit/recordAudit.js';
import { markAttendanceDirtyRanges } from '../../attendance/markAttendanceDirty.js';
import { rejectReasonProblem } from '../../../shared/regularizationRules.js';
import { leaveYearOf } from '../../../shared/leaveRecords.js';
import { loadLeaveTypes } from '../leaveTypes.js';
import { lockLeaveBalances } from '../ledger/lockLeaveBalance.js';
import { postLeaveEntries } from '../ledger/postLeaveEntries.js';
import { assertBalanceCovered } from '../ledger/balanceCover.js';
import { loadApplications } from './loadOwnApplication.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import { loadLockSetting } from '../../attendance/loadLockSetting.js';
import { attendanceWindows, type DateWindow } from '../../../shared/attendanceWindows.js';
import { checkDecision, lockDateTrail, type DecisionPath } from '../../../shared/decisionRule.js';
import { loadDecisionRule } from '../../attendance/loadDecisionRule.js';

/** Today's approver window, from the organisation's lock setting: what a decision is held to and what the approver's list shows in advance. */
export async function loadApproverWindow(db: Db, organizationId: number): Promise<DateWindow> {
  return attendanceWindows(attendanceToday(), await loadLockSetting(db, organizationId)).approver;
}

/** The mail a decision sends the applicant (through the outbox, after the commit). */
export const leaveDecisionMail = (decided: DecidedLeave, by: string, organizationId: number): ProductMail => ({
  to: decided.employee.email,
  event: 'Leave Decided',
  variables: {
    employeeName: decided.employee.name,
    firstName: decided.employee.name.split(' ')[0],
    empId: decided.employee.empId,
    leaveCode: decided.leaveCode,
    leaveType: decided.leaveType,
    fromDate: displayDate(decided.fromDate),
    toDate: displayDate(decided.toDate),
    numOfDays: decided.numOfDays,
    status: decided.status,
    decidedBy: by,
    remarks: decided.remarks ?? '',
  },
  organizationId,
});

/** Who may decide any application of the organisation: the month-end screen's deciders (spec 001 §7). */
export const MONTH_END_RIGHT: Right = { path: '/adminAttendance/monthEndProcess', verb: 'edit' };

export interface LeaveDecision {
  approvedDate?: string[];
  rejectedDate?: string[];
  remarks?: string | null;
}

export interface DecidedLeave {
  leaveCode: string;
  status: 'Approved' | 'Rejected' | 'Partially Approved';
  employee: { email: string; name: string; empId: string };
  leaveType: string;
  fromDate: string;
  toDate: string;
  numOfDays: number;
  remarks: string | null;
}

/**
 * Spec 001 §4 for leave: the manager the application was applied to (or a month-end decider)
 * approves or rejects each pending date; a rejection needs a remark. Approved days write their
 * `application` ledger entries (none for an unpaid type) — refused when the balance no longer
 * covers them (assertBalanceCovered) — and every date is marked for the attendance processor, in
 * one transaction. Nobody decides their own; a decided one stays decided;
 * the dates it may approve are the decider's path's (checkDecision: the approver window for an
 * approver, any date of a month not closed for the month end).
 */
export async function decideLeave(db: Db, auth: AuthContext, leaveCode: string, decision: LeaveDecision): Promise<DecidedLeave> {
  return db.transaction().execute((trx) => decideLeaveIn(trx, auth, leaveCode, decision));
}

/** decideLeave inside the caller's transaction. */
export async function decideLeaveIn(trx: Transaction<Tables>, auth: AuthContext, leaveCode: string, decision: LeaveDecision): Promise<DecidedLeave> {
  const [decided] = await decideLeavesIn(trx, auth, [{ leaveCode, decision }]);
  return decided;
}

/**
 * decideLeave for several applications inside the caller's transaction, all or nothing (the month
 * end's Submit and close, docs/month-end.md): every application is checked first, then each kind of
 * write is one statement for them all — the same rules and writes as one decision, in a number of
 * statements that does not grow with the batch.
 */
export async function decideLeavesIn(
  trx: Transaction<Tables>,
  auth: AuthContext,
  items: readonly { leaveCode: string; decision: LeaveDecision }[],
  path: DecisionPath = 'approver',
): Promise<DecidedLeave[]> {
  if (!items.length) return [];
  const organizationId = auth.organizationId;
  const [applications, rule, types] = await Promise.all([
    loadApplications(trx, organizationId, items.map((item) => item.leaveCode)),
    loadDecisionRule(trx, organizationId, path),
    loadLeaveTypes(trx, organizationId),
  ]);
  const planned = items.map(({ leaveCode, decision }, index) => {
    const application = applications[index];
    if (application.employee_id === auth.employeeId) throw forbidden('You cannot decide your own leave application.');
    if (application.applied_to_id !== auth.employeeId && !holdsInSession(auth, MONTH_END_RIGHT)) throw forbidden('Only the manager this leave was applied to can decide it.');
    if (application.status !== 'Pending') throw conflict(`This leave application is already ${application.status === 'Withdrawn' ? 'withdrawn' : application.status.toLowerCase()}.`);

    const dates = application.days.map((day) => day.date);
    const approved = decision.approvedDate ?? [];
    const rejected = decision.rejectedDate ?? [];
    const strangers = [...approved, ...rejected].filter((date) => !dates.includes(date));
    if (strangers.length) throw badRequest(`${strangers.join(', ')} ${strangers.length > 1 ? 'are' : 'is'} not a date of this application`);
    if (approved.some((date) => rejected.includes(date))) throw badRequest('A date cannot be both approved and rejected');
    if (approved.length + rejected.length !== dates.length) throw badRequest('Decide every date of the application: approve or reject each');
    const remarks = decision.remarks?.trim() || null;
    if (rejected.length) {
      const problem = rejectReasonProblem(remarks);
      if (problem) throw badRequest(problem, [{ field: 'remarks', message: problem }]);
    }
    const { refusal, lockDatePassed } = checkDecision(rule, { kind: 'leave', dates, approved });
    // The month end decides a batch: its refusal names the item.
    if (refusal) throw new AppError(refusal.status, path === 'monthEnd' ? `${leaveCode}: ${refusal.message}` : refusal.message, [{ field: 'approvedDate', message: refusal.message }]);
    const status: DecidedLeave['status'] = rejected.length === 0 ? 'Approved' : approved.length === 0 ? 'Rejected' : 'Partially Approved';
    return { leaveCode, application, dates, approved, rejected, remarks, status, paid: types.get(application.leave_type)?.paid !== false, lockDatePassed };
  });

  await lockLeaveBalances(trx, planned.map((plan) => plan.application.employee_id));
  // One guarded UPDATE per distinct decision (status and remarks): every row still Pending, or nothing.
  const groups = new Map<string, typeof planned>();
  for (const plan of planned) {
    const key = JSON.stringify([plan.status, plan.remarks]);
    groups.set(key, [...(groups.get(key) ?? []), plan]);
  }
  for (const group of groups.values()) {
    const ids = group.map((plan) => plan.application.id);
    await decidePendingMany(trx, 'leave_application', { organizationId, ids, decidedBy: auth.employeeId }, { status: group[0].status, remarks: group[0].remarks }, 'This leave application is already decided.');
  }
  const dayRows = planned.flatMap((plan) => [
    ...plan.approved.map((date) => ({ id: plan.application.id, date, status: 'Approved', remarks: null as string | null })),
    ...plan.rejected.map((date) => ({ id: plan.application.id, date, status: 'Rejected', remarks: plan.remarks })),
  ]);
  await sql`
    UPDATE leave_application_day d SET status = u.status::text, remarks = u.remarks
    FROM unnest(${sql.val(dayRows.map((r) => r.id))}::integer[], ${sql.val(dayRows.map((r) => r.date))}::date[], ${sql.val(dayRows.map((r) => r.status))}::text[], ${sql.val(dayRows.map((r) => r.remarks))}::text[]) AS u(id, leave_date, status, remarks)
    WHERE d.organization_id = ${organizationId} AND d.application_id = u.id AND d.leave_date = u.leave_date`.execute(trx);
  const paid = planned.filter((plan) => plan.paid && plan.approved.length);
  await postLeaveEntries(
    trx,
    paid.flatMap(({ application, approved, leaveCode }) =>
      application.days
        .filter((day) => approved.includes(day.date))
        .map((day) => ({
          organization_id: organizationId,
          employee_id: application.employee_id,
          leave_type: application.leave_type,
          leave_year: leaveYearOf(day.date),
          entry_kind: 'application' as const,
          days: -day.days,
          effective_date: day.date,
          source_ref: leaveCode,
          idempotency_key: `application:${leaveCode}:${day.date}`,
          reason: `Leave ${leaveCode} approved`,
          created_by: auth.empId,
        })),
    ),
  );
  // The balance invariant: what is approved must still be there for the days still pending (a
  // balance HR lowered, or days that lapsed, since the application was made).
  const coverKeys = paid.flatMap(({ application, approved }) => [...new Set(approved.map(leaveYearOf))].map((year) => ({ employeeId: application.employee_id, leaveType: application.leave_type, year })));
  await assertBalanceCovered(trx, organizationId, coverKeys, attendanceToday(), ([short]) =>
    conflict(
      `The ${short.leaveType} balance no longer covers this approval: it would leave ${short.balance} day(s) with ${short.pending} day(s) of other applications pending; reject the dates it cannot cover.`,
    ),
  );
  await markAttendanceDirtyRanges(trx, organizationId, planned.map(({ application, dates }) => ({ employeeId: application.employee_id, from: dates[0], to: dates[dates.length - 1] })));
  // An administrator deciding at month end instead of the approver: the trail names whose decision it was.
  await recordAudits(
    trx,
    auth,
    planned.map(({ leaveCode, application, status, approved, rejected, remarks, lockDatePassed }) => ({
      entity: 'leaveApplication',
      entityId: leaveCode,
      action: status === 'Rejected' ? 'reject' : 'approve',
      before: { status: 'Pending' },
      after: {
        status,
        approvedDate: approved,
        rejectedDate: rejected,
        remarks,
        ...(application.applied_to_id === auth.employeeId ? {} : { insteadOf: application.approver_emp_id }),
        ...lockDateTrail(rule, lockDatePassed),
      },
    })),
  );
  return planned.map(({ leaveCode, status, application, dates, remarks }) => ({
    leaveCode,
    status,
    employee: { email: application.employee_email, name: application.employee_name, empId: application.emp_id },
    leaveType: application.leave_type,
    fromDate: [...dates].sort()[0],
    toDate: [...dates].sort().at(-1)!,
    numOfDays: application.days.reduce((sum, day) => sum + day.days, 0),
    remarks,
  }));
}
