import { sql } from 'kysely';
import { format, parseISO } from 'date-fns';
import type { Db } from '../../db/database.js';
import { conflict } from '../../http/AppError.js';
import { recordAudit } from '../../audit/recordAudit.js';
import { payrollMonthOf } from '../../../shared/payrollMonth.js';
import { attendanceToday } from '../attendanceClock.js';
import { loadLockSetting } from '../loadLockSetting.js';
import { lockPayrollMonths } from './lockPayrollMonths.js';
import { payrollMonthRange } from './payrollMonthRange.js';
import { actorOf } from './actorOf.js';
import { lopDifferences } from './lopChangeDays.js';

export interface ClosedMonth {
  monthYear: string;
  startDate: string;
  endDate: string;
  /** Employees and employee·days in the snapshot of what payroll used. */
  employees: number;
  days: number;
  /** LOP entries written for the next payroll (a re-close of a reopened month; 0 on a first close). */
  lopEntries: number;
}

const shown = (day: string) => format(parseISO(day), 'dd-MM-yyyy');

/**
 * Closes the payroll month named MM-YYYY (the one ending in that month) in the caller's
 * transaction: refuses (409) a month not over yet, one closed already, or one with days not
 * processed yet (marks of its days in attendance_dirty: the month being open, none of them is
 * held); then writes the close event, the snapshot of what payroll used per employee·day (one
 * INSERT … SELECT from attendance_day) and, when the month was reopened, the LOP differences since
 * what payroll used as lop_entry rows carried by the open payroll month; audited. The processor
 * holds every later mark of its days (docs/attendance-lock.md).
 */
export async function closePayrollMonth(trx: Db, organizationId: number, monthYear: string, actorEmpId: string): Promise<ClosedMonth> {
  await lockPayrollMonths(trx, organizationId, 'exclusive');
  const { startDate, endDate } = await payrollMonthRange(trx, organizationId, monthYear);
  const events = await trx
    .selectFrom('payroll_month_event')
    .select(['action', 'reason'])
    .where('organization_id', '=', organizationId)
    .where('month_year', '=', monthYear)
    .orderBy('id', 'desc')
    .execute();
  if (events[0]?.action === 'close') throw conflict(`Payroll month ${monthYear} is already closed.`);
  const today = attendanceToday();
  if (endDate >= today) throw conflict(`Payroll month ${monthYear} is not over yet: it ends on ${shown(endDate)}.`);
  const unprocessed = await sql<{ n: number }>`
    SELECT count(*)::integer AS n FROM attendance_dirty
    WHERE organization_id = ${organizationId} AND attendance_date BETWEEN ${startDate}::date AND ${endDate}::date`.execute(trx);
  const pending = unprocessed.rows[0].n;
  if (pending > 0) {
    throw conflict(`Payroll month ${monthYear} cannot be closed: ${pending} employee ${pending === 1 ? 'day is' : 'days are'} not processed yet. Process attendance, then close the month.`);
  }

  const actor = await actorOf(trx, actorEmpId);
  // A re-close carries what changed since payroll used the month (before this close's snapshot exists).
  const reopenReason = events[0]?.action === 'reopen' ? events[0].reason : null;
  let lopEntries = 0;
  if (reopenReason !== null) {
    const applyIn = payrollMonthOf(today, (await loadLockSetting(trx, organizationId)).payrollStartDay).startDate;
    const written = await sql`
      INSERT INTO lop_entry (organization_id, employee_id, payroll_month, applied_in, lop_days, source, reason, created_by)
      SELECT ${organizationId}, employee_id, ${startDate}::date, ${applyIn}::date, difference, 'reopen', ${reopenReason}, ${actorEmpId}
      FROM (${lopDifferences(organizationId, monthYear, startDate, endDate)}) AS d WHERE difference <> 0`.execute(trx);
    lopEntries = Number(written.numAffectedRows ?? 0);
  }
  const event = await trx
    .insertInto('payroll_month_event')
    // At the product's clock, which decided the month is over (attendanceToday), not the database's.
    .values({ organization_id: organizationId, month_year: monthYear, start_date: startDate, end_date: endDate, action: 'close', actor_emp_id: actorEmpId, created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const counts = await sql<{ employees: number; days: number }>`
    WITH copied AS (
      INSERT INTO payroll_month_snapshot (close_event_id, employee_id, attendance_date, status_code, lop_days)
      SELECT ${event.id}::bigint, employee_id, attendance_date, status_code, lop_days FROM attendance_day
      WHERE organization_id = ${organizationId} AND attendance_date BETWEEN ${startDate}::date AND ${endDate}::date
      RETURNING employee_id)
    SELECT count(DISTINCT employee_id)::integer AS employees, count(*)::integer AS days FROM copied`.execute(trx);
  const closed: ClosedMonth = { monthYear, startDate, endDate, ...counts.rows[0], lopEntries };
  await recordAudit(trx, { organizationId, employeeId: actor }, { entity: 'payrollMonth', entityId: monthYear, action: 'close', after: closed });
  return closed;
}
