import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { loadFallbackApprover } from '../../approvers/loadApprovers.js';
import { personName } from '../../../shared/personName.js';
import { DEFAULT_DAY_RULE } from '../attendanceDate.js';

const ZONE = DEFAULT_DAY_RULE.timeZone;

/** Which onsite days a build or a result sheet covers: one date for every employee, or the employee·dates of an upload. */
export type OnsiteSelection = { date: string } | { employeeIds: number[]; dates: string[] };

function selected(selection: OnsiteSelection, alias: string): RawBuilder<unknown> {
  const employee = sql.ref(`${alias}.employee_id`);
  const date = sql.ref(`${alias}.attendance_date`);
  if ('date' in selection) return sql`${date} = ${selection.date}::date`;
  return sql`(${employee}, ${date}) IN (SELECT * FROM unnest(${sql.val(selection.employeeIds)}::integer[], ${sql.val(selection.dates)}::date[]))`;
}

/**
 * Builds (or rebuilds) the day entries of the selection from the stored punches: first IN, last
 * OUT, the employee's reporting manager as approver (the organisation's fallback approver when they
 * have none, as for regularization). Only a Pending entry is rebuilt: an entry its approver decided
 * stays as decided. Runs in the caller's transaction; answers how many entries were written.
 */
export async function buildOnsiteDays(trx: Db, organizationId: number, selection: OnsiteSelection, processedBy: string): Promise<number> {
  const written = await sql<{
    employee_id: number;
    approver_id: number | null;
  }>`
    INSERT INTO onsite_attendance (organization_id, employee_id, attendance_date, in_at, out_at, approver_id, processed_by, processed_at)
    SELECT p.organization_id, p.employee_id, p.attendance_date, p.in_at, p.out_at, e.reporting_manager_id, ${processedBy}, now()
    FROM (
      SELECT p.organization_id, p.employee_id, p.attendance_date,
             min(p.punch_at) FILTER (WHERE p.direction = 'IN') AS in_at, max(p.punch_at) FILTER (WHERE p.direction = 'OUT') AS out_at
      FROM onsite_punch p
      WHERE p.organization_id = ${organizationId} AND ${selected(selection, 'p')}
      GROUP BY p.organization_id, p.employee_id, p.attendance_date
    ) p
    JOIN employee e ON e.id = p.employee_id
    WHERE p.in_at IS NOT NULL AND p.out_at > p.in_at
    ON CONFLICT (organization_id, employee_id, attendance_date) DO UPDATE
      SET in_at = excluded.in_at, out_at = excluded.out_at, approver_id = excluded.approver_id,
          processed_by = excluded.processed_by, processed_at = excluded.processed_at, version = onsite_attendance.version + 1
      WHERE onsite_attendance.status = 'Pending'
    RETURNING employee_id, approver_id`.execute(trx);
  const withoutManager = [...new Set(written.rows.filter((row) => row.approver_id === null).map((row) => row.employee_id))];
  for (const employeeId of withoutManager) {
    const fallback = await loadFallbackApprover(trx, organizationId, employeeId);
    if (!fallback) continue;
    await sql`UPDATE onsite_attendance SET approver_id = ${fallback.id}
      WHERE organization_id = ${organizationId} AND employee_id = ${employeeId} AND approver_id IS NULL AND status = 'Pending' AND ${selected(selection, 'onsite_attendance')}`.execute(
      trx,
    );
  }
  return written.rows.length;
}

/** The entries of a selection already decided: an upload may not change them (checked in the writing transaction). */
export async function decidedOnsiteDays(trx: Db, organizationId: number, selection: OnsiteSelection) {
  const { rows } = await sql<{
    emp_id: string;
    attendance_date: string;
    status: string;
  }>`
    SELECT e.emp_id, to_char(o.attendance_date, 'YYYY-MM-DD') AS attendance_date, o.status
    FROM onsite_attendance o JOIN employee e ON e.id = o.employee_id
    WHERE o.organization_id = ${organizationId} AND o.status <> 'Pending' AND ${selected(selection, 'o')}
    FOR UPDATE OF o`.execute(trx);
  return rows;
}

/** The approvers holding Pending days of a selection, each with the days' employees: whom an upload tells (one mail each). */
export async function pendingOnsiteApprovers(db: Db, organizationId: number, selection: OnsiteSelection) {
  const { rows } = await sql<{ email: string; first_name: string; last_name: string | null; days: number; employees: string[] }>`
    SELECT a.official_email AS email, a.first_name, a.last_name, count(*)::integer AS days, array_agg(DISTINCT e.emp_id ORDER BY e.emp_id) AS employees
    FROM onsite_attendance o JOIN employee a ON a.id = o.approver_id JOIN employee e ON e.id = o.employee_id
    WHERE o.organization_id = ${organizationId} AND o.status = 'Pending' AND ${selected(selection, 'o')}
    GROUP BY a.id, a.official_email, a.first_name, a.last_name ORDER BY a.official_email`.execute(db);
  return rows.map((row) => ({ email: row.email, name: personName(row.first_name, row.last_name), days: row.days, employees: row.employees }));
}

/** A row of OnsiteAttendance.xlsx: the day entries a process built, as they stand. */
export const ONSITE_SHEET_HEADERS = ['Emp ID', 'Employee Name', 'Date', 'In Time', 'Out Time', 'Total Work Hours', 'Status', 'Approver'];

export async function onsiteSheetRows(db: Db, organizationId: number, selection: OnsiteSelection): Promise<string[][]> {
  const { rows } = await sql<{
    emp_id: string;
    first_name: string;
    last_name: string;
    date: string;
    in_time: string;
    out_time: string;
    hours: string;
    status: string;
    approver: string | null;
  }>`
    SELECT e.emp_id, e.first_name, e.last_name, to_char(o.attendance_date, 'YYYY-MM-DD') AS date,
           to_char(o.in_at AT TIME ZONE ${ZONE}, 'HH24:MI') AS in_time, to_char(o.out_at AT TIME ZONE ${ZONE}, 'HH24:MI') AS out_time,
           to_char(o.out_at - o.in_at, 'HH24:MI') AS hours, o.status, a.first_name || ' ' || a.last_name AS approver
    FROM onsite_attendance o JOIN employee e ON e.id = o.employee_id LEFT JOIN employee a ON a.id = o.approver_id
    WHERE o.organization_id = ${organizationId} AND ${selected(selection, 'o')}
    ORDER BY o.attendance_date, e.emp_id`.execute(db);
  return rows.map((r) => [r.emp_id, personName(r.first_name, r.last_name), r.date, r.in_time, r.out_time, r.hours, r.status, r.approver ?? '']);
}
