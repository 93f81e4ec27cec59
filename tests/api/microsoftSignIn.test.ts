import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMicrosoft } from '../helpers/fakeMicrosoft.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

const CLIENT_ID = 'hr-console-test';

describe.each(databaseKinds)('Microsoft sign-in on %s', (kind) => {
  let server: TestServer;
  let provider: Awaited<ReturnType<typeof startFakeMicrosoft>>;
  beforeAll(async () => {
    provider = await startFakeMicrosoft(CLIENT_ID, 'tenant');
    server = await startTestServer(kind, {
      config: { microsoft: { tenantId: 'tenant', clientId: CLIENT_ID, clientSecret: 'secret', authority: provider.authority } },
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  /** The redirect to the provider: the state and nonce our server chose. */
  const begin = async () => {
    const started = await server.app.inject({ url: '/api/users/auth/mlogin' });
    expect(started.statusCode).toBe(302);
    const to = new URL(started.headers.location as string);
    expect(to.origin + to.pathname).toBe(`${provider.authority}/oauth2/v2.0/authorize`);
    return { state: to.searchParams.get('state')!, nonce: to.searchParams.get('nonce')! };
  };
  const callback = async (state: string) => {
    const back = await server.app.inject({ url: `/api/users/auth/mlogin/callback?code=abc&state=${state}` });
    expect(back.statusCode).toBe(302);
    return new URL(back.headers.location as string, 'http://app').searchParams;
  };
  const exchange = (token: string) => server.app.inject({ method: 'POST', url: '/api/users/microsoft/login', payload: { token } });
  const emailOf = async (empId: string) =>
    (await server.database.db.selectFrom('employee').select('official_email').where('emp_id', '=', empId).executeTakeFirstOrThrow()).official_email;

  it('signs in through the provider with a one-time hand-off', async () => {
    const { state, nonce } = await begin();
    provider.next.claims = { nonce, email: (await emailOf('EMP001')).toUpperCase() };
    const handoff = (await callback(state)).get('mstoken')!;
    expect(handoff).toBeTruthy();
    const login = await exchange(handoff);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.userDetails.empId).toBe('EMP001');
    // The hand-off works once.
    expect((await exchange(handoff)).statusCode).toBe(401);
  });

  it('refuses a callback whose state it did not issue, or issued and already used', async () => {
    const { state, nonce } = await begin();
    provider.next.claims = { nonce, email: await emailOf('EMP001') };
    expect((await callback('not-a-state-we-issued')).get('error')).toBe('failed');
    expect((await callback(state)).get('mstoken')).toBeTruthy();
    expect((await callback(state)).get('error')).toBe('failed');
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const { state } = await begin();
    provider.next.claims = { nonce: 'replayed-nonce', email: await emailOf('EMP001') };
    expect((await callback(state)).get('error')).toBe('failed');
  });

  it('refuses a person who is not an active employee', async () => {
    const { state, nonce } = await begin();
    provider.next.claims = { nonce, email: 'stranger@elsewhere.example.com' };
    expect((await callback(state)).get('error')).toBe('unauthorized');
  });
});
