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

  it('is refused to those who may not add employees', async () => {
    const employee = (await openSession(server, 'EMP020')).token;
    expect((await upload(hundred(), 'create', employee)).status).toBe(403);
  });
});
