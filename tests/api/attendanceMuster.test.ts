import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { markAttendanceDirty } from '../../src/server/attendance/markAttendanceDirty.js';
import { musterPages } from '../../src/server/attendance/muster/musterQuery.js';
import { call, openSession, type Session } from '../helpers/routeWalk.js';
import { storeAttendanceDay } from '../helpers/storedAttendanceDay.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/** Sunday 2026-11-22, noon in India: the open payroll month is 2026-10-25..2026-11-24 (payroll start day 25). */
const NOW = new Date('2026-11-22T06:30:00Z');
const swipe = (date: string, time: string, direction: 'IN' | 'OUT') => ({ at: `${date}T${time}`, direction, device: 'Main Gate' });

describe.each(databaseKinds)('attendance muster on %s', (kind) => {
  let server: TestServer;
  let acme: number;
  const ids = new Map<string, number>();
  const sessions = new Map<string, Session>();
  const db = () => server.database.db;
  const get = (who: string, url: string) => call(server, sessions.get(who)!.token, 'GET', url);
  const post = (who: string, url: string) => call(server, sessions.get(who)!.token, 'POST', url);
  const put = (who: string, url: string, body: unknown) => call(server, sessions.get(who)!.token, 'PUT', url, body);

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    server = await startTestServer(kind);
    await server.app.attendanceProcessor.whenIdle();
    acme = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    for (const row of await db().selectFrom('employee').select(['id', 'emp_id']).execute()) ids.set(row.emp_id, row.id);
    await db().deleteFrom('attendance_lock').where('organization_id', '=', acme).execute();
    for (const empId of ['EMP001', 'EMP002']) {
      await db().deleteFrom('attendance_day').where('employee_id', '=', ids.get(empId)!).where('attendance_date', '>=', '2026-09-01').execute();
    }
    const emp001 = { organizationId: acme, employeeId: ids.get('EMP001')!, empId: 'EMP001' };
    // 10-24 ends October's payroll month; 10-25 opens November's (named 11-2026).
    await storeAttendanceDay(db(), emp001, '2026-10-24');
    await storeAttendanceDay(db(), emp001, '2026-10-26', { swipes: [swipe('2026-10-26', '09:25', 'IN'), swipe('2026-10-26', '18:40', 'OUT')] });
    await storeAttendanceDay(db(), emp001, '2026-10-27');
    await storeAttendanceDay(db(), emp001, '2026-10-28', { leaves: [{ leaveCode: 'CL', sessions: [1, 2] }] });
    await storeAttendanceDay(db(), emp001, '2026-11-02', { swipes: [swipe('2026-11-02', '09:30', 'IN'), swipe('2026-11-02', '14:30', 'OUT')] });
    await storeAttendanceDay(db(), emp001, '2026-11-24', { dayType: { kind: 'weeklyOff', because: 'roster' } });
    // LOP entries: one carried by November's run, one by October's (not November's).
    await db()
      .insertInto('lop_entry')
      .values([
        { organization_id: acme, employee_id: emp001.employeeId, payroll_month: '2026-09-25', applied_in: '2026-10-25', lop_days: 1.5, source: 'addLop', reason: 'Missed in September', created_by: 'HR001' },
        { organization_id: acme, employee_id: emp001.employeeId, payroll_month: '2026-08-25', applied_in: '2026-09-25', lop_days: 2, source: 'addLop', reason: 'Carried by October', created_by: 'HR001' },
      ])
      .execute();
    await db().updateTable('employee').set({ designation: '=HYPERLINK("http://x","y")' }).where('emp_id', '=', 'EMP002').execute();
    for (const [who, to] of [
      ['HR001', { role: 'HR Ops Admin' }],
      ['MGR001', {}],
      ['EMP001', {}],
    ] as const) sessions.set(who, await openSession(server, who, to));
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it('answers spec 001 §3 muster rows over the payroll month 25th → 24th, never the calendar month', async () => {
    const response = await get('HR001', '/api/attendance-muster?monthYear=11-2026&empId=EMP001');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data;
    expect(page.payrollMonth).toEqual({ startDate: '2026-10-25', endDate: '2026-11-24' });
    expect(page.totalElements).toBe(1);
    const [row] = page.content;
    expect(Object.keys(row).sort()).toEqual(
      [
        'employeeId', 'employeeName', 'designation', 'manpowerOutsourcing', 'billingType', 'repManagerId', 'repManagerName', 'doj', 'location', 'month',
        'totalPresentDays', 'totalLOP', 'weekOff', 'totalHolidays', 'totalDays', 'totalLeaveDays', 'leaveCounts', 'attendanceData',
      ].sort(),
    );
    const person = await db().selectFrom('employee').select(['first_name', 'last_name', 'designation']).where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    expect(row.employeeName).toBe(`${person.first_name} ${person.last_name}`);
    expect(row.designation).toBe(person.designation);
    expect(row.repManagerId).toBe('MGR001');
    expect(row.month).toBe('11-2026');
    // 10-24 belongs to October's payroll month; 11-24 to November's.
    expect(row.attendanceData).toEqual([
      { date: '2026-10-26', attendanceData: 'P' },
      { date: '2026-10-27', attendanceData: 'A' },
      { date: '2026-10-28', attendanceData: 'CL' },
      { date: '2026-11-02', attendanceData: 'P/A' },
      { date: '2026-11-24', attendanceData: 'OFF' },
    ]);
    expect(row.totalDays).toBe(31);
    expect(row.totalPresentDays).toBe(1.5);
    expect(row.weekOff).toBe(1);
    expect(row.totalLeaveDays).toBe(1);
    expect(row.leaveCounts.CL).toBe(1);
    // The days' LOP (1 for 10-27, 0.5 for 11-02) plus the entry applied in November's run (1.5); October's entry is not.
    expect(row.totalLOP).toBe(3);
    const codes = (await sql<{ code: string }>`SELECT code FROM master_leave_type_category WHERE organization_id = ${acme}`.execute(db())).rows.map((r) => r.code);
    expect(Object.keys(row.leaveCounts).sort()).toEqual(codes.sort());
    expect(page.leaveTypes.map((t: { code: string }) => t.code).sort()).toEqual(codes.sort());

    const october = (await get('HR001', '/api/attendance-muster?monthYear=10-2026&empId=EMP001')).json().data;
    expect(october.payrollMonth).toEqual({ startDate: '2026-09-25', endDate: '2026-10-24' });
    expect(october.content[0].attendanceData).toEqual([{ date: '2026-10-24', attendanceData: 'A' }]);
    expect(october.content[0].totalLOP).toBe(3);
  });

  it('lists what a total adds up: the stored days and the LOP entries of the month', async () => {
    const response = await get('HR001', '/api/attendance-muster/breakdown?monthYear=11-2026&empId=EMP001');
    expect(response.statusCode, response.body).toBe(200);
    const breakdown = response.json().data;
    expect(breakdown.days.filter((d: { lopDays: number }) => d.lopDays > 0)).toEqual([
      { date: '2026-10-27', attendanceData: 'A', lopDays: 1 },
      { date: '2026-11-02', attendanceData: 'P/A', lopDays: 0.5 },
    ]);
    expect(breakdown.lopEntries).toEqual([expect.objectContaining({ payrollMonth: '2026-09-25', lopDays: 1.5, source: 'addLop', reason: 'Missed in September', createdBy: 'HR001' })]);
    expect((await get('HR001', '/api/attendance-muster/breakdown')).json().data.employeeId).toBe('HR001');
  });

  it('pages by Emp ID (DESC by default), filters by reporting manager, reviewer, status and search', async () => {
    const everyone = (await sql<{ emp_id: string; status: string; rm: string | null; reviewer: string | null; name: string }>`
      SELECT e.emp_id, e.status, m.emp_id AS rm, r.emp_id AS reviewer, e.first_name || ' ' || e.last_name AS name
      FROM employee e JOIN employee_organization eo ON eo.employee_id = e.id
      LEFT JOIN employee m ON m.id = e.reporting_manager_id LEFT JOIN employee r ON r.id = e.reviewer_id
      WHERE eo.organization_id = ${acme}`.execute(db())).rows;
    const sorted = everyone.map((e) => e.emp_id).sort();
    const first = (await get('HR001', '/api/attendance-muster?monthYear=11-2026&size=10&page=0')).json().data;
    const second = (await get('HR001', '/api/attendance-muster?monthYear=11-2026&size=10&page=1')).json().data;
    expect(first.totalElements).toBe(everyone.length);
    expect(first.totalPages).toBe(Math.ceil(everyone.length / 10));
    expect([...first.content, ...second.content].map((r: { employeeId: string }) => r.employeeId)).toEqual([...sorted].reverse().slice(0, 20));
    const ascending = (await get('HR001', '/api/attendance-muster?monthYear=11-2026&size=5&sortDirection=ASC')).json().data;
    expect(ascending.content.map((r: { employeeId: string }) => r.employeeId)).toEqual(sorted.slice(0, 5));

    const ids = async (query: string) => ((await get('HR001', `/api/attendance-muster?monthYear=11-2026&size=100&sortDirection=ASC&${query}`)).json().data.content as { employeeId: string }[]).map((r) => r.employeeId).sort();
    expect(await ids('repManager=MGR001')).toEqual(everyone.filter((e) => e.rm === 'MGR001').map((e) => e.emp_id).sort());
    expect(await ids('reviewer=HR001')).toEqual(everyone.filter((e) => e.reviewer === 'HR001').map((e) => e.emp_id).sort().slice(0, 100));
    expect(await ids('payrollStatus=Active')).toEqual(everyone.filter((e) => e.status === 'Active').map((e) => e.emp_id).sort().slice(0, 100));
    const someone = everyone.find((e) => e.emp_id === 'EMP002')!;
    expect(await ids(`search=${encodeURIComponent(someone.name.split(' ')[0])}`)).toEqual(everyone.filter((e) => e.name.includes(someone.name.split(' ')[0]) || e.emp_id.includes(someone.name.split(' ')[0])).map((e) => e.emp_id).sort());
    const past = (await get('HR001', '/api/attendance-muster?monthYear=11-2026&page=500')).json().data;
    expect(past.content).toEqual([]);
    expect(past.totalElements).toBe(everyone.length);
  });

  it('refuses a month after the current one, a malformed month and bad paging, writing nothing', async () => {
    expect((await get('HR001', '/api/attendance-muster?monthYear=12-2026')).json().message).toBe('The month cannot be after the current month');
    expect((await get('HR001', '/api/attendance-muster?monthYear=13-2026')).statusCode).toBe(400);
    expect((await get('HR001', '/api/attendance-muster?size=1000')).statusCode).toBe(400);
    expect((await get('HR001', '/api/attendance-muster?sortDirection=SIDEWAYS')).statusCode).toBe(400);
  });

  it('refuses the admin paths to MGR001, who is not an administrator, and gives them their team instead', async () => {
    for (const [method, url] of [
      ['GET', '/api/attendance-muster?monthYear=11-2026'],
      ['GET', '/api/attendance-muster/export?monthYear=11-2026'],
      ['GET', '/api/attendance-muster/breakdown?empId=EMP001'],
      ['POST', '/api/attendance-muster?monthYear=11-2026&isAll=true'],
    ] as const) {
      expect((await call(server, sessions.get('MGR001')!.token, method, url)).statusCode, url).toBe(403);
    }
    const team = (await get('MGR001', '/api/attendance-muster/team?monthYear=11-2026&size=100')).json().data;
    const expected = (await sql<{ emp_id: string }>`SELECT emp_id FROM employee WHERE id = ${ids.get('MGR001')!} OR reporting_manager_id = ${ids.get('MGR001')!}`.execute(db())).rows.map((r) => r.emp_id);
    expect(team.content.map((r: { employeeId: string }) => r.employeeId).sort()).toEqual(expected.sort());
    const own = (await get('EMP001', '/api/attendance-muster/team?monthYear=11-2026')).json().data;
    expect(own.content.map((r: { employeeId: string }) => r.employeeId)).toEqual(['EMP001']);
  });

  it('exports MusterReport.xlsx of the whole month with a column per date and escaped cells', async () => {
    const response = await get('HR001', '/api/attendance-muster/export?monthYear=11-2026');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-disposition']).toContain('MusterReport.xlsx');
    const sheet = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string | number>>(sheet.Sheets[sheet.SheetNames[0]], { raw: false });
    const total = (await sql<{ n: string }>`SELECT count(*) AS n FROM employee_organization WHERE organization_id = ${acme}`.execute(db())).rows[0].n;
    expect(rows.length).toBe(Number(total));
    const emp001 = rows.find((r) => r['Emp ID'] === 'EMP001')!;
    expect(emp001['27/10/2026']).toBe('A');
    expect(emp001['02/11/2026']).toBe('P/A');
    expect(emp001['24/11/2026']).toBe('OFF');
    expect(Object.keys(emp001)).not.toContain('24/10/2026');
    expect(String(emp001.LOP)).toBe('3');
    expect(rows.find((r) => r['Emp ID'] === 'EMP002')!.Designation).toBe(`'=HYPERLINK("http://x","y")`);
    // The export reads keyset pages: small ones give the same rows as the numbered pages, in Emp ID order.
    const month = { startDate: '2026-10-25', endDate: '2026-11-24', monthYear: '11-2026' };
    const keyset: string[] = [];
    for await (const page of musterPages(db(), { organizationId: acme }, month, {}, 7)) keyset.push(...page.rows.map((r) => r.employeeId));
    const numbered: string[] = [];
    for (let page = 0; numbered.length < Number(total); page++) {
      numbered.push(...((await get('HR001', `/api/attendance-muster?monthYear=11-2026&size=100&page=${page}&sortDirection=ASC`)).json().data.content as { employeeId: string }[]).map((r) => r.employeeId));
    }
    expect(keyset).toEqual(numbered);
    const team = await get('MGR001', '/api/attendance-muster/team/export?monthYear=11-2026');
    expect(team.headers['content-disposition']).toContain('downloadMuster.xlsx');
  });

  it('processes a month as a background job: the messages of spec 001 §5, then every day of the month up to today stored', async () => {
    expect((await post('HR001', '/api/attendance-muster?isAll=true')).json().message).toBe('Please select a month and year');
    expect((await post('HR001', '/api/attendance-muster?monthYear=11-2026&isAll=false')).json().message).toBe('Please select an employee');
    expect((await post('HR001', '/api/attendance-muster?monthYear=11-2026&isAll=false&empId=NOBODY')).statusCode).toBe(404);
    const started = await post('HR001', '/api/attendance-muster?monthYear=11-2026&isAll=false&empId=EMP002');
    expect(started.statusCode, started.body).toBe(202);
    const jobId = started.json().data.jobId;
    await expect.poll(async () => (await get('HR001', `/api/jobs/${jobId}`)).json().data.status, { timeout: 30_000, interval: 100 }).toBe('done');
    const job = (await get('HR001', `/api/jobs/${jobId}`)).json().data;
    expect(job.message).toBe('Attendance processed successfully!');
    expect(job.progress).toBe(100);
    const days = await db().selectFrom('attendance_day').select('attendance_date').where('employee_id', '=', ids.get('EMP002')!).where('attendance_date', '>=', '2026-10-25').orderBy('attendance_date').execute();
    // 10-25 … 11-22 (today): 29 days; the 23rd and 24th have not come.
    expect(days.length).toBe(29);
    const audit = await db().selectFrom('audit_log').select(['entity', 'entity_id']).where('entity', '=', 'attendanceMuster').execute();
    expect(audit).toContainEqual({ entity: 'attendanceMuster', entity_id: '11-2026' });
  });
  /** An active employee of ACME nobody reports to or is reviewed by (deactivatable), not one the tests above read; their swipes from `from` gone. */
  async function employeeWithoutSwipes(exclude: string[], from: string) {
    const { rows } = await sql<{ id: number; emp_id: string }>`
      SELECT e.id, e.emp_id FROM employee e JOIN employee_organization eo ON eo.employee_id = e.id AND eo.organization_id = ${acme}
      WHERE e.status = 'Active' AND e.last_working_day IS NULL AND e.emp_id LIKE 'EMP%' AND NOT (e.emp_id = ANY(${['EMP001', 'EMP002', ...exclude]}::text[]))
        AND NOT EXISTS (SELECT 1 FROM employee d WHERE d.reporting_manager_id = e.id OR d.reviewer_id = e.id)
      ORDER BY e.emp_id LIMIT 1`.execute(db());
    const person = rows[0];
    await db().deleteFrom('swipe').where('employee_id', '=', person.id).where('attendance_date', '>=', from).execute();
    return person;
  }
  const storedDays = async (employeeId: number, from: string, to: string) =>
    (
      await db()
        .selectFrom('attendance_day')
        .select(['attendance_date', 'status_code', 'lop_days'])
        .where('employee_id', '=', employeeId)
        .where('attendance_date', '>=', from)
        .where('attendance_date', '<=', to)
        .orderBy('attendance_date')
        .execute()
    ).map((d) => ({ date: String(d.attendance_date).slice(0, 10), status: d.status_code, lop: Number(d.lop_days) }));

  it("counts a leaver's days after the last working day as not employed: no A, no LOP in the stored days, the muster and the day's explanation", async () => {
    // 11-03 … 11-21 without swipes: processed before the deactivation, the weekdays are absent with LOP.
    const leaver = await employeeWithoutSwipes([], '2026-11-03');
    await markAttendanceDirty(db(), acme, { employeeIds: [leaver.id], from: '2026-11-03', to: '2026-11-21' });
    await server.app.attendanceProcessor.whenIdle();
    // To the month's end: the seed stored days up to the real yesterday, which may be after the test's today.
    const before = await storedDays(leaver.id, '2026-11-03', '2026-11-24');
    expect(before.filter((d) => d.date > '2026-11-10' && d.status === 'A' && d.lop === 1).length).toBeGreaterThan(0);

    const cockpit = async () => (await get('HR001', '/api/month-end/cockpit?monthYear=11-2026')).json().data;
    const lopBefore = (await cockpit()).lopTotal;
    // Tuesday 11-10, past: the deactivation marks the processed days after it in its own transaction.
    const done = await put('HR001', `/api/employee/${leaver.emp_id}/deactivate`, { lastWorkingDay: '2026-11-10' });
    expect(done.statusCode, done.body).toBe(200);
    await server.app.attendanceProcessor.whenIdle();
    const after = await storedDays(leaver.id, '2026-11-03', '2026-11-24');
    // The days up to the last working day are as they were; every day after it has no status and no LOP.
    expect(after.filter((d) => d.date <= '2026-11-10')).toEqual(before.filter((d) => d.date <= '2026-11-10'));
    const gone = after.filter((d) => d.date > '2026-11-10');
    expect(gone.map((d) => d.date)).toEqual(before.filter((d) => d.date > '2026-11-10').map((d) => d.date));
    expect(gone.every((d) => d.status === null && d.lop === 0), JSON.stringify(gone)).toBe(true);

    const row = (await get('HR001', `/api/attendance-muster?monthYear=11-2026&empId=${leaver.emp_id}`)).json().data.content[0];
    const afterLastDay = row.attendanceData.filter((d: { date: string }) => d.date > '2026-11-10');
    expect(afterLastDay.map((d: { date: string }) => d.date)).toEqual(gone.map((d) => d.date));
    expect(gone.length).toBeGreaterThanOrEqual(11);
    expect(afterLastDay.every((d: { attendanceData: string | null }) => d.attendanceData === null)).toBe(true);
    const lopUpToLastDay = after.filter((d) => d.date <= '2026-11-10').reduce((sum, d) => sum + d.lop, 0);
    const earlier = (await storedDays(leaver.id, '2026-10-25', '2026-11-02')).reduce((sum, d) => sum + d.lop, 0);
    expect(row.totalLOP).toBe(earlier + lopUpToLastDay);
    // The month-end cockpit's LOP total loses exactly the LOP of the days after the last working day.
    const removed = before.filter((d) => d.date > '2026-11-10').reduce((sum, d) => sum + d.lop, 0);
    expect((await cockpit()).lopTotal).toBeCloseTo(lopBefore - removed, 2);
    const breakdown = (await get('HR001', `/api/attendance-muster/breakdown?monthYear=11-2026&empId=${leaver.emp_id}`)).json().data;
    expect(breakdown.days.filter((d: { date: string; lopDays: number }) => d.date > '2026-11-10' && d.lopDays > 0)).toEqual([]);

    const day = (await get('HR001', `/api/attendance/day?empId=${leaver.emp_id}&date=2026-11-12`)).json().data;
    expect(day.lopDays).toBe(0);
    expect(day.explain).toEqual(['Not employed on this date: the last working day was 10/11/2026. No attendance is counted: no status and no LOP.']);
    const lastDay = (await get('HR001', `/api/attendance/day?empId=${leaver.emp_id}&date=2026-11-10`)).json().data;
    expect(lastDay.explain[0]).not.toContain('Not employed');
    // The calendar offers no day after it to select or regularize (dojList: the dates outside employment).
    const calendar = (await get('HR001', `/api/attendance/calendar?yearMonth=11-2026&empId=${leaver.emp_id}`)).json().data;
    expect(calendar.dojList.filter((date: string) => date >= '2026-11-03')).toEqual(calendar.dojList.filter((date: string) => date > '2026-11-10'));
    expect(calendar.dojList).toContain('2026-11-11');
    expect(calendar.dojList).toContain('2026-11-24');
    expect(calendar.attendanceInfo.filter((day: { attendanceDate: string }) => day.attendanceDate > '2026-11-10')).toEqual([]);
  });

  it('recomputes the days a moved date of joining turns out of employment and back', async () => {
    const joiner = await employeeWithoutSwipes([], '2026-11-03');
    await markAttendanceDirty(db(), acme, { employeeIds: [joiner.id], from: '2026-11-03', to: '2026-11-06' });
    await server.app.attendanceProcessor.whenIdle();
    const processed = await storedDays(joiner.id, '2026-11-03', '2026-11-06');
    const joined = (await db().selectFrom('employee').select('date_of_joining').where('id', '=', joiner.id).executeTakeFirstOrThrow()).date_of_joining;

    // Joining on Thursday 11-05: 11-03 and 11-04 were not employed; 11-05 is an ordinary day.
    expect((await put('HR001', `/api/employee/work-info/hr/${joiner.emp_id}`, { dateOfJoining: '2026-11-05' })).statusCode).toBe(200);
    await server.app.attendanceProcessor.whenIdle();
    expect(await storedDays(joiner.id, '2026-11-03', '2026-11-06')).toEqual([
      { date: '2026-11-03', status: null, lop: 0 },
      { date: '2026-11-04', status: null, lop: 0 },
      ...processed.slice(2),
    ]);
    const explain = (await get('HR001', `/api/attendance/day?empId=${joiner.emp_id}&date=2026-11-03`)).json().data.explain;
    expect(explain[0]).toBe('Not employed on this date: the date of joining is 05/11/2026. No attendance is counted: no status and no LOP.');

    // Back to the date it was: the days are computed as before.
    expect((await put('HR001', `/api/employee/work-info/hr/${joiner.emp_id}`, { dateOfJoining: joined })).statusCode).toBe(200);
    await server.app.attendanceProcessor.whenIdle();
    expect(await storedDays(joiner.id, '2026-11-03', '2026-11-06')).toEqual(processed);
  });
});

