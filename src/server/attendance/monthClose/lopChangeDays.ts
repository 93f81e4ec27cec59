import { sql, type RawBuilder } from 'kysely';

/**
 * The employee·days of a payroll month whose status or LOP differ now from what payroll used (the
 * month's first close's snapshot), as a query with columns employee_id, attendance_date,
 * payroll_status, payroll_lop, status_code, lop_days (a side is null where it has no row). One
 * statement for the list HR reads and the LOP entries a re-close writes (payrollMonthLopChanges,
 * closePayrollMonth).
 */
export function lopChangeDays(organizationId: number, monthYear: string, startDate: string, endDate: string): RawBuilder<unknown> {
  return sql`
    SELECT employee_id, attendance_date, s.status_code AS payroll_status, s.lop_days AS payroll_lop, a.status_code, a.lop_days
    FROM (
      SELECT employee_id, attendance_date, status_code, lop_days FROM payroll_month_snapshot
      WHERE close_event_id = (
        SELECT id FROM payroll_month_event
        WHERE organization_id = ${organizationId} AND month_year = ${monthYear} AND action = 'close' ORDER BY id LIMIT 1)
    ) AS s
    FULL JOIN (
      SELECT employee_id, attendance_date, status_code, lop_days FROM attendance_day
      WHERE organization_id = ${organizationId} AND attendance_date BETWEEN ${startDate}::date AND ${endDate}::date
    ) AS a USING (employee_id, attendance_date)
    WHERE s.status_code IS DISTINCT FROM a.status_code OR s.lop_days IS DISTINCT FROM a.lop_days`;
}

/**
 * Per employee: the LOP difference between now and what payroll used, less what earlier re-closes
 * of the month carried already (lop_entry, source 'reopen'): what the next payroll must still
 * carry. Columns employee_id, changed (now − payroll), carried, difference.
 */
export function lopDifferences(organizationId: number, monthYear: string, startDate: string, endDate: string): RawBuilder<unknown> {
  return sql`
    SELECT employee_id, coalesce(c.changed, 0) AS changed, coalesce(e.carried, 0) AS carried, coalesce(c.changed, 0) - coalesce(e.carried, 0) AS difference
    FROM (
      SELECT employee_id, sum(coalesce(lop_days, 0) - coalesce(payroll_lop, 0)) AS changed
      FROM (${lopChangeDays(organizationId, monthYear, startDate, endDate)}) AS d GROUP BY employee_id
    ) AS c
    FULL JOIN (
      SELECT employee_id, sum(lop_days) AS carried FROM lop_entry
      WHERE organization_id = ${organizationId} AND payroll_month = ${startDate}::date AND source = 'reopen' GROUP BY employee_id
    ) AS e USING (employee_id)`;
}
