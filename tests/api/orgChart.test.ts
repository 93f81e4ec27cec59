import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';
import { demoLogoPng } from '../../src/server/seed/demoLogo.js';
import { call, openSession, type Session } from '../helpers/routeWalk.js';

/**
 * The organisation chart and my team (issue 21 §4, docs/people.md), on the README's demo tree:
 * ACME's head EMP021 has HR001, MGR001 and the department managers EMP022–EMP028 under them;
 * MGR001 manages EMP001–EMP010. NILE's head is NIL002.
 */
describe.each(databaseKinds)('org chart and my team on %s', (kind) => {
  let server: TestServer;
  const sessions: Record<string, Session> = {};
  const get = (who: string, url: string) => call(server, sessions[who].token, 'GET', url);
  const ids = (nodes: { empId: string }[]) => nodes.map((node) => node.empId);

  beforeAll(async () => {
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    sessions.EMP001 = await openSession(server, 'EMP001', { organization: 'ACME' });
    sessions.MGR001 = await openSession(server, 'MGR001', { organization: 'ACME' });
    sessions.NIL006 = await openSession(server, 'NIL006');
  });
  afterAll(async () => {
    await server?.close();
  });

  it("gives every employee the whole organisation's chart, one level at a time, with child counts", async () => {
    const tops = await get('EMP001', '/api/employee/org-chart');
    expect(tops.statusCode, tops.body).toBe(200);
    const top = tops.json().data;
    expect(ids(top)).toContain('EMP021');
    expect(ids(top).every((id: string) => !id.startsWith('NIL'))).toBe(true);
    const head = top.find((node: { empId: string }) => node.empId === 'EMP021');
    expect(head).toEqual({ empId: 'EMP021', firstName: expect.any(String), lastName: expect.any(String), designation: expect.any(String), department: expect.any(String), childCount: 9, photo: null });

    const second = (await get('EMP001', '/api/employee/org-chart?empId=EMP021')).json().data;
    expect(ids(second).sort()).toEqual(['EMP022', 'EMP023', 'EMP024', 'EMP025', 'EMP026', 'EMP027', 'EMP028', 'HR001', 'MGR001']);
    expect(second.find((node: { empId: string }) => node.empId === 'MGR001').childCount).toBe(10);
    const team = (await get('EMP001', '/api/employee/org-chart?empId=mgr001')).json().data;
    expect(ids(team).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `EMP${String(i + 1).padStart(3, '0')}`));
    expect(team.every((node: { childCount: number }) => node.childCount === 0)).toBe(true);

    expect((await get('EMP001', '/api/employee/org-chart/path?empId=EMP005')).json().data).toEqual(['EMP021', 'MGR001', 'EMP005']);
  });

  it('names the photo of each person who has one, so the page asks only for photos that exist', async () => {
    const boundary = '----chart';
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/profileImage/photo',
      headers: { ...bearer(sessions.EMP001.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
        demoLogoPng([20, 120, 60]),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const team = (await get('MGR001', '/api/employee/org-chart?empId=MGR001')).json().data as { empId: string; photo: string | null }[];
    const photo = team.find((node) => node.empId === 'EMP001')?.photo;
    expect(photo).toBe(uploaded.json().data.fileName);
    expect(team.filter((node) => node.empId !== 'EMP001').every((node) => node.photo === null)).toBe(true);
    // Anyone of the organisation reads it, as the chart's avatar does.
    expect((await get('MGR001', `/api/users/docs/profileImage/${photo}`)).statusCode).toBe(200);
  });

  it("keeps each organisation's chart to itself", async () => {
    expect((await get('EMP001', '/api/employee/org-chart?empId=NIL002')).statusCode).toBe(404);
    expect((await get('EMP001', '/api/employee/org-chart/path?empId=NIL006')).statusCode).toBe(404);
    const nile = (await get('NIL006', '/api/employee/org-chart')).json().data;
    expect(ids(nile)).toContain('NIL002');
    expect(ids(nile).some((id: string) => /^(EMP|MGR|HR)/.test(id))).toBe(false);
    expect((await get('NIL006', '/api/employee/org-chart?empId=EMP021')).statusCode).toBe(404);
    expect((await get('EMP001', '/api/employee/org-chart?empId=' + 'x'.repeat(60))).statusCode).toBe(400);
  });

  it("shows a manager their reportees with today's attendance and leave, and an employee an empty team", async () => {
    const { db } = server.database;
    const acme = (await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    const emp2 = (await db.selectFrom('employee').select('id').where('emp_id', '=', 'EMP002').executeTakeFirstOrThrow()).id;
    const mgr = (await db.selectFrom('employee').select('id').where('emp_id', '=', 'MGR001').executeTakeFirstOrThrow()).id;
    const answer = (await get('MGR001', '/api/employee/my-team')).json().data;
    const today: string = answer.date;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const app = await db
      .insertInto('leave_application')
      .values({ organization_id: acme, leave_code: 'LVTEAM1', employee_id: emp2, leave_type: 'CL', from_date: today, to_date: today, num_days: 1, reason: 'Doctor', applied_to_id: mgr, status: 'Approved' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('leave_application_day').values({ organization_id: acme, application_id: app.id, employee_id: emp2, leave_date: today, session1: true, session2: true, days: 1, remarks: null }).execute();
    await sql`DELETE FROM swipe WHERE employee_id = ${emp2} AND attendance_date = ${today}::date`.execute(db);

    const members = (await get('MGR001', '/api/employee/my-team')).json().data.members;
    expect(ids(members).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `EMP${String(i + 1).padStart(3, '0')}`));
    const two = members.find((m: { empId: string }) => m.empId === 'EMP002');
    expect(two).toMatchObject({ leave: { leaveType: 'CL', status: 'Approved', days: 1 } });
    expect(Object.keys(two).sort()).toEqual(['attendance', 'department', 'designation', 'empId', 'firstIn', 'firstName', 'lastName', 'leave'].sort());
    expect((await get('EMP001', '/api/employee/my-team')).json().data.members).toEqual([]);
  });
});
