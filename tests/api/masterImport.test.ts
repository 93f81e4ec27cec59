import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, openSession, type Session } from '../helpers/routeWalk.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/** An import is many creates: it must leave the database as the same creates one by one would. */
describe.each(databaseKinds)('imports and unique keys on %s', (kind) => {
  let server: TestServer;
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await openSession(server, 'ADMIN');
  });
  afterAll(() => server?.close());

  const db = () => server.database.db;

  it('provisions an imported organisation as a created one: roles copied, creator mapped, lists seeded', async () => {
    const imported = await call(server, admin.token, 'POST', '/api/organization/import', {
      rows: [{ 'Organization Code': 'IMPORTED', 'Organization Name': 'Imported Ltd', 'Short Name': 'Imported' }],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const created = await call(server, admin.token, 'POST', '/api/organization', { organizationCode: 'CREATED', organizationDetail: 'Created Ltd', shortName: 'Created' });
    expect(created.statusCode).toBe(201);

    const shape = async (code: string) => {
      const org = await db().selectFrom('organization').select('id').where('organization_code', '=', code).executeTakeFirstOrThrow();
      const roles = await db().selectFrom('role').select('role_type').where('organization_id', '=', org.id).orderBy('role_type').execute();
      const genders = await db().selectFrom('master_gender' as never).select('id' as never).where('organization_id' as never, '=', org.id as never).execute();
      return { roles: roles.map((r) => r.role_type), genders: genders.length };
    };
    const fromImport = await shape('IMPORTED');
    expect(fromImport.roles).toHaveLength(8);
    expect(fromImport.genders).toBeGreaterThan(0);
    expect(fromImport).toEqual(await shape('CREATED'));
    // The importer can switch to it at once and act there as Site Admin.
    const there = await openSession(server, 'ADMIN', { organization: 'IMPORTED' });
    expect((await call(server, there.token, 'GET', '/api/gender')).statusCode).toBe(200);
  });

  it('keeps one help desk contact per category when the sub-category is left empty, by API and by import', async () => {
    const contact = { menuName: 'Payroll Queries', spocEmpId: 'EMP002', spocReportingManagerEmpId: 'MGR001' };
    expect((await call(server, admin.token, 'POST', '/api/helpDeskSpoc', contact)).statusCode).toBe(201);
    const again = await call(server, admin.token, 'POST', '/api/helpDeskSpoc', { ...contact, spocEmpId: 'EMP003' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A Help Desk Contact with this Category and Sub Category already exists');
    const empty = await call(server, admin.token, 'POST', '/api/helpDeskSpoc', { ...contact, subMenuName: '' });
    expect(empty.statusCode).toBe(409);
    const viaImport = await call(server, admin.token, 'POST', '/api/helpDeskSpoc/import', { rows: [{ Category: 'payroll queries', 'Contact Employee ID': 'EMP004', "Contact's Reporting Manager ID": 'MGR001' }] });
    expect(viaImport.statusCode).toBe(409);
    const stored = await db().selectFrom('master_help_desk_spoc' as never).select('id' as never).where('menu_name' as never, 'ilike' as never, 'payroll queries' as never).execute();
    expect(stored).toHaveLength(1);
    // A sub-category makes it another key.
    expect((await call(server, admin.token, 'POST', '/api/helpDeskSpoc', { ...contact, subMenuName: 'Salary' })).statusCode).toBe(201);
  });
});
