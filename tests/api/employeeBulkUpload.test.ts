import { sql } from 'kysely';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, openSession, tableFingerprint } from '../helpers/routeWalk.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { employeeSheetRow } from '../helpers/employeeSheetRow.js';
import { storeAttendanceDay } from '../helpers/storedAttendanceDay.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * The employee bulk upload (issue 21 §2, docs/people.md "Bulk upload"): the sample's columns, a
 * hundred rows with two bad ones refused whole with a reason per row and nothing written, the fixed
 * file written in one job, the same file again changing nothing, and an update by Emp ID.
 */
describe.each(databaseKinds)('employee bulk upload on %s', (kind) => {
  let server: TestServer;
  let hr: string;
  let header: string[];
  beforeAll(async () => {
    server = await startTestServer(kind, { listen: true });
    hr = (await openSession(server, 'HR001', { role: 'HR Ops Admin' })).token;
  });
  afterAll(() => server?.close());

  const db = () => server.database.db;
  const upload = async (rows: Record<string, string>[], operation: 'create' | 'update', token = hr) => {
    const sheet = XLSX.utils.json_to_sheet(rows, { header });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Employees');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'employees.xlsx');
    const response = await fetch(`${server.url}/api/employee/bulk-upload?operation=${operation}`, { method: 'POST', headers: bearer(token), body: form });
    return { status: response.status, body: await response.json() };
  };
  const finished = async (id: number) => {
    for (;;) {
      const body = (await call(server, hr, 'GET', `/api/jobs/${id}`)).json();
      if (body.data.status !== 'running') return body.data;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const hundred = (patches: Record<number, Record<string, string>> = {}) => Array.from({ length: 100 }, (_, i) => employeeSheetRow(i + 1, patches[i + 1]));

  it('offers a sample with Emp ID and the form’s fields', async () => {
    const response = await fetch(`${server.url}/api/employee/sample`, { headers: bearer(hr) });
    expect(response.status).toBe(200);
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
    const [head, example] = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false });
    header = head;
    expect(head.slice(0, 5)).toEqual(['Emp ID', 'Ticket ID', 'First Name', 'Middle Name', 'Last Name']);
    expect(head).toContain('HRBP');
    expect(head).toHaveLength(42);
    // The example row carries the next Emp ID by the rule.
    expect(example[0]).toBe('EMP181');
  });

  it('refuses 100 rows with two bad ones, a reason per row, and writes nothing', async () => {
    const before = await tableFingerprint(db(), 'employee');
    const { status, body } = await upload(hundred({ 17: { 'First Name': '  ' }, 58: { 'Primary Contact Number': '123', Department: 'Astrology' } }), 'create');
    expect(status).toBe(400);
    expect(body.message).toBe('2 of 100 rows have errors; nothing was imported');
    expect(body.rows).toEqual([
      { row: 18, cells: ['', '', 'Person'], error: 'First Name cannot be empty or just spaces' },
      { row: 59, cells: ['BLK058', 'Bulk58', 'Person'], error: 'Department Astrology does not exist; Enter a valid 10-digit phone number' },
    ]);
    expect(body.columns).toEqual(['Emp ID', 'First Name', 'Last Name']);
    expect(await tableFingerprint(db(), 'employee')).toBe(before);
  });

  it('refuses duplicates inside the file', async () => {
    const { status, body } = await upload(hundred({ 4: { 'Emp ID': 'BLK002' }, 5: { 'Personal Email ID': 'bulk3@example.org' } }), 'create');
    expect(status).toBe(400);
    expect(body.rows.map((r: { row: number; error: string }) => [r.row, r.error])).toEqual([
      [3, 'Emp ID BLK002 appears more than once in the file (rows 3, 5)'],
      [4, 'Personal Email ID bulk3@example.org appears more than once in the file (rows 4, 6)'],
      [5, 'Emp ID BLK002 appears more than once in the file (rows 3, 5)'],
      [6, 'Personal Email ID bulk3@example.org appears more than once in the file (rows 4, 6)'],
    ]);
  });

  it('refuses a division head who is not one of get-division-head, as the form does', async () => {
    const before = await tableFingerprint(db(), 'employee');
    const { status, body } = await upload(hundred({ 9: { 'Division Head': 'EMP004' } }), 'create');
    expect(status).toBe(400);
    expect(body.rows.map((r: { row: number; error: string }) => [r.row, r.error])).toEqual([[10, "Division Head 'EMP004' is not a division head of this organisation"]]);
    expect(await tableFingerprint(db(), 'employee')).toBe(before);
  });

  it('writes the fixed file in one job; the same file again changes nothing', async () => {
    const first = await upload(hundred(), 'create');
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const job = await finished(first.body.data.jobId);
    expect(job.status, job.message).toBe('done');
    expect(job.result).toEqual({ rows: 100, created: 100, updated: 0, unchanged: 0 });
    const added = await db().selectFrom('employee').select(['emp_id', 'probation', 'grade_id']).where('first_name', 'like', 'Bulk%').orderBy('emp_id').execute();
    expect(added).toHaveLength(100);
    // Rows with an Emp ID keep it; the others are numbered by the rule after them.
    expect(added.filter((e) => e.emp_id.startsWith('BLK'))).toHaveLength(50);
    expect(added.filter((e) => /^EMP\d+$/.test(e.emp_id)).map((e) => e.emp_id)[0]).toBe('EMP181');
    const mails = await db().selectFrom('outbox_mail').select('to_address').where('to_address', 'like', 'bulk%@example.org').execute();
    expect(mails).toHaveLength(100);

    const employees = await tableFingerprint(db(), 'employee');
    const again = await upload(hundred(), 'create');
    expect(again.status).toBe(202);
    expect((await finished(again.body.data.jobId)).result).toEqual({ rows: 100, created: 0, updated: 0, unchanged: 100 });
    expect(await tableFingerprint(db(), 'employee')).toBe(employees);
    expect(await db().selectFrom('outbox_mail').select('to_address').where('to_address', 'like', 'bulk%@example.org').execute()).toHaveLength(100);
  });

  it('updates by Emp ID, and refuses a create that would change an existing employee', async () => {
    const changed = hundred({ 2: { Designation: 'Senior Software Engineer' } });
    const create = await upload(changed, 'create');
    expect(create.status).toBe(400);
    expect(create.body.rows).toEqual([{ row: 3, cells: ['BLK002', 'Bulk2', 'Person'], error: 'Employee BLK002 already exists with other details; upload the row with operation update to change them' }]);
    const update = await upload(changed, 'update');
    expect(update.status, JSON.stringify(update.body)).toBe(400);
    // An update names every row by Emp ID.
    expect(update.body.errorCount).toBe(50);
    const named = changed.filter((r) => r['Emp ID']);
    const ok = await upload(named, 'update');
    expect(ok.status, JSON.stringify(ok.body)).toBe(202);
    expect((await finished(ok.body.data.jobId)).result).toEqual({ rows: 50, created: 0, updated: 1, unchanged: 49 });
    const blk = await db().selectFrom('employee').select(['designation', 'joining_details']).where('emp_id', '=', 'BLK002').executeTakeFirstOrThrow();
    expect(blk.designation).toBe('Senior Software Engineer');
    // The batched UPDATE keeps the form's other fields as an object, not as JSON text.
    expect(blk.joining_details).toMatchObject({ accessType: expect.anything() });
  });

  it('recomputes the processed days an updated date of joining turns out of employment', async () => {
    const blk = await db().selectFrom('employee as e').innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id').select(['e.id', 'eo.organization_id']).where('e.emp_id', '=', 'BLK004').executeTakeFirstOrThrow();
    // Joined 01/12/2026: Wednesday 12-02 processed absent (as if nobody swiped that day).
    const stored = await storeAttendanceDay(db(), { organizationId: blk.organization_id, employeeId: blk.id, empId: 'BLK004' }, '2026-12-02');
    expect(stored.attendanceData).toBe('A');
    const moved = hundred({ 4: { 'Date of Joining': '03/12/2026' } }).filter((r) => r['Emp ID'] && r['Emp ID'] !== 'BLK002');
    const ok = await upload(moved, 'update');
    expect(ok.status, JSON.stringify(ok.body)).toBe(202);
    expect((await finished(ok.body.data.jobId)).result).toMatchObject({ updated: 1 });
    await server.app.attendanceProcessor.whenIdle();
    const day = await db().selectFrom('attendance_day').select(['status_code', 'lop_days']).where('employee_id', '=', blk.id).where('attendance_date', '=', '2026-12-02').executeTakeFirstOrThrow();
    expect({ status: day.status_code, lop: Number(day.lop_days) }).toEqual({ status: null, lop: 0 });
  });

  const named = (n: number, patch: Record<string, string> = {}) => employeeSheetRow(n, patch);
  const managerOf = async (empId: string) =>
    (await db().selectFrom('employee as e').leftJoin('employee as m', 'm.id', 'e.reporting_manager_id').select('m.emp_id').where('e.emp_id', '=', empId).executeTakeFirstOrThrow()).emp_id;

  it('refuses a row reporting to itself and a cycle between rows of the file, each with its reason, and writes nothing', async () => {
    const before = await tableFingerprint(db(), 'employee');
    const { status, body } = await upload([named(2, { 'Primary Reporting Manager': 'BLK004' }), named(4, { 'Primary Reporting Manager': 'BLK002' }), named(6, { 'Primary Reporting Manager': 'BLK006', Reviewer: 'blk006' })], 'update');
    expect(status).toBe(400);
    expect(body.rows.map((r: { row: number; error: string }) => [r.row, r.error])).toEqual([
      [2, 'BLK002 cannot report to BLK004: BLK004 already reports to BLK002 (BLK004 → BLK002)'],
      [3, 'BLK004 cannot report to BLK002: BLK002 already reports to BLK004 (BLK002 → BLK004)'],
      [4, 'BLK006 cannot report to themselves; BLK006 cannot review themselves'],
    ]);
    expect(await tableFingerprint(db(), 'employee')).toBe(before);
  });

  it('moves a changed manager through the reporting-line change: pending requests follow, the audit trail has it, a line turned around applies', async () => {
    const acme = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    const idOf = async (empId: string) => (await db().selectFrom('employee').select('id').where('emp_id', '=', empId).executeTakeFirstOrThrow()).id;
    const day = (await sql<{ day: string }>`SELECT (current_date + 30)::text AS day`.execute(db())).rows[0].day;
    await db().insertInto('leave_application').values({ organization_id: acme, leave_code: 'LVBULK1', employee_id: await idOf('BLK008'), leave_type: 'CL', from_date: day, to_date: day, num_days: 1, reason: 'Family function', applied_to_id: await idOf('MGR001') }).execute();
    await db().insertInto('regularization').values({ organization_id: acme, regularization_code: 'RGBULK1', employee_id: await idOf('BLK008'), applied_to_id: await idOf('MGR001'), remarks: null, reject_reason: null, decided_by: null, decided_at: null }).execute();

    const first = await upload([named(8, { 'Primary Reporting Manager': 'EMP022' }), named(12, { 'Primary Reporting Manager': 'BLK010' })], 'update');
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect((await finished(first.body.data.jobId)).result).toEqual({ rows: 2, created: 0, updated: 2, unchanged: 0 });
    expect(await managerOf('BLK008')).toBe('EMP022');
    const approver = async (table: string, column: string, code: string) =>
      (await sql<{ emp_id: string }>`SELECT e.emp_id FROM ${sql.table(table)} a JOIN employee e ON e.id = a.applied_to_id WHERE ${sql.ref(`a.${column}`)} = ${code}`.execute(db())).rows[0].emp_id;
    expect(await approver('leave_application', 'leave_code', 'LVBULK1')).toBe('EMP022');
    expect(await approver('regularization', 'regularization_code', 'RGBULK1')).toBe('EMP022');
    const audit = await db().selectFrom('audit_log').select(['before', 'after']).where('entity', '=', 'employee').where('entity_id', '=', 'BLK008').where('action', '=', 'reporting-line').executeTakeFirstOrThrow();
    const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
    expect(parse(audit.before)).toEqual({ reportingManager: 'MGR001', reviewer: 'HR001' });
    expect(parse(audit.after)).toMatchObject({ reportingManager: 'EMP022', reviewer: 'HR001', pendingRequests: 'moved', moved: { leave: 1, regularization: 1 } });

    // BLK012 reports to BLK010; the file turns it around (BLK010 under BLK012, BLK012 back under MGR001): no cycle on the way.
    const turned = await upload([named(10, { 'Primary Reporting Manager': 'BLK012' }), named(12)], 'update');
    expect(turned.status, JSON.stringify(turned.body)).toBe(202);
    const job = await finished(turned.body.data.jobId);
    expect(job.status, job.message).toBe('done');
    expect([await managerOf('BLK010'), await managerOf('BLK012')]).toEqual(['BLK012', 'MGR001']);
  });

  it('refuses a personal mail another employee holds, and names another organisation’s Emp ID neutrally', async () => {
    const before = await tableFingerprint(db(), 'employee');
    const { status, body } = await upload([named(900, { 'Emp ID': 'BLK900', 'Personal Email ID': ' Bulk2@Example.org' }), named(901, { 'Emp ID': 'NIL001', 'Personal Email ID': 'nobody901@example.org' })], 'create');
    expect(status).toBe(400);
    expect(body.rows.map((r: { row: number; error: string }) => [r.row, r.error])).toEqual([
      [2, 'Personal Email ID Bulk2@Example.org already belongs to employee BLK002'],
      [3, 'Emp ID NIL001 is already taken'],
    ]);
    expect(JSON.stringify(body)).not.toMatch(/another organisation|NILE/);
    expect(await tableFingerprint(db(), 'employee')).toBe(before);
  });

  it('is refused to those who may not add employees', async () => {
    const employee = (await openSession(server, 'EMP020')).token;
    expect((await upload(hundred(), 'create', employee)).status).toBe(403);
  });
});
