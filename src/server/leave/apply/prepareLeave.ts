import { differenceInCalendarDays, parseISO } from 'date-fns';
import { sql } from 'kysely';
import type { AuthContext } from '../../auth/AuthContext.js';
import type { Db } from '../../db/database.js';
import { AppError, badRequest, conflict, notFound } from '../../http/AppError.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import { loadLockSetting } from '../../attendance/loadLockSetting.js';
import { attendanceWindows } from '../../../shared/attendanceWindows.js';
import { countLeaveDays, spanProblem, type LeaveDayCount } from '../../../shared/leave/countLeaveDays.js';
import { leaveYearOf } from '../../../shared/leaveRecords.js';
import { loadLeaveTypes, type LeaveTypeRule } from '../leaveTypes.js';
import { loadLeaveSchemes } from '../loadLeaveSchemes.js';
import { mayTake } from '../mayTake.js';
import { loadLeaveBalances } from '../ledger/loadLeaveBalances.js';
import { compOffCover } from '../special/lapseCompOff.js';
import { availableOf } from '../../../shared/leave/availableBalance.js';
import { COMP_OFF_TYPE } from '../../../shared/compOffRules.js';
import { loadLeaveCalendar } from './loadLeaveCalendar.js';
import type { LeaveApplyPayload } from './leaveApplySchemas.js';
import { readAttachedFile, type AttachedFile } from '../../files/attachedFile.js';
import { personName } from '../../../shared/personName.js';
import { approverRefusal, chosenApprover, loadApprovers, type Approver } from '../../approvers/loadApprovers.js';

/** An application checked against everything that does not change under it, with its days counted. */
export interface PreparedLeave {
  payload: LeaveApplyPayload;
  employee: { id: number; empId: string; name: string };
  approver: Approver;
  type: LeaveTypeRule;
  count: LeaveDayCount;
  year: number;
  /** The type needs a document for this many days (more than its documentAfterDays). */
  attachmentRequired: boolean;
  /** The document sent, read and checked (not stored yet). */
  attachment: AttachedFile | null;
}

/** The code of the restricted holiday type: counted only on restricted holidays that apply to the employee. */
export const RESTRICTED_HOLIDAY_TYPE = 'RH';

const field = (name: string, message: string) => badRequest(message, [{ field: name, message }]);

/**
 * The checks of an application that do not depend on other applications or the balance
 * (docs/leave-applications.md, "Refusals"), and the days as the server counts them. Throws a 400
 * with the first problem found. The preview (`forPreview`) has no document yet: it is told whether
 * one is required instead of being refused for lacking it.
 */
export async function prepareLeave(db: Db, auth: AuthContext, payload: LeaveApplyPayload, forPreview = false): Promise<PreparedLeave> {
  const spanIssue = spanProblem(payload);
  if (spanIssue) throw field(/last day/.test(spanIssue) ? 'toSessions' : /session/i.test(spanIssue) ? 'fromSessions' : 'toDate', spanIssue);
  const me = await db
    .selectFrom('employee')
    .select(['id', 'emp_id', 'first_name', 'last_name', 'date_of_joining', 'gender', 'probation_end_date'])
    .where('id', '=', auth.employeeId)
    .executeTakeFirst();
  if (!me) throw notFound('Employee not found');

  const type = (await loadLeaveTypes(db, auth.organizationId)).get(payload.leaveType);
  if (!type) throw field('leaveType', `Unknown leave type ${payload.leaveType}`);
  const scheme = (await loadLeaveSchemes(db, auth.organizationId, [me.id])).get(me.id);
  if (!mayTake(type, { gender: me.gender, probationEndDate: me.probation_end_date }, scheme, payload.fromDate)) {
    throw field('leaveType', `You are not eligible for ${type.leaveName}`);
  }

  // Applying to: the primary manager by default (the fallback approver without one), or the reviewer (as regularization's applied-to).
  const approvers = await loadApprovers(db, auth.organizationId, me.id);
  const approver = chosenApprover(approvers, payload.appliedTo);
  if (!approver) throw field('appliedTo', approverRefusal(approvers));

  const today = attendanceToday();
  const window = attendanceWindows(today, await loadLockSetting(db, auth.organizationId)).employee;
  const year = leaveYearOf(payload.fromDate);
  if (payload.fromDate < window.from) throw field('fromDate', `Attendance is closed for this date! Leave can be applied from ${window.from}`);
  if (leaveYearOf(payload.toDate) !== year) throw field('toDate', 'A leave application must fall within one leave year (calendar year)');
  if (year > leaveYearOf(today)) throw field('fromDate', `Leave for ${year} opens on ${year}-01-01`);
  if (me.date_of_joining && payload.fromDate < me.date_of_joining) throw field('fromDate', `${payload.fromDate} is before your date of joining (${me.date_of_joining})`);
  // A type without notice may be applied back-dated inside the window; one with notice only that far ahead.
  if (type.minNoticeDays > 0 && differenceInCalendarDays(parseISO(payload.fromDate), parseISO(today)) < type.minNoticeDays) {
    throw field('fromDate', `${type.leaveName} needs ${type.minNoticeDays} day(s) notice`);
  }

  const calendar = await loadLeaveCalendar(db, auth.organizationId, me.id, payload.fromDate, payload.toDate);
  const count = countLeaveDays(payload, calendar, { sandwich: type.sandwich, restrictedOnly: type.code === RESTRICTED_HOLIDAY_TYPE });
  if (count.numOfDays === 0) {
    throw field('fromDate', type.code === RESTRICTED_HOLIDAY_TYPE ? 'Restricted holiday leave can be taken only on a restricted holiday of your state and location' : 'The selected dates hold no working day to take leave on');
  }
  if (!type.halfDayAllowed && count.days.some((day) => day.counted === 0.5)) throw field('fromSessions', `${type.leaveName} cannot be taken for half a day`);
  if (type.maxDaysPerApplication !== null && count.numOfDays > type.maxDaysPerApplication) {
    throw field('toDate', `${type.leaveName} allows at most ${type.maxDaysPerApplication} day(s) per application`);
  }
  const attachmentRequired = type.documentAfterDays !== null && count.numOfDays > type.documentAfterDays;
  if (attachmentRequired && !forPreview && !payload.attachment) {
    throw field('attachment', `An attachment is required for ${type.leaveName} of more than ${type.documentAfterDays} day(s): attach the document (PDF, PNG or JPEG, at most 2 MB)`);
  }
  const attachment = payload.attachment ? await readAttachedFile(payload.attachment, 'attachment') : null;
  return {
    payload,
    employee: { id: me.id, empId: me.emp_id, name: personName(me.first_name, me.last_name) },
    approver,
    type,
    count,
    year,
    attachmentRequired,
    attachment,
  };
}

/**
 * What other records say against the application: the balance available (balance less pending)
 * when the type is paid, another pending or approved leave on the same session, a pending
 * regularization on one of its dates. Run inside the transaction after lockLeaveBalance, and by
 * the preview. Null when nothing does.
 */
export async function stateProblem(db: Db, organizationId: number, prepared: PreparedLeave): Promise<AppError | null> {
  const counted = prepared.count.days.filter((day) => day.counted > 0);
  const dates = counted.map((day) => day.date);
  const taken = await db
    .selectFrom('leave_application_day')
    .select([sql<string>`to_char(leave_date, 'YYYY-MM-DD')`.as('date'), 'session1', 'session2'])
    .where('organization_id', '=', organizationId)
    .where('employee_id', '=', prepared.employee.id)
    .where('leave_date', 'in', dates)
    .where('status', 'in', ['Pending', 'Approved'])
    .execute();
  const clash = counted.find((day) => taken.some((t) => t.date === day.date && day.sessions.some((s) => (s === 1 ? t.session1 : t.session2))));
  if (clash) return conflict(`Leave has already been applied for ${clash.date}`);
  const regularizing = await db
    .selectFrom('regularization_date')
    .select(sql<string>`to_char(attendance_date, 'YYYY-MM-DD')`.as('date'))
    .where('organization_id', '=', organizationId)
    .where('employee_id', '=', prepared.employee.id)
    .where('attendance_date', 'in', dates)
    .where('status', '=', 'Pending')
    .orderBy('attendance_date')
    .executeTakeFirst();
  if (regularizing) return conflict(`A regularization is pending for ${regularizing.date}; withdraw it or wait for its decision`);
  if (!prepared.type.paid) return null;
  const available = await availableDays(db, organizationId, prepared.employee.id, prepared.year, prepared.type.code);
  if (prepared.count.numOfDays > available) {
    return conflict(`Insufficient ${prepared.type.leaveName} balance: ${available} day(s) available, ${prepared.count.numOfDays} applied`);
  }
  return null;
}

/** Available to apply, per type code: the year's balance less the days pending approval (docs/leave.md); comp-off over every year. */
export async function loadAvailableDays(db: Db, organizationId: number, employeeId: number, year: number): Promise<Map<string, number>> {
  const [rows, compOff] = await Promise.all([
    loadLeaveBalances(db, organizationId, [employeeId], year),
    compOffCover(db, organizationId, employeeId, attendanceToday()),
  ]);
  const available = new Map((rows.get(employeeId) ?? []).map((row) => [row.leaveType, availableOf(row)]));
  return available.set(COMP_OFF_TYPE, availableOf(compOff));
}

/** Available to apply for one type (loadAvailableDays). */
export async function availableDays(db: Db, organizationId: number, employeeId: number, year: number, leaveType: string): Promise<number> {
  return (await loadAvailableDays(db, organizationId, employeeId, year)).get(leaveType) ?? 0;
}
