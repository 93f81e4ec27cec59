import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { call, openSession, refusalCheck, type Method, type Session } from '../helpers/routeWalk.js';
import { runsScript, STORED_SCRIPT_PAYLOADS } from '../helpers/storedScriptPayloads.js';

/** Events, birthdays and work anniversaries (issue 23 §1, spec 002 §7 "Events", docs/recognition-and-events.md). */
const TODAY = '2026-11-20';
const EVENTS = '/api/events';

describe.each(databaseKinds)('events on %s', (kind) => {
  let server: TestServer;
  const sessions = new Map<string, Session>();
  const db = () => server.database.db;
  const send = (who: string, method: Method, url: string, payload?: unknown) => call(server, sessions.get(who)!.token, method, url, payload);
  const refused = refusalCheck(db, ['org_event', 'org_event_attendee']);
  const departmentOf = async (empId: string) => (await db().selectFrom('employee').select('department').where('emp_id', '=', empId).executeTakeFirstOrThrow()).department;
  const event = (extra: Record<string, unknown> = {}) => ({ title: 'Town hall', category: 'Town Hall', eventType: 'All Employees', departments: [], description: '<p>Quarterly update</p>', location: 'Main hall', startDate: '2026-11-24', endDate: '2026-11-24', startTime: '10:00', endTime: '11:00', attendees: [], ...extra });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    sessions.set('ADMIN', await openSession(server, 'ADMIN', { organization: 'ACME' }));
    sessions.set('NILE-ADMIN', await openSession(server, 'ADMIN', { organization: 'NILE' }));
    sessions.set('HR001', await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' }));
    for (const empId of ['EMP001', 'EMP002', 'EMP020']) sessions.set(empId, await openSession(server, empId, { organization: 'ACME' }));
    sessions.set('NIL001', await openSession(server, 'NIL001'));
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it('documents every events route in the OpenAPI contract', async () => {
    const paths = Object.keys((await send('ADMIN', 'GET', '/api/openapi.json')).json().paths);
    expect(paths.filter((path) => path.startsWith(EVENTS)).sort()).toEqual(
      [EVENTS, `${EVENTS}/{id}`, `${EVENTS}/all-attendees`, `${EVENTS}/attendees`, `${EVENTS}/birthdays`, `${EVENTS}/celebrations`, `${EVENTS}/work-anniversaries`].sort(),
    );
  });

  let everyone = 0;
  let department = 0;
  it('lets an administrator create events for everyone and for a department; each employee sees those shown to them', async () => {
    const created = await send('ADMIN', 'POST', EVENTS, event());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('Event created successfully');
    everyone = created.json().data.id;
    const emp001Department = await departmentOf('EMP001');
    const other = (await db().selectFrom('employee').select('department').where('department', '!=', emp001Department).where('emp_id', 'like', 'EMP0%').executeTakeFirstOrThrow()).department;
    const forDepartment = await send('ADMIN', 'POST', EVENTS, event({ title: 'Team offsite', category: 'Team Outing', eventType: 'Departments', departments: [emp001Department], startDate: '2026-11-27', endDate: '2026-11-28', startTime: '', endTime: '', attendees: ['HR001'] }));
    expect(forDepartment.statusCode, forDepartment.body).toBe(201);
    department = forDepartment.json().data.id;

    const seen = async (who: string) => (await send(who, 'GET', `${EVENTS}?month=2026-11`)).json().data.map((row: any) => row.id);
    expect(await seen('EMP001')).toEqual([everyone, department]);
    const outsider = (await db().selectFrom('employee').select('emp_id').where('department', '=', other).where('emp_id', 'like', 'EMP0%').executeTakeFirstOrThrow()).emp_id;
    sessions.set(outsider, await openSession(server, outsider, { organization: 'ACME' }));
    expect(await seen(outsider)).toEqual([everyone]);
    // An attendee from another department sees it too.
    expect(await seen('HR001')).toEqual([everyone, department]);
    expect((await send('EMP001', 'GET', `${EVENTS}?month=2026-12`)).json().data).toEqual([]);
    expect((await send('EMP001', 'GET', `${EVENTS}?category=Team Outing`.replace(' ', '%20'))).json().data.map((row: any) => row.id)).toEqual([department]);
    expect((await send('EMP001', 'GET', `${EVENTS}?eventType=Departments`)).json().data.map((row: any) => row.id)).toEqual([department]);
    expect((await send('EMP001', 'GET', `${EVENTS}?eventType=All%20Employees&month=2026-11`)).json().data.map((row: any) => row.id)).toEqual([everyone]);

    const calendar = (await send('EMP001', 'GET', `${EVENTS}/all-attendees?year=2026`)).json().data;
    expect(calendar.find((row: any) => row.id === department)).toMatchObject({ key: String(department), startDate: '2026-11-27', endDate: '2026-11-28', attendees: [{ empId: 'HR001' }] });
    expect((await send('EMP001', 'GET', `${EVENTS}/attendees?key=${department}`)).json().data).toEqual([{ empId: 'HR001', name: 'Hema Raman' }]);
    expect((await send(outsider, 'GET', `${EVENTS}/attendees?key=${department}`)).statusCode).toBe(404);
    // Another employee's view is for Manage Events only.
    expect((await send('EMP001', 'GET', `${EVENTS}?employee=${outsider}`)).statusCode).toBe(403);
    expect((await send('ADMIN', 'GET', `${EVENTS}?employee=${outsider}&month=2026-11`)).json().data.map((row: any) => row.id)).toEqual([everyone]);
  });

  it('refuses a bad event with a clear message, writing nothing; only Manage Events writes', async () => {
    await refused(400, 'Title is required', () => send('ADMIN', 'POST', EVENTS, event({ title: ' ' })));
    await refused(400, 'End Date must not be before Start Date', () => send('ADMIN', 'POST', EVENTS, event({ endDate: '2026-11-23' })));
    await refused(400, 'Please select at least one department', () => send('ADMIN', 'POST', EVENTS, event({ eventType: 'Departments', departments: [] })));
    await refused(400, 'NIL001 is not an active employee', () => send('ADMIN', 'POST', EVENTS, event({ attendees: ['NIL001'] })));
    await refused(403, undefined, () => send('EMP001', 'POST', EVENTS, event()));
    await refused(403, undefined, () => send('EMP001', 'PUT', `${EVENTS}?id=${everyone}`, event({ title: 'Mine' })));
    await refused(403, undefined, () => send('EMP001', 'DELETE', `${EVENTS}/${everyone}`));
  });

  it('keeps NILE from ACME’s events: neither seen, changed nor deleted', async () => {
    expect((await send('NIL001', 'GET', `${EVENTS}/all-attendees?month=2026-11`)).json().data).toEqual([]);
    expect((await send('NILE-ADMIN', 'GET', EVENTS)).json().data).toEqual([]);
    await refused(404, 'Event not found', () => send('NILE-ADMIN', 'PUT', `${EVENTS}?id=${everyone}`, event({ title: 'Hijacked' })));
    await refused(404, 'Event not found', () => send('NILE-ADMIN', 'DELETE', `${EVENTS}/${everyone}`));
    expect((await send('NIL001', 'GET', `${EVENTS}/attendees?key=${everyone}`)).statusCode).toBe(404);
  });

  it('edits with PUT /events?id= and deletes; the description keeps no script', async () => {
    const edited = await send('HR001', 'PUT', `${EVENTS}?id=${everyone}`, event({ title: 'Town hall (moved)', startDate: '2026-11-25', endDate: '2026-11-25', description: `<p>Agenda</p>${STORED_SCRIPT_PAYLOADS.join('')}` }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Event updated successfully', data: { title: 'Town hall (moved)', startDate: '2026-11-25', version: 2 } });
    expect(runsScript(edited.json().data.description)).toBe(false);
    const removed = await send('HR001', 'DELETE', `${EVENTS}/${department}`);
    expect(removed.json().message).toBe('Event deleted successfully');
    expect((await send('EMP001', 'GET', `${EVENTS}?month=2026-11`)).json().data.map((row: any) => row.id)).toEqual([everyone]);
  });

  it('records each create, edit and delete of an event in the audit trail, with who did it', async () => {
    const rows = (
      await sql<{ entity_id: string; action: string; actor: string; before: any; after: any }>`SELECT a.entity_id, a.action, e.emp_id AS actor, a.before, a.after
        FROM audit_log a JOIN employee e ON e.id = a.actor_employee_id WHERE a.entity = 'event' AND a.entity_id IN (${String(everyone)}, ${String(department)}) ORDER BY a.id`.execute(db())
    ).rows;
    expect(rows).toMatchObject([
      { entity_id: String(everyone), action: 'create', actor: 'ADMIN', before: null, after: { eventType: 'All Employees' } },
      { entity_id: String(department), action: 'create', actor: 'ADMIN', after: { title: 'Team offsite', eventType: 'Departments', attendees: ['HR001'] } },
      { entity_id: String(everyone), action: 'update', actor: 'HR001', before: { eventType: 'All Employees' }, after: { title: 'Town hall (moved)', startDate: '2026-11-25' } },
      { entity_id: String(department), action: 'delete', actor: 'HR001', before: { title: 'Team offsite' }, after: null },
    ]);
    expect(rows).toHaveLength(4);
  });

  it('lists birthdays and work anniversaries from the employees’ own dates; a hidden birthday is left out', async () => {
    await db().updateTable('employee').set({ date_of_birth: '1990-11-20', date_of_joining: '2021-11-22' }).where('emp_id', '=', 'EMP001').execute();
    await db().updateTable('employee').set({ date_of_birth: '1992-11-25' }).where('emp_id', '=', 'EMP002').execute();
    const birthdays = (await send('EMP020', 'GET', `${EVENTS}/birthdays?month=2026-11`)).json().data;
    expect(birthdays.find((row: any) => row.empId === 'EMP001')).toEqual({ empId: 'EMP001', name: expect.any(String), department: await departmentOf('EMP001'), date: '2026-11-20' });
    expect(JSON.stringify(birthdays)).not.toContain('1990');
    const anniversaries = (await send('EMP020', 'GET', `${EVENTS}/work-anniversaries?month=2026-11`)).json().data;
    expect(anniversaries.find((row: any) => row.empId === 'EMP001')).toMatchObject({ date: '2026-11-22', years: 5 });

    const card = (await send('EMP020', 'GET', `${EVENTS}/celebrations`)).json().data;
    expect(card.today.birthdays.map((row: any) => row.empId)).toContain('EMP001');
    expect(card.week.birthdays.map((row: any) => row.empId)).toEqual(expect.arrayContaining(['EMP001', 'EMP002']));
    expect(card.week.anniversaries.map((row: any) => row.empId)).toContain('EMP001');

    const hidden = await send('EMP001', 'PUT', '/api/employee/birthday-preference', { hideBirthday: true });
    expect(hidden.json()).toMatchObject({ data: { hideBirthday: true }, message: 'Your birthday is hidden from colleagues' });
    expect((await send('EMP001', 'GET', '/api/employee/birthday-preference')).json().data).toEqual({ hideBirthday: true });
    expect((await send('EMP020', 'GET', `${EVENTS}/birthdays?month=2026-11`)).json().data.map((row: any) => row.empId)).not.toContain('EMP001');
    expect((await send('EMP020', 'GET', `${EVENTS}/celebrations`)).json().data.today.birthdays.map((row: any) => row.empId)).not.toContain('EMP001');
    // NILE's lists hold none of ACME's people.
    const nile = (await send('NIL001', 'GET', `${EVENTS}/birthdays?month=2026-11`)).json().data;
    expect(nile.every((row: any) => row.empId.startsWith('NIL'))).toBe(true);
    expect((await send('EMP020', 'GET', `${EVENTS}/birthdays?month=2026-13`)).statusCode).toBe(400);
  });
});
