import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

describe.each(databaseKinds)('masters over the simple-rest protocol on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let employee: string;
  let provider: ReturnType<typeof simpleRestProvider>;

  beforeAll(async () => {
    server = await startTestServer(kind, { listen: true });
    admin = (await server.login('ADMIN')).token;
    employee = (await server.login('EMP020')).token;
    // The stock client react-admin uses, against the real server.
    provider = simpleRestProvider(`${server.url}/api`, (url, options = {}) =>
      fetchUtils.fetchJson(url, { ...options, headers: new Headers({ Authorization: `Bearer ${admin}` }) }),
    );
  });
  afterAll(() => server?.close());

  it('lists, pages, sorts and searches with Content-Range', async () => {
    const page = await provider.getList('bloodGroup', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(page.total).toBe(8);
    expect(page.data.map((r) => r.name)).toEqual(['A+', 'A-', 'AB+', 'AB-', 'B+']);
    const second = await provider.getList('bloodGroup', { pagination: { page: 2, perPage: 5 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(second.data).toHaveLength(3);
    const search = await provider.getList('marketFacingTitle', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'DESC' }, filter: { q: 'consult' } });
    expect(search.data.map((r) => r.name)).toEqual(['Senior Consultant', 'Principal Consultant', 'Lead Consultant', 'Consultant', 'Associate Consultant']);
    const active = await provider.getList('gender', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { status: 'Active' } });
    expect(active.total).toBe(4);
  });

  it('creates, reads, updates with a version, and deletes', async () => {
    const created = await provider.create('marketFacingTitle', { data: { name: 'Solution Architect' } });
    expect(created.data).toMatchObject({ name: 'Solution Architect', status: 'Active', version: 1, createdBy: 'ADMIN' });
    const id = created.data.id;
    const many = await provider.getMany('marketFacingTitle', { ids: [id] });
    expect(many.data.map((r) => r.name)).toEqual(['Solution Architect']);

    // react-admin sends the whole record back, read-only fields included.
    const updated = await provider.update('marketFacingTitle', { id, data: { ...created.data, name: 'Solutions Architect' }, previousData: created.data });
    expect(updated.data).toMatchObject({ name: 'Solutions Architect', version: 2 });
    const status = await provider.update('marketFacingTitle', { id, data: { ...updated.data, status: 'Inactive' }, previousData: updated.data });
    expect(status.data.status).toBe('Inactive');

    // A second editor still holding version 1 cannot overwrite silently.
    await expect(provider.update('marketFacingTitle', { id, data: { ...created.data, name: 'Stale' }, previousData: created.data })).rejects.toMatchObject({
      status: 409,
      body: { message: 'This record was changed by someone else. Reload it and try again.' },
    });

    const deleted = await provider.delete('marketFacingTitle', { id, previousData: status.data });
    expect(deleted.data.name).toBe('Solutions Architect');
    await expect(provider.getOne('marketFacingTitle', { id })).rejects.toMatchObject({ status: 404 });

    const audit = await server.database.db.selectFrom('audit_log').select(['action']).where('entity', '=', 'marketFacingTitle').where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('updateMany and deleteMany work through per-id calls', async () => {
    const a = await provider.create('zone', { data: { name: 'Zone Alpha' } });
    const b = await provider.create('zone', { data: { name: 'Zone Beta' } });
    const many = await provider.deleteMany('zone', { ids: [a.data.id, b.data.id] });
    expect(many.data).toEqual([a.data.id, b.data.id]);
  });

  it('refuses bad input with 400 naming the field, and duplicates with 409', async () => {
    const post = (body: unknown) =>
      server.app.inject({ method: 'POST', url: '/api/marketFacingTitle', headers: bearer(admin), payload: body as object });
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errorType: 'OPERATIONAL', fields: [{ field: 'name', message: 'Name is required' }] });
    const unknown = await post({ name: 'X Title', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0].field).toBe('colour');
    const duplicate = await post({ name: 'consultant' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A Market Facing Title with this Name already exists');
    const count = await server.app.inject({ url: '/api/marketFacingTitle?range=[0,99]', headers: bearer(admin) });
    expect(count.headers['content-range']).toMatch(/\/7$/);
  });

  it('allows only schema fields in sort and filter', async () => {
    for (const query of ['sort=["name; drop table employee","ASC"]', 'sort=["password_hash","ASC"]', 'filter={"organization_id":2}', 'sort=["name","SIDEWAYS"]', 'range=[5,1]', 'filter={"id":["abc"]}']) {
      const response = await server.app.inject({ url: `/api/gender?${query}`, headers: bearer(admin) });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('forbids a role without the menu on every verb', async () => {
    for (const [method, url] of [
      ['GET', '/api/gender'],
      ['GET', '/api/gender/1'],
      ['POST', '/api/gender'],
      ['PUT', '/api/gender/1'],
      ['DELETE', '/api/gender/1'],
    ] as const) {
      const response = await server.app.inject({ method, url, headers: bearer(employee), payload: method === 'POST' || method === 'PUT' ? { name: 'X' } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const unauthenticated = await server.app.inject({ url: '/api/gender' });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('keeps each organisation’s rows apart', async () => {
    const acme = await provider.create('department', { data: { name: 'Acme Only Department' } });
    const adminLogin = await server.login('ADMIN');
    const switched = await server.app.inject({ method: 'POST', url: '/api/users/auth/switch', headers: bearer(adminLogin.token), payload: { type: 'Organization', value: 'NILE' } });
    const nileToken = switched.json().data.token;
    const inNile = await server.app.inject({ url: `/api/department/${acme.data.id}`, headers: bearer(nileToken) });
    expect(inNile.statusCode).toBe(404);
    const list = await server.app.inject({ url: '/api/department?filter={"q":"Acme Only"}', headers: bearer(nileToken) });
    expect(list.json()).toEqual([]);
  });

  it('answers settings look-ups with active options, their ids as value and their names as label', async () => {
    const response = await server.app.inject({ url: '/api/settings?referenceName=Work Location', headers: bearer(employee) });
    expect(response.statusCode).toBe(200);
    const labels = response.json().data.map((o: any) => o.label);
    expect(labels).toContain('Work From Home');
    const listed = (await server.app.inject({ url: '/api/workLocation?range=[0,99]', headers: bearer(admin) })).json();
    const home = listed.find((row: any) => row.name === 'Work From Home');
    expect(response.json().data.find((o: any) => o.label === 'Work From Home')).toEqual({ value: home.id, label: 'Work From Home' });
    const missing = await server.app.inject({ url: '/api/settings?referenceName=Nope', headers: bearer(employee) });
    expect(missing.statusCode).toBe(404);
  });

  it('lists the schemas a role may use', async () => {
    const adminSchemas = (await server.app.inject({ url: '/api/schemas', headers: bearer(admin) })).json().data;
    expect(adminSchemas.map((s: any) => s.name)).toContain('marketFacingTitle');
    const mft = adminSchemas.find((s: any) => s.name === 'marketFacingTitle');
    expect(mft.schema.properties.id.readOnly).toBe(true);
    expect(mft.schema['x-grid'].columns).toEqual(['name', 'status']);
    const employeeSchemas = (await server.app.inject({ url: '/api/schemas', headers: bearer(employee) })).json().data;
    expect(employeeSchemas).toEqual([]);
  });

  it('PUT replaces the editable fields: clears an optional field the client leaves out', async () => {
    const created = await server.app.inject({ method: 'POST', url: '/api/workLocation', headers: bearer(admin), payload: { name: 'Hyderabad Office', city: 'Hyderabad' } });
    const { city: _city, ...withoutCity } = created.json();
    const updated = await server.app.inject({ method: 'PUT', url: `/api/workLocation/${created.json().id}`, headers: bearer(admin), payload: withoutCity });
    expect(updated.json()).not.toHaveProperty('city');
    expect(updated.json()).toMatchObject({ name: 'Hyderabad Office', status: 'Active', version: 2 });
  });
});

describe('schema files drive the tables', () => {
  const write = (dir: string, name: string, schema: object | string) =>
    fs.writeFileSync(path.join(dir, `${name}.schema.json`), typeof schema === 'string' ? schema : JSON.stringify(schema));

  // Three starts on a directory of its own, each migrating and seeding from nothing: the one test here with no template to copy.
  it('adds a table and a menu for a new file, a column for a new property, and refuses a type change on data', { timeout: 180_000 }, async () => {
    const schemasDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-'));
    const vehicle = { title: 'Vehicle Type', required: ['name'], properties: { name: { type: 'string', title: 'Name' } }, 'x-seed': [{ name: 'Car' }] };
    write(schemasDir, 'vehicleType', vehicle);
    const start = () => startTestServer('pglite', { persistent: true, config: { schemasDir, dataDir } });

    let server = await start();
    let login = await server.login('ADMIN');
    const settings = login.userDetails.permission.find((p: any) => p.text === 'Settings');
    expect(settings.submenu.at(-1)).toMatchObject({ text: 'Vehicle Type', path: '/vehicleType', access: { view: true, delete: true } });
    const list = await server.app.inject({ url: '/api/vehicleType', headers: bearer(login.token) });
    expect(list.json().map((r: any) => r.name)).toEqual(['Car']);
    await server.close();

    write(schemasDir, 'vehicleType', { ...vehicle, properties: { ...vehicle.properties, seats: { type: 'integer', title: 'Seats', minimum: 1 } } });
    server = await start();
    login = await server.login('ADMIN');
    const added = await server.app.inject({ method: 'POST', url: '/api/vehicleType', headers: bearer(login.token), payload: { name: 'Van', seats: 8 } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Van', seats: 8 });
    const badSeats = await server.app.inject({ method: 'POST', url: '/api/vehicleType', headers: bearer(login.token), payload: { name: 'Bus', seats: 0 } });
    expect(badSeats.json().fields).toEqual([{ field: 'seats', message: 'Seats must be at least 1' }]);
    await server.close();

    write(schemasDir, 'vehicleType', { ...vehicle, properties: { ...vehicle.properties, seats: { type: 'string', title: 'Seats' } } });
    await expect(start()).rejects.toThrow(/vehicleType\.schema\.json: field "seats" changed from bigint to text, but column master_vehicle_type\.seats holds data/);
  });

  it('stops start-up on a broken file, naming it', async () => {
    const cases: [string, object | string, RegExp][] = [
      ['brokenJson', '{ "title": ', /brokenJson\.schema\.json: not valid JSON/],
      ['badType', { title: 'Bad', properties: { name: { type: 'text' } } }, /badType\.schema\.json: property "name" has unknown type "text"/],
      ['missingRequired', { title: 'Missing', required: ['code'], properties: { name: { type: 'string' } } }, /missingRequired\.schema\.json: required field "code" is missing from properties/],
      [
        'shownSecret',
        { title: 'Shown', 'x-grid': { columns: ['name', 'pin'] }, properties: { name: { type: 'string' }, pin: { type: 'string', writeOnly: true } } },
        /shownSecret\.schema\.json: x-grid names "pin", which is not a property that can be shown/,
      ],
    ];
    for (const [name, content, message] of cases) {
      const schemasDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
      write(schemasDir, name, content);
      await expect(startTestServer('pglite', { config: { schemasDir } })).rejects.toThrow(message);
    }
  });
});

describe.each(databaseKinds)('import and export on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await server.login('ADMIN')).token;
  });
  afterAll(() => server?.close());

  const importRows = (rows: object[]) =>
    server.app.inject({ method: 'POST', url: '/api/state/import', headers: bearer(token), payload: { rows } });

  it('exports CSV, Excel and PDF of the filtered list', async () => {
    const csv = await server.app.inject({ url: '/api/state/export?format=csv&filter={"q":"tamil"}', headers: bearer(token) });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect(csv.body.replace(/^\uFEFF/, '').split(/\r?\n/)).toEqual(['State Code,Name,Status', 'TN,Tamil Nadu,Active']);
    const xlsx = await server.app.inject({ url: '/api/state/export?format=xlsx', headers: bearer(token) });
    const XLSX = await import('xlsx');
    const sheet = XLSX.read(xlsx.rawPayload).Sheets.Sheet1;
    expect(XLSX.utils.sheet_to_json(sheet)).toHaveLength(36);
    const pdf = await server.app.inject({ url: '/api/state/export?format=pdf', headers: bearer(token) });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('exports the label of a referenced record, not its id', async () => {
    const [gender] = (await server.app.inject({ url: '/api/submenu?filter={"q":"/gender"}', headers: bearer(token) })).json();
    const menu = (await server.app.inject({ url: `/api/menu/${gender.menuId}`, headers: bearer(token) })).json();
    const csv = await server.app.inject({ url: '/api/submenu/export?format=csv&filter={"q":"/gender"}', headers: bearer(token) });
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toBe('Submenu Name,Path,Menu,Order,Status');
    expect(row).toBe(`${gender.text},/gender,${menu.text},${gender.sortOrder},Active`);
  });

  it('offers a sample sheet with the editable columns', async () => {
    const sample = await server.app.inject({ url: '/api/state/sample?format=csv', headers: bearer(token) });
    expect(sample.headers['content-disposition']).toBe('attachment; filename="sample.csv"');
    expect(sample.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('State Code,Name,Status');
  });

  it('writes nothing when any row fails, and reports every failing row', async () => {
    const response = await importRows([
      { 'State Code': 'XA', Name: 'Example One' },
      { 'State Code': 'bad', Name: 'Example Two' },
      { 'State Code': 'XC', Name: 'example one' },
      { 'State Code': 'XD', Name: 'Kerala' },
      { 'State Code': 'XE' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: '4 rows have errors; nothing was imported',
      rows: [
        { row: 3, field: 'stateCode', message: 'State Code is invalid' },
        { row: 4, field: 'name', message: 'Duplicate of row 2 in this file' },
        { row: 5, field: 'name', message: "State 'Kerala' already exists" },
        { row: 6, field: 'name', message: 'Name is required' },
      ],
    });
    const count = await server.app.inject({ url: '/api/state?filter={"q":"Example"}', headers: bearer(token) });
    expect(count.json()).toEqual([]);
  });

  it('imports valid rows by title or property name', async () => {
    const response = await importRows([
      { 'State Code': 'XA', Name: 'Example One' },
      { stateCode: 'XB', name: 'Example Two', status: 'Inactive' },
    ]);
    expect(response.json()).toMatchObject({ data: { imported: 2 }, message: '2 rows imported' });
    const rows = await server.app.inject({ url: '/api/state?filter={"q":"Example"}&sort=["name","ASC"]', headers: bearer(token) });
    expect(rows.json().map((r: any) => [r.stateCode, r.status])).toEqual([
      ['XA', 'Active'],
      ['XB', 'Inactive'],
    ]);
  });
});
