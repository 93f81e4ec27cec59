import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LeaveApplicationRow } from '../../../shared/leaveRecords.js';
import { pageOf } from '../../http/pageOf.js';

export const LEAVE_STATUSES = ['Pending', 'Approved', 'Partially Approved', 'Rejected', 'Withdrawn', 'Cancelled'] as const;

/** The report's filter (GET /leave/report): every part optional. */
export interface LeaveReportFilter {
  /** 1–12; with `year` (default: every year) the applications with a day in that month. */
  month?: number;
  year?: number;
  empId?: string;
  leaveType?: string;
  status?: (typeof LEAVE_STATUSES)[number];
  /** Matches Emp ID, name, the application's code and its reason. */
  search?: string;
}

/** Whose applications: the organisation's (HR's leaveReport) or the caller's reportees' (rmLeaveReport). */
export type LeaveReportScope = { organizationId: number; managerId?: number };

/** One report row: the spec's application row with its dates. */
export interface LeaveReportRow extends LeaveApplicationRow {
  fromDate: string;
  toDate: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The period an application must overlap: a month of a year, a whole year, or every month `month` of any year. */
function periodCondition({ month, year }: LeaveReportFilter): RawBuilder<unknown> {
  if (year !== undefined && month !== undefined) {
    const from = `${year}-${pad(month)}-01`;
    return sql`a.from_date < (${from}::date + interval '1 month') AND a.to_date >= ${from}::date`;
  }
  if (year !== undefined) return sql`a.from_date <= ${`${year}-12-31`}::date AND a.to_date >= ${`${year}-01-01`}::date`;
  if (month !== undefined) return sql`EXISTS (SELECT 1 FROM leave_application_day d WHERE d.organization_id = a.organization_id AND d.application_id = a.id AND extract(month FROM d.leave_date) = ${month})`;
  return sql`true`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(scope: LeaveReportScope, filter: LeaveReportFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`a.organization_id = ${scope.organizationId}`, periodCondition(filter)];
  if (scope.managerId !== undefined) parts.push(sql`e.reporting_manager_id = ${scope.managerId}`);
  if (filter.empId) parts.push(sql`upper(e.emp_id) = ${filter.empId.trim().toUpperCase()}`);
  if (filter.leaveType) parts.push(sql`a.leave_type = ${filter.leaveType.trim().toUpperCase()}`);
  if (filter.status) parts.push(sql`a.status = ${filter.status}`);
  const search = filter.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    parts.push(sql`(e.emp_id ILIKE ${like} OR (e.first_name || ' ' || e.last_name) ILIKE ${like} OR a.leave_code ILIKE ${like} OR a.reason ILIKE ${like})`);
  }
  return sql.join(parts, sql` AND `);
}

interface Columns {
  id: number;
  leave_code: string;
  emp_id: string;
  emp_name: string;
  applied_to_name: string | null;
  leave_category: string | null;
  leave_type: string;
  from_date: string;
  to_date: string;
  num_days: string;
  reason: string;
  applied_at: Date;
  status: string;
  remarks: string | null;
  date_list: string[] | null;
}

const SELECT = sql`
  SELECT a.id, a.leave_code, e.emp_id, e.first_name || ' ' || e.last_name AS emp_name,
         m.first_name || ' ' || m.last_name AS applied_to_name, t.category AS leave_category, a.leave_type,
         a.from_date::text AS from_date, a.to_date::text AS to_date, a.num_days, a.reason, a.applied_at, a.status, a.remarks,
         (SELECT array_agg(d.leave_date::text ORDER BY d.leave_date) FROM leave_application_day d
           WHERE d.organization_id = a.organization_id AND d.application_id = a.id) AS date_list
  FROM leave_application a
  JOIN employee e ON e.id = a.employee_id
  LEFT JOIN employee m ON m.id = a.applied_to_id
  LEFT JOIN master_leave_type_category t ON t.organization_id = a.organization_id AND t.code = a.leave_type`;

const toRow = (c: Columns): LeaveReportRow => ({
  id: c.id,
  leaveCode: c.leave_code,
  empId: c.emp_id,
  empName: c.emp_name,
  appliedToName: c.applied_to_name ?? '',
  leaveCategory: c.leave_category ?? '',
  leaveType: c.leave_type,
  fromDate: c.from_date,
  toDate: c.to_date,
  dateList: c.date_list ?? [],
  numOfDays: Number(c.num_days),
  empReason: c.reason,
  appliedDate: new Date(c.applied_at).toISOString(),
  status: c.status,
  remarks: c.remarks,
});

/** One page of the report, newest leave first: the spec's paged answer (content, totalElements, totalPages). */
export async function leaveReportPage(db: Db, scope: LeaveReportScope, filter: LeaveReportFilter, page: number, size: number) {
  const where = whereOf(scope, filter);
  const [{ rows }, { rows: counted }] = await Promise.all([
    sql<Columns>`${SELECT} WHERE ${where} ORDER BY a.from_date DESC, a.id DESC LIMIT ${size} OFFSET ${page * size}`.execute(db),
    sql<{ count: string }>`SELECT count(*) AS count FROM leave_application a JOIN employee e ON e.id = a.employee_id WHERE ${where}`.execute(db),
  ]);
  const totalElements = Number(counted[0].count);
  return pageOf(rows.map(toRow), totalElements, size);
}

export async function leaveReportCount(db: Db, scope: LeaveReportScope, filter: LeaveReportFilter): Promise<number> {
  const { rows } = await sql<{ count: string }>`SELECT count(*) AS count FROM leave_application a JOIN employee e ON e.id = a.employee_id WHERE ${whereOf(scope, filter)}`.execute(db);
  return Number(rows[0].count);
}

/** Every row of the report in keyset pages (after the last row's from_date and id), for the export. */
export async function* leaveReportPages(db: Db, scope: LeaveReportScope, filter: LeaveReportFilter, pageSize = 1000): AsyncGenerator<LeaveReportRow[]> {
  const where = whereOf(scope, filter);
  let after: { from: string; id: number } | undefined;
  for (;;) {
    const keyset = after ? sql`AND (a.from_date, a.id) < (${after.from}::date, ${after.id})` : sql``;
    const { rows } = await sql<Columns>`${SELECT} WHERE ${where} ${keyset} ORDER BY a.from_date DESC, a.id DESC LIMIT ${pageSize}`.execute(db);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    const last = rows[rows.length - 1];
    after = { from: last.from_date, id: last.id };
  }
}
