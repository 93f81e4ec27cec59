import type { Db } from '../../db/database.js';
import { payrollMonthEndingIn, type PayrollMonth } from '../../../shared/payrollMonth.js';
import { loadLockSetting } from '../loadLockSetting.js';

/**
 * The days of the payroll month named MM-YYYY (the one ending in that month): those its latest
 * close or reopen covered, once it has one (a later change of the payroll start day does not move
 * a closed month's days), else the organisation's payroll month as its start day gives it today.
 */
export async function payrollMonthRange(db: Db, organizationId: number, monthYear: string): Promise<PayrollMonth> {
  const event = await db
    .selectFrom('payroll_month_event')
    .select(['start_date', 'end_date'])
    .where('organization_id', '=', organizationId)
    .where('month_year', '=', monthYear)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (event) return { startDate: event.start_date, endDate: event.end_date };
  const lock = await loadLockSetting(db, organizationId);
  return payrollMonthEndingIn(monthYear, lock.payrollStartDay);
}
