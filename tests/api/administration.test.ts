import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecretBox } from '../../src/server/secrets/SecretBox.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

describe.each(databaseKinds)('roles, menus and permissions on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = (await server.login('ADMIN')).token;
  });
  afterAll(() => server?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(token), payload });
  const paths = (userDetails: any): string[] => [...new Set<string>(userDetails.permission.flatMap((p: any) => [p.path, ...p.submenu.map((s: any) => s.path)]))];

  it('creates a role, grants it one master, assigns it, and the holder sees and may do only that', async () => {
    const role = await call('POST', '/api/addRoles', admin, { roleType: 'Payroll Clerk', roleSequence: 20 });
    expect(role.statusCode).toBe(201);
    const roleId = role.json().id;

    const matrix = (await call('GET', `/api/rolesAndPermission/${roleId}`, admin)).json().data;
    expect(matrix.rows.length).toBeGreaterThan(200);
    const gender = matrix.rows.find((r: any) => r.path === '/gender');
    const saved = await call('PUT', `/api/rolesAndPermission/${roleId}`, admin, {
      rows: [{ menuId: gender.menuId, submenuId: gender.submenuId, access: { view: true, add: false, edit: true, delete: false } }],
    });
    expect(saved.json().message).toBe('Permissions updated successfully');

    const assigned = await call('PUT', '/api/employee/edit-role-type', admin, { empId: 'EMP030', roleTypes: ['Employee', 'Payroll Clerk'] });
    expect(assigned.statusCode).toBe(200);
    const clerk = await server.login('EMP030');
    expect(clerk.userDetails.roles).toEqual(['Employee', 'Payroll Clerk']);
    const switched = (await call('POST', '/api/users/auth/switch', clerk.token, { type: 'Role', value: 'Payroll Clerk' })).json().data;
    expect(paths(switched.userDetails)).toEqual(['/gender']);

    const token = switched.token;
    const list = await call('GET', '/api/gender', token);
    expect(list.statusCode).toBe(200);
    const male = list.json().find((g: any) => g.name === 'Male');
    expect((await call('PUT', `/api/gender/${male.id}`, token, { ...male, name: 'Male' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/gender/${male.id}`, token)).statusCode).toBe(403);
    expect((await call('POST', '/api/gender', token, { name: 'Another' })).statusCode).toBe(403);
    expect((await call('GET', '/api/bloodGroup', token)).statusCode).toBe(403);

    // Revoking the grant changes the very next request, without signing in again.
    await call('PUT', `/api/rolesAndPermission/${roleId}/replace`, admin, { rows: [] });
    expect((await call('GET', '/api/gender', token)).statusCode).toBe(403);

    // A role employees hold cannot be deleted; it can be set Inactive.
    const held = await call('DELETE', `/api/addRoles/${roleId}`, admin);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe('This Role is in use and cannot be deleted. Set it Inactive instead.');
  });

  it('deactivating a menu removes it from everyone at their next sign-in, and refuses its calls at once', async () => {
    const menus = (await call('GET', '/api/submenu?filter={"q":"/gender"}', admin)).json();
    const gender = menus.find((m: any) => m.path === '/gender');
    const hr = await server.login('HR001');
    expect((await call('GET', '/api/gender', hr.token)).statusCode).toBe(200);
    const off = await call('PUT', `/api/submenu/${gender.id}`, admin, { ...gender, status: 'Inactive' });
    expect(off.statusCode).toBe(200);
    expect((await call('GET', '/api/gender', hr.token)).statusCode).toBe(403);
    expect(paths((await server.login('HR001')).userDetails)).not.toContain('/gender');
    await call('PUT', `/api/submenu/${gender.id}`, admin, { ...off.json(), status: 'Active' });
    expect((await call('GET', '/api/gender', hr.token)).statusCode).toBe(200);
  });

  it('keeps at least one role in an organisation', async () => {
    // A switch moves the whole session, so the NILE work uses a session of its own.
    const own = (await server.login('ADMIN')).token;
    const nile = (await call('POST', '/api/users/auth/switch', own, { type: 'Organization', value: 'NILE' })).json().data.token;
    const roles = (await call('GET', '/api/addRoles?range=[0,99]', nile)).json();
    expect(roles.length).toBe(8);
    const unheld = await call('POST', '/api/addRoles', nile, { roleType: 'Temporary', roleSequence: 50 });
    expect((await call('DELETE', `/api/addRoles/${unheld.json().id}`, nile)).statusCode).toBe(200);
  });

  it('records every administrative change in the audit trail, with filters', async () => {
    await call('POST', '/api/gender', admin, { name: 'Audited Gender' });
    const trail = await call('GET', '/api/auditLog?filter={"entity":"gender","actor":"ADMIN"}&range=[0,9]', admin);
    expect(trail.statusCode).toBe(200);
    const entry = trail.json()[0];
    expect(entry).toMatchObject({ entity: 'gender', action: 'create', actor: 'ADMIN', after: { name: 'Audited Gender' } });
    expect(trail.headers['content-range']).toMatch(/^auditLog 0-\d+\/\d+$/);
    const permissions = await call('GET', '/api/auditLog?filter={"entity":"rolesAndPermission"}', admin);
    expect(permissions.json().length).toBeGreaterThan(0);
    expect((await call('GET', '/api/auditLog?filter={"password":"x"}', admin)).statusCode).toBe(400);
    const employee = (await server.login('EMP021')).token;
    expect((await call('GET', '/api/auditLog', employee)).statusCode).toBe(403);
  });

  it('lets administrators read the mail outbox of their organisation, and change nothing in it', async () => {
    const email = (await server.database.db.selectFrom('employee').select('official_email').where('emp_id', '=', 'EMP030').executeTakeFirstOrThrow()).official_email;
    await server.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { empId: 'EMP030', emailId: email } });
    const listed = await call('GET', `/api/mailOutbox?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`, admin);
    expect(listed.statusCode).toBe(200);
    const [mail] = listed.json();
    expect(mail).toMatchObject({ toAddress: email, subject: 'Reset your HR Console password' });
    expect(mail.body).toMatch(/resetPassword\?token=\[redacted\]/);
    expect((await call('GET', `/api/mailOutbox/${mail.id}`, admin)).json().toAddress).toBe(email);

    const schemas = (await call('GET', '/api/schemas', admin)).json().data;
    expect(schemas.find((s: any) => s.name === 'mailOutbox').access).toEqual({ view: true, add: false, edit: false, delete: false });
    for (const [method, url] of [['POST', '/api/mailOutbox'], ['PUT', `/api/mailOutbox/${mail.id}`], ['DELETE', `/api/mailOutbox/${mail.id}`], ['POST', '/api/mailOutbox/import']] as const) {
      expect((await call(method, url, admin, { ...mail, subject: 'changed' })).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/mailOutbox/${mail.id}`, admin)).json().subject).toBe('Reset your HR Console password');

    const other = (await server.login('ADMIN')).token; // its own session: a switch rescopes the session it is made in
    const nile = (await call('POST', '/api/users/auth/switch', other, { type: 'Organization', value: 'NILE' })).json().data.token;
    expect((await call('GET', `/api/mailOutbox/${mail.id}`, nile)).statusCode).toBe(404);
    const employee = (await server.login('EMP031')).token;
    expect((await call('GET', '/api/mailOutbox', employee)).statusCode).toBe(403);
  });

  it('takes only active employees of the organisation as help desk contacts, checked on save and on import', async () => {
    const employees = (await call('GET', '/api/employee/getActiveEmployees', admin)).json().data;
    expect(employees.find((e: any) => e.value === 'EMP014')).toMatchObject({ empId: 'EMP014', label: expect.stringMatching(/^EMP014 - \S+/) });

    const refused = await call('POST', '/api/helpDeskSpoc', admin, { menuName: 'Travel Desk', spocEmpId: 'EMP999', spocReportingManagerEmpId: 'HR001' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'spocEmpId', message: "Contact Employee ID 'EMP999' is not an active employee" }]);
    const created = await call('POST', '/api/helpDeskSpoc', admin, { menuName: 'Travel Desk', spocEmpId: 'emp015', spocReportingManagerEmpId: 'HR001' });
    expect(created.statusCode).toBe(201);
    const renamed = await call('PUT', `/api/helpDeskSpoc/${created.json().id}`, admin, { ...created.json(), spocReportingManagerEmpId: 'EMP998' });
    expect(renamed.json().fields).toEqual([{ field: 'spocReportingManagerEmpId', message: "Contact's Reporting Manager ID 'EMP998' is not an active employee" }]);

    // A contact who has left: the row can still be set Inactive, but no one can be newly named who is not active.
    await server.database.db.updateTable('employee').set({ status: 'Inactive' }).where('emp_id', '=', 'EMP015').execute();
    try {
      const row = created.json();
      expect((await call('PUT', `/api/helpDeskSpoc/${row.id}`, admin, { ...row, status: 'Inactive' })).statusCode).toBe(200);
      const imported = await call('POST', '/api/helpDeskSpoc/import', admin, {
        rows: [{ Category: 'Canteen', 'Contact Employee ID': 'EMP015', "Contact's Reporting Manager ID": 'HR001' }],
      });
      expect(imported.statusCode).toBe(400);
      expect(imported.json().rows).toEqual([{ row: 2, field: 'spocEmpId', message: "Contact Employee ID 'EMP015' is not an active employee" }]);
    } finally {
      await server.database.db.updateTable('employee').set({ status: 'Active' }).where('emp_id', '=', 'EMP015').execute();
    }
  });

  it('derives spocStatus and spocReportingManagerStatus from the help desk contact master at sign-in', async () => {
    const flags = async (empId: string) => {
      const { spocStatus, spocReportingManagerStatus } = (await server.login(empId)).userDetails;
      return { spocStatus, spocReportingManagerStatus };
    };
    expect(await flags('EMP012')).toEqual({ spocStatus: true, spocReportingManagerStatus: false });
    expect(await flags('HR001')).toEqual({ spocStatus: false, spocReportingManagerStatus: true });
    expect(await flags('EMP001')).toEqual({ spocStatus: false, spocReportingManagerStatus: false });

    // EMP012 is the contact for Facilities only: set those rows Inactive and the flag goes at the next sign-in.
    const facilities = (await call('GET', '/api/helpDeskSpoc?filter={"q":"Facilities"}', admin)).json();
    expect(facilities.length).toBeGreaterThan(0);
    for (const row of facilities) expect((await call('PUT', `/api/helpDeskSpoc/${row.id}`, admin, { ...row, status: 'Inactive' })).statusCode).toBe(200);
    expect((await flags('EMP012')).spocStatus).toBe(false);
    for (const row of facilities) {
      const current = (await call('GET', `/api/helpDeskSpoc/${row.id}`, admin)).json();
      await call('PUT', `/api/helpDeskSpoc/${row.id}`, admin, { ...current, status: 'Active' });
    }
    expect((await flags('EMP012')).spocStatus).toBe(true);
  });

  it('answers the help desk, menu and module-settings look-ups', async () => {
    const employee = (await server.login('EMP022')).token;
    const menus = (await call('GET', '/api/spoc/help-desk-menus', employee)).json().data;
    const it = menus.find((m: any) => m.menuName === 'IT Support');
    expect(it).toMatchObject({ hasSubMenus: true });
    const subs = (await call('GET', `/api/spoc/help-desk-menus?filterMenuId=${it.menuId}`, employee)).json().data;
    expect(subs.map((s: any) => s.subMenuName)).toEqual(['Email Access', 'Laptop', 'VPN']);
    const tree = (await call('GET', '/api/menu/menu-submenu', employee)).json().data;
    expect(tree.find((m: any) => m.menuName === 'Attendance').submenu.length).toBeGreaterThan(3);
    const qualifications = (await call('GET', '/api/module-settings?referenceName=qualification', employee)).json().data;
    expect(qualifications.map((q: any) => q.label)).toContain('MBA');
  });

  it('refuses switching to, or signing in to, an inactive organisation', async () => {
    // NILE is mapped under ACME: its parent's Site Admin, who holds the right in NILE as well, sets its status.
    const orgs = (await call('GET', '/api/subOrganization?filter={"organizationCode":"NILE"}', admin)).json();
    const off = await call('PUT', `/api/subOrganization/${orgs[0].id}`, admin, { ...orgs[0], status: 'Inactive' });
    expect(off.statusCode).toBe(200);
    const fresh = await server.login('ADMIN');
    expect(fresh.userDetails.organizationAccess.map((o: any) => o.organizationCode)).toEqual(['ACME']);
    expect((await call('POST', '/api/users/auth/switch', fresh.token, { type: 'Organization', value: 'NILE' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/subOrganization/${orgs[0].id}`, admin, { ...off.json(), status: 'Active' })).statusCode).toBe(200);
  });
});

describe('mail server look-ups', () => {
  it('narrows provider → server → port', async () => {
    const server = await startTestServer('pglite');
    try {
      const { token } = await server.login('ADMIN');
      const get = async (url: string) => (await server.app.inject({ url, headers: bearer(token) })).json().data;
      expect(await get('/api/smtp')).toContain('Google Workspace');
      expect(await get('/api/smtp/server?provider=Google%20Workspace')).toEqual(['smtp.gmail.com', 'smtp-relay.gmail.com']);
      expect(await get('/api/smtp/port?provider=Google%20Workspace&server=smtp.gmail.com')).toEqual([465, 587]);
      const employee = (await server.login('EMP040')).token;
      expect((await server.app.inject({ url: '/api/smtp', headers: bearer(employee) })).statusCode).toBe(403);
    } finally {
      await server.close();
    }
  });
});

describe.each(databaseKinds)('organisations on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = (await server.login('ADMIN')).token;
  });
  afterAll(() => server?.close());

  /** An organisation's own row is read and changed from a session of that organisation (docs/tenancy.md). */
  const switchTo = async (token: string, code: string): Promise<string> =>
    (await server.app.inject({ method: 'POST', url: '/api/users/auth/switch', headers: bearer(token), payload: { type: 'Organization', value: code } })).json().data.token;

  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const upload = (organizationId: number, filename: string, bytes: Buffer, token = admin) => {
    const boundary = '----hrconsole';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return server.app.inject({
      method: 'POST',
      url: `/api/organization/${organizationId}/logo`,
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
  };

  it('uploads a png or jpeg logo and refuses anything else', async () => {
    const [acme] = (await server.app.inject({ url: '/api/organization?filter={"organizationCode":"ACME"}', headers: bearer(admin) })).json();
    const saved = await upload(acme.id, 'new-logo.png', png);
    expect(saved.json()).toMatchObject({ message: 'Logo updated successfully' });
    const { logoFile } = saved.json().data;
    const served = await server.app.inject({ url: `/api/organization/file/${logoFile}`, headers: bearer(admin) });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const relisted = (await server.app.inject({ url: `/api/organization/${acme.id}`, headers: bearer(admin) })).json();
    expect(relisted.logoFile).toBe(logoFile);

    expect((await upload(acme.id, 'logo.gif', png)).json().message).toBe('Please upload a valid file type: png, jpeg, jpg');
    expect((await upload(acme.id, 'logo.png.exe', png)).json().message).toBe('Double extension files are not allowed.');
    expect((await upload(acme.id, 'logo.png', Buffer.from('GIF89a not really a png'))).json().message).toBe('Please upload a valid file type: png, jpeg, jpg');
    expect((await upload(acme.id, 'big.png', Buffer.concat([png, Buffer.alloc(1024 * 1024 + 10)]))).json().message).toBe('Logo must be at most 1 MB');
    const employee = (await server.login('EMP041')).token;
    expect((await upload(acme.id, 'logo.png', png, employee)).statusCode).toBe(403);
  });

  it('keeps the mail-server password: stored, never answered, kept when a save leaves it out', async () => {
    const nileAdmin = await switchTo((await server.login('ADMIN')).token, 'NILE');
    const get = (url: string) => server.app.inject({ url, headers: bearer(nileAdmin) });
    const [nile] = (await get('/api/organization?filter={"organizationCode":"NILE"}')).json();
    const mailSettings = { provider: 'Custom SMTP', server: 'smtp.nile.example', port: 587, username: 'hr@nile.example' };
    const saved = await server.app.inject({ method: 'PUT', url: `/api/organization/${nile.id}`, headers: bearer(nileAdmin), payload: { ...nile, mailSettings, mailPassword: 's3cret!' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('s3cret');
    const stored = () => server.database.db.selectFrom('organization').select('mail_password').where('id', '=', nile.id).executeTakeFirstOrThrow();
    const box = await openSecretBox(server.database.db, server.config);
    const sealed = (await stored()).mail_password!;
    expect(sealed).toMatch(/^enc:v1:/);
    expect(sealed).not.toContain('s3cret');
    expect(box.open(sealed)).toBe('s3cret!');

    const reread = (await get(`/api/organization/${nile.id}`)).json();
    expect(reread.mailSettings).toEqual(mailSettings);
    expect(reread).not.toHaveProperty('mailPassword');
    const resaved = await server.app.inject({ method: 'PUT', url: `/api/organization/${nile.id}`, headers: bearer(nileAdmin), payload: { ...reread, mailPassword: '' } });
    expect(resaved.statusCode).toBe(200);
    expect((await stored()).mail_password).toBe(sealed);

    for (const url of ['/api/organization', '/api/organization/export?format=csv', '/api/auditLog?filter={"entity":"organization"}']) {
      expect((await get(url)).body).not.toContain('s3cret');
    }
    const [kept, set] = (await get('/api/auditLog?filter={"entity":"organization"}&range=[0,1]')).json();
    expect([kept.after.mailPassword, set.after.mailPassword]).toEqual([undefined, '(changed)']);
    expect((await get('/api/organization?filter={"mailPassword":"s3cret!"}')).statusCode).toBe(400);
    expect((await get('/api/organization?sort=["mailPassword","ASC"]')).statusCode).toBe(400);
  });

  it('creates a sub-organisation that starts with seeded lists, copied roles and its creator mapped', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/subOrganization',
      headers: bearer(admin),
      payload: { organizationCode: 'ACME-WEST', organizationDetail: 'Acme West Pvt Ltd', shortName: 'Acme West' },
    });
    expect(created.statusCode).toBe(201);
    const subs = (await server.app.inject({ url: '/api/subOrganization', headers: bearer(admin) })).json();
    expect(subs.map((s: any) => s.organizationCode)).toEqual(['NILE', 'ACME-WEST']); // the demo's NILE is ACME's sub-organisation

    const login = await server.login('ADMIN');
    expect(login.userDetails.organizationAccess.map((o: any) => o.organizationCode)).toContain('ACME-WEST');
    const west = (await server.app.inject({ method: 'POST', url: '/api/users/auth/switch', headers: bearer(login.token), payload: { type: 'Organization', value: 'ACME-WEST' } })).json().data;
    expect(west.userDetails.roleType).toBe('Site Admin');
    // Spec 002 §2's field name: the organisation record, read from its own session, says which organisation it sits under.
    const [acme] = (await server.app.inject({ url: '/api/organization', headers: bearer(admin) })).json();
    const [acmeWest] = (await server.app.inject({ url: '/api/organization', headers: bearer(west.token) })).json();
    expect([acme.organizationCode, acmeWest.organizationCode]).toEqual(['ACME', 'ACME-WEST']);
    expect(acmeWest.parentOrganization).toBe(acme.id);
    const genders = (await server.app.inject({ url: '/api/gender', headers: bearer(west.token) })).json();
    expect(genders.map((g: any) => g.name)).toContain('Female');
    const roles = (await server.app.inject({ url: '/api/rolesAndPermission', headers: bearer(west.token) })).json().data;
    expect(roles.map((r: any) => r.roleType)).toEqual(['Site Admin', 'HR Ops Admin', 'HRSS', 'Onboarder', 'IT Infra', 'Finance', 'Graphics Team', 'Employee']);

    const map = (await server.app.inject({ url: '/api/organization/organization-map', headers: bearer(admin) })).json().data;
    expect(map.map((o: any) => o.organizationCode)).toEqual(['ACME-WEST', 'NILE']);

    const standalone = await server.app.inject({ method: 'POST', url: '/api/organization', headers: bearer(admin), payload: { organizationCode: 'SOLO', organizationDetail: 'Solo Services', shortName: 'Solo' } });
    const nonMapped = (await server.app.inject({ url: '/api/organization/organization-nonmap', headers: bearer(admin) })).json().data;
    expect(nonMapped.map((o: any) => o.organizationCode)).toEqual(['SOLO']);
    const mapped = await server.app.inject({ method: 'PUT', url: '/api/organization/map', headers: bearer(admin), payload: { organizationIds: [standalone.json().id] } });
    expect(mapped.json().message).toBe('Organization mapping updated successfully');
    expect((await server.app.inject({ url: '/api/organization/organization-nonmap', headers: bearer(admin) })).json().data).toEqual([]);

    const duplicate = await server.app.inject({ method: 'POST', url: '/api/subOrganization', headers: bearer(admin), payload: { organizationCode: 'ACME-WEST', organizationDetail: 'Again', shortName: 'Again' } });
    expect(duplicate.statusCode).toBe(409);
  });
});
