import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptForLogin } from '../../src/server/auth/loginCrypto.js';
import { startMailCatcher, type MailCatcher } from '../helpers/mailCatcher.js';
import { call, openSession } from '../helpers/routeWalk.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

const MINUTE = 60_000;

/**
 * The promises of docs/ about when access ends and who may sign in: deactivation and removal take
 * effect on the very next request, tokens, sessions and reset links expire (on a fake clock: only
 * Date is faked, so the server's own timers run), and sign-in refuses what it says it refuses.
 */
describe.each(databaseKinds)('when access ends, on %s', (kind) => {
  let server: TestServer;
  let mailbox: MailCatcher;
  beforeAll(async () => {
    mailbox = await startMailCatcher();
    server = await startTestServer(kind, { config: { smtpUrl: mailbox.url } });
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const db = () => server.database.db;
  const profile = (token: string) => call(server, token, 'GET', '/api/employee/getEmployeeProfile');
  const refresh = (refreshToken: string) => server.app.inject({ method: 'POST', url: '/api/users/auth/refresh', payload: { refreshToken } });
  const signIn = async (empId: string, password = 'Welcome@123', address = '10.1.0.1') => {
    const key = (await server.app.inject({ url: '/api/crypto/public-key' })).json().data.publicKey;
    return server.app.inject({ method: 'POST', url: '/api/users/auth/login', remoteAddress: address, payload: { empId, ...encryptForLogin(key, password) } });
  };
  /** Moves the clock `ms` ahead of now: Date only, so PGlite, Fastify and the database keep their timers. */
  const advance = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ms);
  };

  it('ends access at once when the organisation is deactivated', async () => {
    const session = await openSession(server, 'NIL003');
    expect((await profile(session.token)).statusCode).toBe(200);
    await db().updateTable('organization').set({ status: 'Inactive' }).where('organization_code', '=', 'NILE').execute();
    try {
      expect([401, 403]).toContain((await profile(session.token)).statusCode);
      expect((await signIn('NIL003')).statusCode).not.toBe(200);
    } finally {
      await db().updateTable('organization').set({ status: 'Active' }).where('organization_code', '=', 'NILE').execute();
    }
  });

  it('ends a role’s rights at once when the role is deactivated', async () => {
    const hr = await openSession(server, 'HR001', { role: 'HR Ops Admin' });
    expect((await call(server, hr.token, 'GET', '/api/department')).statusCode).toBe(200);
    const acme = hr.organizationId;
    await db().updateTable('role').set({ status: 'Inactive' }).where('organization_id', '=', acme).where('role_type', '=', 'HR Ops Admin').execute();
    try {
      expect([401, 403]).toContain((await call(server, hr.token, 'GET', '/api/department')).statusCode);
    } finally {
      await db().updateTable('role').set({ status: 'Active' }).where('organization_id', '=', acme).where('role_type', '=', 'HR Ops Admin').execute();
    }
  });

  it('ends a role’s rights at once when its assignment is removed', async () => {
    const admin = await openSession(server, 'ADMIN');
    expect((await call(server, admin.token, 'PUT', '/api/employee/edit-role-type', { empId: 'EMP040', roleTypes: ['Employee', 'HRSS'] })).statusCode).toBe(200);
    const holder = await openSession(server, 'EMP040', { role: 'HRSS' });
    expect((await call(server, holder.token, 'GET', '/api/department')).statusCode).toBe(200);
    expect((await call(server, admin.token, 'PUT', '/api/employee/edit-role-type', { empId: 'EMP040', roleTypes: ['Employee'] })).statusCode).toBe(200);
    expect([401, 403]).toContain((await call(server, holder.token, 'GET', '/api/department')).statusCode);
  });

  describe('on the reads that check the session in their own statement (profile, master list)', () => {
    /** Each joined route beside one of the same access that still checks the session on its own statement. */
    const PAIRS = [
      ['/api/employee/getEmployeeProfile', '/api/employee/getActiveEmployees'],
      ['/api/department?range=[0,4]', '/api/department/1'],
    ] as const;
    const answer = async (token: string | undefined, url: string) => {
      const response = await call(server, token, 'GET', url);
      return { status: response.statusCode, message: response.statusCode >= 400 ? response.json().message : undefined };
    };
    /** The joined route's status and message for each pair, after checking the other route answers the same. */
    const refusals = async (token: string | undefined) => {
      const statuses = [];
      for (const [joined, alone] of PAIRS) {
        const joinedAnswer = await answer(token, joined);
        const aloneAnswer = await answer(token, alone);
        // The department read on its own answers 200 or 404 for a permitted caller; only refusals must agree.
        if (joinedAnswer.status === 401 || joinedAnswer.status === 403 || aloneAnswer.status === 401 || aloneAnswer.status === 403) expect(joinedAnswer).toEqual(aloneAnswer);
        statuses.push(joinedAnswer.status);
      }
      return statuses;
    };
    const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
    const expireSession = (token: string, at: Date) => db().updateTable('session').set({ expires_at: at }).where('id', '=', sessionIdOf(token)).execute();

    it('refuses exactly what the session check on its own refuses: no or a forged token, an expired or logged-out session, a role without the menu', async () => {
      const hr = await openSession(server, 'HR001', { role: 'HR Ops Admin' });
      expect(await refusals(hr.token)).toEqual([200, 200]);
      expect(await refusals(undefined)).toEqual([401, 401]);
      expect(await refusals(`${hr.token.slice(0, -4)}AAAA`)).toEqual([401, 401]);
      // The Employee role has no Department menu: its own profile yes, the master list no.
      const employee = await openSession(server, 'EMP020');
      expect(await refusals(employee.token)).toEqual([200, 403]);

      const expired = await openSession(server, 'HR001', { role: 'HR Ops Admin' });
      await expireSession(expired.token, new Date(Date.now() - 1000));
      expect(await refusals(expired.token)).toEqual([401, 401]);

      const loggedOut = await openSession(server, 'HR001', { role: 'HR Ops Admin' });
      expect(await refusals(loggedOut.token)).toEqual([200, 200]);
      expect((await call(server, loggedOut.token, 'POST', '/api/users/auth/logout')).statusCode).toBe(200);
      expect(await refusals(loggedOut.token)).toEqual([401, 401]);
    });

    it('ends a session at its expiry even when its answer was read just before', async () => {
      const hr = await openSession(server, 'HR001', { role: 'HR Ops Admin' });
      await expireSession(hr.token, new Date(Date.now() + MINUTE));
      expect(await refusals(hr.token)).toEqual([200, 200]);
      advance(2 * MINUTE);
      expect(await refusals(hr.token)).toEqual([401, 401]);
    });

    it('refuses bad input only to a caller who may call the route, as before', async () => {
      const badRange = '/api/department?range=oops';
      const hr = await openSession(server, 'HR001', { role: 'HR Ops Admin' });
      const employee = await openSession(server, 'EMP020');
      expect((await answer(hr.token, badRange)).status).toBe(400);
      expect((await answer(hr.token, '/api/department?sort=["nothing","ASC"]')).status).toBe(400);
      expect(await answer(employee.token, badRange)).toEqual(await answer(employee.token, '/api/department/1'));
      expect((await answer(employee.token, badRange)).status).toBe(403);
      expect((await call(server, hr.token, 'POST', '/api/users/auth/logout')).statusCode).toBe(200);
      expect((await answer(hr.token, badRange)).status).toBe(401);
      expect((await answer(undefined, badRange)).status).toBe(401);
    });

    it("answers the session's own organisation's rows, the same records its reads one by one answer", async () => {
      for (const session of [await openSession(server, 'HR001', { role: 'HR Ops Admin' }), await openSession(server, 'ADMIN', { organization: 'NILE' })]) {
        const listed = await call(server, session.token, 'GET', '/api/department?sort=["name","ASC"]&range=[0,4]');
        expect(listed.statusCode).toBe(200);
        const held = await db()
          .selectFrom('master_department' as never)
          .select(['id' as never])
          .where('organization_id' as never, '=', session.organizationId as never)
          .orderBy('name' as never)
          .orderBy('id' as never)
          .limit(5)
          .execute();
        const records = listed.json() as { id: number }[];
        expect(records.map((record) => record.id)).toEqual(held.map((row) => (row as { id: number }).id));
        const [{ total }] = await db()
          .selectFrom('master_department' as never)
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .where('organization_id' as never, '=', session.organizationId as never)
          .execute();
        expect(listed.headers['content-range']).toBe(`department 0-${records.length - 1}/${total}`);
        for (const record of records) expect(record).toEqual((await call(server, session.token, 'GET', `/api/department/${record.id}`)).json());
      }
    });

    it("answers the session's own employee's profile", async () => {
      const session = await openSession(server, 'EMP020');
      const profile = (await call(server, session.token, 'GET', '/api/employee/getEmployeeProfile')).json().data;
      const held = await db()
        .selectFrom('employee as e')
        .innerJoin('organization as o', 'o.id', 'e.organization_id')
        .leftJoin('employee as m', 'm.id', 'e.reporting_manager_id')
        .select(['e.emp_id', 'e.first_name', 'e.designation', 'o.organization_code', 'm.emp_id as manager'])
        .where('e.emp_id', '=', 'EMP020')
        .executeTakeFirstOrThrow();
      expect(profile).toMatchObject({ empId: held.emp_id, firstName: held.first_name, designation: held.designation, organization: { organizationCode: held.organization_code } });
      expect(profile.reportingManager?.empId ?? null).toBe(held.manager);
    });
  });

  it('refuses an access token after 15 minutes, and the refresh token then gives a new one', async () => {
    const login = await server.login('EMP041');
    advance(14 * MINUTE);
    expect((await profile(login.token)).statusCode).toBe(200);
    advance(2 * MINUTE);
    expect((await profile(login.token)).statusCode).toBe(401);
    const renewed = await refresh(login.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await profile(renewed.json().data.token)).statusCode).toBe(200);
  });

  it('ends the session after 7 days: its refresh token is refused', async () => {
    const login = await server.login('EMP042');
    advance(7 * 24 * 60 * MINUTE + MINUTE);
    expect((await refresh(login.refreshToken)).statusCode).toBe(401);
  });

  it('refuses to refresh the session of an employee deactivated since', async () => {
    const login = await server.login('EMP043');
    await db().updateTable('employee').set({ status: 'Inactive' }).where('emp_id', '=', 'EMP043').execute();
    try {
      expect((await refresh(login.refreshToken)).statusCode).toBe(401);
    } finally {
      await db().updateTable('employee').set({ status: 'Active' }).where('emp_id', '=', 'EMP043').execute();
    }
  });

  it('refuses a reset link after 30 minutes', async () => {
    const emailId = (await server.database.db.selectFrom('employee').select('official_email').where('emp_id', '=', 'EMP044').executeTakeFirstOrThrow()).official_email;
    expect((await server.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { empId: 'EMP044', emailId } })).statusCode).toBe(200);
    // The link is read where only the employee can read it: their mailbox (the outbox keeps it redacted).
    const token = new URL(mailbox.resetLinkTo(emailId)).searchParams.get('token')!;
    advance(31 * MINUTE);
    const late = await server.app.inject({ method: 'PUT', url: '/api/forgot-password/change-Password', payload: { token, confirmPassword: 'NewPass#1' } });
    expect(late.statusCode).toBe(400);
    vi.useRealTimers();
    expect((await signIn('EMP044')).statusCode).toBe(200);
    expect((await signIn('EMP044', 'NewPass#1')).statusCode).toBe(401);
  });

  it('refuses an unknown ID, an inactive employee and one with no role, each with its message', async () => {
    const unknown = await signIn('NOBODY9');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Invalid Employee ID or Password');

    await db().updateTable('employee').set({ status: 'Inactive' }).where('emp_id', '=', 'EMP045').execute();
    const inactive = await signIn('EMP045');
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().message).toBe('Your account is inactive. Please contact HR.');

    const employee = await db().selectFrom('employee').select('id').where('emp_id', '=', 'EMP046').executeTakeFirstOrThrow();
    await db().deleteFrom('employee_role').where('employee_id', '=', employee.id).execute();
    const roleless = await signIn('EMP046');
    expect(roleless.statusCode).toBe(403);
    expect(roleless.json().message).toBe('No active role is assigned to you. Please contact your administrator.');
  });

  it('slows one address after 30 failures without locking out the same people elsewhere', async () => {
    for (let n = 0; n < 30; n++) expect((await signIn(`EMP${100 + (n % 6)}`, 'Wrong#123', '10.9.9.9')).statusCode).toBe(401);
    const blocked = await signIn('EMP110', 'Welcome@123', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
    expect((await signIn('EMP110', 'Welcome@123', '10.9.9.10')).statusCode).toBe(200);
  });

  it('refuses deleting the last role of an organisation with its own message', async () => {
    const admin = await openSession(server, 'ADMIN');
    const created = await call(server, admin.token, 'POST', '/api/organization', { organizationCode: 'LASTROLE', organizationDetail: 'Last Role Ltd', shortName: 'Last Role' });
    expect(created.statusCode).toBe(201);
    const there = await openSession(server, 'ADMIN', { organization: 'LASTROLE' });
    const roles = (await call(server, there.token, 'GET', '/api/addRoles?range=[0,99]')).json() as { id: number; roleType: string }[];
    // The creator holds the Site Admin copy; every other copied role is unheld and goes.
    for (const role of roles.filter((r) => r.roleType !== 'Site Admin')) {
      expect((await call(server, there.token, 'DELETE', `/api/addRoles/${role.id}`)).statusCode).toBe(200);
    }
    const last = roles.find((r) => r.roleType === 'Site Admin')!;
    const refused = await call(server, there.token, 'DELETE', `/api/addRoles/${last.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The Role list must keep at least 1 row');
    expect(await db().selectFrom('role').select('id').where('id', '=', last.id).executeTakeFirst()).toBeDefined();
  });
});
