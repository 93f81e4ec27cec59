import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { conflict } from '../../http/AppError.js';
import { recordAudit } from '../../audit/recordAudit.js';
import { actorOf } from './actorOf.js';
import { lockPayrollMonths } from './lockPayrollMonths.js';
import { payrollMonthRange } from './payrollMonthRange.js';

export interface ReopenedMonth {
  monthYear: string;
  startDate: string;
  endDate: string;
  reason: string;
  /** Marks of the month's days held while it was closed, processed now. */
  releasedDays: number;
}

/**
 * Reopens a closed payroll month with a reason (checked by the route) in the caller's transaction:
 * writes the reopen event and releases the marks held while it was closed (their reason cleared:
 * unprocessed now, so the month cannot be closed again until the processor has recomputed them);
 * audited. Refuses (409) a month that is not closed.
 */
export async function reopenPayrollMonth(trx: Db, organizationId: number, monthYear: string, reason: string, actorEmpId: string): Promise<ReopenedMonth> {
  await lockPayrollMonths(trx, organizationId, 'exclusive');
  const latest = await trx
    .selectFrom('payroll_month_event')
    .select('action')
    .where('organization_id', '=', organizationId)
    .where('month_year', '=', monthYear)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest?.action !== 'close') throw conflict(`Payroll month ${monthYear} is not closed.`);
  const { startDate, endDate } = await payrollMonthRange(trx, organizationId, monthYear);
  await trx
    .insertInto('payroll_month_event')
    .values({ organization_id: organizationId, month_year: monthYear, start_date: startDate, end_date: endDate, action: 'reopen', reason, actor_emp_id: actorEmpId, created_at: new Date() })
    .execute();
  const released = await sql`
    UPDATE attendance_dirty SET held_reason = NULL
    WHERE organization_id = ${organizationId} AND attendance_date BETWEEN ${startDate}::date AND ${endDate}::date AND held_reason IS NOT NULL`.execute(trx);
  const reopened: ReopenedMonth = { monthYear, startDate, endDate, reason, releasedDays: Number(released.numAffectedRows ?? 0) };
  await recordAudit(trx, { organizationId, employeeId: await actorOf(trx, actorEmpId) }, { entity: 'payrollMonth', entityId: monthYear, action: 'reopen', after: reopened });
  return reopened;
}
