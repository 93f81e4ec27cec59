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
});
