import { format, parseISO, subDays } from 'date-fns';
import { attendanceWindows, type LockSetting } from '../../shared/attendanceWindows.js';
import { payrollMonthOf } from '../../shared/payrollMonth.js';
import type { FieldError } from '../../shared/validationMessages.js';

/**
 * The rules a lock setting must meet when saved (docs/attendance-lock.md), given today:
 * - the employee lock date lies in the open payroll month and not after today (earlier dates are
 *   closed by payroll anyway; a later one would lock days that have not happened);
 * - the approver lock date is not after today and not before the previous payroll month's start
 *   (approvers finish the month just closed; older months stay closed).
 */
export function lockSettingErrors(lock: LockSetting, today: string): FieldError[] {
  // The screen shows and takes its dates as DD-MM-YYYY; its messages say them the same way.
  const shown = (day: string) => format(parseISO(day), 'dd-MM-yyyy');
  const errors: FieldError[] = [];
  const open = payrollMonthOf(today, lock.payrollStartDay);
  const previousStart = payrollMonthOf(format(subDays(parseISO(open.startDate), 1), 'yyyy-MM-dd'), lock.payrollStartDay).startDate;
  const { attendanceEmpLockDate: employee, attendanceRepoLockDate: approver } = lock;
  if (employee && employee > today) errors.push({ field: 'attendanceEmpLockDate', message: 'Employee lock date cannot be after today' });
  else if (employee && employee < open.startDate)
    errors.push({ field: 'attendanceEmpLockDate', message: `Employee lock date cannot be before ${shown(open.startDate)}, the start of the open payroll month` });
  if (approver && approver > today) errors.push({ field: 'attendanceRepoLockDate', message: 'Approver lock date cannot be after today' });
  else if (approver && approver < previousStart)
    errors.push({ field: 'attendanceRepoLockDate', message: `Approver lock date cannot be before ${shown(previousStart)}, the start of the previous payroll month` });
  return errors;
}

/**
 * The days a change of lock setting reopens: those before the old closed boundary and on or after
 * the new one (up to yesterday). They are marked dirty so their days are recomputed as the window
 * now reads them (the processor holds days only of a closed payroll month: monthClose/). Null when
 * nothing reopens.
 */
export function reopenedDays(before: LockSetting, after: LockSetting, today: string): { from: string; to: string } | null {
  const oldBoundary = attendanceWindows(today, before).closedBefore;
  const newBoundary = attendanceWindows(today, after).closedBefore;
  if (newBoundary >= oldBoundary) return null;
  const lastClosed = format(subDays(parseISO(oldBoundary), 1), 'yyyy-MM-dd');
  const yesterday = format(subDays(parseISO(today), 1), 'yyyy-MM-dd');
  return { from: newBoundary, to: lastClosed < yesterday ? lastClosed : yesterday };
}
