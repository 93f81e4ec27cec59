import { format, parseISO, subDays } from 'date-fns';
import { DEFAULT_PAYROLL_START_DAY, payrollMonthOf, type PayrollMonth } from './payrollMonth.js';

/** An organisation's lock setting (spec 001 §3): dates yyyy-mm-dd or null when not set. */
export interface LockSetting {
  attendanceEmpLockDate: string | null;
  attendanceRepoLockDate: string | null;
  payrollStartDay: number;
}

export const DEFAULT_LOCK_SETTING: LockSetting = { attendanceEmpLockDate: null, attendanceRepoLockDate: null, payrollStartDay: DEFAULT_PAYROLL_START_DAY };

/** An inclusive range of dates (yyyy-mm-dd); empty when from > to. */
export interface DateWindow {
  from: string;
  to: string;
}

export interface AttendanceWindows {
  /** The open payroll month, the one today falls in. */
  payrollMonth: PayrollMonth;
  /** Spec 000 §3 lockStartDate..lockEndDate: the dates an employee may regularize. */
  employee: DateWindow;
  /** Spec 001 §3 repoLockStartDate..repoLockEndDate: the dates an approver may decide. */
  approver: DateWindow;
  /** Days before this date are closed to employees' and approvers' requests; the processor recomputes them until HR closes their payroll month (monthClose/). */
  closedBefore: string;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The one rule for who may touch which dates (docs/attendance-lock.md):
 * - employees regularize from the employee lock date (never before the open payroll month's
 *   start) to yesterday;
 * - approvers decide from the approver lock date (which may reach back into the previous payroll
 *   month, so requests made at its end can still be decided, but never further: a date saved
 *   months ago does not reopen closed months; the payroll month's start when not set) to yesterday;
 * - a day before both the open payroll month and the approver window is closed.
 */
export function attendanceWindows(today: string, lock: LockSetting = DEFAULT_LOCK_SETTING): AttendanceWindows {
  const payrollMonth = payrollMonthOf(today, lock.payrollStartDay);
  const yesterday = format(subDays(parseISO(today), 1), 'yyyy-MM-dd');
  const employeeFrom = later(lock.attendanceEmpLockDate ?? payrollMonth.startDate, payrollMonth.startDate);
  const previousMonthStart = payrollMonthOf(format(subDays(parseISO(payrollMonth.startDate), 1), 'yyyy-MM-dd'), lock.payrollStartDay).startDate;
  const approverFrom = later(lock.attendanceRepoLockDate ?? payrollMonth.startDate, previousMonthStart);
  return {
    payrollMonth,
    employee: { from: employeeFrom, to: yesterday },
    approver: { from: approverFrom, to: yesterday },
    closedBefore: earlier(payrollMonth.startDate, approverFrom),
  };
}

export function inWindow(date: string, window: DateWindow): boolean {
  return date >= window.from && date <= window.to;
}
