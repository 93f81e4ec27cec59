import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { personName } from '../../../shared/personName.js';
import type { TrackerSchema } from '../../../shared/attendanceReportRules.js';
import type { AdminTrackerRow, TrackerDateRow, TrackerDepartment, TrackerMember } from '../../../shared/trackerRecords.js';
import { inScope, type ReportScope } from './reportScope.js';

/** Codes that count as a worked session (docs/attendance-reports.md). */
const WORKED = ['P', 'WFH', 'OD'];
/** Codes that count as a leave session: the legend's leave types and the restricted holiday. */
const LEAVE = ['L', 'PRL', 'PL', 'PAL', 'ML', 'CL', 'SL', 'BL', 'CO', 'RH'];

/**
 * Days a status code counts for, by session: a code such as 'P/A' is Session 1 / Session 2, a
 * single code both sessions; each session is half a day.
 */
function sessionDays(column: RawBuilder<unknown>, codes: string[]): RawBuilder<number> {
  const list = sql.val(codes);
  return sql<number>`((CASE WHEN split_part(${column}, '/', 1) = ANY(${list}::text[]) THEN 0.5 ELSE 0 END)
    + (CASE WHEN coalesce(nullif(split_part(${column}, '/', 2), ''), split_part(${column}, '/', 1)) = ANY(${list}::text[]) THEN 0.5 ELSE 0 END))`;
}

/** An 'HH:mm' of the stored record (absent: its default '00:00') in minutes; one look-up of the key (hours may pass 24). */
const minutesOf = (key: string) => sql<number>`extract(epoch FROM coalesce(ad.record->>${key}, '00:00')::interval)::int / 60`;

/** Which punches a schema counts (spec 001 §9: All, Web, Bio Metric): All counts every source, onsite included. */
const sourceCondition = (schema: TrackerSchema) => (schema === 'All' ? sql`true` : sql`s.source = ${schema}`);

/** 'HH:mm' of a number of minutes; hours may pass 24 (a month's total). */
export const hoursText = (minutes: number) =>
  `${String(Math.floor(Math.round(minutes) / 60)).padStart(2, '0')}:${String(Math.round(minutes) % 60).padStart(2, '0')}`;
const ratio = (total: number, count: number) => (count > 0 ? Math.round((total / count) * 100) / 100 : 0);

interface EmployeeFigures {
  id: number;
  emp_id: string;
  first_name: string;
  last_name: string;
  department: string;
  present: string;
  absent: string;
  leave: string;
  worked_days: string;
  work_minutes: string;
  productive_minutes: string;
  break_minutes: string;
  punch_days: string;
  ins: string;
  outs: string;
  regularized: string;
}

/**
 * One row per employee of the scope with their figures over the dates, in one statement over the
 * stored processed days (attendance_day), the swipes and the approved regularization dates — each
 * aggregated per employee before the join, so the cost is one pass over each table's range.
 * Schema Web or Bio Metric lists the employees with a punch of that source in the range.
 */
async function employeeFigures(db: Db, scope: ReportScope, fromDate: string, toDate: string, schema: TrackerSchema): Promise<EmployeeFigures[]> {
  const organizationId = scope.organizationId;
  const status = sql`d.status_code`;
  // The organisation's whole staff needs no join to the employee list: every row of the organisation is in scope.
  const inEmp = (alias: string) => (scope.managerId === undefined && scope.employeeId === undefined ? sql`` : sql`AND ${sql.ref(`${alias}.employee_id`)} IN (SELECT id FROM emp)`);
  const { rows } = await sql<EmployeeFigures>`
    WITH emp AS (
      SELECT e.id, e.emp_id, e.first_name, e.last_name, e.department FROM employee e WHERE ${inScope(scope)}
    ), days AS (
      SELECT d.employee_id,
             sum(${sessionDays(status, WORKED)}) AS present, sum(${sessionDays(status, ['A'])}) AS absent, sum(${sessionDays(status, LEAVE)}) AS leave,
             count(*) FILTER (WHERE d.work > 0) AS worked_days, sum(d.work) AS work_minutes, sum(d.productive) AS productive_minutes, sum(d.break) AS break_minutes
      FROM (
        -- Each stored day read once: its status and its three durations.
        SELECT ad.employee_id, ad.status_code, ${minutesOf('totalWorkHours')} AS work, ${minutesOf('actualWorkHours')} AS productive, ${minutesOf('breakHrs')} AS break
        FROM attendance_day ad
        WHERE ad.organization_id = ${organizationId} AND ad.attendance_date BETWEEN ${fromDate}::date AND ${toDate}::date ${inEmp('ad')}
      ) d
      GROUP BY d.employee_id
    ), punch_days AS (
      SELECT s.employee_id, s.attendance_date,
             count(*) FILTER (WHERE s.direction = 'IN') + ceil(count(*) FILTER (WHERE s.direction IS NULL) / 2.0) AS ins,
             count(*) FILTER (WHERE s.direction = 'OUT') + floor(count(*) FILTER (WHERE s.direction IS NULL) / 2.0) AS outs
      FROM swipe s
      WHERE s.organization_id = ${organizationId} AND s.attendance_date BETWEEN ${fromDate}::date AND ${toDate}::date AND ${sourceCondition(schema)} ${inEmp('s')}
      GROUP BY s.employee_id, s.attendance_date
    ), punches AS (
      SELECT employee_id, count(*) AS punch_days, sum(ins) AS ins, sum(outs) AS outs FROM punch_days GROUP BY employee_id
    ), regs AS (
      SELECT rd.employee_id, count(*) AS regularized FROM regularization_date rd
      WHERE rd.organization_id = ${organizationId} AND rd.attendance_date BETWEEN ${fromDate}::date AND ${toDate}::date AND rd.status = 'Approved' ${inEmp('rd')}
      GROUP BY rd.employee_id
    )
    SELECT emp.id, emp.emp_id, emp.first_name, emp.last_name, coalesce(nullif(emp.department, ''), 'No Department') AS department,
           coalesce(days.present, 0) AS present, coalesce(days.absent, 0) AS absent, coalesce(days.leave, 0) AS leave,
           coalesce(days.worked_days, 0) AS worked_days, coalesce(days.work_minutes, 0) AS work_minutes,
           coalesce(days.productive_minutes, 0) AS productive_minutes, coalesce(days.break_minutes, 0) AS break_minutes,
           coalesce(punches.punch_days, 0) AS punch_days, coalesce(punches.ins, 0) AS ins, coalesce(punches.outs, 0) AS outs,
           coalesce(regs.regularized, 0) AS regularized
    FROM emp LEFT JOIN days ON days.employee_id = emp.id LEFT JOIN punches ON punches.employee_id = emp.id LEFT JOIN regs ON regs.employee_id = emp.id
    ${schema === 'All' ? sql`` : sql`WHERE punches.employee_id IS NOT NULL`}
    ORDER BY department, emp.emp_id`.execute(db);
  return rows;
}

interface Totals {
  employees: number;
  present: number;
  absent: number;
  leave: number;
  regularized: number;
  punchDays: number;
  ins: number;
  outs: number;
  workedDays: number;
  workMinutes: number;
  productiveMinutes: number;
  breakMinutes: number;
}

const emptyTotals = (): Totals => ({
  employees: 0,
  present: 0,
  absent: 0,
  leave: 0,
  regularized: 0,
  punchDays: 0,
  ins: 0,
  outs: 0,
  workedDays: 0,
  workMinutes: 0,
  productiveMinutes: 0,
  breakMinutes: 0,
});

function add(totals: Totals, row: EmployeeFigures): void {
  totals.employees += 1;
  totals.present += Number(row.present);
  totals.absent += Number(row.absent);
  totals.leave += Number(row.leave);
  totals.regularized += Number(row.regularized);
  totals.punchDays += Number(row.punch_days);
  totals.ins += Number(row.ins);
  totals.outs += Number(row.outs);
  totals.workedDays += Number(row.worked_days);
  totals.workMinutes += Number(row.work_minutes);
  totals.productiveMinutes += Number(row.productive_minutes);
  totals.breakMinutes += Number(row.break_minutes);
}

function byDepartment(rows: EmployeeFigures[]): Map<string, { totals: Totals; members: EmployeeFigures[] }> {
  const departments = new Map<string, { totals: Totals; members: EmployeeFigures[] }>();
  for (const row of rows) {
    const department = departments.get(row.department) ?? departments.set(row.department, { totals: emptyTotals(), members: [] }).get(row.department)!;
    add(department.totals, row);
    department.members.push(row);
  }
  return departments;
}

const member = (row: EmployeeFigures): TrackerMember => ({
  empId: row.emp_id,
  empName: personName(row.first_name, row.last_name),
  empCount: 1,
  empPresentDayCount: Number(row.present),
  empRegularizadCount: Number(row.regularized),
  empAvgInPunch: ratio(Number(row.ins), Number(row.punch_days)),
  empAvgOutPunch: ratio(Number(row.outs), Number(row.punch_days)),
  empAvgLoginHourse: hoursText(Number(row.worked_days) > 0 ? Number(row.work_minutes) / Number(row.worked_days) : 0),
  empProductiveHousers: hoursText(Number(row.productive_minutes)),
  empBreakHourse: hoursText(Number(row.break_minutes)),
});

/** The team tracker (spec 001 §3 Tracker): department rows with their figures and their employees'. */
export async function teamTracker(db: Db, scope: ReportScope, fromDate: string, toDate: string, schema: TrackerSchema): Promise<TrackerDepartment[]> {
  const departments = byDepartment(await employeeFigures(db, scope, fromDate, toDate, schema));
  return [...departments.entries()].map(([department, { totals, members }]) => ({
    department,
    overallEmployeeCount: totals.employees,
    totalEmployeePresentCount: totals.present,
    totalEmployeeRegularizationCount: totals.regularized,
    avgInPunchCount: ratio(totals.ins, totals.punchDays),
    avgOutPunchCount: ratio(totals.outs, totals.punchDays),
    avgLoginHourse: hoursText(totals.workedDays > 0 ? totals.workMinutes / totals.workedDays : 0),
    totalProductiveHousers: hoursText(totals.productiveMinutes),
    totalBreakHousers: hoursText(totals.breakMinutes),
    members: members.map(member),
  }));
}

/** The admin tracker (spec 001 §2: keyed by department, eleven columns) over a payroll month. */
export async function adminTracker(db: Db, organizationId: number, fromDate: string, toDate: string): Promise<Record<string, AdminTrackerRow>> {
  const departments = byDepartment(await employeeFigures(db, { organizationId }, fromDate, toDate, 'All'));
  return Object.fromEntries(
    [...departments.entries()].map(([department, { totals }]) => [
      department,
      {
        department,
        overallEmployeeCount: totals.employees,
        totalEmployeePresentCount: totals.present,
        totalEmployeeAbsentCount: totals.absent,
        totalEmployeeLeaveCount: totals.leave,
        totalEmployeeRegularizationCount: totals.regularized,
        avgInPunchCount: ratio(totals.ins, totals.punchDays),
        avgOutPunchCount: ratio(totals.outs, totals.punchDays),
        avgLoginHourse: hoursText(totals.workedDays > 0 ? totals.workMinutes / totals.workedDays : 0),
        totalProductiveHousers: hoursText(totals.productiveMinutes),
        totalBreakHousers: hoursText(totals.breakMinutes),
      } satisfies AdminTrackerRow,
    ]),
  );
}

/** One employee's per-date rows (spec 001 §3: inPunchCount, outPunchCount, totalHrs, productiveHrs, breakHrs): the team member report. */
export async function memberDates(
  db: Db,
  scope: ReportScope & { employeeId: number },
  fromDate: string,
  toDate: string,
  schema: TrackerSchema,
): Promise<TrackerDateRow[]> {
  const { rows } = await sql<{
    date: string;
    status: string | null;
    ins: string;
    outs: string;
    total: string | null;
    productive: string | null;
    break: string | null;
  }>`
    WITH dates AS (SELECT d::date AS date FROM generate_series(${fromDate}::date, ${toDate}::date, interval '1 day') d),
    punches AS (
      SELECT s.attendance_date,
             count(*) FILTER (WHERE s.direction = 'IN') + ceil(count(*) FILTER (WHERE s.direction IS NULL) / 2.0) AS ins,
             count(*) FILTER (WHERE s.direction = 'OUT') + floor(count(*) FILTER (WHERE s.direction IS NULL) / 2.0) AS outs
      FROM swipe s WHERE s.organization_id = ${scope.organizationId} AND s.employee_id = ${scope.employeeId}
        AND s.attendance_date BETWEEN ${fromDate}::date AND ${toDate}::date AND ${sourceCondition(schema)}
      GROUP BY s.attendance_date
    )
    SELECT to_char(dates.date, 'YYYY-MM-DD') AS date, ad.status_code AS status, coalesce(p.ins, 0) AS ins, coalesce(p.outs, 0) AS outs,
           coalesce(ad.record->>'totalWorkHours', '00:00') AS total, coalesce(ad.record->>'actualWorkHours', '00:00') AS productive, coalesce(ad.record->>'breakHrs', '00:00') AS break
    FROM dates
    LEFT JOIN attendance_day ad ON ad.organization_id = ${scope.organizationId} AND ad.employee_id = ${scope.employeeId} AND ad.attendance_date = dates.date
    LEFT JOIN punches p ON p.attendance_date = dates.date
    ORDER BY dates.date`.execute(db);
  return rows.map((r) => ({
    date: r.date,
    status: r.status,
    inPunchCount: Number(r.ins),
    outPunchCount: Number(r.outs),
    totalHrs: r.total ?? '00:00',
    productiveHrs: r.productive ?? '00:00',
    breakHrs: r.break ?? '00:00',
  }));
}
