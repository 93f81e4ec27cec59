import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { call, openSession, refusalCheck, type Session } from '../helpers/routeWalk.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/** Issue 17 §1: no request can lock an organisation out of its own administration. */
const LAST_ADMINISTRATOR = (organization: string) =>
  `An organisation must keep at least one active employee who can edit Roles And Permissions: this change would leave ${organization} with none, so nothing was saved.`;
const NONE = { view: false, add: false, edit: false, delete: false };
const ALL = { view: true, add: true, edit: true, delete: true };

describe.each(databaseKinds)('an organisation keeps its administrator on %s', (kind) => {
  let server: TestServer;
  let admin: Session;
  let nileAdmin: Session;
  let siteAdminRole: number;
  const db = () => server.database.db;
  const refused = refusalCheck(db, ['role_permission', 'employee_role', 'role', 'submenu', 'menu', 'audit_log']);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await openSession(server, 'ADMIN');
    nileAdmin = await openSession(server, 'ADMIN', { organization: 'NILE' });
    siteAdminRole = await roleId('ACME', 'Site Admin');
  });
  afterAll(() => server?.close());

  async function roleId(organization: string, roleType: string): Promise<number> {
    const row = await db()
      .selectFrom('role as r')
      .innerJoin('organization as o', 'o.id', 'r.organization_id')
      .select('r.id')
      .where('o.organization_code', '=', organization)
      .where('r.role_type', '=', roleType)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const grants = (role: number) =>
    db().selectFrom('role_permission').select(['menu_id', 'submenu_id', 'can_view', 'can_add', 'can_edit', 'can_delete']).where('role_id', '=', role).orderBy('id').execute();
  const matrixOf = async (session: Session, role: number) => (await call(server, session.token, 'GET', `/api/rolesAndPermission/${role}`)).json().data.rows as any[];
  const administrators = async (organization: string) =>
    (
      await db()
        .selectFrom('employee_role as er')
        .innerJoin('organization as o', 'o.id', 'er.organization_id')
        .innerJoin('employee as e', 'e.id', 'er.employee_id')
        .innerJoin('role as r', 'r.id', 'er.role_id')
        .select('e.emp_id')
        .where('o.organization_code', '=', organization)
        .where('r.role_type', '=', 'Site Admin')
        .orderBy('e.emp_id')
        .execute()
    ).map((row) => row.emp_id);
  const lastAudit = (entity: string, id: number | string) =>
    db().selectFrom('audit_log').select(['action', 'before', 'after', 'actor_employee_id']).where('entity', '=', entity).where('entity_id', '=', String(id)).orderBy('id', 'desc').executeTakeFirst();

  it('a PUT naming one row changes that row only: the role keeps its other grants, and the trail shows the row before and after', async () => {
    const before = await grants(siteAdminRole);
    expect(before.length).toBeGreaterThan(200);
    const named = before.find((grant) => grant.submenu_id === null)!;
    const response = await call(server, admin.token, 'PUT', `/api/rolesAndPermission/${siteAdminRole}`, {
      rows: [{ menuId: named.menu_id, submenuId: null, access: NONE }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await grants(siteAdminRole);
    expect(after).toHaveLength(before.length - 1);
    expect(after).toEqual(before.filter((grant) => grant !== named));
    // ADMIN still administers: the matrix reads, and the row can be given back.
    const row = (await matrixOf(admin, siteAdminRole)).find((r) => r.menuId === named.menu_id && r.submenuId === null);
    expect(row.access).toEqual(NONE);

    const audit = await lastAudit('rolesAndPermission', siteAdminRole);
    expect(audit).toMatchObject({ action: 'update', before: [{ menuId: named.menu_id, submenuId: null, ...ALL }], after: [{ menuId: named.menu_id, submenuId: null, ...NONE }] });

    const back = await call(server, admin.token, 'PUT', `/api/rolesAndPermission/${siteAdminRole}`, { rows: [{ menuId: named.menu_id, submenuId: null, access: ALL }] });
    expect(back.statusCode).toBe(200);
    expect(await grants(siteAdminRole)).toHaveLength(before.length);
  });

  it('refuses, writing nothing, a replace or an update that would take the last administrator\'s right away', async () => {
    await refused(409, LAST_ADMINISTRATOR('ACME'), () => call(server, admin.token, 'PUT', `/api/rolesAndPermission/${siteAdminRole}/replace`, { rows: [] }));
    const screen = (await matrixOf(admin, siteAdminRole)).find((r) => r.path === '/rolesAndPermission');
    const withoutEdit = { menuId: screen.menuId, submenuId: screen.submenuId, access: { ...ALL, edit: false } };
    await refused(409, LAST_ADMINISTRATOR('ACME'), () => call(server, admin.token, 'PUT', `/api/rolesAndPermission/${siteAdminRole}`, { rows: [withoutEdit] }));
    expect((await call(server, admin.token, 'GET', `/api/rolesAndPermission/${siteAdminRole}`)).statusCode).toBe(200);
  });

  it('a replace makes the rows sent the whole set, answers what it removed, and is audited before and after', async () => {
    const role = (await call(server, admin.token, 'POST', '/api/addRoles', { roleType: `Replace ${kind}`, roleSequence: 40 })).json().id;
    const matrix = await matrixOf(admin, role);
    const [gender, blood] = ['/gender', '/bloodGroup'].map((path) => matrix.find((r) => r.path === path));
    const key = (row: any) => ({ menuId: row.menuId, submenuId: row.submenuId });
    await call(server, admin.token, 'PUT', `/api/rolesAndPermission/${role}`, { rows: [{ ...key(gender), access: { ...NONE, view: true } }, { ...key(blood), access: ALL }] });

    const replaced = await call(server, admin.token, 'PUT', `/api/rolesAndPermission/${role}/replace`, { rows: [{ ...key(gender), access: { ...NONE, view: true, edit: true } }] });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().message).toBe('Permissions replaced successfully');
    expect(replaced.json().data.removed).toEqual([{ ...key(blood), path: '/bloodGroup', text: blood.text, ...ALL }]);
    expect(await grants(role)).toEqual([{ menu_id: gender.menuId, submenu_id: gender.submenuId, can_view: true, can_add: false, can_edit: true, can_delete: false }]);

    const audit = await lastAudit('rolesAndPermission', role);
    expect(audit!.action).toBe('replace');
    const documented = (await call(server, admin.token, 'GET', '/api/openapi.json')).json().paths['/api/rolesAndPermission/{roleId}/replace'];
    expect(documented.put.summary).toBe("Replace a role's whole permission set");
    expect(audit!.before).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/gender', view: true, edit: false }), expect.objectContaining({ path: '/bloodGroup', ...ALL })]));
    expect(audit!.after).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/gender', view: true, edit: true }), expect.objectContaining({ path: '/bloodGroup', ...NONE })]));
  });

  it('refuses NILE\'s only administrator taking their own Site Admin role away, and audits a role change that keeps one', async () => {
    await refused(409, LAST_ADMINISTRATOR('NILE'), () => call(server, nileAdmin.token, 'PUT', '/api/employee/edit-role-type', { empId: 'ADMIN', roleTypes: ['Employee'] }));
    expect(await administrators('NILE')).toEqual(['ADMIN']);

    const given = await call(server, nileAdmin.token, 'PUT', '/api/employee/edit-role-type', { empId: 'NIL002', roleTypes: ['Employee', 'Site Admin'] });
    expect(given.statusCode, given.body).toBe(200);
    expect(await lastAudit('employeeRole', 'NIL002')).toMatchObject({ action: 'update', before: ['Employee'], after: ['Employee', 'Site Admin'] });
    // With a second administrator, ADMIN may step down; NIL002 then may not.
    expect((await call(server, nileAdmin.token, 'PUT', '/api/employee/edit-role-type', { empId: 'ADMIN', roleTypes: ['Employee'] })).statusCode).toBe(200);
    const nil002 = await openSession(server, 'NIL002', { role: 'Site Admin' });
    await refused(409, LAST_ADMINISTRATOR('NILE'), () => call(server, nil002.token, 'PUT', '/api/employee/edit-role-type', { empId: 'NIL002', roleTypes: ['Employee'] }));
    expect((await call(server, nil002.token, 'PUT', '/api/employee/edit-role-type', { empId: 'ADMIN', roleTypes: ['Site Admin', 'Employee'] })).statusCode).toBe(200);
    expect((await call(server, nil002.token, 'PUT', '/api/employee/edit-role-type', { empId: 'NIL002', roleTypes: ['Employee'] })).statusCode).toBe(200);
    expect(await administrators('NILE')).toEqual(['ADMIN']);
  });

  it('refuses setting the administrators\' role Inactive, by every path, and switching off the Roles And Permissions screen', async () => {
    const role = (await call(server, admin.token, 'GET', `/api/addRoles/${siteAdminRole}`)).json();
    await refused(409, LAST_ADMINISTRATOR('ACME'), () => call(server, admin.token, 'PUT', `/api/addRoles/${siteAdminRole}`, { ...role, status: 'Inactive' }));
    await refused(409, LAST_ADMINISTRATOR('ACME'), () => call(server, admin.token, 'PUT', `/api/role/status/${siteAdminRole}`, { status: 'Inactive' }));
    await refused(409, LAST_ADMINISTRATOR('ACME'), () => call(server, admin.token, 'PUT', `/api/role/${siteAdminRole}`, { status: 'Inactive', version: role.version }));

    const screen = (await call(server, admin.token, 'GET', '/api/submenu?filter={"q":"/rolesAndPermission"}')).json().find((row: any) => row.path === '/rolesAndPermission');
    await refused(409, /^An organisation must keep at least one active employee who can edit Roles And Permissions: this change would leave ACME, NILE with none/, () =>
      call(server, admin.token, 'PUT', `/api/submenu/${screen.id}`, { ...screen, status: 'Inactive' }),
    );
    await refused(409, /would leave ACME, NILE with none/, () => call(server, admin.token, 'PUT', `/api/submenu/${screen.id}`, { ...screen, path: '/rolesAndPermissions' }));
    const parent = (await call(server, admin.token, 'GET', `/api/menu/${screen.menuId}`)).json();
    await refused(409, /would leave ACME, NILE with none/, () => call(server, admin.token, 'PUT', `/api/menu/${parent.id}`, { ...parent, status: 'Inactive' }));
  });

  it('of two changes that together would remove the last administrator, exactly one is made', async () => {
    // Two administrators in ACME; each steps the other down at the same moment.
    expect((await call(server, admin.token, 'PUT', '/api/employee/edit-role-type', { empId: 'EMP050', roleTypes: ['Employee', 'Site Admin'] })).statusCode).toBe(200);
    const second = await openSession(server, 'EMP050', { role: 'Site Admin' });
    const answers = await Promise.all([
      call(server, admin.token, 'PUT', '/api/employee/edit-role-type', { empId: 'EMP050', roleTypes: ['Employee'] }),
      call(server, second.token, 'PUT', '/api/employee/edit-role-type', { empId: 'ADMIN', roleTypes: ['Employee'] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(LAST_ADMINISTRATOR('ACME'));
    const left = await administrators('ACME');
    expect(left).toHaveLength(1);

    // A role made administrator and the Site Admin role, each emptied by one of two concurrent changes.
    const keeper = left[0] === 'ADMIN' ? admin : second;
    const coAdmin = (await call(server, keeper.token, 'POST', '/api/addRoles', { roleType: `Co Admin ${kind}`, roleSequence: 41 })).json().id;
    const screen = (await matrixOf(keeper, coAdmin)).find((r) => r.path === '/rolesAndPermission');
    const key = { menuId: screen.menuId, submenuId: screen.submenuId };
    expect((await call(server, keeper.token, 'PUT', `/api/rolesAndPermission/${coAdmin}`, { rows: [{ ...key, access: ALL }] })).statusCode).toBe(200);
    expect((await call(server, keeper.token, 'PUT', '/api/employee/edit-role-type', { empId: 'EMP051', roleTypes: ['Employee', `Co Admin ${kind}`] })).statusCode).toBe(200);
    const race = await Promise.all([
      call(server, keeper.token, 'PUT', `/api/rolesAndPermission/${coAdmin}`, { rows: [{ ...key, access: NONE }] }),
      call(server, keeper.token, 'PUT', '/api/employee/edit-role-type', { empId: keeper.empId, roleTypes: ['Employee'] }),
    ]);
    expect(race.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const stillCoAdmin = (await grants(coAdmin)).some((grant) => grant.can_edit);
    const stillSiteAdmin = (await administrators('ACME')).includes(keeper.empId);
    expect([stillCoAdmin, stillSiteAdmin].filter(Boolean)).toHaveLength(1);
  });
});
