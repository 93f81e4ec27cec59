import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

/**
 * A reset with a bogus link must cost the server nothing but a look-up (issue 8 §3: 200 bogus
 * calls used 4.4 s of CPU hashing passwords), and a flood of them is throttled.
 */
describe.each(databaseKinds)('password reset cost on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const change = (token: string, confirmPassword = 'NewPass#1') =>
    server.app.inject({ method: 'PUT', url: '/api/forgot-password/change-Password', payload: { token, confirmPassword } });

  it('answers a bogus link without waiting behind password hashing, and a real link still works', async () => {
    // Twelve password hashes fill the server's hashing capacity (one per core at a time).
    let hashed = 0;
    const hashing = Array.from({ length: 12 }, () => hashPassword('Filler#123').then(() => hashed++));
    const bogus = await change('not-a-real-link');
    const hashedBeforeAnswer = hashed;
    await Promise.all(hashing);
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toBe(INVALID_LINK);
    // Had the bogus call hashed its password, it would have waited behind most of the twelve.
    expect(hashedBeforeAnswer).toBeLessThan(6);

    // A link that exists, unused and unexpired, still changes the password.
    const employee = await server.database.db.selectFrom('employee').select('id').where('emp_id', '=', 'EMP060').executeTakeFirstOrThrow();
    const token = crypto.randomBytes(32).toString('base64url');
    await server.database.db
      .insertInto('password_reset')
      .values({ token_hash: sha256(token), employee_id: employee.id, expires_at: new Date(Date.now() + 60_000) })
      .execute();
    expect((await change(token)).json().message).toBe('Password updated successfully');
    expect((await change(token)).json().message).toBe(INVALID_LINK);
    await expect(server.login('EMP060', 'NewPass#1')).resolves.toHaveProperty('token');
  });

  it('throttles a flood of reset attempts from one address with 429', async () => {
    const answers = [];
    for (let i = 0; i < 15; i++) answers.push((await change(`bogus-${i}`)).statusCode);
    expect(answers).toContain(429);
    expect(answers.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    const refused = await change('bogus-again');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests. Please wait a minute and try again.');
  });
});
