import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/AppError.js';
import { attendanceToday } from '../attendance/attendanceClock.js';
import { loadLockSetting } from '../attendance/loadLockSetting.js';
import { payrollMonthEndingIn, payrollMonthOf, type PayrollMonth } from '../../shared/payrollMonth.js';
import type { MonthEndDecision, PendingPolicy } from '../../shared/monthEnd/monthEndRecords.js';
import { POLICY_REJECT_REMARK } from '../../shared/monthEnd/monthEndRecords.js';

export const FUTURE_MONTH = 'The month cannot be in the future';

/**
 * The payroll month a month-end call names (MM-YYYY: the payroll month ending in that calendar
 * month, with the organisation's payroll start day); refused when it has not started yet (spec 001
 * §5: month pickers cannot pick a future date).
 */
export async function monthEndWindow(db: Db, organizationId: number, monthYear: string): Promise<PayrollMonth> {
  const lock = await loadLockSetting(db, organizationId);
  const window = payrollMonthEndingIn(monthYear, lock.payrollStartDay);
  if (window.startDate > attendanceToday()) throw badRequest(FUTURE_MONTH, [{ field: 'month', message: FUTURE_MONTH }]);
  return window;
}

/** The payroll month today falls in, as MM-YYYY (the month it ends in). */
export async function currentMonthYear(db: Db, organizationId: number): Promise<string> {
  const { endDate } = payrollMonthOf(attendanceToday(), (await loadLockSetting(db, organizationId)).payrollStartDay);
  return `${endDate.slice(5, 7)}-${endDate.slice(0, 4)}`;
}

/** A pending leave application touches the window when one of its days falls in it. */
export const pendingLeaveIn = (organizationId: number, window: PayrollMonth) => sql`
  l.organization_id = ${organizationId} AND l.status = 'Pending' AND l.to_date >= ${window.startDate}::date AND l.from_date <= ${window.endDate}::date`;

/** A pending regularization request touches the window when one of its dates falls in it. */
export const pendingRegularizationIn = (organizationId: number, window: PayrollMonth) => sql`
  r.organization_id = ${organizationId} AND r.status = 'Pending' AND EXISTS (
    SELECT 1 FROM regularization_date d WHERE d.organization_id = r.organization_id AND d.regularization_id = r.id
      AND d.attendance_date BETWEEN ${window.startDate}::date AND ${window.endDate}::date)`;

/** Every item still pending in the window, as the cut-off policy decides it (none for 'leaveAsIs'), leaving out those already chosen. */
export async function policyDecisions(db: Db, organizationId: number, window: PayrollMonth, policy: PendingPolicy | undefined, chosen: readonly MonthEndDecision[] = []): Promise<MonthEndDecision[]> {
  if (!policy || policy === 'leaveAsIs') return [];
  const taken = new Set(chosen.map((d) => `${d.kind}|${d.code}`));
  const [leaves, regularizations] = await Promise.all([
    sql<{ code: string; emp_id: string }>`
      SELECT l.leave_code AS code, e.emp_id FROM leave_application l JOIN employee e ON e.id = l.employee_id
      WHERE ${pendingLeaveIn(organizationId, window)} ORDER BY l.applied_at, l.id`.execute(db),
    sql<{ code: string; emp_id: string }>`
      SELECT r.regularization_code AS code, e.emp_id FROM regularization r JOIN employee e ON e.id = r.employee_id
      WHERE ${pendingRegularizationIn(organizationId, window)} ORDER BY r.applied_at, r.id`.execute(db),
  ]);
  const approve = policy === 'approve';
  const remark = approve ? null : POLICY_REJECT_REMARK;
  return [
    ...leaves.rows.map((row) => ({ kind: 'leave' as const, empId: row.emp_id, code: row.code, approve, remark })),
    ...regularizations.rows.map((row) => ({ kind: 'regularization' as const, empId: row.emp_id, code: row.code, approve, remark })),
  ].filter((d) => !taken.has(`${d.kind}|${d.code}`));
}

/** How many items are still pending in the window. */
export async function pendingCount(db: Db, organizationId: number, window: PayrollMonth): Promise<{ leave: number; regularization: number }> {
  const { rows } = await sql<{ leave: number; regularization: number }>`
    SELECT (SELECT count(*) FROM leave_application l WHERE ${pendingLeaveIn(organizationId, window)})::integer AS leave,
           (SELECT count(*) FROM regularization r WHERE ${pendingRegularizationIn(organizationId, window)})::integer AS regularization`.execute(db);
  return rows[0];
}
