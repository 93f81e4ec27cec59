import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { tableFingerprint } from '../helpers/routeWalk.js';
import { zipBomb } from '../helpers/zipBomb.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Issue 19 §3 and §4, spec 001 §2, §3, §5, §7, §8: the Shift Roster and Day Type imports (Excel
 * only, every row checked first, any error refuses the whole file with its error grid and writes
 * nothing; a clean file writes and recomputes exactly the changed days, whose trace names the
 * roster entry), the roster grid and the day type history, and who may call them. Dates and
 * expectations are worked out here from the spec's payroll month (25th to 24th), not read from the code.
 */

/** Today in the organisation's zone (India, the demo's). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Spec 001 §9: the payroll month runs from the 25th of the previous month to the 24th. */
function payrollMonth(date: string): { start: string; end: string } {
  const [year, month, day] = date.split('-').map(Number);
  const start = new Date(Date.UTC(year, day >= 25 ? month - 1 : month - 2, 25)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(year, day >= 25 ? month : month - 1, 24)).toISOString().slice(0, 10);
  return { start, end };
}

function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
function multipart(filename: string, bytes: Buffer) {
  const boundary = 'roster-import';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: application/octet-stream\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describe.each(databaseKinds)('shift roster and day type on %s', (kind) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const { start, end } = payrollMonth(today());
  // Two dates of the open payroll month up to today (the first is its start); the second may be tomorrow on the 25th.
  const first = start;
  const second = today() > start ? today() : addDays(start, 1);

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const empId of ['HR001', 'MGR001', 'EMP001']) tokens[empId] = (await server.login(empId)).token;
    const acme = await server.database.db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow();
    // An inactive shift of the organisation (status is display only through the API).
    await sql`INSERT INTO master_shift_master (organization_id, shift_code, shift_name, in_time, out_time, grace_time, status)
      VALUES (${acme.id}, 'OLD1', 'General', '08:00', '17:00', '00:10', 'Inactive')`.execute(server.database.db);
  });
  afterAll(() => server?.close());

  const db = () => server.database.db;
  const upload = async (path: string, filename: string, rows: unknown[][], token = tokens.HR001) => {
    const body = multipart(filename, workbook(rows));
    const response = await server.app.inject({ method: 'POST', url: `/api${path}`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
    return { status: response.statusCode, body: response.json() };
  };
  const get = (url: string, token = tokens.HR001) => server.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const finished = async (id: number) => {
    for (;;) {
      const body = (await get(`/jobs/${id}`)).json();
      if (body.data.status !== 'running') return body.data;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const written = () => Promise.all(['shift_roster', 'attendance_dirty', 'background_job'].map((table) => tableFingerprint(db(), table)));
  const entry = (empId: string, date: string) =>
    sql<{ shift_code: string | null; day_type: string | null; source: string }>`
      SELECT r.shift_code, r.day_type, r.source FROM shift_roster r JOIN employee e ON e.id = r.employee_id WHERE e.emp_id = ${empId} AND r.roster_date = ${date}`
      .execute(db())
      .then((result) => result.rows[0]);
  const storedShift = (empId: string, date: string) =>
    sql<{ shift_code: string; status_code: string }>`
      SELECT d.shift_code, d.status_code FROM attendance_day d JOIN employee e ON e.id = d.employee_id WHERE e.emp_id = ${empId} AND d.attendance_date = ${date}`
      .execute(db())
      .then((result) => result.rows[0]);

  it('keeps the samples, imports and lists to the Shift Roster menus: a manager and an employee are refused and write nothing', async () => {
    for (const token of [tokens.MGR001, tokens.EMP001]) {
      for (const url of ['/shift-roster/sample', '/attendance-day-type-history/sample', '/shift-roster', '/attendance-day-type-history']) expect((await get(url, token)).statusCode, url).toBe(403);
      const before = await written();
      expect((await upload('/shift-roster/import', 'r.xlsx', [['Emp ID', 'Employee Name', first], ['EMP001', '', 'N1']], token)).status).toBe(403);
      expect((await upload('/attendance-day-type-history/import', 'd.xlsx', [['Emp ID', 'Date', 'Day Type', 'Shift Code'], ['EMP001', first, 'OFF', '']], token)).status).toBe(403);
      expect(await written()).toEqual(before);
    }
  });

  it("keeps an organisation's roster to it: NILE's administrator sees none of ACME's and cannot roster ACME's people", async () => {
    const other = (await server.login('ADMIN')).token;
    const nile = (await server.app.inject({ method: 'POST', url: '/api/users/auth/switch', headers: bearer(other), payload: { type: 'Organization', value: 'NILE' } })).json().data.token;
    const before = await written();
    const refused = await upload('/shift-roster/import', 'r.xlsx', [['Emp ID', 'Employee Name', first], ['EMP001', '', 'N1']], nile);
    expect(refused.status).toBe(400);
    expect(refused.body.rows).toEqual([{ row: 2, cells: ['EMP001', '', ''], error: 'No employee EMP001 in this organisation' }]);
    expect(await written()).toEqual(before);
    // After ACME's imports below, NILE's lists stay empty (checked again at the end).
    expect((await get('/shift-roster', nile)).json().data).toMatchObject({ content: [], totalElements: 0 });
    tokens.NILE = nile;
  });

  it('gives the samples as Excel: the roster one with a column per date of the open payroll month', async () => {
    const roster = await get('/shift-roster/sample');
    expect(roster.statusCode).toBe(200);
    const sheet = XLSX.read(roster.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet.Sheets[sheet.SheetNames[0]], { header: 1, raw: false });
    expect(rows[0].slice(0, 3)).toEqual(['Emp ID', 'Employee Name', start]);
    expect(rows[0].at(-1)).toBe(end);
    expect(rows[1][0]).toBe('HR001');
    const dayType = XLSX.read((await get('/attendance-day-type-history/sample')).rawPayload, { type: 'buffer' });
    expect(XLSX.utils.sheet_to_json<string[]>(dayType.Sheets[dayType.SheetNames[0]], { header: 1 })[0]).toEqual(['Emp ID', 'Date', 'Day Type', 'Shift Code']);
  });

  it('refuses what is not an Excel file, a missing file and a wrong header, writing nothing', async () => {
    const before = await written();
    const csvBody = multipart('r.csv', Buffer.from(`Emp ID,${first}\nEMP001,N1`));
    const csv = await server.app.inject({ method: 'POST', url: '/api/shift-roster/import', payload: csvBody.payload, headers: { ...csvBody.headers, ...bearer(tokens.HR001) } });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toBe('Only Excel files are allowed');
    const none = await server.app.inject({ method: 'POST', url: '/api/attendance-day-type-history/import', headers: { ...bearer(tokens.HR001), 'content-type': 'application/json' }, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('File is required');
    const header = await upload('/attendance-day-type-history/import', 'd.xlsx', [['Employee', 'Day'], ['EMP001', first]]);
    expect(header.status).toBe(400);
    expect(header.body.message).toContain('Emp ID, Date, Day Type, Shift Code');
    const badColumn = await upload('/shift-roster/import', 'r.xlsx', [['Emp ID', 'Employee Name', '2026-02-30'], ['EMP001', '', 'N1']]);
    expect(badColumn.status).toBe(400);
    expect(badColumn.body.message).toContain('2026-02-30 is not a date');
    // The caps of every import: a workbook that unpacks past 200 MB is refused before any job starts.
    const bomb = multipart('bomb.xlsx', zipBomb(300 * 1024 * 1024));
    const bombed = await server.app.inject({ method: 'POST', url: '/api/shift-roster/import', payload: bomb.payload, headers: { ...bomb.headers, ...bearer(tokens.HR001) } });
    expect(bombed.statusCode).toBe(400);
    expect(bombed.json().message).toBe('The file unpacks to more than 200 MB; it cannot be imported');
    expect(await written()).toEqual(before);
  });

  it('refuses a roster with two bad rows whole, listing both; the fixed file writes the entries and recomputes those days with the rostered shift named', async () => {
    const header = ['Emp ID', 'Employee Name', first, second];
    const before = await written();
    const refused = await upload('/shift-roster/import', 'roster.xlsx', [header, ['EMP001', 'Anyone', 'N1', 'OFF'], ['EMP999', '', 'S1', ''], ['EMP002', '', 'X9', 'OLD1']]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('2 of 3 rows have errors; nothing was imported');
    expect(refused.body.columns).toEqual(['Emp ID', 'Date', 'Shift']);
    expect(refused.body.rows).toEqual([
      { row: 3, cells: ['EMP999', '', ''], error: 'No employee EMP999 in this organisation' },
      { row: 4, cells: ['EMP002', `${first}, ${second}`, 'X9, OLD1'], error: `${first}: Shift X9 does not exist; ${second}: Shift OLD1 is inactive` },
    ]);
    expect(await written()).toEqual(before);
    expect(await entry('EMP001', first)).toBeUndefined();

    const accepted = await upload('/shift-roster/import', 'roster.xlsx', [header, ['EMP001', 'Anyone', 'n1', 'OFF'], ['EMP002', '', 'G1', '']]);
    expect(accepted.status).toBe(202);
    const job = await finished(accepted.body.data.jobId);
    expect(job).toMatchObject({ status: 'done', message: 'Shift Roster Uploaded Successfully!', result: { rows: 2, entries: 3, changed: 3 } });
    expect(await entry('EMP001', first)).toEqual({ shift_code: 'N1', day_type: null, source: 'shiftRoster' });
    expect(await entry('EMP001', second)).toEqual({ shift_code: null, day_type: 'OFF', source: 'shiftRoster' });
    expect(await entry('EMP002', first)).toEqual({ shift_code: 'G1', day_type: null, source: 'shiftRoster' });

    await server.app.attendanceProcessor.whenIdle();
    expect((await storedShift('EMP001', first)).shift_code).toBe('N1');
    expect((await storedShift('EMP002', first)).shift_code).toBe('G1');
    const details = (await get(`/attendance/day?empId=EMP001&date=${first}`)).json().data;
    expect(details.shift).toMatchObject({ shiftCode: 'N1', inTime: '22:00', outTime: '07:00' });
    expect(details.explain).toContain('Rostered on N1 for this date by shift roster upload.');
    if (second <= today()) {
      expect((await get(`/attendance/day?empId=EMP001&date=${second}`)).json().data.explain).toEqual(
        expect.arrayContaining(['The date is a weekly off (by the roster).', 'Rostered as OFF for this date by shift roster upload.']),
      );
    }

    // The same file again changes nothing and marks nothing.
    await db().deleteFrom('attendance_dirty').execute();
    const again = await upload('/shift-roster/import', 'roster.xlsx', [header, ['EMP001', 'Anyone', 'N1', 'OFF'], ['EMP002', '', 'G1', '']]);
    expect((await finished(again.body.data.jobId)).result).toMatchObject({ entries: 3, changed: 0 });
    expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM attendance_dirty`.execute(db())).rows[0].n)).toBe(0);

    const audit = await db().selectFrom('audit_log').select(['entity', 'action', 'entity_id']).where('entity', '=', 'Shift Roster').execute();
    expect(audit).toContainEqual({ entity: 'Shift Roster', action: 'import', entity_id: 'roster.xlsx' });
  });

  it('lists the roster as the spec’s rows, paged, searched and sorted', async () => {
    const month = `${end.slice(5, 7)}-${end.slice(0, 4)}`;
    const page = (await get(`/shift-roster?monthYear=${month}&sortDirection=ASC&page=0&size=10`)).json().data;
    expect(page.totalElements).toBe(2);
    expect(page.totalPages).toBe(1);
    expect(page.content.map((row: { empId: string }) => row.empId)).toEqual(['EMP001', 'EMP002']);
    expect(page.content[0]).toEqual({
      empId: 'EMP001',
      employeeName: expect.any(String),
      shiftCount: 1,
      offCount: 1,
      rosterDetails: [
        { date: first, shift: 'N1' },
        { date: second, shift: 'OFF' },
      ],
    });
    const desc = (await get(`/shift-roster?monthYear=${month}&size=1`)).json().data;
    expect(desc).toMatchObject({ totalElements: 2, totalPages: 2 });
    expect(desc.content.map((row: { empId: string }) => row.empId)).toEqual(['EMP002']);
    expect((await get(`/shift-roster?monthYear=${month}&search=emp001`)).json().data.content.map((row: { empId: string }) => row.empId)).toEqual(['EMP001']);
    expect((await get(`/shift-roster?monthYear=${month}&empId=EMP002`)).json().data.content).toHaveLength(1);
    expect((await get('/shift-roster?monthYear=13-2026')).statusCode).toBe(400);
  });

  it('refuses a day type file with bad rows whole (impossible date, unknown day type, outside the payroll month, duplicate); the fixed file sets the day type the day is decided by', async () => {
    const header = ['Emp ID', 'Date', 'Day Type', 'Shift Code'];
    const before = await written();
    const refused = await upload('/attendance-day-type-history/import', 'types.xlsx', [
      header,
      ['EMP003', first, 'OFF', ''],
      ['EMP003', '2026-02-30', 'OFF', ''],
      ['EMP004', first, 'HOLIDAY', ''],
      ['EMP004', addDays(start, -1), 'WORKING', 'S1'],
      ['EMP003', first, 'WORKING', ''],
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('4 of 5 rows have errors; nothing was imported');
    expect(refused.body.rows.map((row: { row: number; error: string }) => [row.row, row.error])).toEqual([
      [3, 'Date 2026-02-30 is not a date (yyyy-MM-dd)'],
      [4, 'Day Type must be OFF or WORKING; found HOLIDAY'],
      [5, expect.stringContaining(`${addDays(start, -1)} is outside the open payroll month`)],
      [6, `Duplicate of row 2: EMP003 ${first} appears twice`],
    ]);
    expect(await written()).toEqual(before);

    const accepted = await upload('/attendance-day-type-history/import', 'types.xlsx', [header, ['EMP003', first, 'off', ''], ['EMP004', first, 'WORKING', 'S2']]);
    expect(accepted.status).toBe(202);
    expect(await finished(accepted.body.data.jobId)).toMatchObject({ status: 'done', message: 'Day Type Uploaded Successfully!', result: { entries: 2, changed: 2 } });
    await server.app.attendanceProcessor.whenIdle();
    expect((await storedShift('EMP004', first)).shift_code).toBe('S2');
    const details = (await get(`/attendance/day?empId=EMP003&date=${first}`)).json().data;
    // The seed's swipes make the OFF day worked (P, spec 001's default policy); the day type decided the calendar.
    expect(details.explain).toEqual(expect.arrayContaining(['The date is a weekly off (by the roster).', 'Rostered as OFF for this date by day type upload.']));

    const month = `${end.slice(5, 7)}-${end.slice(0, 4)}`;
    const history = (await get(`/attendance-day-type-history?monthYear=${month}`)).json().data;
    expect(history.find((row: { empId: string }) => row.empId === 'EMP004')).toEqual({
      empId: 'EMP004',
      empName: expect.any(String),
      updatedDayType: [{ date: first, dayTypes: { dayType: 'WORKING', shiftCode: 'S2' } }],
    });
    // The roster's OFF is a day type too.
    expect(history.map((row: { empId: string }) => row.empId)).toEqual(['EMP001', 'EMP003', 'EMP004']);
    expect((await get(`/shift-roster?monthYear=${month}`, tokens.NILE)).json().data.totalElements).toBe(0);
    expect((await get('/attendance-day-type-history', tokens.NILE)).json().data).toEqual([]);
    expect((await get('/attendance-day-type-history?empId=EMP003')).json().data).toEqual([
      { empId: 'EMP003', empName: expect.any(String), updatedDayType: [{ date: first, dayTypes: { dayType: 'OFF', shiftCode: null } }] },
    ]);
  });
});
