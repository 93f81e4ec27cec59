import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/** Spec 002 §4/§7: the status of an organisation mapping toggles through orgMap-status-update. */
describe.each(databaseKinds)('organisation mapping status on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = (await server.login('ADMIN')).token;
  });
  afterAll(() => server?.close());

  const statusOf = (code: string) =>
    server.database.db.selectFrom('organization').select(['id', 'status']).where('organization_code', '=', code).executeTakeFirstOrThrow();
  const update = (id: number | string, token: string, payload: object) =>
    server.app.inject({ method: 'PUT', url: `/api/organization/orgMap-status-update/${id}`, headers: bearer(token), payload });

  it("sets a mapped organisation Inactive and Active again, each change in both organisations' audit trails", async () => {
    // The demo maps NILE under ACME, ADMIN's active organisation.
    const nile = await statusOf('NILE');
    const off = await update(nile.id, admin, { status: 'Inactive' });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Sub Organization status updated successfully');
    expect((await statusOf('NILE')).status).toBe('Inactive');
    const listed = (await server.app.inject({ url: '/api/organization/organization-map', headers: bearer(admin) })).json().data;
    expect(listed.find((row: { organizationCode: string }) => row.organizationCode === 'NILE').status).toBe('Inactive');

    expect((await update(nile.id, admin, { status: 'Active' })).statusCode).toBe(200);
    expect((await statusOf('NILE')).status).toBe('Active');
    const acme = await statusOf('ACME');
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['organization_id', 'after'])
      .where('entity', '=', 'subOrganization')
      .where('entity_id', '=', String(nile.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.organization_id, (typeof row.after === 'string' ? JSON.parse(row.after) : row.after).status])).toEqual([
      [acme.id, 'Inactive'],
      [nile.id, 'Inactive'],
      [acme.id, 'Active'],
      [nile.id, 'Active'],
    ]);
  });

  it('refuses an organisation not mapped under the active one, a bad status and a role without the right, and writes nothing', async () => {
    const acme = await statusOf('ACME');
    const notMapped = await update(acme.id, admin, { status: 'Inactive' });
    expect(notMapped.statusCode).toBe(404);
    expect(notMapped.json().message).toBe('Sub Organization not found');
    expect((await statusOf('ACME')).status).toBe('Active');

    const nile = await statusOf('NILE');
    expect((await update(nile.id, admin, { status: 'Closed' })).statusCode).toBe(400);
    expect([400, 404]).toContain((await update('1e20', admin, { status: 'Inactive' })).statusCode);
    const employee = (await server.login('EMP001')).token;
    expect((await update(nile.id, employee, { status: 'Inactive' })).statusCode).toBe(403);
    expect((await statusOf('NILE')).status).toBe('Active');
  });
});
