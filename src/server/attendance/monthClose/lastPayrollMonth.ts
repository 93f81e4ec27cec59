import { format, parseISO, subDays } from 'date-fns';
import type { Db } from '../../db/database.js';
import { payrollMonthOf } from '../../../shared/payrollMonth.js';
import { attendanceToday } from '../attendanceClock.js';
import { loadLockSetting } from '../loadLockSetting.js';

/** The payroll month just over (the one before the open month), as MM-YYYY: the month a month end closes, when the caller names none. */
export async function lastPayrollMonth(db: Db, organizationId: number): Promise<string> {
  const { payrollStartDay } = await loadLockSetting(db, organizationId);
  const open = payrollMonthOf(attendanceToday(), payrollStartDay);
  const last = payrollMonthOf(format(subDays(parseISO(open.startDate), 1), 'yyyy-MM-dd'), payrollStartDay);
  return format(parseISO(last.endDate), 'MM-yyyy');
}
