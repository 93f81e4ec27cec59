import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { call, openSession, refusalCheck, type Method, type Session } from '../helpers/routeWalk.js';
import { runsScript, STORED_SCRIPT_PAYLOADS } from '../helpers/storedScriptPayloads.js';

/** Recognition (issue 23 §2, spec 002 §5/§7/§8, docs/recognition-and-events.md). */
const NOTES = '/api/employee-notes';

describe.each(databaseKinds)('recognition on %s', (kind) => {
  let server: TestServer;
  const sessions = new Map<string, Session>();
  const db = () => server.database.db;
  const send = (who: string, method: Method, url: string, payload?: unknown) => call(server, sessions.get(who)!.token, method, url, payload);
  const refused = refusalCheck(db, ['employee_note', 'employee_note_recipient']);
  const note = (extra: Record<string, unknown> = {}) => ({ empList: ['EMP001', 'EMP002'], from: '2026-11-02', to: '2026-11-13', description: '<p>Shipped the <strong>payroll</strong> release</p>', ...extra });

  beforeAll(async () => {
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    sessions.set('HR001', await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' }));
    sessions.set('ADMIN', await openSession(server, 'ADMIN', { organization: 'ACME' }));
    for (const empId of ['EMP001', 'EMP002', 'EMP003']) sessions.set(empId, await openSession(server, empId, { organization: 'ACME' }));
    sessions.set('NIL001', await openSession(server, 'NIL001'));
  });
  afterAll(() => server?.close());

  it('documents every recognition route in the OpenAPI contract', async () => {
    const paths = Object.keys((await send('ADMIN', 'GET', '/api/openapi.json')).json().paths);
    expect(paths.filter((path) => path.startsWith(NOTES)).sort()).toEqual([NOTES, `${NOTES}/{empId}`, `${NOTES}/{id}`].sort());
  });

  let id = 0;
  it('lets HR recognise two employees; both see it as theirs, everyone of the organisation in the list', async () => {
    const created = await send('HR001', 'POST', NOTES, note());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('Recognition submitted successfully!');
    id = created.json().data.id;
    expect(created.json().data).toMatchObject({ empList: ['EMP001', 'EMP002'], from: '2026-11-02', to: '2026-11-13', author: { empId: 'HR001' }, canEdit: true, canDelete: true });
    for (const empId of ['EMP001', 'EMP002']) {
      const mine = (await send(empId, 'GET', `${NOTES}/${empId}`)).json().data;
      expect(mine.map((row: any) => row.id)).toEqual([id]);
      expect(mine[0]).toMatchObject({ description: '<p>Shipped the <strong>payroll</strong> release</p>', canEdit: false, canDelete: false });
    }
    expect((await send('EMP003', 'GET', `${NOTES}/EMP003`)).json().data).toEqual([]);
    const list = (await send('EMP003', 'GET', NOTES)).json().data;
    expect(list).toMatchObject({ totalElements: 1, totalPages: 1 });
    expect(list.content[0].employees.map((e: any) => e.empId)).toEqual(['EMP001', 'EMP002']);
  });

  it('refuses a draft with the spec’s messages, writing nothing', async () => {
    await refused(400, 'At least one employee must be selected', () => send('EMP003', 'POST', NOTES, note({ empList: [] })));
    await refused(400, 'From Date is required', () => send('EMP003', 'POST', NOTES, { empList: ['EMP001'], to: '2026-11-13', description: 'Great' }));
    await refused(400, 'To Date is required', () => send('EMP003', 'POST', NOTES, { empList: ['EMP001'], from: '2026-11-13', description: 'Great' }));
    await refused(400, 'To Date must be after From Date', () => send('EMP003', 'POST', NOTES, note({ from: '2026-11-13', to: '2026-11-12' })));
    await refused(400, 'Description is required', () => send('EMP003', 'POST', NOTES, note({ description: '<p> </p><script>x</script>' })));
    await refused(400, 'NIL001 is not an active employee', () => send('EMP003', 'POST', NOTES, note({ empList: ['NIL001'] })));
    await refused(400, 'You cannot recognize yourself', () => send('EMP003', 'POST', NOTES, note({ empList: ['EMP003'] })));
  });

  it('lets no employee change or delete someone else’s note; the author may, a moderator may delete', async () => {
    await refused(403, 'You can change only the recognitions you wrote.', () => send('EMP001', 'PUT', `${NOTES}/${id}`, note({ description: 'Hijacked' })));
    await refused(403, 'You can change only the recognitions you wrote.', () => send('EMP001', 'DELETE', `${NOTES}/${id}`));
    await refused(404, 'Recognition not found', () => send('NIL001', 'PUT', `${NOTES}/${id}`, note({ empList: ['NIL002'] })));
    await refused(404, 'Recognition not found', () => send('NIL001', 'DELETE', `${NOTES}/${id}`));
    const edited = await send('HR001', 'PUT', `${NOTES}/${id}`, note({ empList: ['EMP002'], description: '<p>Shipped it</p>' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Recognition updated successfully!', data: { empList: ['EMP002'], version: 2 } });
    expect((await send('EMP001', 'GET', `${NOTES}/EMP001`)).json().data).toEqual([]);
    const other = (await send('EMP003', 'POST', NOTES, note({ empList: ['EMP001'] }))).json().data.id;
    const removed = await send('ADMIN', 'DELETE', `${NOTES}/${other}`);
    expect(removed.json().message).toBe('Recognition deleted successfully!');
    expect(await db().selectFrom('employee_note').select('id').where('id', '=', other).execute()).toEqual([]);
  });

  it('records each create, edit and delete of a note in the audit trail, with who did it', async () => {
    const rows = (
      await sql<{ entity_id: string; action: string; actor: string; before: any; after: any }>`SELECT a.entity_id, a.action, e.emp_id AS actor, a.before, a.after
        FROM audit_log a JOIN employee e ON e.id = a.actor_employee_id WHERE a.entity = 'recognition' ORDER BY a.id`.execute(db())
    ).rows;
    const other = rows[2]?.entity_id;
    expect(rows).toMatchObject([
      { entity_id: String(id), action: 'create', actor: 'HR001', before: null, after: { empList: ['EMP001', 'EMP002'], from: '2026-11-02', to: '2026-11-13', author: 'HR001' } },
      { entity_id: String(id), action: 'update', actor: 'HR001', before: { empList: ['EMP001', 'EMP002'] }, after: { empList: ['EMP002'], description: '<p>Shipped it</p>' } },
      { entity_id: other, action: 'create', actor: 'EMP003', after: { empList: ['EMP001'], author: 'EMP003' } },
      { entity_id: other, action: 'delete', actor: 'ADMIN', before: { empList: ['EMP001'], author: 'EMP003' }, after: null },
    ]);
    expect(rows).toHaveLength(4);
  });

  it('keeps NILE out of ACME’s recognitions', async () => {
    expect((await send('NIL001', 'GET', NOTES)).json().data.totalElements).toBe(0);
    expect((await send('NIL001', 'GET', `${NOTES}/EMP002`)).statusCode).toBe(404);
  });

  it('keeps only allow-listed markup: the stored-script payloads come back inert', async () => {
    for (const payload of STORED_SCRIPT_PAYLOADS) {
      const created = await send('EMP003', 'POST', NOTES, note({ empList: ['EMP002'], description: `<p>Thanks</p>${payload}` }));
      expect(created.statusCode, payload).toBe(201);
      const stored = await db().selectFrom('employee_note').select('description').where('id', '=', created.json().data.id).executeTakeFirstOrThrow();
      expect(runsScript(stored.description), `${payload} → ${stored.description}`).toBe(false);
      expect(stored.description.startsWith('<p>Thanks</p>')).toBe(true);
    }
  });
});
