import * as XLSX from 'xlsx';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tableFingerprint } from '../helpers/routeWalk.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';
import { zipBomb } from '../helpers/zipBomb.js';
import { closePayrollMonth } from '../../src/server/attendance/monthClose/index.js';
import { makeAbsentDay } from '../helpers/absentDay.js';

/**
 * Friday 2026-11-27, noon in India: the open payroll month is 2026-11-25..2026-12-24 ("12-2026");
 * "11-2026" is 2026-10-25..2026-11-24, past. The seed leaves EMP001's Monday 2026-11-09 absent
 * (A, 1 day of LOP), before the approver window.
 */
const NOW = new Date('2026-11-27T06:30:00Z');
const MUSTER = '/api/attendance-muster';
/** The sheet's header as docs/attendance-overrides.md documents it, written here independently. */
const HEADER = ['Emp ID', 'Date', 'Session 1', 'Session 2', 'Remarks'];

const workbook = (rows: unknown[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Muster');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
};
const sheetRows = (bytes: ArrayBuffer) => {
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false });
};

/**
 * Overrides, the muster import and Add LOP (issue 20 §1, §5; spec 001 §3–§5, §7): who may call them,
 * every message, an override recomputing the day with the override named in its explanation and its
 * deletion recomputing it back, LOP as entries, and an import with a bad row refused whole.
 */
describe.each(databaseKinds)('muster overrides, import and Add LOP on %s', (kind) => {
  let server: TestServer;
  let acme: number;
  const tokens: Record<string, string> = {};
  const ids = new Map<string, number>();
  const db = () => server.database.db;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    server = await startTestServer(kind, { listen: true });
    acme = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    for (const row of await db().selectFrom('employee').select(['id', 'emp_id']).execute()) ids.set(row.emp_id, row.id);
    for (const empId of ['HR001', 'MGR001']) tokens[empId] = (await server.login(empId)).token;
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  const send = async (method: string, path: string, body?: unknown, token = tokens.HR001) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, body: type.includes('json') ? await response.json() : await response.arrayBuffer() };
  };
  const upload = async (fileName: string, bytes: Uint8Array | string, query = '?monthYear=11-2026', token = tokens.HR001) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart]), fileName);
    const response = await fetch(`${server.url}${MUSTER}/import${query}`, { method: 'POST', headers: bearer(token), body: form });
    return { status: response.status, body: await response.json() };
  };
  /** A background job of HR001's followed to its end, as the browser does (GET /api/jobs/:id). */
  const finished = async (jobId: number) => {
    for (;;) {
      const job = (await send('GET', `/api/jobs/${jobId}`)).body.data;
      if (job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const day = async (empId: string, date: string) => {
    const { rows } = await sql<{ status_code: string | null; lop_days: string }>`SELECT status_code, lop_days::text FROM attendance_day WHERE organization_id = ${acme} AND employee_id = ${ids.get(empId)!} AND attendance_date = ${date}::date`.execute(db());
    return { status_code: rows[0].status_code, lop_days: Number(rows[0].lop_days) };
  };
  const processed = () => server.app.attendanceProcessor.whenIdle();

  it('refuses every path to MGR001, who does not hold the admin muster', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', `${MUSTER}/override?empId=EMP001&monthYear=11-2026`],
      ['PUT', `${MUSTER}/emp-override`, { empId: 'EMP001', monthYear: '11-2026', overrideList: [{ date: '2026-11-09', session1: { newSession: 'P', oldSession: 'A' } }] }],
      ['GET', `${MUSTER}/override-history`],
      ['DELETE', MUSTER, [{ empId: 'EMP001', yearMonth: '11-2026', attendanceDate: '2026-11-09' }]],
      ['GET', `${MUSTER}/sample`],
      ['GET', `${MUSTER}/add-lop-count?empId=EMP001&monthYear=11-2026`],
      ['POST', `${MUSTER}/add-lop`, { empId: 'EMP001', previousMonth: '11-2026', oldLop: 1, lopReversal: 0 }],
    ];
    const before = await Promise.all(['attendance_override', 'lop_entry'].map((table) => tableFingerprint(db(), table)));
    for (const [method, path, body] of calls) expect((await send(method, path, body, tokens.MGR001)).status, `${method} ${path}`).toBe(403);
    expect((await upload('muster.xlsx', workbook([HEADER, ['EMP001', '2026-11-09', 'P', 'P', 'x']]), '', tokens.MGR001)).status).toBe(403);
    expect(await Promise.all(['attendance_override', 'lop_entry'].map((table) => tableFingerprint(db(), table)))).toEqual(before);
  });

  it("overrides EMP001's absent 9 Nov to P/P: recomputed, explained with who, when and why, listed, and deleted back to A", async () => {
    await makeAbsentDay(db(), acme, ids.get('EMP001')!, '2026-11-09');
    await processed();
    expect(await day('EMP001', '2026-11-09')).toEqual({ status_code: 'A', lop_days: 1 });
    const month = await send('GET', `${MUSTER}/override?empId=EMP001&monthYear=11-2026`);
    expect(month.status).toBe(200);
    expect(month.body.data.map((d: { date: string }) => d.date)).toHaveLength(31); // 25 Oct – 24 Nov
    expect(month.body.data.find((d: { date: string }) => d.date === '2026-11-09')).toMatchObject({
      date: '2026-11-09',
      session1: { oldSession: 'A', newSession: 'A' },
      session2: { oldSession: 'A', newSession: 'A' },
      overridden: false,
    });

    // Every refusal writes nothing.
    const untouched = await tableFingerprint(db(), 'attendance_override');
    const put = (body: unknown) => send('PUT', `${MUSTER}/emp-override`, body);
    const both = (value: string) => ({ session1: { newSession: value, oldSession: 'A' }, session2: { newSession: value, oldSession: 'A' } });
    expect((await put({ empId: 'EMP001', monthYear: '11-2026', overrideList: [] })).body.message).toBe('Please select at least one row.');
    expect((await put({ empId: 'EMP001', monthYear: '', overrideList: [{ date: '2026-11-09', ...both('P') }] })).body.message).toBe('Please select a month and year');
    expect((await put({ empId: 'EMP001', monthYear: '11-2026', overrideList: [{ date: '2026-11-25', ...both('P') }] })).body.message).toMatch(/outside the payroll month 2026-10-25 to 2026-11-24/);
    expect((await put({ empId: 'EMP001', monthYear: '12-2026', overrideList: [{ date: '2026-11-28', ...both('P') }] })).body.message).toBe('2026-11-28 is in the future');
    expect((await put({ empId: 'EMP001', monthYear: '11-2026', overrideList: [{ date: '2026-11-09', ...both('CL') }] })).body.message).toMatch(/must be P or A/);
    expect((await put({ empId: 'EMP999', monthYear: '11-2026', overrideList: [{ date: '2026-11-09', ...both('P') }] })).status).toBe(404);
    expect(await tableFingerprint(db(), 'attendance_override')).toBe(untouched);

    const done = await put({ empId: 'EMP001', monthYear: '11-2026', remarks: 'Badge reader was down', overrideList: [{ date: '2026-11-09', ...both('P') }] });
    expect(done).toMatchObject({ status: 200, body: { message: 'Override Updated Successfully!' } });
    const stored = await db().selectFrom('attendance_override').selectAll().where('employee_id', '=', ids.get('EMP001')!).where('attendance_date', '=', '2026-11-09').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ organization_id: acme, old_session1: 'A', old_session2: 'A', session1: 'P', session2: 'P', remarks: 'Badge reader was down', overridden_by: 'HR001', source: 'override' });
    const history = await db().selectFrom('attendance_override_history').select(['action', 'session1', 'session2', 'created_by']).where('employee_id', '=', ids.get('EMP001')!).execute();
    expect(history).toEqual([{ action: 'set', session1: 'P', session2: 'P', created_by: 'HR001' }]);
    expect(await db().selectFrom('audit_log').select(['entity', 'action']).where('entity', '=', 'attendanceOverride').execute()).toEqual([{ entity: 'attendanceOverride', action: 'update' }]);

    await processed();
    expect(await day('EMP001', '2026-11-09')).toEqual({ status_code: 'P', lop_days: 0 });
    const details = await send('GET', '/api/attendance/day?empId=EMP001&date=2026-11-09');
    expect(details.body.data.explain[0]).toBe('Marked present (P), decided by a manual override.');
    expect(details.body.data.explain).toContainEqual(expect.stringMatching(/^A manual override marked Session 1 present \(P\): by HR001 \w.* on 2026-11-27 \d\d:\d\d, because: Badge reader was down\.$/));

    expect((await send('GET', `${MUSTER}/override-history?page=0`)).status).toBe(400);
    const list = await send('GET', `${MUSTER}/override-history?empId=EMP001&page=1&size=10`);
    expect(list.body.data).toMatchObject({ totalElements: 1, totalPages: 1 });
    expect(list.body.data.content[0]).toMatchObject({ empId: 'EMP001', date: '2026-11-09', yearMonth: '11-2026', status: 'P', remarks: 'Badge reader was down' });
    expect(list.body.data.content[0].employeeName).toBeTruthy();

    expect((await send('DELETE', MUSTER, [])).body.message).toBe('Please select at least one row to delete.');
    expect((await send('DELETE', MUSTER, [{ empId: 'EMP001', yearMonth: '11-2026', attendanceDate: '2026-11-10' }])).status).toBe(404);
    expect(await db().selectFrom('attendance_override').select('attendance_date').where('employee_id', '=', ids.get('EMP001')!).execute()).toHaveLength(1);
    const deleted = await send('DELETE', MUSTER, [{ empId: 'EMP001', yearMonth: '11-2026', attendanceDate: '2026-11-09' }]);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Override entries deleted successfully!' } });
    await processed();
    expect(await day('EMP001', '2026-11-09')).toEqual({ status_code: 'A', lop_days: 1 });
    expect((await send('GET', `${MUSTER}/override-history?empId=EMP001`)).body.data.totalElements).toBe(0);
    expect(await db().selectFrom('attendance_override_history').select('action').where('employee_id', '=', ids.get('EMP001')!).orderBy('id').execute()).toEqual([{ action: 'set' }, { action: 'delete' }]);
  });

  it('adds LOP to and reverses LOP of a past payroll month as entries, with every rule of spec 001 §5', async () => {
    const count = async () => (await send('GET', `${MUSTER}/add-lop-count?empId=EMP002&monthYear=11-2026`)).body.data[0].lopCount;
    const processedLop = await sql<{ days: string }>`SELECT coalesce(sum(lop_days), 0)::text AS days FROM attendance_day
      WHERE employee_id = ${ids.get('EMP002')!} AND attendance_date BETWEEN '2026-10-25' AND '2026-11-24'`.execute(db());
    const before = Number(processedLop.rows[0].days);
    expect(await count()).toBe(before);

    const add = (body: Record<string, unknown>) => send('POST', `${MUSTER}/add-lop`, { empId: 'EMP002', previousMonth: '11-2026', oldLop: 1, lopReversal: 0, ...body });
    const untouched = await tableFingerprint(db(), 'lop_entry');
    expect((await add({ empId: '' })).body.message).toBe('Please select an employee');
    expect((await add({ previousMonth: null })).body.message).toBe('Please select a month and year');
    expect((await add({ previousMonth: '12-2026' })).body.message).toBe('The current month and future months cannot be chosen');
    expect((await add({ previousMonth: '01-2027' })).body.message).toBe('The current month and future months cannot be chosen');
    expect((await add({ oldLop: -1 })).body.message).toBe('Cannot be negative');
    expect((await add({ oldLop: 'two' })).body.message).toBe('LOP Days must be a number');
    expect((await add({ oldLop: '' })).body.message).toBe('Please enter LOP Days');
    expect((await add({ oldLop: 0, lopReversal: before + 1 })).status).toBe(400);
    expect(await tableFingerprint(db(), 'lop_entry')).toBe(untouched);

    expect(await add({ oldLop: 2, lopReversal: 0, reason: 'Unpaid days agreed with payroll' })).toMatchObject({ status: 201, body: { message: 'LOP added successfully' } });
    expect(await count()).toBe(before + 2);
    expect((await add({ oldLop: 0, lopReversal: before + 3 })).status).toBe(400);
    expect(await add({ oldLop: 0, lopReversal: 1.5 })).toMatchObject({ status: 201, body: { message: 'LOP added successfully' } });
    expect(await count()).toBe(before + 0.5);
    const entries = await db().selectFrom('lop_entry').select(['payroll_month', 'applied_in', 'lop_days', 'source', 'reason', 'created_by']).where('employee_id', '=', ids.get('EMP002')!).orderBy('id').execute();
    expect(entries.map((e) => ({ ...e, lop_days: Number(e.lop_days) }))).toEqual([
      { payroll_month: '2026-10-25', applied_in: '2026-11-25', lop_days: 2, source: 'addLop', reason: 'Unpaid days agreed with payroll', created_by: 'HR001' },
      { payroll_month: '2026-10-25', applied_in: '2026-11-25', lop_days: -1.5, source: 'lopReversal', reason: 'LOP reversed from the muster', created_by: 'HR001' },
    ]);
    expect(await db().selectFrom('audit_log').select('entity').where('entity', '=', 'lopEntry').execute()).toHaveLength(2);

    // Two reversals of the whole count at once: the count is checked in the writing transaction, so one is refused.
    const whole = await count();
    const both = await Promise.all([add({ oldLop: 0, lopReversal: whole }), add({ oldLop: 0, lopReversal: whole })]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(await count()).toBe(0);
  });

  it('imports a muster sheet: Excel only, a bad row refuses the file whole with its grid and error file, the fixed file is written and recomputed', async () => {
    const sample = await send('GET', `${MUSTER}/sample`);
    expect(sample.status).toBe(200);
    expect(sheetRows(sample.body as ArrayBuffer)[0]).toEqual(HEADER);

    expect((await upload('muster.csv', `${HEADER.join(',')}\nEMP002,2026-11-20,P,P,x\n`)).body.message).toBe('Only Excel files are allowed');
    expect((await upload('muster.xlsx', zipBomb(300 * 1024 * 1024))).status).toBe(400);

    const overrides = await tableFingerprint(db(), 'attendance_override');
    const marks = await tableFingerprint(db(), 'attendance_dirty');
    const good = [
      ['EMP002', '2026-11-20', 'A', 'A', 'No show, confirmed by manager'],
      ['EMP003', '20/11/2026', 'P', '', 'Forgot the card'],
    ];
    const bad = await upload('muster.xlsx', workbook([HEADER, ...good, ['EMP999', '2026-11-20', 'X', 'P', ''], ['EMP002', '2026-11-20', 'P', 'P', 'again'], ['EMP003', '2026-11-26', 'P', 'P', '']]));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('3 of 5 rows have errors; nothing was imported');
    expect(bad.body.rows.map((r: { row: number; error: string }) => [r.row, r.error])).toEqual([
      [4, 'Session 1 must be P or A; found X; Employee EMP999 does not exist in this organisation'],
      [5, 'Duplicate of row 2: EMP002 on 2026-11-20 appears twice'],
      [6, '2026-11-26 is outside the payroll month 2026-10-25 to 2026-11-24'],
    ]);
    expect(await tableFingerprint(db(), 'attendance_override')).toBe(overrides);
    expect(await tableFingerprint(db(), 'attendance_dirty')).toBe(marks);
    const errorFile = await send('GET', `${MUSTER}/import/${bad.body.importId}/errors`);
    const fileRows = sheetRows(errorFile.body as ArrayBuffer);
    expect(fileRows[0]).toEqual(['Row', ...HEADER, 'Error']);
    expect(fileRows.slice(1).map((row) => [row[0], row[1], row[6]])).toEqual(bad.body.rows.map((r: { row: number; empId: string; error: string }) => [String(r.row), r.empId, r.error]));

    const fixed = await upload('muster.xlsx', workbook([HEADER, ...good]));
    expect(fixed).toMatchObject({ status: 202, body: { data: { jobId: expect.any(Number) } } });
    expect(await finished(fixed.body.data.jobId)).toMatchObject({ status: 'done', progress: 100, message: 'Uploaded Successfully!', result: { imported: 2 } });
    const written = await db().selectFrom('attendance_override').select(['employee_id', 'attendance_date', 'session1', 'session2', 'source']).where('source', '=', 'import').orderBy('employee_id').execute();
    expect(written).toEqual([
      { employee_id: ids.get('EMP002'), attendance_date: '2026-11-20', session1: 'A', session2: 'A', source: 'import' },
      { employee_id: ids.get('EMP003'), attendance_date: '2026-11-20', session1: 'P', session2: null, source: 'import' },
    ]);
    await processed();
    expect((await day('EMP002', '2026-11-20')).status_code).toBe('A');
    expect((await day('EMP003', '2026-11-20')).status_code).toMatch(/^P/);
  });

  it('refuses an override, its deletion and an import row in a closed payroll month (10-2026), writing nothing', async () => {
    await processed();
    await db().transaction().execute((trx) => closePayrollMonth(trx, acme, '10-2026', 'HR001'));
    const overrides = await tableFingerprint(db(), 'attendance_override');
    const refused = await send('PUT', `${MUSTER}/emp-override`, { empId: 'EMP001', monthYear: '10-2026', overrideList: [{ date: '2026-10-12', session1: { newSession: 'P', oldSession: 'A' } }] });
    expect(refused).toMatchObject({ status: 409, body: { message: 'Payroll month 10-2026 is closed. Reopen it with a reason to change its days.' } });
    expect((await send('DELETE', MUSTER, [{ empId: 'EMP001', yearMonth: '10-2026', attendanceDate: '2026-10-12' }])).status).toBe(409);
    const bad = await upload('muster.xlsx', workbook([HEADER, ['EMP002', '2026-10-12', 'P', 'P', 'x']]), '?monthYear=10-2026');
    expect(bad.status).toBe(400);
    expect(bad.body.rows.map((r: { error: string }) => r.error)).toEqual(['Payroll month 10-2026 is closed. Reopen it with a reason to change its days.']);
    expect(await tableFingerprint(db(), 'attendance_override')).toBe(overrides);
  });
});
