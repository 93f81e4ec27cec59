import type { Db } from '../../db/database.js';
import { conflict } from '../../http/AppError.js';
import { closedPayrollMonths } from './closedPayrollMonths.js';
import { lockPayrollMonths } from './lockPayrollMonths.js';
import { closedPayrollMonthMessage } from '../../../shared/decisionRule.js';

export { closedPayrollMonthMessage };

/**
 * Refuses (409) a change to any of `dates` (yyyy-mm-dd) that lies in a closed payroll month. Call it
 * in the transaction that writes the change: it takes the close lock shared (lockPayrollMonths), so
 * a close waits for the change's commit and then finds its mark unprocessed, instead of closing
 * the month under it.
 */
export async function assertPayrollDaysOpen(db: Db, organizationId: number, dates: string[]): Promise<void> {
  if (dates.length === 0) return;
  await lockPayrollMonths(db, organizationId, 'shared');
  const closed = await closedPayrollMonths(db, organizationId);
  const hit = closed.find((month) => dates.some((date) => date >= month.startDate && date <= month.endDate));
  if (hit) throw conflict(closedPayrollMonthMessage(hit.monthYear));
}
