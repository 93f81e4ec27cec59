import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMicrosoft } from '../helpers/fakeMicrosoft.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

const TENANT = 'contoso-tenant';
const CLIENT_ID = 'hr-console-client';

/** Two instances of the server on one PostgreSQL database, as behind a load balancer. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL database', () => {
  let idp: Awaited<ReturnType<typeof startFakeMicrosoft>>;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    idp = await startFakeMicrosoft(CLIENT_ID, TENANT);
    const microsoft = { tenantId: TENANT, clientId: CLIENT_ID, clientSecret: 'secret', authority: idp.authority };
    first = await startTestServer('postgres', { config: { microsoft } });
    second = await startTestServer('postgres', { config: { microsoft, databaseUrl: first.config.databaseUrl } });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await idp?.close();
  });

  it('a permission change made on one instance holds on the other at its very next call', async () => {
    const admin = (await first.login('ADMIN')).token;
    const onFirst = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => first.app.inject({ method, url, headers: bearer(admin), payload });
    const roleId = (await onFirst('POST', '/api/addRoles', { roleType: 'Shift Clerk', roleSequence: 21 })).json().id;
    const matrix = (await onFirst('GET', `/api/rolesAndPermission/${roleId}`)).json().data;
    const gender = matrix.rows.find((row: { path: string }) => row.path === '/gender');
    const grant = { menuId: gender.menuId, submenuId: gender.submenuId, access: { view: true, add: false, edit: false, delete: false } };
    expect((await onFirst('PUT', `/api/rolesAndPermission/${roleId}`, { rows: [grant] })).statusCode).toBe(200);
    expect((await onFirst('PUT', '/api/employee/edit-role-type', { empId: 'EMP031', roleTypes: ['Employee', 'Shift Clerk'] })).statusCode).toBe(200);

    // The clerk works on the second instance, which reads and keeps the role's rights.
    const clerk = await second.login('EMP031');
    const switched = await second.app.inject({ method: 'POST', url: '/api/users/auth/switch', headers: bearer(clerk.token), payload: { type: 'Role', value: 'Shift Clerk' } });
    const token = switched.json().data.token;
    expect((await second.app.inject({ url: '/api/gender', headers: bearer(token) })).statusCode).toBe(200);

    // Revoked on the first instance: refused on the second at once.
    expect((await onFirst('PUT', `/api/rolesAndPermission/${roleId}/replace`, { rows: [] })).statusCode).toBe(200);
    expect((await second.app.inject({ url: '/api/gender', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('a Microsoft sign-in started on one instance completes on the other, once', async () => {
    const started = await first.app.inject({ url: '/api/users/auth/mlogin' });
    expect(started.statusCode).toBe(302);
    const authorize = new URL(started.headers.location as string);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${idp.authority}/oauth2/v2.0/authorize`);
    const state = authorize.searchParams.get('state')!;
    const employee = await first.database.db.selectFrom('employee').select('official_email').where('emp_id', '=', 'EMP002').executeTakeFirstOrThrow();
    idp.next.claims = { nonce: authorize.searchParams.get('nonce')!, email: employee.official_email };

    // Microsoft sends the browser back to whichever instance the balancer picks.
    const callback = await second.app.inject({ url: `/api/users/auth/mlogin/callback?code=code-1&state=${state}` });
    expect(callback.statusCode).toBe(302);
    const landing = new URL(callback.headers.location as string, 'http://app');
    expect(landing.pathname).toBe('/login');
    const handoff = landing.searchParams.get('mstoken')!;
    expect(handoff).toBeTruthy();

    const signedIn = await first.app.inject({ method: 'POST', url: '/api/users/microsoft/login', payload: { token: handoff } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.userDetails.empId).toBe('EMP002');

    // Each step is taken once: a replayed hand-off or callback is refused on either instance.
    expect((await second.app.inject({ method: 'POST', url: '/api/users/microsoft/login', payload: { token: handoff } })).statusCode).toBe(401);
    const replayed = await first.app.inject({ url: `/api/users/auth/mlogin/callback?code=code-1&state=${state}` });
    expect(replayed.headers.location).toBe('/login?error=failed');
  });

  it("a list's total on one instance counts a row added or removed on the other at its next call", async () => {
    const admin = (await first.login('ADMIN')).token;
    const total = async (url: string) => {
      const response = await second.app.inject({ url: `${url}?range=[0,0]`, headers: bearer(admin) });
      expect(response.statusCode).toBe(200);
      return Number(String(response.headers['content-range']).split('/')[1]);
    };
    for (const [url, payload] of [
      ['/api/band', { name: 'Counted Band' }],
      ['/api/addRoles', { roleType: 'Counted Role', roleSequence: 31 }],
    ] as const) {
      const before = await total(url);
      expect(before).toBeGreaterThan(1);
      expect(await total(url)).toBe(before);
      const added = await first.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
      expect(added.statusCode).toBe(201);
      expect(await total(url)).toBe(before + 1);
      const removed = await first.app.inject({ method: 'DELETE', url: `${url}/${added.json().id}`, headers: bearer(admin) });
      expect(removed.statusCode).toBe(200);
      expect(await total(url)).toBe(before);
    }
  });

  it('an import started on one instance is followed to its end on the other, by its owner only', async () => {
    const admin = (await first.login('ADMIN')).token;
    const form = new FormData();
    form.append('file', new Blob([['Name', ...Array.from({ length: 300 }, (_, i) => `Scale Band ${i}`)].join('\r\n')]), 'bands.csv');
    const upload = new Request('http://upload', { method: 'POST', body: form });
    const started = await first.app.inject({
      method: 'POST',
      url: '/api/band/import',
      headers: { ...bearer(admin), 'content-type': upload.headers.get('content-type')! },
      payload: Buffer.from(await upload.arrayBuffer()),
    });
    expect(started.statusCode).toBe(202);
    const jobId = started.json().data.jobId;

    // Someone else of the same organisation cannot see it on either instance.
    const other = (await second.login('EMP002')).token;
    expect((await second.app.inject({ url: `/api/jobs/${jobId}`, headers: bearer(other) })).statusCode).toBe(404);

    const ownerOnSecond = (await second.login('ADMIN')).token;
    let job: { status: string; progress: number; message: string; result: unknown };
    for (;;) {
      const read = await second.app.inject({ url: `/api/jobs/${jobId}`, headers: bearer(ownerOnSecond) });
      expect(read.statusCode).toBe(200);
      job = read.json().data;
      if (job.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(job).toMatchObject({ status: 'done', progress: 100, message: '300 rows imported', result: { imported: 300 } });
    const listed = await second.app.inject({ url: `/api/band?filter=${encodeURIComponent(JSON.stringify({ q: 'Scale Band' }))}&range=[0,0]`, headers: bearer(admin) });
    expect(listed.headers['content-range']).toMatch(/\/300$/);
  });

  it('a job whose process died reads as failed on the other instance, and a live one does not', async () => {
    const admin = await first.login('ADMIN');
    const { db } = first.database;
    const owner = await db.selectFrom('employee').select(['id', 'organization_id']).where('emp_id', '=', 'ADMIN').executeTakeFirstOrThrow();
    const row = (updatedAt: Date) => ({ organization_id: owner.organization_id, employee_id: owner.id, kind: 'import', subject: 'band', message: 'Importing', progress: 40, updated_at: updatedAt });
    const [silent, live] = await db.insertInto('background_job').values([row(new Date(Date.now() - 5 * 60_000)), row(new Date())]).returning('id').execute();
    const read = async (id: number) => (await second.app.inject({ url: `/api/jobs/${id}`, headers: bearer(admin.token) })).json().data;
    expect(await read(silent.id)).toMatchObject({ status: 'failed', message: expect.stringContaining('nothing was written') });
    expect(await read(live.id)).toMatchObject({ status: 'running', progress: 40 });
    const stored = await db.selectFrom('background_job').select('status').where('id', 'in', [silent.id, live.id]).orderBy('id').execute();
    expect(stored.map((job) => job.status)).toEqual(['failed', 'running']);
  });
});
