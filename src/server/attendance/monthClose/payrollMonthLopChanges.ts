import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { pageOf } from '../../http/pageOf.js';
import type { LopChangeEmployee, LopChanges } from '../../../shared/payrollMonthClose.js';
import { lopChangeDays, lopDifferences } from './lopChangeDays.js';
import { payrollMonthRange } from './payrollMonthRange.js';

export const LOP_CHANGES_PAGE_SIZE = 20;

const days1 = (value: string | number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/**
 * What a reopened payroll month's corrections change against what payroll used: per employee
 * whose LOP or any day differs, the days (payroll's status and LOP vs now) and the LOP difference
 * the next payroll must still carry; paged by employee (Emp ID order). `unprocessedDays` counts
 * the month's marks still waiting for the processor (the figures are not final until it is 0).
 */
export async function payrollMonthLopChanges(db: Db, organizationId: number, monthYear: string, page = 0, size = LOP_CHANGES_PAGE_SIZE): Promise<LopChanges> {
  const { startDate, endDate } = await payrollMonthRange(db, organizationId, monthYear);
  const closed = await db
    .selectFrom('payroll_month_event')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('month_year', '=', monthYear)
    .where('action', '=', 'close')
    .limit(1)
    .executeTakeFirst();
  // Never closed: payroll has used nothing of it yet, so nothing has changed against it.
  if (!closed) return { monthYear, startDate, endDate, unprocessedDays: 0, ...pageOf<LopChangeEmployee>([], 0, size) };
  const changed = sql`
    SELECT coalesce(d.employee_id, s.employee_id) AS employee_id, coalesce(s.changed, 0) AS changed, coalesce(s.carried, 0) AS carried, coalesce(s.difference, 0) AS difference
    FROM (SELECT DISTINCT employee_id FROM (${lopChangeDays(organizationId, monthYear, startDate, endDate)}) AS c) AS d
    FULL JOIN (${lopDifferences(organizationId, monthYear, startDate, endDate)}) AS s ON s.employee_id = d.employee_id`;
  const [employees, total, unprocessed] = await Promise.all([
    sql<{ employee_id: number; emp_id: string; name: string; changed: string; carried: string; difference: string }>`
      SELECT c.employee_id, e.emp_id, trim(e.first_name || ' ' || e.last_name) AS name, c.changed, c.carried, c.difference
      FROM (${changed}) AS c JOIN employee e ON e.id = c.employee_id
      ORDER BY e.emp_id LIMIT ${size} OFFSET ${page * size}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::integer AS n FROM (${changed}) AS c`.execute(db),
    sql<{ n: number }>`
      SELECT count(*)::integer AS n FROM attendance_dirty
      WHERE organization_id = ${organizationId} AND attendance_date BETWEEN ${startDate}::date AND ${endDate}::date`.execute(db),
  ]);
  const ids = employees.rows.map((row) => row.employee_id);
  const days =
    ids.length === 0
      ? []
      : (
          await sql<{ employee_id: number; attendance_date: string; payroll_status: string | null; payroll_lop: string | null; status_code: string | null; lop_days: string | null }>`
            SELECT * FROM (${lopChangeDays(organizationId, monthYear, startDate, endDate)}) AS d
            WHERE employee_id = ANY(${ids}::integer[]) ORDER BY attendance_date`.execute(db)
        ).rows;
  const content: LopChangeEmployee[] = employees.rows.map((row) => ({
    empId: row.emp_id,
    employeeName: row.name,
    changedLopDays: days1(row.changed) ?? 0,
    carriedLopDays: days1(row.carried) ?? 0,
    lopDifference: days1(row.difference) ?? 0,
    days: days
      .filter((day) => day.employee_id === row.employee_id)
      .map((day) => ({ date: day.attendance_date, payrollStatus: day.payroll_status, payrollLopDays: days1(day.payroll_lop), status: day.status_code, lopDays: days1(day.lop_days) })),
  }));
  return { monthYear, startDate, endDate, unprocessedDays: unprocessed.rows[0].n, ...pageOf(content, total.rows[0].n, size) };
}
