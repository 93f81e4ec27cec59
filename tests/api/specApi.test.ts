import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../src/server/auth/accessControl.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Spec 002 §7's own calls for masters (and spec 000 §3/§7's Market Facing Title form), written out
 * from the spec: the master each acts on and the right it needs there (GET view, POST add, PUT edit,
 * DELETE delete). Paths the spec leaves open are those of docs/lookups.md.
 */
const SPEC_CALLS: { call: string; master: string }[] = [
  { call: 'GET /grade-master', master: 'Grade' },
  { call: 'POST /grade-master', master: 'Grade' },
  { call: 'PUT /grade-master/:id', master: 'Grade' },
  { call: 'DELETE /grade-master/:id', master: 'Grade' },
  { call: 'PUT /grade-master/status/:id', master: 'Grade' },
  { call: 'POST /spoc', master: 'helpDeskSpoc' },
  { call: 'GET /spoc/help-desk-master', master: 'helpDeskSpoc' },
  { call: 'PUT /spoc/status/:id', master: 'helpDeskSpoc' },
  { call: 'PUT /spoc/:id', master: 'helpDeskSpoc' },
  { call: 'DELETE /spoc/:id', master: 'helpDeskSpoc' },
  { call: 'GET /role', master: 'addRoles' },
  { call: 'GET /role/all', master: 'addRoles' },
  { call: 'POST /role', master: 'addRoles' },
  { call: 'PUT /role/:id', master: 'addRoles' },
  { call: 'PUT /role/status/:id', master: 'addRoles' },
  { call: 'DELETE /role/:id', master: 'addRoles' },
  { call: 'PUT /menu/status/:id', master: 'menu' },
  { call: 'GET /menu/submenus', master: 'submenu' },
  { call: 'POST /menu/submenus', master: 'submenu' },
  { call: 'PUT /menu/submenus/status/:id', master: 'submenu' },
  { call: 'PUT /organization/org-status-update/:id', master: 'organization' },
  { call: 'PUT /organization/orgMap-status-update/:id', master: 'subOrganization' },
  { call: 'POST /module-settings', master: 'moduleSettings' },
  { call: 'PUT /module-settings', master: 'moduleSettings' },
  { call: 'PUT /module-settings/status', master: 'moduleSettings' },
  { call: 'POST /settings?referenceName=gender', master: 'gender' },
  { call: 'PUT /settings?referenceName=gender', master: 'gender' },
  { call: 'PUT /settings/status?referenceName=gender', master: 'gender' },
  { call: 'POST /settings?referenceName=department', master: 'department' },
  { call: 'GET /forms?formName=market%20facing%20title', master: 'marketFacingTitle' },
  { call: 'GET /forms/data?formName=market%20facing%20title', master: 'marketFacingTitle' },
  { call: 'POST /forms?formName=market%20facing%20title', master: 'marketFacingTitle' },
  { call: 'PUT /forms/:id?formName=market%20facing%20title', master: 'marketFacingTitle' },
  { call: 'PUT /forms/status/:id?formName=market%20facing%20title', master: 'marketFacingTitle' },
  { call: 'DELETE /forms/:id?formName=market%20facing%20title', master: 'marketFacingTitle' },
];
const VERB: Record<string, string> = { GET: 'view', POST: 'add', PUT: 'edit', DELETE: 'delete' };
const menuOf = (master: string) => JSON.parse(fs.readFileSync(path.resolve('schemas/masters', `${master}.schema.json`), 'utf8'))['x-menu'] ?? `/${master}`;

describe.each(databaseKinds)("the spec's own master calls on %s", (kind) => {
  let server: TestServer;
  let admin: string;
  let employee: string;
  let nileAdmin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = (await server.login('ADMIN')).token;
    employee = (await server.login('EMP002')).token;
    const other = (await server.login('ADMIN')).token;
    nileAdmin = (await server.app.inject({ method: 'POST', url: '/api/users/auth/switch', headers: bearer(other), payload: { type: 'Organization', value: 'NILE' } })).json().data.token;
  });
  afterAll(() => server?.close());

  const call = (method: string, url: string, token: string, payload?: unknown) =>
    server.app.inject({ method: method as 'GET', url: `/api${url}`, headers: bearer(token), payload: payload as object });
  const audits = (entity: string, id: number) =>
    server.database.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('entity', '=', entity).where('entity_id', '=', String(id)).orderBy('id').execute();

  it.each(SPEC_CALLS)('serves $call with the access of $master', ({ call: spec, master }) => {
    const [method, url] = spec.split(' ');
    const route = declaredRoutes(server.app).find((r) => r.method === method && r.url === `/api${url}`);
    expect(route, spec).toBeDefined();
    expect(route!.access).toEqual({ kind: 'menu', path: menuOf(master), verb: VERB[method] });
  });

  it('serves the grade master: a page, add, an update of one field, a status change and delete, audited like the grid', async () => {
    const page = (await call('GET', '/grade-master?page=0&size=3', admin)).json();
    expect(page.data.content).toHaveLength(3);
    expect(page.data.totalElements).toBe(10);
    expect(page.data.totalPages).toBe(4);
    expect(Object.keys(page.data.content[0])).toEqual(expect.arrayContaining(['id', 'gradeName', 'noticePeriod', 'status']));

    const refused = await call('POST', '/grade-master', admin, { gradeName: '', noticePeriod: 30 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Grade Name is required');
    const created = await call('POST', '/grade-master', admin, { gradeName: 'S9', probationStatus: true, noticePeriod: 45 });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Grade added successfully');
    const { id } = created.json().data;

    const renamed = await call('PUT', `/grade-master/${id}`, admin, { gradeName: 'S10', version: 1 });
    expect(renamed.json()).toMatchObject({ message: 'Grade updated successfully', data: { gradeName: 'S10', noticePeriod: 45, probationStatus: true } });
    const off = await call('PUT', `/grade-master/status/${id}`, admin, { status: 'Inactive' });
    expect(off.json()).toMatchObject({ message: 'Grade status updated successfully', data: { status: 'Inactive', gradeName: 'S10' } });
    expect((await call('PUT', `/grade-master/status/${id}`, admin, { status: 'Gone' })).statusCode).toBe(400);
    expect((await call('GET', '/settings?referenceName=Grade', employee)).json().data.map((o: any) => o.label)).not.toContain('S10');

    // Another organisation's administrator reaches none of it; an employee without the menu neither.
    expect((await call('PUT', `/grade-master/status/${id}`, nileAdmin, { status: 'Active' })).statusCode).toBe(404);
    expect((await call('PUT', `/grade-master/status/${id}`, employee, { status: 'Active' })).statusCode).toBe(403);

    const removed = await call('DELETE', `/grade-master/${id}`, admin);
    expect(removed.json()).toMatchObject({ message: 'Grade deleted successfully', data: { gradeName: 'S10' } });
    expect((await audits('Grade', id)).map((a) => a.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('holds the optimistic lock of the grid on PUT /grade-master/{id}, /role/{id} and /spoc/{id}: a bad or stale version is refused as there, writing nothing', async () => {
    const masters = [
      { spec: '/grade-master', grid: '/Grade', edit: (row: any) => ({ noticePeriod: row.noticePeriod + 1 }) },
      { spec: '/role', grid: '/addRoles', edit: (row: any) => ({ roleSequence: row.roleSequence + 1 }) },
      { spec: '/spoc', grid: '/helpDeskSpoc', edit: (row: any) => ({ subMenuName: `${row.subMenuName ?? ''} Desk` }) },
    ];
    for (const { spec, grid, edit } of masters) {
      const [row] = (await call('GET', `${grid}?range=[0,0]`, admin)).json();
      const fingerprint = async () => JSON.stringify((await call('GET', `${grid}/${row.id}`, admin)).json());
      const before = await fingerprint();
      for (const version of [undefined, -1, 1e20, 'x', '1', 1.5, row.version + 1]) {
        const body = { ...edit(row), ...(version === undefined ? {} : { version }) };
        const onGrid = await call('PUT', `${grid}/${row.id}`, admin, { ...row, ...body, ...(version === undefined ? { version: undefined } : {}) });
        const onSpec = await call('PUT', `${spec}/${row.id}`, admin, body);
        expect(onGrid.statusCode, `${grid} ${version}`).toBeGreaterThanOrEqual(400);
        expect(onGrid.statusCode, `${grid} ${version}`).toBeLessThan(500);
        expect({ status: onSpec.statusCode, message: onSpec.json().message }, `${spec} ${version}`).toEqual({ status: onGrid.statusCode, message: onGrid.json().message });
        expect(await fingerprint()).toBe(before);
      }
      const saved = await call('PUT', `${spec}/${row.id}`, admin, { ...edit(row), version: row.version });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.version).toBe(row.version + 1);
    }
  });

  it('serves settings lists by referenceName: add by name, update with id and name, status with id, status and name', async () => {
    const added = await call('POST', '/settings?referenceName=Gender', admin, { name: 'Nonbinary' });
    expect(added.statusCode).toBe(201);
    const { id } = added.json().data;
    const options = async () => (await call('GET', '/settings?referenceName=Gender', employee)).json().data;
    expect(await options()).toContainEqual({ value: id, label: 'Nonbinary' });
    const renamed = await call('PUT', '/settings?referenceName=Gender', admin, { id, name: 'Non-binary', version: 1 });
    expect(renamed.json()).toMatchObject({ message: 'Gender updated successfully', data: { id, name: 'Non-binary' } });
    await call('PUT', '/settings/status?referenceName=Gender', admin, { id, status: 'Inactive', name: 'Non-binary' });
    expect((await options()).map((o: any) => o.value)).not.toContain(id);
    // Only a look-up source is a settings list.
    expect((await call('POST', '/settings?referenceName=Mail Outbox', admin, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/settings/${id}?referenceName=gender`, admin)).json().message).toBe('Gender deleted successfully');
  });

  it('serves module settings: add with referenceName and name, update and status by id', async () => {
    const added = await call('POST', '/module-settings', admin, { referenceName: 'qualification', name: 'M.Phil' });
    expect(added.statusCode).toBe(201);
    const { id } = added.json().data;
    expect((await call('PUT', '/module-settings', admin, { id, name: 'M.Phil.', version: 1 })).statusCode).toBe(200);
    const labels = async () => (await call('GET', '/module-settings?referenceName=qualification', employee)).json().data.map((o: any) => o.label);
    expect(await labels()).toContain('M.Phil.');
    await call('PUT', '/module-settings/status', admin, { id, status: 'Inactive', name: 'M.Phil.' });
    expect(await labels()).not.toContain('M.Phil.');
  });

  it('serves the Market Facing Title form: its definition, and submissions with formName and formFields (spec 000 §3, §8)', async () => {
    const form = (await call('GET', '/forms?formName=Market Facing Title', admin)).json().data;
    expect(form).toEqual({
      formName: 'Market Facing Title',
      formFields: [{ fieldId: 'name', fieldName: 'Name', type: 'text', option: [], placeholder: 'Enter Name', required: true }],
    });
    const formName = 'Market Facing Title';
    const added = await call('POST', `/forms?formName=${formName}`, admin, { formName, formFields: { name: 'Staff Consultant' } });
    expect(added.json().message).toBe('Market Facing Title added successfully');
    const { id, status } = added.json().data;
    expect(status).toBe('Active');
    const listed = (await call('GET', `/forms/data?formName=${formName}&search=staff`, admin)).json().data;
    expect(listed.content.map((row: any) => row.name)).toEqual(['Staff Consultant']);
    const updated = await call('PUT', `/forms/${id}?formName=${formName}`, admin, { formName, formFields: { name: 'Staff Consultant II', version: 1 } });
    expect(updated.json().message).toBe('Market Facing Title updated successfully');
    const toggled = await call('PUT', `/forms/status/${id}?formName=${formName}`, admin, { formName, formFields: { status: 'Inactive' } });
    expect(toggled.json()).toMatchObject({ message: 'Market Facing Title status updated successfully', data: { status: 'Inactive' } });
    expect((await call('POST', `/forms?formName=${formName}`, admin, { formName: 'Gender', formFields: { name: 'x' } })).statusCode).toBe(400);
    expect((await call('POST', `/forms?formName=${formName}`, admin, { formName, formFields: { name: '' } })).json().message).toBe('Name is required');
    expect((await call('GET', `/forms?formName=${formName}`, employee)).statusCode).toBe(403);
    expect((await call('GET', '/forms?formName=Mail Outbox', admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/forms/${id}?formName=${formName}`, admin)).json().message).toBe('Market Facing Title deleted successfully');
  });

  it('serves roles, menus and submenus, and the organisation status', async () => {
    const roles = (await call('GET', '/role/all', admin)).json().data;
    expect(roles.map((r: any) => r.roleType)).toEqual(expect.arrayContaining(['Site Admin', 'Employee']));
    expect((await call('GET', '/role?page=0&size=2', admin)).json().data.totalElements).toBe(roles.length);

    const submenus = (await call('GET', '/menu/submenus?size=100', admin)).json().data;
    expect(submenus.totalElements).toBeGreaterThan(20);
    const menu = (await call('GET', '/menu?range=[0,0]', admin)).json()[0];
    const off = await call('PUT', `/menu/status/${menu.id}`, admin, { status: 'Inactive' });
    expect(off.json()).toMatchObject({ message: 'Menu status updated successfully', data: { id: menu.id, text: menu.text, status: 'Inactive' } });
    await call('PUT', `/menu/status/${menu.id}`, admin, { status: 'Active' });

    const organization = await call('POST', '/organization', admin, { organizationCode: 'SPECORG', organizationDetail: 'Spec Org', shortName: 'Spec' });
    expect(organization.statusCode).toBe(201);
    // An organisation's row is changed from its own session (docs/tenancy.md): the creator holds a role there.
    const switched = await server.app.inject({ method: 'POST', url: '/api/users/auth/switch', headers: bearer(admin), payload: { type: 'Organization', value: 'SPECORG' } });
    expect(switched.statusCode).toBe(200);
    const inSpecOrg = switched.json().data.token;
    const status = await call('PUT', `/organization/org-status-update/${organization.json().id}`, inSpecOrg, { status: 'Inactive' });
    expect(status.json()).toMatchObject({ message: 'Organization status updated successfully', data: { organizationCode: 'SPECORG', status: 'Inactive' } });
  });
});
