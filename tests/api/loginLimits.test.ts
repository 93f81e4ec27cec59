import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptForLogin } from '../../src/server/auth/loginCrypto.js';
import { ADDRESS_FAILURES, PAIR_FAILURES } from '../../src/server/auth/loginLimiter.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

const PROXY = '10.9.9.9';
const LOCKED = /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/;

describe.each(databaseKinds)('sign-in limits on %s', (kind) => {
  let server: TestServer;
  let publicKey: string;
  beforeAll(async () => {
    // One trusted proxy: its X-Forwarded-For is believed, nobody else's.
    server = await startTestServer(kind, { config: { trustProxy: [PROXY] } });
    publicKey = (await server.app.inject({ url: '/api/crypto/public-key' })).json().data.publicKey;
  });
  afterAll(() => server?.close());

  const attempt = (empId: string, password: string, from: { address: string; forwardedFor?: string }) =>
    server.app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      remoteAddress: from.address,
      headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
      payload: { empId, ...encryptForLogin(publicKey, password) },
    });
  const counter = async (key: string) =>
    (await sql<{ points: number }>`SELECT points FROM rate_limit WHERE key = ${key}`.execute(server.database.db)).rows[0]?.points;

  it('locks one address out of one account after five failures, for the right password too', async () => {
    for (let i = 0; i < PAIR_FAILURES; i++) expect((await attempt('EMP031', 'bad', { address: '10.3.0.1' })).statusCode).toBe(401);
    const locked = await attempt('EMP031', 'Welcome@123', { address: '10.3.0.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(LOCKED);
    // The counters are rows of the database, shared by every server process.
    expect(await counter('login-pair:EMP031|10.3.0.1')).toBe(PAIR_FAILURES);
    expect(await counter('login-emp:EMP031')).toBe(PAIR_FAILURES);
  });

  it("does not let a stranger's failures stop the owner signing in from another address", async () => {
    for (let i = 0; i < PAIR_FAILURES; i++) expect((await attempt('EMP032', 'bad', { address: '10.3.1.1' })).statusCode).toBe(401);
    expect((await attempt('EMP032', 'bad', { address: '10.3.1.2' })).statusCode).toBe(401);
    expect((await attempt('EMP032', 'Welcome@123', { address: '10.3.1.1' })).statusCode).toBe(429);

    // Six failures on the account slow every attempt on it down, but the owner gets in.
    const started = Date.now();
    const owner = await attempt('EMP032', 'Welcome@123', { address: '10.3.1.200' });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.userDetails.empId).toBe('EMP032');
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('does not let a spoofed X-Forwarded-For escape the limit', async () => {
    for (let i = 0; i < PAIR_FAILURES; i++) {
      const response = await attempt('EMP033', 'bad', { address: '10.3.2.1', forwardedFor: `172.16.0.${i}` });
      expect(response.statusCode).toBe(401);
    }
    const rotated = await attempt('EMP033', 'Welcome@123', { address: '10.3.2.1', forwardedFor: '172.16.0.250' });
    expect(rotated.statusCode).toBe(429);
    expect(await counter('login-pair:EMP033|10.3.2.1')).toBe(PAIR_FAILURES);
  });

  it("believes the configured proxy's X-Forwarded-For", async () => {
    for (let i = 0; i < PAIR_FAILURES; i++) {
      expect((await attempt('EMP034', 'bad', { address: PROXY, forwardedFor: '192.0.2.7' })).statusCode).toBe(401);
    }
    expect((await attempt('EMP034', 'Welcome@123', { address: PROXY, forwardedFor: '192.0.2.7' })).statusCode).toBe(429);
    expect(await counter('login-pair:EMP034|192.0.2.7')).toBe(PAIR_FAILURES);
    // Another client behind the same proxy is another address.
    expect((await attempt('EMP034', 'Welcome@123', { address: PROXY, forwardedFor: '192.0.2.8' })).statusCode).toBe(200);
  });

  it('locks an address out of every account after thirty failures', async () => {
    for (let i = 0; i < ADDRESS_FAILURES; i++) {
      const empId = `EMP${String(100 + i).padStart(3, '0')}`;
      expect((await attempt(empId, 'bad', { address: '10.3.3.1' })).statusCode).toBe(401);
    }
    const locked = await attempt('EMP035', 'Welcome@123', { address: '10.3.3.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(LOCKED);
    expect((await attempt('EMP035', 'Welcome@123', { address: '10.3.3.2' })).statusCode).toBe(200);
  });
});
