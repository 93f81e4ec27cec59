import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { personName } from '../../shared/personName.js';
import type { MonthEndCockpit } from '../../shared/monthEnd/monthEndRecords.js';
import { currentMonthYear, monthEndWindow, pendingLeaveIn, pendingRegularizationIn } from './monthEndItems.js';
import { loadCloseFigures } from './closeMonthEnd.js';
import { lastPayrollMonth } from '../attendance/monthClose/lastPayrollMonth.js';

/**
 * The month-end cockpit of a payroll month (docs/month-end.md): what is still pending and who holds
 * it, the days marked for the processor and not yet processed, and the month's LOP as the stored
 * days hold it, against the LOP total of the month's previous close.
 */
export async function loadMonthEndCockpit(db: Db, organizationId: number, asked: string | undefined): Promise<MonthEndCockpit> {
  const latestMonthYear = await currentMonthYear(db, organizationId);
  // Left out: the payroll month just over, the one a month end closes (as the close card reads it).
  const monthYear = asked ?? (await lastPayrollMonth(db, organizationId));
  const window = await monthEndWindow(db, organizationId, monthYear);
  const [approvers, unprocessed, lop, close] = await Promise.all([
    sql<{ emp_id: string; first_name: string; last_name: string | null; leave: number; regularization: number }>`
      SELECT a.emp_id, a.first_name, a.last_name, sum(p.leave)::integer AS leave, sum(p.regularization)::integer AS regularization
      FROM (
        SELECT l.applied_to_id AS approver, 1 AS leave, 0 AS regularization FROM leave_application l WHERE ${pendingLeaveIn(organizationId, window)}
        UNION ALL
        SELECT r.applied_to_id, 0, 1 FROM regularization r WHERE ${pendingRegularizationIn(organizationId, window)}
      ) p JOIN employee a ON a.id = p.approver
      GROUP BY a.emp_id, a.first_name, a.last_name
      ORDER BY count(*) DESC, a.emp_id`.execute(db),
    sql<{ days: number }>`
      SELECT count(*)::integer AS days FROM attendance_dirty
      WHERE organization_id = ${organizationId} AND attendance_date BETWEEN ${window.startDate}::date AND ${window.endDate}::date`.execute(db),
    sql<{ employees: number; total: number }>`
      SELECT count(DISTINCT employee_id)::integer AS employees, coalesce(sum(lop_days), 0)::float8 AS total FROM attendance_day
      WHERE organization_id = ${organizationId} AND attendance_date BETWEEN ${window.startDate}::date AND ${window.endDate}::date AND lop_days > 0`.execute(db),
    loadCloseFigures(db, organizationId, monthYear),
  ]);
  return {
    monthYear,
    latestMonthYear,
    ...window,
    pendingLeave: approvers.rows.reduce((sum, row) => sum + row.leave, 0),
    pendingRegularization: approvers.rows.reduce((sum, row) => sum + row.regularization, 0),
    approvers: approvers.rows.map((row) => ({ empId: row.emp_id, name: personName(row.first_name, row.last_name), leave: row.leave, regularization: row.regularization })),
    unprocessedDays: unprocessed.rows[0].days,
    employeesWithLop: lop.rows[0].employees,
    lopTotal: Math.round(lop.rows[0].total * 100) / 100,
    previousLopTotal: close.previousLopTotal,
    closed: close.closed,
  };
}
