import * as XLSX from 'xlsx';
import { sql } from 'kysely';
import { addDays, format, parseISO } from 'date-fns';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { attendanceToday } from '../../src/server/attendance/attendanceClock.js';
import { payrollMonthOf } from '../../src/shared/payrollMonth.js';
import { openSession } from '../helpers/routeWalk.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/** MGR001's direct reportees in the demo reporting tree (README, "Demo accounts"). */
const MGR001_TEAM = ['EMP001', 'EMP002', 'EMP003', 'EMP004', 'EMP005', 'EMP006', 'EMP007', 'EMP008', 'EMP009', 'EMP010'];

/** Days a status code counts as worked, by session (docs/attendance-reports.md), computed here on its own. */
function workedDays(code: string | null): number {
  if (!code) return 0;
  const [first, second = first] = code.split('/');
  return (['P', 'WFH', 'OD'].includes(first) ? 0.5 : 0) + (['P', 'WFH', 'OD'].includes(second) ? 0.5 : 0);
}

/**
 * The attendance reports and trackers (issue 20 §4, spec 001 §3, §5, §7): the regularization report's
 * rows and scope, the admin attendance report of a payroll month (search, order, paging, Excel), the
 * employee tracker's departments, members and dates, the admin tracker keyed by department, the
 * forms' rules, who may call which, and one organisation never seeing another's.
 */
describe.each(databaseKinds)('attendance reports and trackers on %s', (kind) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const today = attendanceToday();
  const fromDate = format(addDays(parseISO(today), -12), 'yyyy-MM-dd');
  const toDate = format(addDays(parseISO(today), -2), 'yyyy-MM-dd');
  const regularized = format(addDays(parseISO(today), -5), 'yyyy-MM-dd');
  /** The open payroll month, named by the calendar month it ends in (docs/attendance-reports.md). */
  const window = payrollMonthOf(today);
  const month = `${window.endDate.slice(5, 7)}-${window.endDate.slice(0, 4)}`;

  beforeAll(async () => {
    server = await startTestServer(kind, { listen: true });
    for (const empId of ['HR001', 'MGR001', 'EMP001', 'EMP020']) tokens[empId] = (await server.login(empId)).token;
    tokens.NILE = (await openSession(server, 'ADMIN', { organization: 'NILE' })).token;
    const db = server.database.db;
    const people = await db.selectFrom('employee').select(['id', 'emp_id', 'organization_id']).where('emp_id', 'in', ['EMP001', 'MGR001']).execute();
    const emp = people.find((p) => p.emp_id === 'EMP001')!;
    const mgr = people.find((p) => p.emp_id === 'MGR001')!;
    const { id } = await db
      .insertInto('regularization')
      .values({
        organization_id: emp.organization_id,
        regularization_code: 'REGRPT001',
        employee_id: emp.id,
        applied_to_id: mgr.id,
        status: 'Approved',
        remarks: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('regularization_date')
      .values({
        organization_id: emp.organization_id,
        regularization_id: id,
        employee_id: emp.id,
        attendance_date: regularized,
        work_type: 'REG',
        start_time: '09:00',
        end_time: '18:00',
        sessions: '[1,2]',
        reason: '=HYPERLINK("x")',
        status: 'Approved',
        approver_remarks: 'Seen at the client',
      })
      .execute();
  });
  afterAll(() => server?.close());
  afterEach(() => void vi.useRealTimers());

  const get = (path: string, token: string) => fetch(`${server.url}/api${path}`, { headers: bearer(token) });
  const json = async (path: string, token: string) => (await get(path, token)).json();
  const sheet = async (response: Response) => {
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), {
      type: 'array',
    });
    return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false });
  };

  it('refuses an employee every admin path, and answers a manager only for their reportees', async () => {
    for (const path of [
      `/employee-attendance/admin-attendance-report?month=${month}`,
      `/employee-attendance/export-admin-attendance-report?month=${month}`,
      `/employee-attendance/admin-attendance-tracker?month=${month}`,
    ]) {
      expect((await get(path, tokens.EMP020)).status, path).toBe(403);
      expect((await get(path, tokens.MGR001)).status, path).toBe(403);
    }
    const form = `fromDate=${fromDate}&toDate=${toDate}`;
    expect((await get(`/attendance/report/regularization?empId=EMP001&${form}`, tokens.EMP020)).status).toBe(403);
    expect((await get(`/attendance/report/regularization?empId=EMP020&${form}`, tokens.MGR001)).status).toBe(403);
    expect((await get(`/attendance/report/regularization?empId=NIL001&${form}`, tokens.HR001)).status).toBe(404);
    const empty = await json(`/employee-attendance/team-tracker?schema=All&startDate=${fromDate}&endDate=${toDate}`, tokens.EMP020);
    expect(empty.data).toEqual([]);
  });

  it('lists regularized dates with what the day showed and what was applied for; the export escapes formulas', async () => {
    const { rows } = await sql<{
      in_time: string | null;
      out_time: string | null;
    }>`
      SELECT ad.record->>'inTime' AS in_time, ad.record->>'outTime' AS out_time FROM attendance_day ad JOIN employee e ON e.id = ad.employee_id
      WHERE e.emp_id = 'EMP001' AND ad.attendance_date = ${regularized}::date`.execute(server.database.db);
    const expected = {
      empId: 'EMP001',
      empName: expect.any(String),
      status: 'Approved',
      attendanceDate: regularized,
      actualIn: rows[0]?.in_time ?? null,
      actualOut: rows[0]?.out_time ?? null,
      appliedIn: '09:00',
      appliedOut: '18:00',
      remark: '=HYPERLINK("x")',
      reportingManagerId: 'MGR001',
      reportingManagerName: 'Manoj Kumar',
      reviwerRemark: 'Seen at the client',
    };
    const mine = await json(`/attendance/report/regularization?empId=EMP001&fromDate=${fromDate}&toDate=${toDate}`, tokens.MGR001);
    expect(mine.data.content).toEqual([expected]);
    const team = await json(`/attendance/report/regularization?empId=ALL&fromDate=${fromDate}&toDate=${toDate}`, tokens.MGR001);
    expect(team.data.content.map((row: { empId: string }) => row.empId)).toContain('EMP001');
    expect(team.data.content.every((row: { empId: string }) => MGR001_TEAM.includes(row.empId))).toBe(true);
    const exported = await get(`/attendance/report/regularization/export?empId=EMP001&fromDate=${fromDate}&toDate=${toDate}`, tokens.HR001);
    expect(exported.headers.get('content-disposition')).toContain('RegularizationReport.xlsx');
    const cells = await sheet(exported);
    expect(cells[0]).toEqual([
      'Emp ID',
      'Employee Name',
      'Status',
      'Date',
      'Actual In',
      'Actual Out',
      'Applied In',
      'Applied Out',
      'Remark',
      'Reporting Manager ID',
      'Reporting Manager',
      'Reviewer Remark',
    ]);
    expect(cells[1][8]).toBe(`'=HYPERLINK("x")`);
  });

  it('answers the admin attendance report of a payroll month: every processed day, search, order, pages and Excel', async () => {
    const { rows } = await sql<{ count: string; emp001: string }>`
      SELECT count(*) AS count, count(*) FILTER (WHERE e.emp_id = 'EMP001') AS emp001 FROM attendance_day ad
      JOIN employee e ON e.id = ad.employee_id JOIN organization o ON o.id = ad.organization_id
      WHERE o.organization_code = 'ACME' AND ad.attendance_date BETWEEN ${window.startDate}::date AND ${window.endDate}::date`.execute(server.database.db);
    const page = await json(`/employee-attendance/admin-attendance-report?month=${month}&size=25`, tokens.HR001);
    expect(page.data.totalElements).toBe(Number(rows[0].count));
    expect(page.data.content).toHaveLength(Math.min(25, Number(rows[0].count)));
    expect(page.data.content[0].attendanceDate >= page.data.content[24 % page.data.content.length].attendanceDate).toBe(true);
    const searched = await json(`/employee-attendance/admin-attendance-report?month=${month}&search=emp001&sortDirection=ASC&size=100`, tokens.HR001);
    expect(searched.data.totalElements).toBe(Number(rows[0].emp001));
    expect(searched.data.content[0].attendanceDate).toBe(window.startDate);
    expect(searched.data.content.every((row: { empId: string }) => row.empId === 'EMP001')).toBe(true);
    const after = payrollMonthOf(format(addDays(parseISO(window.endDate), 1), 'yyyy-MM-dd')).endDate;
    const next = `${after.slice(5, 7)}-${after.slice(0, 4)}`;
    const future = await get(`/employee-attendance/admin-attendance-report?month=${next}`, tokens.HR001);
    expect(future.status).toBe(400);
    expect((await get('/employee-attendance/admin-attendance-report?month=13-2026', tokens.HR001)).status).toBe(400);
    const exported = await get(`/employee-attendance/export-admin-attendance-report?month=${month}`, tokens.HR001);
    expect(exported.status).toBe(200);
    expect((await sheet(exported)).length).toBe(Number(rows[0].count) + 1);
  });

  it("tracks a manager's team by department, member and date from the stored days and swipes", async () => {
    const tracker = await json(`/employee-attendance/team-tracker?schema=All&startDate=${fromDate}&endDate=${toDate}`, tokens.MGR001);
    const members = tracker.data.flatMap((department: { members: { empId: string }[] }) => department.members);
    expect(members.map((m: { empId: string }) => m.empId).sort()).toEqual(MGR001_TEAM);
    const { rows } = await sql<{
      emp_id: string;
      status_code: string | null;
    }>`
      SELECT e.emp_id, ad.status_code FROM attendance_day ad JOIN employee e ON e.id = ad.employee_id
      WHERE e.emp_id = ANY(${MGR001_TEAM}::text[]) AND ad.attendance_date BETWEEN ${fromDate}::date AND ${toDate}::date`.execute(server.database.db);
    for (const member of members as {
      empId: string;
      empPresentDayCount: number;
    }[]) {
      const expected = rows.filter((row) => row.emp_id === member.empId).reduce((total, row) => total + workedDays(row.status_code), 0);
      expect(member.empPresentDayCount, member.empId).toBe(expected);
    }
    for (const department of tracker.data as {
      overallEmployeeCount: number;
      totalEmployeePresentCount: number;
      members: { empPresentDayCount: number }[];
      avgLoginHourse: string;
    }[]) {
      expect(department.overallEmployeeCount).toBe(department.members.length);
      expect(department.totalEmployeePresentCount).toBe(department.members.reduce((total, m) => total + m.empPresentDayCount, 0));
      expect(department.avgLoginHourse).toMatch(/^\d{2,}:\d{2}$/);
    }
    expect(
      tracker.data.find((d: { members: { empId: string }[] }) => d.members.some((m) => m.empId === 'EMP001')).totalEmployeeRegularizationCount,
    ).toBeGreaterThanOrEqual(1);

    const dates = await json(`/employee-attendance/team-member-report?schema=All&startDate=${fromDate}&endDate=${toDate}&empId=EMP003`, tokens.MGR001);
    expect(dates.data).toHaveLength(11);
    const { rows: punches } = await sql<{ date: string; ins: string }>`
      SELECT to_char(s.attendance_date, 'YYYY-MM-DD') AS date, count(*) FILTER (WHERE s.direction = 'IN') + ceil(count(*) FILTER (WHERE s.direction IS NULL) / 2.0) AS ins
      FROM swipe s JOIN employee e ON e.id = s.employee_id WHERE e.emp_id = 'EMP003' AND s.attendance_date BETWEEN ${fromDate}::date AND ${toDate}::date GROUP BY 1`.execute(
      server.database.db,
    );
    for (const row of dates.data as {
      date: string;
      inPunchCount: number;
      totalHrs: string;
    }[]) {
      expect(row.inPunchCount, row.date).toBe(Number(punches.find((p) => p.date === row.date)?.ins ?? 0));
      expect(row.totalHrs).toMatch(/^\d{2}:\d{2}$/);
    }
    expect((await get(`/employee-attendance/team-member-report?schema=All&startDate=${fromDate}&endDate=${toDate}&empId=EMP020`, tokens.MGR001)).status).toBe(
      403,
    );
    // Web counts web sign-ins only: the team has none in the demo, so nobody is listed.
    const web = await json(`/employee-attendance/team-tracker?schema=Web&startDate=${fromDate}&endDate=${toDate}`, tokens.MGR001);
    expect(web.data).toEqual([]);
  });

  it('keys the admin tracker by department with its eleven columns, each organisation its own employees', async () => {
    const acme = await json(`/employee-attendance/admin-attendance-tracker?month=${month}`, tokens.HR001);
    const columns = [
      'department',
      'overallEmployeeCount',
      'totalEmployeePresentCount',
      'totalEmployeeAbsentCount',
      'totalEmployeeLeaveCount',
      'totalEmployeeRegularizationCount',
      'avgInPunchCount',
      'avgOutPunchCount',
      'avgLoginHourse',
      'totalProductiveHousers',
      'totalBreakHousers',
    ];
    for (const [department, row] of Object.entries(acme.data as Record<string, Record<string, unknown>>)) {
      expect(Object.keys(row).sort()).toEqual([...columns].sort());
      expect(row.department).toBe(department);
    }
    const count = async (code: string) =>
      Number(
        (
          await sql<{
            count: string;
          }>`SELECT count(*) FROM employee_organization eo JOIN organization o ON o.id = eo.organization_id WHERE o.organization_code = ${code}`.execute(
            server.database.db,
          )
        ).rows[0].count,
      );
    const total = (data: Record<string, { overallEmployeeCount: number }>) => Object.values(data).reduce((sum, row) => sum + row.overallEmployeeCount, 0);
    expect(total(acme.data)).toBe(await count('ACME'));
    const nile = await json(`/employee-attendance/admin-attendance-tracker?month=${month}`, tokens.NILE);
    expect(total(nile.data)).toBe(await count('NILE'));
  });

  it("holds the tracker's and the report's forms to spec 001 §5 on a fake clock", async () => {
    vi.useFakeTimers({
      toFake: ['Date'],
      now: new Date('2026-12-10T06:30:00Z'),
    });
    const token = (await server.login('HR001')).token;
    const message = async (path: string) => (await json(path, token)).message;
    expect(await message('/employee-attendance/team-tracker?startDate=2026-12-01&endDate=2026-12-05')).toBe('Schema is required');
    expect(await message('/employee-attendance/team-tracker?schema=All&endDate=2026-12-05')).toBe('From date is required');
    expect(await message('/employee-attendance/team-tracker?schema=All&startDate=2026-12-01')).toBe('To date is required');
    expect(await message('/employee-attendance/team-tracker?schema=Web&startDate=2026-12-09&endDate=2026-12-09')).toBe(
      'From date must be at most two days before today',
    );
    expect(await message('/employee-attendance/team-tracker?schema=Web&startDate=2026-12-01&endDate=2026-12-10')).toBe('To date must be at most yesterday');
    expect((await get('/employee-attendance/team-tracker?schema=Lasers&startDate=2026-12-01&endDate=2026-12-05', token)).status).toBe(400);
    expect(await message('/attendance/report/regularization?fromDate=2026-12-01&toDate=2026-12-05')).toBe('Please Select the Employee!');
    expect(await message('/attendance/report/regularization?empId=EMP001&fromDate=2026-12-01')).toBe('Please Select the Date!');
    expect(await message('/attendance/report/regularization?empId=EMP001&fromDate=2026-12-08&toDate=2026-12-07')).toBe(
      'To date cannot be before the from date',
    );
    expect((await get('/employee-attendance/team-tracker?schema=Bio%20Metric&startDate=2026-12-08&endDate=2026-12-09', token)).status).toBe(200);
    expect((await get('/employee-attendance/admin-attendance-tracker?month=01-2027', token)).status).toBe(400);
    expect((await get('/employee-attendance/admin-attendance-tracker?month=12-2026', token)).status).toBe(200);
  });
});
