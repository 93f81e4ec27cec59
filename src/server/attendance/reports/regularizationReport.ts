import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { pageOf } from '../../http/pageOf.js';
import { personName } from '../../../shared/personName.js';
import { inScope, type ReportScope } from './reportScope.js';
import type { AttendanceReportRow } from '../../../shared/attendanceReportColumns.js';

interface Columns {
  emp_id: string;
  first_name: string;
  last_name: string;
  status: string | null;
  date: string;
  actual_in: string | null;
  actual_out: string | null;
  applied_in: string | null;
  applied_out: string | null;
  remark: string | null;
  manager_id: string | null;
  manager_first: string | null;
  manager_last: string | null;
  reviewer_remark: string | null;
  regularization_id: number;
}

const toRow = (r: Columns): AttendanceReportRow => ({
  empId: r.emp_id,
  empName: personName(r.first_name, r.last_name),
  status: r.status,
  attendanceDate: r.date,
  actualIn: r.actual_in,
  actualOut: r.actual_out,
  appliedIn: r.applied_in,
  appliedOut: r.applied_out,
  remark: r.remark,
  reportingManagerId: r.manager_id,
  reportingManagerName: r.manager_id ? personName(r.manager_first, r.manager_last) : null,
  reviwerRemark: r.reviewer_remark,
});

/** Every regularized date of the scope in the range: its decision, what the day showed and what was applied for. */
const regularizationSql = (scope: ReportScope, fromDate: string, toDate: string, tail: RawBuilder<unknown>) => sql<Columns>`
  SELECT e.emp_id, e.first_name, e.last_name, rd.status, to_char(rd.attendance_date, 'YYYY-MM-DD') AS date,
         ad.record->>'inTime' AS actual_in, ad.record->>'outTime' AS actual_out, rd.start_time AS applied_in, rd.end_time AS applied_out,
         rd.reason AS remark, m.emp_id AS manager_id, m.first_name AS manager_first, m.last_name AS manager_last, rd.approver_remarks AS reviewer_remark, rd.regularization_id
  FROM regularization_date rd
  JOIN employee e ON e.id = rd.employee_id
  LEFT JOIN employee m ON m.id = e.reporting_manager_id
  LEFT JOIN attendance_day ad ON ad.organization_id = rd.organization_id AND ad.employee_id = rd.employee_id AND ad.attendance_date = rd.attendance_date
  WHERE rd.organization_id = ${scope.organizationId} AND rd.attendance_date BETWEEN ${fromDate}::date AND ${toDate}::date AND ${inScope(scope)}
  ${tail}`;

export async function regularizationReportPage(db: Db, scope: ReportScope, fromDate: string, toDate: string, page: number, size: number) {
  const [{ rows }, total] = await Promise.all([
    regularizationSql(scope, fromDate, toDate, sql`ORDER BY rd.attendance_date DESC, e.emp_id LIMIT ${size} OFFSET ${page * size}`).execute(db),
    regularizationReportCount(db, scope, fromDate, toDate),
  ]);
  return pageOf(rows.map(toRow), total, size);
}

export async function regularizationReportCount(db: Db, scope: ReportScope, fromDate: string, toDate: string): Promise<number> {
  const { rows } = await sql<{
    count: string;
  }>`SELECT count(*) FROM regularization_date rd JOIN employee e ON e.id = rd.employee_id
    WHERE rd.organization_id = ${scope.organizationId} AND rd.attendance_date BETWEEN ${fromDate}::date AND ${toDate}::date AND ${inScope(scope)}`.execute(db);
  return Number(rows[0].count);
}

/** The regularization report for its export, in keyset pages (docs/heavy-work.md: every page costs what the first does). */
export async function* regularizationReportRows(db: Db, scope: ReportScope, fromDate: string, toDate: string): AsyncGenerator<AttendanceReportRow[]> {
  const PAGE = 5_000;
  let after: { date: string; empId: string; id: number } | null = null;
  for (;;) {
    const keyset: RawBuilder<unknown> = after
      ? sql`AND (rd.attendance_date, e.emp_id, rd.regularization_id) > (${after.date}::date, ${after.empId}, ${after.id})`
      : sql``;
    const { rows } = await regularizationSql(
      scope,
      fromDate,
      toDate,
      sql`${keyset} ORDER BY rd.attendance_date, e.emp_id, rd.regularization_id LIMIT ${PAGE}`,
    ).execute(db);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    const last = rows[rows.length - 1];
    after = { date: last.date, empId: last.emp_id, id: last.regularization_id };
    if (rows.length < PAGE) return;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admin attendance report's filter: a payroll month's dates, a search on Emp ID and name, the date order. */
export interface AdminReportFilter {
  fromDate: string;
  toDate: string;
  search?: string;
  sortDirection: 'ASC' | 'DESC';
}

/**
 * Every processed day of the organisation in the payroll month (the admin Attendance Report, spec 001
 * §2): the day's status and times, and the regularization applied for it (the latest not withdrawn)
 * with its reviewer's remark.
 */
const adminReportSql = (organizationId: number, filter: AdminReportFilter, tail: RawBuilder<unknown>) => {
  const search = filter.search?.trim();
  const like = search ? `%${escapeLike(search)}%` : null;
  return sql<Columns>`
    SELECT e.emp_id, e.first_name, e.last_name, ad.status_code AS status, to_char(ad.attendance_date, 'YYYY-MM-DD') AS date,
           ad.record->>'inTime' AS actual_in, ad.record->>'outTime' AS actual_out, r.start_time AS applied_in, r.end_time AS applied_out,
           r.reason AS remark, m.emp_id AS manager_id, m.first_name AS manager_first, m.last_name AS manager_last, r.approver_remarks AS reviewer_remark, ad.employee_id AS regularization_id
    FROM attendance_day ad
    JOIN employee e ON e.id = ad.employee_id
    LEFT JOIN employee m ON m.id = e.reporting_manager_id
    LEFT JOIN LATERAL (
      SELECT rd.start_time, rd.end_time, rd.reason, rd.approver_remarks FROM regularization_date rd
      WHERE rd.organization_id = ad.organization_id AND rd.employee_id = ad.employee_id AND rd.attendance_date = ad.attendance_date AND rd.status <> 'Withdrawn'
      ORDER BY rd.regularization_id DESC LIMIT 1
    ) r ON true
    WHERE ad.organization_id = ${organizationId} AND ad.attendance_date BETWEEN ${filter.fromDate}::date AND ${filter.toDate}::date AND ${inScope({ organizationId })}
      ${like ? sql`AND (e.emp_id ILIKE ${like} OR (e.first_name || ' ' || e.last_name) ILIKE ${like})` : sql``}
    ${tail}`;
};

export async function adminReportCount(db: Db, organizationId: number, filter: AdminReportFilter): Promise<number> {
  const search = filter.search?.trim();
  const like = search ? `%${escapeLike(search)}%` : null;
  const { rows } = await sql<{
    count: string;
  }>`SELECT count(*) FROM attendance_day ad JOIN employee e ON e.id = ad.employee_id
    WHERE ad.organization_id = ${organizationId} AND ad.attendance_date BETWEEN ${filter.fromDate}::date AND ${filter.toDate}::date AND ${inScope({ organizationId })}
    ${like ? sql`AND (e.emp_id ILIKE ${like} OR (e.first_name || ' ' || e.last_name) ILIKE ${like})` : sql``}`.execute(db);
  return Number(rows[0].count);
}

export async function adminReportPage(db: Db, organizationId: number, filter: AdminReportFilter, page: number, size: number) {
  const direction = filter.sortDirection === 'ASC' ? sql`ASC` : sql`DESC`;
  const [{ rows }, total] = await Promise.all([
    adminReportSql(organizationId, filter, sql`ORDER BY ad.attendance_date ${direction}, e.emp_id LIMIT ${size} OFFSET ${page * size}`).execute(db),
    adminReportCount(db, organizationId, filter),
  ]);
  return pageOf(rows.map(toRow), total, size);
}

/** The admin report for its export, in keyset pages by date and Emp ID. */
export async function* adminReportRows(db: Db, organizationId: number, filter: AdminReportFilter): AsyncGenerator<AttendanceReportRow[]> {
  const PAGE = 5_000;
  let after: { date: string; empId: string } | null = null;
  for (;;) {
    const keyset: RawBuilder<unknown> = after ? sql`AND (ad.attendance_date, e.emp_id) > (${after.date}::date, ${after.empId})` : sql``;
    const { rows } = await adminReportSql(organizationId, filter, sql`${keyset} ORDER BY ad.attendance_date, e.emp_id LIMIT ${PAGE}`).execute(db);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    const last = rows[rows.length - 1];
    after = { date: last.date, empId: last.emp_id };
    if (rows.length < PAGE) return;
  }
}
