import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRefusal } from '../../src/server/http/databaseErrors.js';
import { changedTables, databaseFingerprint } from '../helpers/routeWalk.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/** The rules of docs/input-validation.md that are not a class of the generated bad-input walk. */
describe.each(databaseKinds)('input rules on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = (await server.login('ADMIN')).token;
  });
  afterAll(() => server?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = admin, payload?: unknown) =>
    server.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as object });

  it('trims names, treats a blank one as missing, and compares names trimmed and case-insensitively', async () => {
    const blank = await call('POST', '/api/department', admin, { name: '   ', code: 'BLK' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Name is required', fields: [{ field: 'name', message: 'Name is required' }] });

    for (const name of ['Finance ', ' finance', 'FINANCE']) {
      const duplicate = await call('POST', '/api/department', admin, { name });
      expect(duplicate.statusCode, name).toBe(409);
      expect(duplicate.json().message).toBe('A Department with this Name already exists');
    }

    const created = await call('POST', '/api/department', admin, { name: '  Treasury  ', code: 'TRE' });
    expect(created.statusCode).toBe(201);
    expect(created.json().name).toBe('Treasury');
    const stored = await server.database.db.selectFrom('master_department' as never).select('name' as never).where('id' as never, '=', created.json().id as never).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Treasury' });

    // An edit that blanks a required name is refused the same way, and the row keeps its name.
    const edited = await call('PUT', `/api/department/${created.json().id}`, admin, { ...(created.json() as object), name: ' \t ' });
    expect(edited.json()).toMatchObject({ message: 'Name is required' });
    expect((await call('GET', `/api/department/${created.json().id}`)).json().name).toBe('Treasury');

    // An import row with a padded duplicate is reported, and nothing is imported.
    const imported = await call('POST', '/api/department/import', admin, { rows: [{ Name: 'Sales  ' }] });
    expect(imported.statusCode).toBe(400);
    expect(imported.json().rows).toEqual([{ row: 2, field: 'name', message: "Department 'Sales' already exists" }]);
  });

  it('refuses to delete a menu that has submenus or a menu a role is granted, and deletes an unused one', async () => {
    const menu = (await call('POST', '/api/menu', admin, { text: 'Payroll Extras', path: '/payrollExtras', icon: 'Payments', sortOrder: 90 })).json();
    const submenu = await call('POST', '/api/submenu', admin, { menuId: menu.id, text: 'Bonuses', path: '/payrollExtras/bonuses', sortOrder: 1 });
    expect(submenu.statusCode).toBe(201);

    const refused = await call('DELETE', `/api/menu/${menu.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This Menu is in use and cannot be deleted. Set it Inactive instead.');
    expect((await call('GET', `/api/submenu/${submenu.json().id}`)).statusCode).toBe(200);

    // A submenu granted to a role is in use too; once the grant is gone it can be deleted, then its menu.
    const role = (await call('POST', '/api/addRoles', admin, { roleType: 'Payroll Reviewer', roleSequence: 30 })).json();
    const grant = { rows: [{ menuId: menu.id, submenuId: submenu.json().id, access: { view: true, add: false, edit: false, delete: false } }] };
    expect((await call('PUT', `/api/rolesAndPermission/${role.id}`, admin, grant)).statusCode).toBe(200);
    const granted = await call('DELETE', `/api/submenu/${submenu.json().id}`);
    expect(granted.statusCode).toBe(409);
    expect(granted.json().message).toBe('This Submenu is in use and cannot be deleted. Set it Inactive instead.');
    const rows = await server.database.db.selectFrom('role_permission').select('id').where('role_id', '=', role.id).execute();
    expect(rows).toHaveLength(1);

    expect((await call('PUT', `/api/rolesAndPermission/${role.id}/replace`, admin, { rows: [] })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/submenu/${submenu.json().id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/menu/${menu.id}`)).statusCode).toBe(200);
  });

  it('refuses references to rows that do not exist, naming the field, before writing', async () => {
    const submenu = await call('POST', '/api/submenu', admin, { menuId: 999999, text: 'Ghost', path: '/ghost', sortOrder: 1 });
    expect(submenu.statusCode).toBe(400);
    expect(submenu.json()).toMatchObject({ message: 'Menu 999999 does not exist', fields: [{ field: 'menuId', message: 'Menu 999999 does not exist' }] });

    const organization = (await call('GET', '/api/organization?range=[0,0]')).json()[0];
    const parent = await call('PUT', `/api/organization/${organization.id}`, admin, { ...organization, parentOrganization: 999999 });
    expect(parent.statusCode).toBe(400);
    expect(parent.json().fields).toEqual([{ field: 'parentOrganization', message: 'Parent Organization 999999 does not exist' }]);
    expect((await call('GET', `/api/organization/${organization.id}`)).json().version).toBe(organization.version);

    const imported = await call('POST', '/api/submenu/import', admin, { rows: [{ Menu: 999999, 'Submenu Name': 'Ghost', Path: '/ghost', Order: 1 }] });
    expect(imported.statusCode).toBe(400);
    expect(imported.json().rows).toEqual([{ row: 2, field: 'menuId', message: 'Menu 999999 does not exist' }]);
    expect(await server.database.db.selectFrom('submenu').select('id').where('path', '=', '/ghost').execute()).toEqual([]);
  });

  it('answers ids, numbers and dates out of range with a 400 naming them', async () => {
    expect((await call('GET', '/api/department/1e20')).json()).toMatchObject({ message: 'ID must be at most 9007199254740991' });
    expect((await call('GET', '/api/department/1.5')).json()).toMatchObject({ message: 'ID must be a number' });
    expect((await call('GET', '/api/menu/-1')).json()).toMatchObject({ message: 'ID must be at least 1' });
    const version = await call('PUT', '/api/department/1', admin, { name: 'Engineering', version: 1e20 });
    expect(version.json()).toMatchObject({ message: 'Version must be at most 2147483647' });
    const range = await call('GET', `/api/department?range=${encodeURIComponent('[1e20,1e20]')}`);
    expect(range.json()).toMatchObject({ message: '"range" has the wrong shape' });
    const audit = await call('GET', `/api/auditLog?filter=${encodeURIComponent('{"from":"2024-13-45"}')}`);
    expect(audit.json()).toMatchObject({ message: '"from" must be a date (yyyy-MM-dd)' });
    const nul = await call('GET', `/api/department?filter=${encodeURIComponent('{"q":"a\\u0000b"}')}`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('The request holds a NUL character (in query.filter), which is not allowed');
  });

  it('refuses at parsing, before sign-in, JSON nested past 32 levels, a body of another type, and multipart without its boundary, writing nothing', async () => {
    const before = await databaseFingerprint(server.database.db);
    const send = (url: string, contentType: string | undefined, payload: string, token?: string) =>
      server.app.inject({ method: 'POST', url, headers: { ...(token ? bearer(token) : {}), ...(contentType ? { 'content-type': contentType } : {}) }, payload });
    const nested = (levels: number, inner = '1') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
    const tooDeep = 'The request body nests arrays and objects more than 32 levels deep, which is not allowed';

    const attack = await send('/api/users/auth/login', 'application/json', `{"a":${nested(8000)}}`);
    expect(attack.json()).toMatchObject({ message: tooDeep });
    expect(attack.statusCode).toBe(400);
    // 32 levels (the object and 31 arrays) are read, and a NUL at the bottom is found and named.
    const deepest = await send('/api/users/auth/login', 'application/json', `{"a":${nested(31, '"x\\u0000"')}}`);
    expect(deepest.json().message).toBe(`The request holds a NUL character (in body.a${'.0'.repeat(31)}), which is not allowed`);
    expect((await send('/api/users/auth/login', 'application/json', `{"a":${nested(32)}}`)).json().message).toBe(tooDeep);
    // Brackets inside a text are not nesting.
    expect((await send('/api/users/auth/login', 'application/json', `{"a":"${'['.repeat(100)}"}`)).json().message).not.toBe(tooDeep);
    const importCell = await send('/api/department/import', 'application/json', `{"rows":[{"Name":${nested(5000)}}]}`, admin);
    expect([importCell.statusCode, importCell.json().message]).toEqual([400, tooDeep]);

    const plain = await send('/api/department/import', 'text/plain', 'x', admin);
    expect([plain.statusCode, plain.json().message]).toEqual([415, 'Content type text/plain is not accepted: send JSON as application/json, or a file upload as multipart/form-data']);
    // react-admin's REST client labels its body-less DELETE text/plain: that one reaches the route; an empty text/plain POST does not.
    expect((await send('/api/department/import', 'text/plain', '', admin)).statusCode).toBe(415);
    const bodylessDelete = await server.app.inject({ method: 'DELETE', url: '/api/department/999999', headers: { ...bearer(admin), 'content-type': 'text/plain' } });
    expect(bodylessDelete.statusCode).toBe(404);
    const untyped = await send('/api/department/import', undefined, 'x', admin);
    expect([untyped.statusCode, untyped.json().message]).toEqual([415, 'The request body has no content type: send JSON as application/json, or a file upload as multipart/form-data']);

    for (const url of ['/api/organization/1/logo', '/api/department/import', '/api/leave/balance/import', '/api/users/auth/login']) {
      const noBoundary = await send(url, 'multipart/form-data', 'x', url.includes('auth') ? undefined : admin);
      expect([noBoundary.statusCode, noBoundary.json().message], url).toEqual([400, 'A multipart/form-data body needs its boundary (Content-Type: multipart/form-data; boundary=…)']);
    }
    expect(changedTables(before, await databaseFingerprint(server.database.db))).toEqual([]);
  });

  it('maps the database’s own refusals to 400 and 409 as a last line of defence', async () => {
    const refusalOf = async (run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (err) {
        return databaseRefusal(err);
      }
      throw new Error('the database accepted it');
    };
    const db = server.database.db;
    const outOfRange = await refusalOf(() => sql`SELECT ${'99999999999'}::integer`.execute(db));
    expect(outOfRange).toMatchObject({ statusCode: 400, message: 'A value in the request is out of range or malformed' });
    const badDate = await refusalOf(() => sql`SELECT ${'2024-13-45'}::date`.execute(db));
    expect(badDate).toMatchObject({ statusCode: 400 });
    const dangling = await refusalOf(() => db.insertInto('submenu').values({ menu_id: 999999, text: 'x', path: '/dangling', sort_order: 1 } as never).execute());
    expect(dangling).toMatchObject({ statusCode: 400, message: 'The request refers to a record that does not exist' });
    const { menu_id } = await db.selectFrom('submenu').select('menu_id').executeTakeFirstOrThrow();
    const inUse = await refusalOf(() => db.deleteFrom('menu').where('id', '=', menu_id).execute());
    expect(inUse).toMatchObject({ statusCode: 409, message: 'This record is in use and cannot be deleted. Set it Inactive instead.' });
    expect(databaseRefusal(new Error('connection lost'))).toBeUndefined();
  });

  it('publishes the enforced contract as OpenAPI to administrators only', async () => {
    const document = await call('GET', '/api/openapi.json');
    expect(document.statusCode).toBe(200);
    const spec = document.json();
    expect(spec.openapi).toMatch(/^3\./);
    const put = spec.paths['/api/department/{id}'].put;
    expect(put.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id', schema: expect.objectContaining({ type: 'integer', minimum: 1 }) })]));
    const body = put.requestBody.content['application/json'].schema;
    expect(body.properties.name).toMatchObject({ type: 'string', maxLength: 100 });
    expect(body.required).toEqual(expect.arrayContaining(['name', 'version']));
    expect(spec.paths['/api/forgot-password/change-Password'].put.requestBody.content['application/json'].schema.required).toEqual(['token', 'confirmPassword']);

    const employee = (await server.login('EMP001')).token;
    expect((await call('GET', '/api/openapi.json', employee)).statusCode).toBe(403);
    expect((await call('GET', '/api/openapi.json', '')).statusCode).toBe(401);
    expect((await call('GET', '/api/docs/json', employee)).statusCode).toBe(403);
    expect((await call('GET', '/api/docs/json')).json().paths).toEqual(spec.paths);
    // The page itself is swagger-ui's static shell; it fetches the document with the user's token.
    const page = await call('GET', '/api/docs/', '');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
