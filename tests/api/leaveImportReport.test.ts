import * as XLSX from 'xlsx';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../helpers/routeWalk.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/** The sheet's header as docs/leave-import-and-reports.md documents it, written here independently. */
const HEADER = 'Emp ID,Leave Type,Year,Opening Balance,Reason';

/**
 * Leave Balance Import, the balance exports, full and final and the leave reports (issue 11 §2, §5,
 * §6): who may call them, a file with any bad row refused whole with its grid and error file, a
 * clean file written as opening entries (a second figure as an adjustment), and the report's filters.
 */
describe.each(databaseKinds)('leave balance import and reports on %s', (kind) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind, { listen: true });
    for (const empId of ['HR001', 'MGR001', 'EMP001', 'EMP020']) tokens[empId] = (await server.login(empId)).token;
    // Applications as the apply flow leaves them: EMP001 (MGR001's reportee) and EMP020 (not).
    const db = server.database.db;
    const ids = await db.selectFrom('employee').select(['id', 'emp_id', 'organization_id']).where('emp_id', 'in', ['EMP001', 'EMP020', 'MGR001']).execute();
    const person = (empId: string) => ids.find((row) => row.emp_id === empId)!;
    const apply = async (empId: string, code: string, type: string, from: string, to: string, days: { date: string; days: number }[], status: 'Approved' | 'Pending' | 'Rejected', reason: string) => {
      const { id } = await db
        .insertInto('leave_application')
        .values({
          organization_id: person(empId).organization_id,
          leave_code: code,
          employee_id: person(empId).id,
          leave_type: type,
          from_date: from,
          to_date: to,
          num_days: days.reduce((total, day) => total + day.days, 0),
          reason,
          applied_to_id: person('MGR001').id,
          status,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('leave_application_day')
        .values(days.map((day) => ({ organization_id: person(empId).organization_id, application_id: id, employee_id: person(empId).id, leave_date: day.date, session1: true, session2: day.days === 1, days: day.days, status })))
        .execute();
    };
    await apply('EMP001', 'LVT0001', 'CL', '2026-03-09', '2026-03-10', [{ date: '2026-03-09', days: 1 }, { date: '2026-03-10', days: 0.5 }], 'Approved', 'Family function');
    await apply('EMP001', 'LVT0002', 'SL', '2026-04-02', '2026-04-02', [{ date: '2026-04-02', days: 1 }], 'Pending', 'Fever');
    await apply('EMP020', 'LVT0003', 'CL', '2026-03-20', '2026-03-20', [{ date: '2026-03-20', days: 1 }], 'Rejected', '=HYPERLINK("x")');
  });
  afterAll(() => server?.close());

  const get = (path: string, token: string) => fetch(`${server.url}/api${path}`, { headers: bearer(token) });
  const upload = async (fileName: string, bytes: Uint8Array | string, token = tokens.HR001) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart]), fileName);
    const response = await fetch(`${server.url}/api/leave/balance/import`, { method: 'POST', headers: bearer(token), body: form });
    return { status: response.status, body: await response.json() };
  };
  const finished = async (id: number) => {
    for (;;) {
      const body = await (await get(`/jobs/${id}`, tokens.HR001)).json();
      if (body.data.status !== 'running') return body.data;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const ledger = () => tableFingerprint(server.database.db, 'leave_ledger');
  const balance = async (empId: string, type: string, year: number) => {
    const { rows } = await sql<{ days: string | null }>`
      SELECT sum(l.days) AS days FROM leave_ledger l JOIN employee e ON e.id = l.employee_id
      WHERE e.emp_id = ${empId} AND l.leave_type = ${type} AND l.leave_year = ${year}`.execute(server.database.db);
    return Number(rows[0].days ?? 0);
  };
  const sheetRows = (bytes: ArrayBuffer) => {
    const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
    return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false });
  };

  it('keeps the import, exports and report to HR, and the RM report to the caller’s reportees', async () => {
    for (const path of ['/leave/balance/sample-download', '/leave/balance/export', '/leave/granter/fetchTable/Leave%20Import', '/leave/report', '/employee/leave/exportForF&F?empId=EMP001']) {
      expect((await get(path, tokens.EMP020)).status, path).toBe(403);
    }
    const before = await ledger();
    expect((await upload('b.csv', `${HEADER}\nEMP020,CL,2026,30,`, tokens.EMP020)).status).toBe(403);
    expect(await ledger()).toBe(before);

    const mine = await (await get('/leave/report/rm?year=2026', tokens.MGR001)).json();
    expect(mine.data.content.map((row: { leaveCode: string }) => row.leaveCode)).toEqual(['LVT0002', 'LVT0001']);
    const none = await (await get('/leave/report/rm', tokens.EMP020)).json();
    expect(none.data).toEqual({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('refuses a file with a wrong header whole, naming the expected header, and writes nothing', async () => {
    const before = [await ledger(), await tableFingerprint(server.database.db, 'leave_balance_import')];
    const refused = await upload('wrong.csv', 'Employee,Type,Year,Days\nEMP001,CL,2026,5');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Emp ID, Leave Type, Year, Opening Balance, Reason');
    expect(refused.body.message).toContain('found: Employee, Type, Year, Days');
    expect((await upload('notes.txt', 'hello')).status).toBe(400);
    expect([await ledger(), await tableFingerprint(server.database.db, 'leave_balance_import')]).toEqual(before);
  });

  it('refuses a file holding a NUL character before any job starts (the bytes of a CSV, a cell of a workbook), writing nothing', async () => {
    const before = [await ledger(), await tableFingerprint(server.database.db, 'leave_balance_import'), await tableFingerprint(server.database.db, 'background_job')];
    const csv = await upload('nul.csv', `${HEADER}\nEMP001,CL,2026,5,Carried\u0000over`);
    expect(csv).toMatchObject({ status: 400, body: { message: 'The file holds a NUL character, which cannot be imported' } });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER.split(','), ['EMP001', 'CL', '2026', '5', 'Carried\u0000over']]), 'Sheet1');
    const workbook = await upload('nul.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(workbook).toMatchObject({ status: 400, body: { message: 'Row 2 holds a NUL character, which cannot be imported' } });
    expect([await ledger(), await tableFingerprint(server.database.db, 'leave_balance_import'), await tableFingerprint(server.database.db, 'background_job')]).toEqual(before);
  });

  it('checks every row first: a file with any bad row writes nothing and shows each row with its errors; the error file escapes its cells', async () => {
    const before = await ledger();
    const csv = [
      HEADER,
      'EMP001,CL,2026,10,',
      'EMP002,CL,2026,-2,',
      'EMP003,XX,2026,4,',
      'EMP999,CL,2026,4,',
      'NIL001,CL,2026,4,',
      'EMP004,SL,26,4,',
      'EMP005,SL,2026,2.25,',
      'EMP006,L,2026,3,',
      'EMP001,cl,2026,9,=cmd()',
    ].join('\n');
    const refused = await upload('opening.csv', csv);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('8 of 9 rows have errors; nothing was imported');
    const errorOf = Object.fromEntries(refused.body.rows.map((row: { row: number; error: string }) => [row.row, row.error]));
    expect(errorOf).toEqual({
      3: 'Opening Balance cannot be negative; found -2',
      4: expect.stringContaining('Leave type XX does not exist'),
      5: 'No employee EMP999 in this organisation',
      6: 'No employee NIL001 in this organisation',
      7: 'Year must be a year from 2000 to 2100; found 26',
      8: 'Opening Balance must be in whole or half days; found 2.25',
      9: 'Leave type L is unpaid and keeps no balance',
      10: 'Duplicate of row 2: EMP001 CL 2026 appears twice',
    });
    expect(await ledger()).toBe(before);

    const file = await get(`/leave/balance/import/${refused.body.importId}/errors?format=csv`, tokens.HR001);
    expect(file.status).toBe(200);
    const lines = (await file.text()).replace(/^\uFEFF/, '').split(/\r\n/);
    expect(lines[0]).toBe('Row,Emp ID,Leave Type,Year,Opening Balance,Reason,Error');
    expect(lines).toHaveLength(9);
    expect(lines[8]).toBe(`10,EMP001,CL,2026,9,'=cmd(),Duplicate of row 2: EMP001 CL 2026 appears twice`);
    expect((await get(`/leave/balance/import/${refused.body.importId}/errors`, tokens.EMP020)).status).toBe(403);
  });

  it('writes a clean Excel file at once as opening entries; a second figure is an adjustment, the same figure nothing', async () => {
    const sheet = (rows: (string | number)[][]) => {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER.split(','), ...rows]), 'Sheet1');
      return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }));
    };
    const file = sheet([
      ['EMP001', 'CL', 2026, 10, 'Migrated'],
      ['EMP002', 'PL', 2027, 5.5, ''],
    ]);
    const started = await upload('opening.xlsx', file);
    expect(started.status).toBe(202);
    const job = await finished(started.body.data.jobId);
    expect(job.status).toBe('done');
    expect(job.result).toMatchObject({ rows: 2, openings: 1, adjustments: 1, unchanged: 0 });
    expect(job.result.balances).toEqual([
      { empId: 'EMP001', leaveType: 'CL', year: 2026, openingBalance: 10, balance: 10 },
      { empId: 'EMP002', leaveType: 'PL', year: 2027, openingBalance: 5.5, balance: 5.5 },
    ]);
    // EMP001's demo opening of 8 CL is raised to 10 by an adjustment of +2; the approved leave above is not an entry of this test's making.
    expect(await balance('EMP001', 'CL', 2026)).toBe(10);
    const { rows: kinds } = await sql<{ entry_kind: string; days: string }>`
      SELECT entry_kind, days FROM leave_ledger l JOIN employee e ON e.id = l.employee_id
      WHERE e.emp_id = 'EMP001' AND l.leave_type = 'CL' AND l.leave_year = 2026 ORDER BY l.id`.execute(server.database.db);
    expect(kinds.map((k) => [k.entry_kind, Number(k.days)])).toEqual([['opening', 8], ['adjustment', 2]]);

    const again = await finished((await upload('opening.xlsx', file)).body.data.jobId);
    expect(again.result).toMatchObject({ rows: 2, openings: 0, adjustments: 0, unchanged: 2 });
    expect(await balance('EMP002', 'PL', 2027)).toBe(5.5);

    const history = await (await get('/leave/granter/fetchTable/Leave%20Import?size=3', tokens.HR001)).json();
    expect(history.data.content.map((row: { status: string; fileName: string }) => [row.status, row.fileName])).toEqual([
      ['Imported', 'opening.xlsx'],
      ['Imported', 'opening.xlsx'],
      ['Rejected', 'opening.csv'],
    ]);
  });

  it('refuses, whole, an import whose lower opening figure would leave pending days uncovered (the balance invariant)', async () => {
    // EMP001 has 1 day of SL pending (LVT0002) on the demo's opening of 8: an opening of 0.5 would leave it uncovered.
    const before = await ledger();
    const started = await upload('lower.csv', `${HEADER}\nEMP001,SL,2026,0.5,Corrected from payroll\nEMP002,SL,2026,6,`);
    expect(started.status).toBe(202);
    const job = await finished(started.body.data.jobId);
    expect(job).toMatchObject({ status: 'failed', message: '1 opening balance would take the available days (balance less pending) below zero: EMP001 SL 2026 (balance 0.5, 1 day(s) pending); nothing was imported' });
    expect(await ledger()).toEqual(before);
    expect(await balance('EMP002', 'SL', 2026)).toBe(8);
  });

  it('exports the year’s balances and a leaver’s full and final with the encashable part', async () => {
    const sample = await get('/leave/balance/sample-download', tokens.HR001);
    expect(sheetRows(await sample.arrayBuffer())[0]).toEqual(HEADER.split(','));

    const year = await get('/leave/balance/export?year=2027&format=csv', tokens.HR001);
    const lines = (await year.text()).replace(/^\uFEFF/, '').split(/\r\n/);
    expect(lines[0]).toBe('Emp ID,Employee Name,Leave Type,Leave Name,Year,Opening,Accrued,Granted,Carried Forward,Comp Off,Adjusted,Encashed,Lapsed,Availed,Pending,Balance');
    expect(lines.slice(1).map((line) => line.split(',').filter((_, i) => [0, 2, 15].includes(i)))).toEqual([['EMP002', 'PL', '5.5']]);

    const final = await get('/employee/leave/exportForF&F?empId=emp001&year=2026', tokens.HR001);
    expect(final.status).toBe(200);
    const rows = sheetRows(await final.arrayBuffer());
    expect(rows[0]).toEqual(['Emp ID', 'Employee Name', 'Leave Type', 'Leave Name', 'Year', 'Balance', 'Pending', 'Encashable Cap', 'Encashable Days', 'Not Encashable']);
    const pl = rows.find((row) => row[2] === 'PL')!;
    expect([pl[5], pl[7], pl[8], pl[9]]).toEqual(['18', '15', '15', '3']);
    expect((await get('/employee/leave/exportForF&F?empId=NIL001', tokens.HR001)).status).toBe(404);
  });

  it('reports applications by month, type, status and search, paged, with an export of the same filter', async () => {
    const read = async (query: string) => (await (await get(`/leave/report?${query}`, tokens.HR001)).json()).data;
    const march = await read('month=3&year=2026');
    expect(march.content.map((row: { leaveCode: string }) => row.leaveCode)).toEqual(['LVT0003', 'LVT0001']);
    expect(march.content[1]).toMatchObject({ empId: 'EMP001', leaveType: 'CL', leaveCategory: 'Paid Leave', numOfDays: 1.5, dateList: ['2026-03-09', '2026-03-10'], status: 'Approved', appliedToName: expect.any(String) });
    expect((await read('year=2026&status=Pending')).content.map((row: { leaveCode: string }) => row.leaveCode)).toEqual(['LVT0002']);
    expect((await read('empId=emp020&leaveType=cl')).totalElements).toBe(1);
    expect((await read('search=family')).content.map((row: { leaveCode: string }) => row.leaveCode)).toEqual(['LVT0001']);
    const paged = await read('year=2026&size=2&page=1');
    expect([paged.totalElements, paged.totalPages, paged.content.length]).toEqual([3, 2, 1]);
    expect((await get('/leave/report?month=13', tokens.HR001)).status).toBe(400);
    expect((await get('/leave/report?status=Lost', tokens.HR001)).status).toBe(400);

    const exported = await get('/leave/report/export?month=3&year=2026&format=csv', tokens.HR001);
    const lines = (await exported.text()).replace(/^\uFEFF/, '').split(/\r\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    const rm = await get('/leave/report/rm/export?format=csv', tokens.MGR001);
    expect((await rm.text()).split(/\r\n/).slice(1).map((line) => line.split(',')[0])).toEqual(['LVT0002', 'LVT0001']);
  });
});
