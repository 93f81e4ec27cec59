import { sql, type RawBuilder } from 'kysely';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { PayrollMonth } from '../../../shared/payrollMonth.js';
import { sessionKind, type MusterPage, type MusterRow } from '../../../shared/musterRow.js';
import type { Db } from '../../db/database.js';
import { pageOf } from '../../http/pageOf.js';

/** The muster's filter (GET /attendance-muster); every part optional. */
export interface MusterFilter {
  empId?: string;
  /** Emp ID of the reviewer / reporting manager whose people are listed. */
  reviewer?: string;
  repManager?: string;
  /** The employee's status on the payroll: Active or Inactive (docs/attendance-muster.md). */
  payrollStatus?: 'Active' | 'Inactive';
  /** Matches Emp ID and name. */
  search?: string;
  /** Only employees whose stored days of the month carry LOP (the cockpit's "Employees with LOP"). */
  lopOnly?: boolean;
  /** Only employees with days of the month marked and not yet processed (the cockpit's "Days not yet processed"). */
  unprocessedOnly?: boolean;
}

/** Whose rows: the organisation's (HR) or the caller and their direct reportees (the simpler muster). */
export interface MusterScope {
  organizationId: number;
  managerId?: number;
}

/** The payroll month a muster reads and its name. */
export interface MusterMonth extends PayrollMonth {
  monthYear: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const upper = (text: string) => text.trim().toUpperCase();

function whereOf(scope: MusterScope, month: PayrollMonth, filter: MusterFilter): RawBuilder<unknown> {
  // Membership by the mapping's primary key, so a keyset page can walk employee's emp_id index in order and stop.
  const parts: RawBuilder<unknown>[] = [sql`EXISTS (SELECT 1 FROM employee_organization eo WHERE eo.employee_id = e.id AND eo.organization_id = ${scope.organizationId})`];
  if (scope.managerId !== undefined) parts.push(sql`(e.id = ${scope.managerId} OR e.reporting_manager_id = ${scope.managerId})`);
  if (filter.empId) parts.push(sql`e.emp_id = ${upper(filter.empId)}`);
  if (filter.reviewer) parts.push(sql`e.reviewer_id = (SELECT r.id FROM employee r WHERE r.emp_id = ${upper(filter.reviewer)})`);
  if (filter.repManager) parts.push(sql`e.reporting_manager_id = (SELECT r.id FROM employee r WHERE r.emp_id = ${upper(filter.repManager)})`);
  if (filter.payrollStatus) parts.push(sql`e.status = ${filter.payrollStatus}`);
  const search = filter.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    parts.push(sql`(e.emp_id ILIKE ${like} OR (e.first_name || ' ' || e.last_name) ILIKE ${like})`);
  }
  // The cockpit's figures, counted as loadMonthEndCockpit counts them, so a number opens exactly its rows.
  const days = sql`organization_id = ${scope.organizationId} AND employee_id = e.id AND attendance_date BETWEEN ${month.startDate}::date AND ${month.endDate}::date`;
  if (filter.lopOnly) parts.push(sql`EXISTS (SELECT 1 FROM attendance_day WHERE ${days} AND lop_days > 0)`);
  if (filter.unprocessedOnly) parts.push(sql`EXISTS (SELECT 1 FROM attendance_dirty WHERE ${days})`);
  return sql.join(parts, sql` AND `);
}

interface Columns {
  emp_id: string;
  name: string;
  designation: string | null;
  rep_manager_id: string | null;
  rep_manager_name: string | null;
  doj: string | null;
  location: string | null;
  /** Sessions per code over the month, from the stored days. */
  sessions: Record<string, number> | string | null;
  days: [string, string | null][] | string | null;
  day_lop: string | null;
  entry_lop: string | null;
  total: string;
  leave_types: [string, string][] | string | null;
}

const parsed = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * One statement for a set of employees (`people`, a SELECT of employee e rows with `total`): each
 * row's codes per session, its days and its LOP, all from attendance_day and lop_entry by their
 * primary key and applied_in index — the cost of a page is its rows, not the organisation.
 */
function musterSql(scope: MusterScope, month: MusterMonth, people: RawBuilder<unknown>, order: RawBuilder<unknown>) {
  const org = scope.organizationId;
  return sql<Columns>`
    WITH people AS (${people})
    SELECT p.emp_id, p.first_name || ' ' || p.last_name AS name, p.designation, p.date_of_joining::text AS doj, p.total,
           m.emp_id AS rep_manager_id, m.first_name || ' ' || m.last_name AS rep_manager_name, w.name AS location,
           s.sessions, dd.days, dd.day_lop, le.entry_lop,
           (SELECT json_agg(json_build_array(t.code, t.leave_name) ORDER BY t.code) FROM master_leave_type_category t WHERE t.organization_id = ${org}) AS leave_types
    FROM people p
    LEFT JOIN employee m ON m.id = p.reporting_manager_id
    LEFT JOIN master_work_location w ON w.id = p.work_location_id
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_array(d.attendance_date::text, d.status_code) ORDER BY d.attendance_date) AS days, sum(d.lop_days) AS day_lop
      FROM attendance_day d
      WHERE d.organization_id = ${org} AND d.employee_id = p.id AND d.attendance_date BETWEEN ${month.startDate}::date AND ${month.endDate}::date
    ) dd ON true
    LEFT JOIN LATERAL (
      SELECT json_object_agg(c.code, c.n) AS sessions FROM (
        SELECT code, count(*) AS n
        FROM attendance_day d
        CROSS JOIN LATERAL unnest(CASE WHEN strpos(d.status_code, '/') > 0 THEN string_to_array(d.status_code, '/') ELSE ARRAY[d.status_code, d.status_code] END) AS code
        WHERE d.organization_id = ${org} AND d.employee_id = p.id AND d.attendance_date BETWEEN ${month.startDate}::date AND ${month.endDate}::date
          AND d.status_code IS NOT NULL
        GROUP BY code
      ) c
    ) s ON true
    LEFT JOIN LATERAL (
      SELECT sum(l.lop_days) AS entry_lop FROM lop_entry l
      WHERE l.organization_id = ${org} AND l.applied_in = ${month.startDate}::date AND l.employee_id = p.id
    ) le ON true
    ORDER BY ${order}`;
}

/** The employees of a page; `counted` adds the filter's total to each row (a numbered page's, not a keyset page's). */
const people = (scope: MusterScope, month: PayrollMonth, filter: MusterFilter, tail: RawBuilder<unknown>, counted = true) => sql`
  SELECT e.id, e.emp_id, e.first_name, e.last_name, e.designation, e.date_of_joining, e.reporting_manager_id, e.work_location_id, ${counted ? sql`count(*) OVER ()` : sql`0`} AS total
  FROM employee e
  WHERE ${whereOf(scope, month, filter)} ${tail}`;

const round = (n: number) => Math.round(n * 10) / 10;

/** A stored row as spec 001 §3's Muster row. */
function musterRow(row: Columns, month: MusterMonth, leaveTypes: string[]): MusterRow {
  const sessions = parsed(row.sessions) ?? {};
  const totals = { present: 0, absent: 0, weekOff: 0, holiday: 0, leave: 0 };
  const leaveCounts: Record<string, number> = Object.fromEntries(leaveTypes.map((code) => [code, 0]));
  for (const [code, count] of Object.entries(sessions)) {
    const days = Number(count) / 2;
    const kind = sessionKind(code);
    totals[kind] += days;
    if (kind === 'leave') leaveCounts[code] = (leaveCounts[code] ?? 0) + days;
  }
  return {
    employeeId: row.emp_id,
    employeeName: row.name,
    designation: row.designation,
    manpowerOutsourcing: null,
    billingType: null,
    repManagerId: row.rep_manager_id,
    repManagerName: row.rep_manager_name,
    doj: row.doj,
    location: row.location,
    month: month.monthYear,
    totalPresentDays: round(totals.present),
    totalLOP: round(Number(row.day_lop ?? 0) + Number(row.entry_lop ?? 0)),
    weekOff: round(totals.weekOff),
    totalHolidays: round(totals.holiday),
    totalDays: differenceInCalendarDays(parseISO(month.endDate), parseISO(month.startDate)) + 1,
    totalLeaveDays: round(totals.leave),
    leaveCounts,
    attendanceData: (parsed(row.days) ?? []).map(([date, code]) => ({ date, attendanceData: code })),
  };
}

/** One page of the muster, sorted by Emp ID (DESC by default, spec 001 §9): one statement. */
export async function musterPage(db: Db, scope: MusterScope, month: MusterMonth, filter: MusterFilter, direction: 'ASC' | 'DESC', page: number, size: number): Promise<MusterPage> {
  const dir = direction === 'ASC' ? sql`ASC` : sql`DESC`;
  const { rows } = await musterSql(scope, month, people(scope, month, filter, sql`ORDER BY e.emp_id ${dir} LIMIT ${size} OFFSET ${page * size}`), sql`p.emp_id ${dir}`).execute(db);
  let leaveTypes = rows.length > 0 ? (parsed(rows[0].leave_types) ?? []) : null;
  // A page past the end has no row to carry the total and the types: ask for them alone.
  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (leaveTypes === null) {
    const { rows: rest } = await sql<{ total: string; leave_types: Columns['leave_types'] }>`
      SELECT (SELECT count(*) FROM employee e WHERE ${whereOf(scope, month, filter)}) AS total,
             (SELECT json_agg(json_build_array(t.code, t.leave_name) ORDER BY t.code) FROM master_leave_type_category t WHERE t.organization_id = ${scope.organizationId}) AS leave_types`.execute(db);
    total = Number(rest[0].total);
    leaveTypes = parsed(rest[0].leave_types) ?? [];
  }
  const codes = leaveTypes.map(([code]) => code);
  return {
    ...pageOf(
      rows.map((row) => musterRow(row, month, codes)),
      total,
      size,
    ),
    payrollMonth: { startDate: month.startDate, endDate: month.endDate },
    leaveTypes: leaveTypes.map(([code, name]) => ({ code, name })),
  };
}

/** How many rows the filter lists (the export's cap check). */
export async function musterCount(db: Db, scope: MusterScope, month: PayrollMonth, filter: MusterFilter): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM employee e WHERE ${whereOf(scope, month, filter)}`.execute(db);
  return Number(rows[0].n);
}

/**
 * Every row of the filter in Emp ID order, a keyset page at a time (each page costs what the first
 * does). Pages are small so the HTTP thread shapes each in a few milliseconds between other calls.
 */
export async function* musterPages(db: Db, scope: MusterScope, month: MusterMonth, filter: MusterFilter, pageSize = 250): AsyncGenerator<{ rows: MusterRow[]; leaveTypes: MusterPage['leaveTypes'] }> {
  let after = '';
  for (;;) {
    const { rows } = await musterSql(scope, month, people(scope, month, filter, sql`AND e.emp_id > ${after} ORDER BY e.emp_id LIMIT ${pageSize}`, false), sql`p.emp_id`).execute(db);
    if (rows.length === 0) return;
    const leaveTypes = parsed(rows[0].leave_types) ?? [];
    yield { rows: rows.map((row) => musterRow(row, month, leaveTypes.map(([code]) => code))), leaveTypes: leaveTypes.map(([code, name]) => ({ code, name })) };
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1].emp_id;
  }
}
