import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptForLogin } from '../../src/server/auth/loginCrypto.js';
import { openSecretBox } from '../../src/server/secrets/SecretBox.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startMailCatcher, type MailCatcher } from '../helpers/mailCatcher.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

describe.each(databaseKinds)('sign-in and sessions on %s', (kind) => {
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

  const publicKey = async () => (await server.app.inject({ url: '/api/crypto/public-key' })).json().data.publicKey as string;
  const attempt = async (empId: string, password: string, address = '10.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      remoteAddress: address,
      payload: { empId, ...encryptForLogin(await publicKey(), password) },
    });

  it('answers health with the database kind', async () => {
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({ data: { status: 'ok', database: kind }, message: 'Success' });
  });

  it('publishes a 2048-bit RSA key in SPKI DER', async () => {
    const key = crypto.createPublicKey({ key: Buffer.from(await publicKey(), 'base64'), format: 'der', type: 'spki' });
    expect(key.asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
  });

  it('signs in with every UserDetails field and the role permission list', async () => {
    const response = await attempt('emp001', 'Welcome@123');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Login successful');
    const user = body.data.userDetails;
    for (const field of [
      'designation', 'empId', 'firstName', 'lastName', 'idCard', 'officialEmail', 'onboradingStatus',
      'organizationAccess', 'permission', 'reportingManager', 'reviewer', 'roleType', 'roles',
      'spocReportingManagerStatus', 'spocStatus', 'department', 'activeOrganization',
    ]) {
      expect(user, field).toHaveProperty(field);
    }
    expect(user.empId).toBe('EMP001');
    expect(user.roleType).toBe('Employee');
    expect(user).toHaveProperty('approver');
    expect(user.activeOrganization).toMatchObject({ organizationCode: 'ACME', roleDetails: [{ roleType: 'Employee' }] });
    const paths = user.permission.flatMap((p: any) => [p.path, ...p.submenu.map((s: any) => s.path)]);
    expect(paths).toContain('/dashboard');
    expect(paths).toContain('/attendance/regularization');
    expect(paths).not.toContain('/rolesAndPermission');
    expect(paths).not.toContain('/helpDeskSpoc');
  });

  it('says from the data whether the user approves anyone: reportees, reviewees, a request applied to them, or the fallback approver (issue 17 §5)', async () => {
    const approver = async (empId: string) => (await server.login(empId)).userDetails.approver;
    expect(await approver('MGR001')).toBe(true);
    expect(await approver('HR001')).toBe(true);
    // An ACME employee nobody reports to and nothing was applied to (read from the data, whatever the seed's tree).
    const { rows } = await sql<{ id: number; emp_id: string }>`
      SELECT e.id, e.emp_id FROM employee e JOIN organization o ON o.id = e.organization_id AND o.organization_code = 'ACME'
      WHERE e.emp_id LIKE 'EMP%' AND e.status = 'Active'
        AND NOT EXISTS (SELECT 1 FROM employee r WHERE r.reporting_manager_id = e.id OR r.reviewer_id = e.id)
        AND NOT EXISTS (SELECT 1 FROM regularization x WHERE x.applied_to_id = e.id)
        AND NOT EXISTS (SELECT 1 FROM leave_application x WHERE x.applied_to_id = e.id)
        AND NOT EXISTS (SELECT 1 FROM comp_off_request x WHERE x.applied_to_id = e.id)
      ORDER BY e.emp_id LIMIT 2`.execute(server.database.db);
    const [leaf, colleague] = rows;
    expect(await approver(leaf.emp_id)).toBe(false);
    const db = server.database.db;
    const before = await db.selectFrom('employee').select('reporting_manager_id').where('id', '=', colleague.id).executeTakeFirstOrThrow();
    await db.updateTable('employee').set({ reporting_manager_id: leaf.id }).where('id', '=', colleague.id).execute();
    try {
      expect(await approver(leaf.emp_id)).toBe(true);
    } finally {
      await db.updateTable('employee').set({ reporting_manager_id: before.reporting_manager_id }).where('id', '=', colleague.id).execute();
    }
    expect(await approver(leaf.emp_id)).toBe(false);
    // Named the organisation's fallback approver, they decide for anyone without a manager from the start.
    await db.updateTable('organization').set({ fallback_approver: leaf.emp_id }).where('organization_code', '=', 'ACME').execute();
    try {
      expect(await approver(leaf.emp_id)).toBe(true);
    } finally {
      await db.updateTable('organization').set({ fallback_approver: null }).where('organization_code', '=', 'ACME').execute();
    }
  });

  it('refuses a wrong password with the server message, and a tampered key with 400', async () => {
    const wrong = await attempt('EMP002', 'nope', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid Employee ID or Password', errorType: 'OPERATIONAL' });

    const sealed = encryptForLogin(await publicKey(), 'Welcome@123');
    const bytes = Buffer.from(sealed.password, 'base64');
    bytes[bytes.length - 1] ^= 1;
    const tampered = await server.app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { empId: 'EMP002', password: bytes.toString('base64'), keyExchanger: sealed.keyExchanger },
    });
    expect(tampered.statusCode).toBe(400);
    const garbage = await server.app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { empId: 'EMP002', password: 'abc', keyExchanger: 'not-base64-rsa' },
    });
    expect(garbage.statusCode).toBe(400);
    const missing = await server.app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { empId: 'EMP002' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual(expect.arrayContaining([{ field: 'password', message: 'Password is required' }]));
  });

  it('requires a bearer token on protected calls', async () => {
    expect((await server.app.inject({ url: '/api/employee/getEmployeeProfile' })).statusCode).toBe(401);
    expect((await server.app.inject({ url: '/api/employee/getEmployeeProfile', headers: bearer('forged.token.x') })).statusCode).toBe(401);
    const { token } = await server.login('EMP004');
    const profile = await server.app.inject({ url: '/api/employee/getEmployeeProfile', headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ empId: 'EMP004', reportingManager: { empId: 'MGR001' }, reviewer: { empId: 'HR001' } });
  });

  it('switches role and organisation, and refuses what the user does not hold', async () => {
    const hr = await server.login('HR001');
    expect(hr.userDetails.roles).toEqual(['HR Ops Admin', 'Employee']);
    expect(hr.userDetails.roleType).toBe('HR Ops Admin');
    const toEmployee = await server.app.inject({
      method: 'POST',
      url: '/api/users/auth/switch',
      headers: bearer(hr.token),
      payload: { type: 'Role', value: 'Employee' },
    });
    expect(toEmployee.statusCode).toBe(200);
    expect(toEmployee.json().data.userDetails.roleType).toBe('Employee');
    const asEmployee = toEmployee.json().data.token;
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/users/auth/switch',
      headers: bearer(asEmployee),
      payload: { type: 'Role', value: 'Site Admin' },
    });
    expect(refused.statusCode).toBe(403);

    const admin = await server.login('ADMIN');
    expect(admin.userDetails.organizationAccess.map((o: any) => o.organizationCode)).toEqual(['ACME', 'NILE']);
    const toNile = await server.app.inject({
      method: 'POST',
      url: '/api/users/auth/switch',
      headers: bearer(admin.token),
      payload: { type: 'Organization', value: 'NILE' },
    });
    expect(toNile.json().data.userDetails.activeOrganization.organizationCode).toBe('NILE');
    const hrToNile = await server.app.inject({
      method: 'POST',
      url: '/api/users/auth/switch',
      headers: bearer(asEmployee),
      payload: { type: 'Organization', value: 'NILE' },
    });
    expect(hrToNile.statusCode).toBe(403);
  });

  it('a switch issues a new session and ends the old one: the older access and refresh tokens of the caller get a 401', async () => {
    const admin = await server.login('ADMIN');
    const other = await server.login('ADMIN');
    const switchTo = (token: string, value: string) =>
      server.app.inject({ method: 'POST', url: '/api/users/auth/switch', headers: bearer(token), payload: { type: 'Organization', value } });
    const toNile = await switchTo(admin.token, 'NILE');
    expect(toNile.statusCode).toBe(200);
    const nile = toNile.json().data;
    expect(nile.token).not.toBe(admin.token);
    expect(nile.refreshToken).not.toBe(admin.refreshToken);
    const sessionOf = (token: string) =>
      server.database.db.selectFrom('session').select(['revoked_reason', 'expires_at']).where('id', '=', JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid).executeTakeFirstOrThrow();
    const [ended, started] = await Promise.all([sessionOf(admin.token), sessionOf(nile.token)]);
    expect(ended.revoked_reason).toBe('switched');
    // The new session ends when the old one would have.
    expect(started).toEqual({ revoked_reason: null, expires_at: ended.expires_at });

    // The tab that did not switch: its access token and its refresh token end with a 401; it signs in again.
    for (const url of ['/api/employee/getActiveEmployees', '/api/employee/getEmployeeProfile', '/api/rolesAndPermission']) {
      const old = await server.app.inject({ url, headers: bearer(admin.token) });
      expect({ url, status: old.statusCode, message: old.json().message }).toEqual({ url, status: 401, message: 'Your session has expired. Please log in again.' });
    }
    expect((await server.app.inject({ method: 'POST', url: '/api/users/auth/refresh', payload: { refreshToken: admin.refreshToken } })).statusCode).toBe(401);
    expect((await switchTo(admin.token, 'ACME')).statusCode).toBe(401);
    // The new session acts in NILE; its refresh token works; another sign-in of the same user is untouched.
    expect((await server.app.inject({ url: '/api/rolesAndPermission', headers: bearer(nile.token) })).statusCode).toBe(200);
    const refreshed = await server.app.inject({ method: 'POST', url: '/api/users/auth/refresh', payload: { refreshToken: nile.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.userDetails.activeOrganization.organizationCode).toBe('NILE');
    expect((await server.app.inject({ url: '/api/rolesAndPermission', headers: bearer(other.token) })).statusCode).toBe(200);
  });

  it('rotates refresh tokens, and a reused one revokes the whole session', async () => {
    const first = await server.login('EMP005');
    const refresh = (refreshToken: string) =>
      server.app.inject({ method: 'POST', url: '/api/users/auth/refresh', payload: { refreshToken } });
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const rotated = second.json().data;
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    // The family is gone: the new refresh token and the access token die with it.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await server.app.inject({ url: '/api/employee/getEmployeeProfile', headers: bearer(rotated.token) })).statusCode).toBe(401);
  });

  it('logout ends the session at once', async () => {
    const { token, refreshToken } = await server.login('EMP006');
    const out = await server.app.inject({ method: 'POST', url: '/api/users/auth/logout', headers: bearer(token) });
    expect(out.json().message).toBe('Logged out successfully');
    expect((await server.app.inject({ url: '/api/employee/getEmployeeProfile', headers: bearer(token) })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'POST', url: '/api/users/auth/refresh', payload: { refreshToken } })).statusCode).toBe(401);
  });

  it('deactivating an employee ends their sessions', async () => {
    const { token } = await server.login('EMP007');
    await server.database.db.updateTable('employee').set({ status: 'Inactive' }).where('emp_id', '=', 'EMP007').execute();
    expect((await server.app.inject({ url: '/api/employee/getEmployeeProfile', headers: bearer(token) })).statusCode).toBe(401);
    await server.database.db.updateTable('employee').set({ status: 'Active' }).where('emp_id', '=', 'EMP007').execute();
  });

  it('resets a forgotten password with a single-use link from the mailbox, which the outbox keeps redacted', async () => {
    // The look-up answers a hint, never the address: anyone may type an Employee ID (issue 17 §4).
    const { emailId } = (await server.database.db.selectFrom('employee').select('official_email as emailId').where('emp_id', '=', 'EMP008').executeTakeFirstOrThrow());
    const hint = await server.app.inject({ url: '/api/forgot-password/getEmailId?empId=emp008' });
    expect(hint.statusCode).toBe(200);
    expect(hint.json().data).toEqual({ emailId: `${emailId[0]}****@acme.example.com` });
    expect(hint.body).not.toContain(emailId);
    // The hint itself is not the address: submitting it is a mismatch.
    expect((await server.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { empId: 'EMP008', emailId: hint.json().data.emailId } })).statusCode).toBe(400);
    const mismatch = await server.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { empId: 'EMP008', emailId: 'x@y.com' } });
    expect(mismatch.statusCode).toBe(400);
    const sent = await server.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { empId: 'EMP008', emailId } });
    expect(sent.json().message).toBe('Password reset instructions sent to your email');
    const token = new URL(mailbox.resetLinkTo(emailId)).searchParams.get('token')!;
    const kept = await server.database.db.selectFrom('outbox_mail').selectAll().where('to_address', '=', emailId).executeTakeFirstOrThrow();
    expect(kept.body).toContain('/resetPassword?token=[redacted]');
    expect(kept.body).not.toContain(token);

    const short = await server.app.inject({ method: 'PUT', url: '/api/forgot-password/change-Password', payload: { token, confirmPassword: '123' } });
    expect(short.statusCode).toBe(400);
    const { token: oldSession } = await server.login('EMP008');
    const changed = await server.app.inject({ method: 'PUT', url: '/api/forgot-password/change-Password', payload: { token, confirmPassword: 'NewPass#1' } });
    expect(changed.json().message).toBe('Password updated successfully');
    const again = await server.app.inject({ method: 'PUT', url: '/api/forgot-password/change-Password', payload: { token, confirmPassword: 'Other#123' } });
    expect(again.statusCode).toBe(400);
    expect((await server.app.inject({ url: '/api/employee/getEmployeeProfile', headers: bearer(oldSession) })).statusCode).toBe(401);
    await expect(server.login('EMP008', 'NewPass#1')).resolves.toHaveProperty('token');
  });

  it("sends the reset link through the employee's organisation's own mail server, signed in with its user name and password", async () => {
    const received: { user?: string; password?: string; from?: string; to: string[]; data: string }[] = [];
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth: (auth, _session, done) => done(null, { user: `${auth.username}:${auth.password}` }),
      onData: (stream, session, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const [user, password] = String(session.user).split(':');
          const { mailFrom, rcptTo } = session.envelope;
          received.push({ user, password, from: mailFrom ? mailFrom.address : undefined, to: rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString() });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const { db } = server.database;
    const employee = await db.selectFrom('employee').select(['organization_id', 'official_email']).where('emp_id', '=', 'EMP010').executeTakeFirstOrThrow();
    // The form limits ports to the provider's list; a test server takes any free port, so it is set directly.
    await db
      .updateTable('organization')
      .set({ mail_settings: JSON.stringify({ provider: 'Custom SMTP', server: '127.0.0.1', port, username: 'hr-mailer', fromAddress: 'hr@acme.example.com' }), mail_password: (await openSecretBox(db, server.config)).seal('smtp-s3cret') })
      .where('id', '=', employee.organization_id)
      .execute();
    try {
      const sent = await server.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { empId: 'EMP010', emailId: employee.official_email } });
      expect(sent.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ user: 'hr-mailer', password: 'smtp-s3cret', from: 'hr@acme.example.com', to: [employee.official_email] });
      expect(received[0].data).toMatch(/resetPassword\?token=/);
      const kept = await db.selectFrom('outbox_mail').selectAll().where('to_address', '=', employee.official_email).executeTakeFirstOrThrow();
      expect(kept.organization_id).toBe(employee.organization_id);
      expect(kept.sent_at).not.toBeNull();
      expect(kept.error).toBeNull();
    } finally {
      await db.updateTable('organization').set({ mail_settings: null, mail_password: null }).where('id', '=', employee.organization_id).execute();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('changes the signed-in password only with the current one', async () => {
    const { token } = await server.login('EMP009');
    const wrong = await server.app.inject({
      method: 'PUT',
      url: '/api/employee/update-password',
      headers: bearer(token),
      payload: { currentPassword: 'nope', newPassword: 'Changed#1' },
    });
    expect(wrong.statusCode).toBe(400);
    const right = await server.app.inject({
      method: 'PUT',
      url: '/api/employee/update-password',
      headers: bearer(token),
      payload: { currentPassword: 'Welcome@123', newPassword: 'Changed#1' },
    });
    expect(right.statusCode).toBe(200);
    expect((await server.app.inject({ url: '/api/employee/getEmployeeProfile', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('serves the ID card PDF to its owner and refuses another employee’s card', async () => {
    const { token, userDetails } = await server.login('EMP010');
    const own = await server.app.inject({
      url: `/api/users/docs/${userDetails.idCard.folderName}/${userDetails.idCard.fileName}`,
      headers: bearer(token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await server.app.inject({ url: '/api/users/docs/idcard/EMP011.pdf', headers: bearer(token) });
    expect(other.statusCode).toBe(403);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorType).toBe('OPERATIONAL');
  });
});
