import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
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
    const { db } = server.database;
    const emp3 = await db.selectFrom('employee_organization as eo').innerJoin('employee as e', 'e.id', 'eo.employee_id').select(['e.id', 'eo.organization_id']).where('e.emp_id', '=', 'EMP003').executeTakeFirstOrThrow();
    await db.insertInto('employee_profile').values({ employee_id: emp3.id, organization_id: emp3.organization_id, photo_file: 'photo-1-2-abc.jpg', updated_by: 'HR001' }).onConflict((oc) => oc.column('employee_id').doUpdateSet({ photo_file: 'photo-1-2-abc.jpg' })).execute();
    const team = (await get('EMP001', '/api/employee/org-chart?empId=MGR001')).json().data as { empId: string; photo: string | null }[];
    expect(team.find((node) => node.empId === 'EMP003')?.photo).toBe('photo-1-2-abc.jpg');
    expect(team.filter((node) => node.empId !== 'EMP003').every((node) => node.photo === null)).toBe(true);
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
