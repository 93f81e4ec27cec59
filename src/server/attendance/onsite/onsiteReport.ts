import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { pageOf } from '../../http/pageOf.js';
import { personName } from '../../../shared/personName.js';
import { DEFAULT_DAY_RULE } from '../attendanceDate.js';
import { inScope, type ReportScope } from '../reports/reportScope.js';

const ZONE = DEFAULT_DAY_RULE.timeZone;
const EXPORT_PAGE = 5_000;

/** Spec 001 §3 onsite report row: one punch. inOut is its time (HH:mm), punchInOrOut IN or OUT. */
export interface OnsiteReportRow {
  empId: string;
  empName: string;
  date: string;
  inOut: string;
  punchInOrOut: 'IN' | 'OUT';
}

const where = (scope: ReportScope, fromDate: string, toDate: string) =>
  sql`p.organization_id = ${scope.organizationId} AND p.attendance_date BETWEEN ${fromDate}::date AND ${toDate}::date AND ${inScope(scope)}`;

async function rowsOf(
  db: Db,
  scope: ReportScope,
  fromDate: string,
  toDate: string,
  limit: number,
  after: { date: string; empId: string; at: string; id: string } | null,
) {
  const keyset = after
    ? sql`AND (p.attendance_date, e.emp_id, p.punch_at, p.id) > (${after.date}::date, ${after.empId}, ${after.at}::timestamptz, ${after.id}::bigint)`
    : sql``;
  const { rows } = await sql<{
    id: string;
    emp_id: string;
    first_name: string;
    last_name: string;
    date: string;
    at: Date;
    time: string;
    direction: 'IN' | 'OUT';
  }>`
    SELECT p.id, e.emp_id, e.first_name, e.last_name, to_char(p.attendance_date, 'YYYY-MM-DD') AS date, p.punch_at AS at,
           to_char(p.punch_at AT TIME ZONE ${ZONE}, 'HH24:MI') AS time, p.direction
    FROM onsite_punch p JOIN employee e ON e.id = p.employee_id
    WHERE ${where(scope, fromDate, toDate)} ${keyset}
    ORDER BY p.attendance_date, e.emp_id, p.punch_at, p.id LIMIT ${limit}`.execute(db);
  return rows;
}

const toRow = (r: { emp_id: string; first_name: string; last_name: string; date: string; time: string; direction: 'IN' | 'OUT' }): OnsiteReportRow => ({
  empId: r.emp_id,
  empName: personName(r.first_name, r.last_name),
  date: r.date,
  inOut: r.time,
  punchInOrOut: r.direction,
});

export async function onsiteReportCount(db: Db, scope: ReportScope, fromDate: string, toDate: string): Promise<number> {
  const { rows } = await sql<{
    count: string;
  }>`SELECT count(*) FROM onsite_punch p JOIN employee e ON e.id = p.employee_id WHERE ${where(scope, fromDate, toDate)}`.execute(db);
  return Number(rows[0].count);
}

export async function onsiteReportPage(db: Db, scope: ReportScope, fromDate: string, toDate: string, page: number, size: number) {
  const [rows, total] = await Promise.all([
    sql<{
      emp_id: string;
      first_name: string;
      last_name: string;
      date: string;
      time: string;
      direction: 'IN' | 'OUT';
    }>`
      SELECT e.emp_id, e.first_name, e.last_name, to_char(p.attendance_date, 'YYYY-MM-DD') AS date, to_char(p.punch_at AT TIME ZONE ${ZONE}, 'HH24:MI') AS time, p.direction
      FROM onsite_punch p JOIN employee e ON e.id = p.employee_id
      WHERE ${where(scope, fromDate, toDate)}
      ORDER BY p.attendance_date, e.emp_id, p.punch_at, p.id LIMIT ${size} OFFSET ${page * size}`.execute(db),
    onsiteReportCount(db, scope, fromDate, toDate),
  ]);
  return pageOf(rows.rows.map(toRow), total, size);
}

/** The report in keyset pages for the export (docs/heavy-work.md: every page costs what the first does). */
export async function* onsiteReportRows(db: Db, scope: ReportScope, fromDate: string, toDate: string): AsyncGenerator<OnsiteReportRow[]> {
  let after: { date: string; empId: string; at: string; id: string } | null = null;
  for (;;) {
    const rows = await rowsOf(db, scope, fromDate, toDate, EXPORT_PAGE, after);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    const last = rows[rows.length - 1];
    after = {
      date: last.date,
      empId: last.emp_id,
      at: new Date(last.at).toISOString(),
      id: String(last.id),
    };
    if (rows.length < EXPORT_PAGE) return;
  }
}
