import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { call, openSession, type Method, type Session } from '../helpers/routeWalk.js';

/**
 * Reporting lines and deactivation (issue 21 §2, docs/people.md). The demo tree (README): MGR001
 * manages EMP001–EMP010, EMP022–EMP028 manage the other staff, HR001 reviews every EMP; the head
 * EMP021 reports to nobody.
 */
describe.each(databaseKinds)('reporting lines on %s', (kind) => {
  let server: TestServer;
  let acme: number;
  const ids = new Map<string, number>();
  const sessions: Record<string, Session> = {};
  const db = () => server.database.db;
  const send = (who: string, method: Method, url: string, payload?: unknown) => call(server, sessions[who].token, method, url, payload);
  const managerOf = async (empId: string) =>
    (await db().selectFrom('employee as e').leftJoin('employee as m', 'm.id', 'e.reporting_manager_id').leftJoin('employee as r', 'r.id', 'e.reviewer_id').select(['m.emp_id as manager', 'r.emp_id as reviewer']).where('e.emp_id', '=', empId).executeTakeFirstOrThrow());
  const dbToday = async () => (await sql<{ today: string }>`SELECT current_date::text AS today`.execute(db())).rows[0].today;
  const shift = async (days: number) => (await sql<{ day: string }>`SELECT (current_date + ${days}::int)::text AS day`.execute(db())).rows[0].day;
  let seq = 0;
  const pendingLeave = async (empId: string, appliedTo: string) => {
    const code = `LVTEST${++seq}`;
    const day = await shift(20 + seq);
    await db()
      .insertInto('leave_application')
      .values({ organization_id: acme, leave_code: code, employee_id: ids.get(empId)!, leave_type: 'CL', from_date: day, to_date: day, num_days: 1, reason: 'Family function', applied_to_id: ids.get(appliedTo)! })
      .execute();
    return code;
  };
  const pendingRegularization = async (empId: string, appliedTo: string) => {
    const code = `RGTEST${++seq}`;
    await db().insertInto('regularization').values({ organization_id: acme, regularization_code: code, employee_id: ids.get(empId)!, applied_to_id: ids.get(appliedTo)!, remarks: null, reject_reason: null, decided_by: null, decided_at: null }).execute();
    return code;
  };
  const leaveApprover = async (code: string) =>
    (await db().selectFrom('leave_application as a').innerJoin('employee as e', 'e.id', 'a.applied_to_id').select('e.emp_id').where('a.leave_code', '=', code).executeTakeFirstOrThrow()).emp_id;
  const regularizationApprover = async (code: string) =>
    (await db().selectFrom('regularization as a').innerJoin('employee as e', 'e.id', 'a.applied_to_id').select('e.emp_id').where('a.regularization_code', '=', code).executeTakeFirstOrThrow()).emp_id;

  beforeAll(async () => {
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    acme = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    for (const row of await db().selectFrom('employee').select(['id', 'emp_id']).execute()) ids.set(row.emp_id, row.id);
    sessions.HR001 = await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' });
    sessions.EMP001 = await openSession(server, 'EMP001', { organization: 'ACME' });
    sessions.ADMIN_NILE = await openSession(server, 'ADMIN', { organization: 'NILE' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("moves an employee's pending requests to the new manager, leaves the others, and writes the audit trail", async () => {
    const leave = await pendingLeave('EMP002', 'MGR001');
    const reg = await pendingRegularization('EMP002', 'MGR001');
    const toReviewer = await pendingLeave('EMP002', 'HR001');
    const decided = await pendingLeave('EMP002', 'MGR001');
    await db().updateTable('leave_application').set({ status: 'Approved' }).where('leave_code', '=', decided).execute();

    const changed = await send('HR001', 'PUT', '/api/employee/emp002/reporting-line', { reportingManager: 'EMP022' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Reporting line updated successfully', data: { empId: 'EMP002', moved: { leave: 1, regularization: 1, compOff: 0, onsite: 0 } } });
    expect(await managerOf('EMP002')).toEqual({ manager: 'EMP022', reviewer: 'HR001' });
    expect(await leaveApprover(leave)).toBe('EMP022');
    expect(await regularizationApprover(reg)).toBe('EMP022');
    expect(await leaveApprover(toReviewer)).toBe('HR001');
    expect(await leaveApprover(decided)).toBe('MGR001');
    const audit = await db().selectFrom('audit_log').select(['before', 'after', 'actor_employee_id']).where('entity', '=', 'employee').where('entity_id', '=', 'EMP002').where('action', '=', 'reporting-line').executeTakeFirstOrThrow();
    expect(audit.actor_employee_id).toBe(ids.get('HR001'));
    const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
    expect(parse(audit.before)).toEqual({ reportingManager: 'MGR001', reviewer: 'HR001' });
    expect(parse(audit.after)).toMatchObject({ reportingManager: 'EMP022', reviewer: 'HR001', pendingRequests: 'moved' });

    // The reviewer's line moves the requests applied to the reviewer.
    const reviewed = await send('HR001', 'PUT', '/api/employee/EMP002/reporting-line', { reviewer: 'EMP021' });
    expect(reviewed.json().data.moved.leave).toBe(1);
    expect(await leaveApprover(toReviewer)).toBe('EMP021');
  });

  it("leaves pending requests with their approver when the organisation chooses 'leave'", async () => {
    await db().updateTable('organization').set({ pending_requests_on_line_change: 'leave' }).where('id', '=', acme).execute();
    try {
      const leave = await pendingLeave('EMP003', 'MGR001');
      const changed = await send('HR001', 'PUT', '/api/employee/EMP003/reporting-line', { reportingManager: 'EMP023' });
      expect(changed.json().data.moved).toEqual({ leave: 0, regularization: 0, compOff: 0, onsite: 0 });
      expect(await managerOf('EMP003')).toMatchObject({ manager: 'EMP023' });
      expect(await leaveApprover(leave)).toBe('MGR001');
    } finally {
      await db().updateTable('organization').set({ pending_requests_on_line_change: 'move' }).where('id', '=', acme).execute();
    }
  });

  it('refuses self, a cycle and anyone not a current employee of the organisation, writing nothing', async () => {
    const before = await managerOf('MGR001');
    const refusals: [string, unknown, string][] = [
      ['/api/employee/EMP004/reporting-line', { reportingManager: 'EMP004' }, 'EMP004 cannot report to themselves'],
      ['/api/employee/EMP004/reporting-line', { reviewer: 'EMP004' }, 'EMP004 cannot review themselves'],
      ['/api/employee/MGR001/reporting-line', { reportingManager: 'EMP005' }, 'MGR001 cannot report to EMP005: EMP005 already reports to MGR001 (EMP005 → MGR001)'],
      ['/api/employee/EMP021/reporting-line', { reportingManager: 'EMP005' }, 'EMP021 cannot report to EMP005: EMP005 already reports to EMP021 (EMP005 → MGR001 → EMP021)'],
      ['/api/employee/EMP004/reporting-line', { reportingManager: 'NIL004' }, 'Reporting manager NIL004 is not a current employee of this organisation'],
      ['/api/employee/EMP004/reporting-line', { reviewer: 'NOBODY' }, 'Reviewer NOBODY is not a current employee of this organisation'],
    ];
    for (const [url, body, message] of refusals) {
      const response = await send('HR001', 'PUT', url, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await send('HR001', 'PUT', '/api/employee/EMP004/reporting-line', {})).statusCode).toBe(400);
    expect((await send('HR001', 'PUT', '/api/employee/NIL006/reporting-line', { reportingManager: 'EMP022' })).statusCode).toBe(404);
    expect(await managerOf('MGR001')).toEqual(before);
    expect(await managerOf('EMP004')).toEqual({ manager: 'MGR001', reviewer: 'HR001' });
  });

  it('lets only HR of the organisation change lines or deactivate', async () => {
    expect((await send('EMP001', 'PUT', '/api/employee/EMP001/reporting-line', { reportingManager: 'EMP022' })).statusCode).toBe(403);
    expect((await send('EMP001', 'PUT', '/api/employee/EMP004/deactivate', { lastWorkingDay: await dbToday() })).statusCode).toBe(403);
    // NILE's Site Admin reaches no ACME employee.
    expect((await send('ADMIN_NILE', 'PUT', '/api/employee/EMP004/reporting-line', { reportingManager: 'EMP022' })).statusCode).toBe(404);
    expect((await send('ADMIN_NILE', 'PUT', '/api/employee/EMP004/deactivate', { lastWorkingDay: await dbToday() })).statusCode).toBe(404);
    expect(await managerOf('EMP004')).toEqual({ manager: 'MGR001', reviewer: 'HR001' });
  });

  it('refuses to deactivate a manager until their reportees are moved, then ends their sessions and keeps their history', async () => {
    const yesterday = await shift(-1);
    const refused = await send('HR001', 'PUT', '/api/employee/MGR001/deactivate', { lastWorkingDay: yesterday });
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.message).toBe('MGR001 is still the reporting manager or reviewer of 8 employees; move them to someone else first');
    expect(body.dependants.map((d: { empId: string }) => d.empId)).toEqual(['EMP001', 'EMP004', 'EMP005', 'EMP006', 'EMP007', 'EMP008', 'EMP009', 'EMP010']);
    expect(body.dependants[0]).toEqual({ empId: 'EMP001', name: expect.any(String), line: 'reportingManager' });
    expect((await send('HR001', 'GET', '/api/employee/MGR001/dependants')).json().data).toHaveLength(8);

    const history = await pendingLeave('MGR001', 'EMP021');
    const mgr = await openSession(server, 'MGR001', { organization: 'ACME' });
    const moved = await send('HR001', 'PUT', '/api/employee/MGR001/move-dependants', { reportingManager: 'EMP022' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toEqual({ moved: 8, dependants: [] });
    expect(await managerOf('EMP010')).toEqual({ manager: 'EMP022', reviewer: 'HR001' });

    const done = await send('HR001', 'PUT', '/api/employee/MGR001/deactivate', { lastWorkingDay: yesterday });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ empId: 'MGR001', lastWorkingDay: yesterday, status: 'Inactive' });
    expect((await call(server, mgr.token, 'GET', '/api/employee/getEmployeeProfile')).statusCode).toBe(401);
    const active = (await send('EMP001', 'GET', '/api/employee/getActiveEmployees')).json().data.map((o: { empId: string }) => o.empId);
    expect(active).not.toContain('MGR001');
    const listed = (await send('HR001', 'GET', '/api/employee/filter?search=MGR001')).json().data.content;
    expect(listed).toEqual([expect.objectContaining({ empId: 'MGR001', status: 'Inactive', lastWorkingDay: yesterday })]);
    expect(await leaveApprover(history)).toBe('EMP021');
    expect((await send('HR001', 'PUT', '/api/employee/MGR001/deactivate', { lastWorkingDay: yesterday })).json().message).toBe('MGR001 is already inactive');
    expect((await send('HR001', 'PUT', '/api/employee/HR001/deactivate', { lastWorkingDay: yesterday })).json().message).toBe('You cannot deactivate yourself');
  });

  it('takes an employee out of the look-ups from their last working day, while they still work that day', async () => {
    const today = await dbToday();
    const emp = await openSession(server, 'EMP030', { organization: 'ACME' });
    const done = await send('HR001', 'PUT', '/api/employee/EMP030/deactivate', { lastWorkingDay: today });
    expect(done.json().data).toEqual({ empId: 'EMP030', lastWorkingDay: today, status: 'Active' });
    expect((await call(server, emp.token, 'GET', '/api/employee/getEmployeeProfile')).statusCode).toBe(200);
    const options = (await send('HR001', 'GET', '/api/employee/reporter-list?q=EMP030')).json().data;
    expect(options).toEqual([]);
    const bad = await send('HR001', 'PUT', '/api/employee/EMP031/deactivate', { lastWorkingDay: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
  });
});
