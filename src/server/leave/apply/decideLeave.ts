import type { AuthContext } from '../../auth/AuthContext.js';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Mail } from '../../mail/Mailer.js';
import type { Tables } from '../../db/tables.js';
import { badRequest, conflict, forbidden } from '../../http/AppError.js';
import { holdsInSession, type Right } from '../../auth/tenancy.js';
import { decidePending } from '../../http/decidePending.js';
import { recordAudit } from '../../audit/recordAudit.js';
import { markAttendanceDirty } from '../../attendance/markAttendanceDirty.js';
import { rejectReasonProblem } from '../../../shared/regularizationRules.js';
import { leaveYearOf } from '../../../shared/leaveRecords.js';
import { loadLeaveTypes } from '../leaveTypes.js';
import { lockLeaveBalance } from '../ledger/lockLeaveBalance.js';
import { postLeaveEntries } from '../ledger/postLeaveEntries.js';
import { assertBalanceCovered } from '../ledger/balanceCover.js';
import { loadApplication } from './loadOwnApplication.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import { loadLockSetting } from '../../attendance/loadLockSetting.js';
import { attendanceWindows, type DateWindow } from '../../../shared/attendanceWindows.js';
import { closedForApproval } from '../../../shared/leave/closedForApproval.js';

/** Today's approver window, from the organisation's lock setting: what a decision is held to and what the approver's list shows in advance. */
export async function loadApproverWindow(db: Db, organizationId: number): Promise<DateWindow> {
  return attendanceWindows(attendanceToday(), await loadLockSetting(db, organizationId)).approver;
}

/** The approver window's refusal of these approved dates (closedForApproval). */
export async function approvalWindowProblem(db: Db, organizationId: number, approvedDates: readonly string[]): Promise<string | null> {
  if (!approvedDates.length) return null;
  return closedForApproval(approvedDates, await loadApproverWindow(db, organizationId));
}

/** The mail a decision sends the applicant (through the outbox, after the commit). */
export const leaveDecisionMail = (decided: DecidedLeave, by: string, organizationId: number): Mail => ({
  to: decided.employee.email,
  subject: `Leave ${decided.leaveCode}: ${decided.status}`,
  body: `Dear ${decided.employee.name}, your leave ${decided.leaveCode} is ${decided.status.toLowerCase()} by ${by}.`,
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
  employee: { email: string; name: string };
}

/**
 * Spec 001 §4 for leave: the manager the application was applied to (or a month-end decider)
 * approves or rejects each pending date; a rejection needs a remark. Approved days write their
 * `application` ledger entries (none for an unpaid type) — refused when the balance no longer
 * covers them (assertBalanceCovered) — and every date is marked for the attendance processor, in
 * one transaction. Nobody decides their own; a decided one stays decided;
 * a past date is approved only inside the approver window (closedForApproval).
 */
export async function decideLeave(db: Db, auth: AuthContext, leaveCode: string, decision: LeaveDecision): Promise<DecidedLeave> {
  return db.transaction().execute((trx) => decideLeaveIn(trx, auth, leaveCode, decision));
}

/**
 * decideLeave inside the caller's transaction: every read and write on `trx`, so a batch (the month
 * end's Submit and close) decides many applications all or nothing (docs/month-end.md).
 */
export async function decideLeaveIn(trx: Transaction<Tables>, auth: AuthContext, leaveCode: string, decision: LeaveDecision): Promise<DecidedLeave> {
  const application = await loadApplication(trx, auth.organizationId, leaveCode);
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
  const closed = await approvalWindowProblem(trx, auth.organizationId, approved);
  if (closed) throw badRequest(closed, [{ field: 'approvedDate', message: closed }]);
  const status = rejected.length === 0 ? 'Approved' : approved.length === 0 ? 'Rejected' : 'Partially Approved';
  const type = (await loadLeaveTypes(trx, auth.organizationId)).get(application.leave_type);

  await lockLeaveBalance(trx, application.employee_id);
  await decidePending(trx, 'leave_application', { organizationId: auth.organizationId, id: application.id, decidedBy: auth.employeeId }, { status, remarks }, 'This leave application is already decided.');
  const days = trx.updateTable('leave_application_day').where('organization_id', '=', auth.organizationId).where('application_id', '=', application.id);
  if (approved.length) await days.set({ status: 'Approved', remarks: null }).where('leave_date', 'in', approved).execute();
  if (rejected.length) await days.set({ status: 'Rejected', remarks }).where('leave_date', 'in', rejected).execute();
  if (type?.paid !== false) {
    await postLeaveEntries(
      trx,
      application.days
        .filter((day) => approved.includes(day.date))
        .map((day) => ({
          organization_id: auth.organizationId,
          employee_id: application.employee_id,
          leave_type: application.leave_type,
          leave_year: leaveYearOf(day.date),
          entry_kind: 'application',
          days: -day.days,
          effective_date: day.date,
          source_ref: leaveCode,
          idempotency_key: `application:${leaveCode}:${day.date}`,
          reason: `Leave ${leaveCode} approved`,
          created_by: auth.empId,
        })),
    );
    // The balance invariant: what is approved must still be there for the days still pending (a
    // balance HR lowered, or days that lapsed, since the application was made).
    const years = [...new Set(approved.map(leaveYearOf))];
    await assertBalanceCovered(trx, auth.organizationId, years.map((year) => ({ employeeId: application.employee_id, leaveType: application.leave_type, year })), attendanceToday(), ([short]) =>
      conflict(
        `The ${application.leave_type} balance no longer covers this approval: it would leave ${short.balance} day(s) with ${short.pending} day(s) of other applications pending; reject the dates it cannot cover.`,
      ),
    );
  }
  await markAttendanceDirty(trx, auth.organizationId, { employeeIds: [application.employee_id], from: dates[0], to: dates[dates.length - 1] });
  // An administrator deciding at month end instead of the approver: the trail names whose decision it was.
  const insteadOf = application.applied_to_id === auth.employeeId ? {} : { insteadOf: application.approver_emp_id };
  await recordAudit(trx, auth, { entity: 'leaveApplication', entityId: leaveCode, action: status === 'Rejected' ? 'reject' : 'approve', before: { status: 'Pending' }, after: { status, approvedDate: approved, rejectedDate: rejected, remarks, ...insteadOf } });
  return { leaveCode, status, employee: { email: application.employee_email, name: application.employee_name } };
}
