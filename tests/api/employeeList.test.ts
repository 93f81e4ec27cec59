import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { call, openSession, type Session } from '../helpers/routeWalk.js';

/**
 * The employee list (issue 21 §2, docs/people.md): HR's paged, searchable list of the active
 * organisation, its Excel export (formula-safe) and the employees' directory (/people) without
 * HR-only fields. The demo tree is the README's: MGR001 manages EMP001–EMP010.
 */
describe.each(databaseKinds)('employee list on %s', (kind) => {
  let server: TestServer;
  const sessions: Record<string, Session> = {};
  const get = (who: string, url: string) => call(server, sessions[who].token, 'GET', url);

  beforeAll(async () => {
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    sessions.HR001 = await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' });
    sessions.EMP001 = await openSession(server, 'EMP001', { organization: 'ACME' });
    sessions.NIL003 = await openSession(server, 'NIL003');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('pages the organisation by Emp ID and searches by Emp ID or name', async () => {
    const first = await get('HR001', '/api/employee/filter?page=0&size=5');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json().data;
    expect(page.content).toHaveLength(5);
    expect(page.totalElements).toBeGreaterThan(150);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 5));
    const ids = page.content.map((row: { empId: string }) => row.empId);
    expect(ids).toEqual([...ids].sort());
    expect(ids.every((id: string) => !id.startsWith('NIL'))).toBe(true);

    const byId = (await get('HR001', '/api/employee/filter?search=emp00')).json().data;
    expect(byId.content.map((row: { empId: string }) => row.empId)).toEqual(['EMP001', 'EMP002', 'EMP003', 'EMP004', 'EMP005', 'EMP006', 'EMP007', 'EMP008', 'EMP009']);

    const hema = (await get('HR001', '/api/employee/filter?search=hema%20ram')).json().data;
    expect(hema.content.map((row: { empId: string }) => row.empId)).toEqual(['HR001']);
  });

  it('filters by manager, department, designation and status, all together', async () => {
    const team = (await get('HR001', '/api/employee/filter?manager=MGR001&size=100')).json().data;
    expect(team.content.map((row: { empId: string }) => row.empId)).toEqual(Array.from({ length: 10 }, (_, i) => `EMP${String(i + 1).padStart(3, '0')}`));
    const one = team.content[0];
    const byDepartment = (await get('HR001', `/api/employee/filter?department=${encodeURIComponent(one.department)}&size=100`)).json().data;
    expect(byDepartment.content.length).toBeGreaterThan(0);
    expect(byDepartment.content.every((row: { department: string }) => row.department === one.department)).toBe(true);
    const both = (await get('HR001', `/api/employee/filter?department=${encodeURIComponent(one.department)}&designation=${encodeURIComponent(one.designation)}&manager=MGR001&status=Active`)).json().data;
    expect(both.content.map((row: { empId: string }) => row.empId)).toContain('EMP001');
    expect(both.content.every((row: { department: string; designation: string; managerEmpId: string }) => row.department === one.department && row.designation === one.designation && row.managerEmpId === 'MGR001')).toBe(true);
    expect((await get('HR001', '/api/employee/filter?status=Inactive')).json().data.totalElements).toBe(0);
  });

  it('refuses bad input with a 4xx naming the field', async () => {
    const bad = await get('HR001', '/api/employee/filter?status=Gone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Status/);
    expect((await get('HR001', '/api/employee/filter?size=1000')).statusCode).toBe(400);
  });

  it('keeps the list from employees and each organisation to its own', async () => {
    expect((await get('EMP001', '/api/employee/filter')).statusCode).toBe(403);
    expect((await get('EMP001', '/api/employee/filter/export')).statusCode).toBe(403);
    const nile = await get('NIL003', '/api/employee/filter?size=100');
    if (nile.statusCode === 200) {
      const rows = nile.json().data.content as { empId: string }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.empId.startsWith('NIL'))).toBe(true);
    } else {
      expect(nile.statusCode).toBe(403);
    }
    const search = (await get('HR001', '/api/employee/filter?search=NIL')).json().data;
    expect(search.totalElements).toBe(0);
  });

  it('exports the filtered list as Excel with every cell formula-safe', async () => {
    const { db } = server.database;
    await db.updateTable('employee').set({ designation: '=HYPERLINK("http://evil")' }).where('emp_id', '=', 'EMP003').execute();
    const response = await get('HR001', '/api/employee/filter/export?manager=MGR001');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    const sheet = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet.Sheets[sheet.SheetNames[0]]);
    expect(rows.map((row) => row['Emp ID'])).toEqual(Array.from({ length: 10 }, (_, i) => `EMP${String(i + 1).padStart(3, '0')}`));
    expect(rows[2].Designation).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows[0]['Reporting Manager']).toMatch(/^MGR001 - /);
  });

  it("gives every employee the directory of their organisation, without HR's fields", async () => {
    const response = await get('EMP001', '/api/employee/people?search=MGR001');
    expect(response.statusCode, response.body).toBe(200);
    const [mgr] = response.json().data.content;
    expect(Object.keys(mgr).sort()).toEqual(['department', 'designation', 'empId', 'firstName', 'lastName', 'managerEmpId', 'managerName', 'officialEmail'].sort());
    const nile = (await get('NIL003', '/api/employee/people?search=EMP')).json().data;
    expect(nile.totalElements).toBe(0);
  });

  it("answers spec 002 §7's look-ups to those they are for, with no HR-only field, in the caller's organisation", async () => {
    const option = { value: expect.any(String), label: expect.any(String), empId: expect.any(String), firstName: expect.any(String), lastName: expect.any(String), designation: expect.any(String), department: expect.any(String) };
    const reporters = await get('HR001', '/api/employee/reporter-list?q=MGR&limit=5');
    expect(reporters.statusCode, reporters.body).toBe(200);
    expect(reporters.json().data[0]).toEqual({ ...option, value: 'MGR001', empId: 'MGR001', reportingManager: true });
    const reviewers = (await get('HR001', '/api/employee/reviewer-list?limit=3')).json().data;
    expect(reviewers[0]).toMatchObject({ empId: 'HR001', reviewer: true });
    expect(Object.keys(reviewers[0]).sort()).toEqual([...Object.keys(option), 'reviewer'].sort());

    // MGR001's reportees are all reviewed by HR001: a new one is pre-filled with HR001.
    const prefill = (await get('HR001', '/api/employee/by-primary-manager?managerId=mgr001')).json().data;
    expect(prefill).toMatchObject({ manager: { empId: 'MGR001' }, reviewer: { empId: 'HR001', label: 'HR001 - Hema Raman' } });
    expect((await get('HR001', '/api/employee/by-primary-manager?managerId=NIL004')).statusCode).toBe(404);

    expect((await get('EMP001', '/api/employee/get-manager-id')).json().data).toMatchObject({ empId: 'EMP001', reportingManager: { empId: 'MGR001' }, reviewer: { empId: 'HR001' } });
    expect((await get('EMP001', '/api/employee/get-manager-id?empId=EMP002')).statusCode).toBe(403);
    expect((await get('HR001', '/api/employee/get-manager-id?empId=EMP002')).json().data.reportingManager.empId).toBe('MGR001');
    expect((await get('HR001', '/api/employee/get-manager-id?empId=NIL006')).statusCode).toBe(404);

    const heads = (await get('HR001', '/api/employee/get-division-head')).json().data.map((row: { empId: string }) => row.empId);
    expect(heads).toEqual(expect.arrayContaining(['EMP021', 'MGR001', 'EMP022']));
    expect(heads).not.toContain('EMP001');

    const orgs = (await get('HR001', '/api/employee/editorgsAndSubOrgs')).json().data;
    expect(orgs.subOrganization.value).toBe('ACME');
    // NILE is mapped under ACME (the demo's parent): ACME's HR maps people to both; NILE's session sees ACME as its organisation, NILE as the sub-organisation.
    expect(orgs.subOrganizations.map((o: { value: string }) => o.value)).toEqual(['ACME', 'NILE']);
    const nileOrgs = await get('NIL003', '/api/employee/editorgsAndSubOrgs');
    if (nileOrgs.statusCode === 200) expect(nileOrgs.json().data).toMatchObject({ organization: { value: 'ACME' }, subOrganization: { value: 'NILE' }, subOrganizations: [{ value: 'NILE' }] });

    expect((await get('EMP001', '/api/employee/spoc')).statusCode).toBe(200);

    for (const url of ['/api/employee/reporter-list', '/api/employee/reviewer-list', '/api/employee/by-primary-manager?managerId=MGR001', '/api/employee/get-division-head', '/api/employee/editorgsAndSubOrgs']) {
      expect((await get('EMP001', url)).statusCode, url).toBe(403);
    }
    const nileActive = (await get('NIL003', '/api/employee/getActiveEmployees')).json().data.map((row: { empId: string }) => row.empId);
    expect(nileActive.length).toBeGreaterThan(0);
    // ADMIN, the Site Admin, is mapped to both organisations; nobody else of ACME is NILE's.
    expect(nileActive.filter((id: string) => !id.startsWith('NIL'))).toEqual(['ADMIN']);
  });

  it('pages /employee/options by cursor, ten at a time', async () => {
    const first = (await get('EMP001', '/api/employee/options')).json().data;
    expect(first.content).toHaveLength(10);
    expect(first.nextCursor).toBe(first.content[9].empId);
    const second = (await get('EMP001', `/api/employee/options?cursor=${first.nextCursor}`)).json().data;
    expect(second.content[0].empId > first.nextCursor).toBe(true);
    const last = (await get('EMP001', '/api/employee/options?q=MGR001')).json().data;
    expect(last).toEqual({ content: [expect.objectContaining({ empId: 'MGR001' })], nextCursor: null });
    const nile = (await get('NIL003', '/api/employee/options?size=50')).json().data.content;
    expect(nile.map((row: { empId: string }) => row.empId).filter((id: string) => !id.startsWith('NIL'))).toEqual(['ADMIN']);
  });
});

