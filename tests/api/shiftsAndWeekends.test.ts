import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Spec 001 §2, §3, §5, §7, §8: the shift master at its spec paths (computed full and half day, the
 * messages, Excel-only all-or-nothing import, a shift in use kept) and the weekend policy (weeks of
 * the month, validation), with their access, tenancy and the days they mark for recomputing.
 * Expected values are worked out here from the spec, not read from the code.
 */

/** Today in the organisation's zone (India, the demo's), as a person reads the wall calendar there. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
/** Spec 001 §9: the payroll month runs from the start day of the previous month, or of this one once it is reached. */
function payrollStart(date: string, startDay: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const start = day >= startDay ? new Date(Date.UTC(year, month - 1, startDay)) : new Date(Date.UTC(year, month - 2, startDay));
  return start.toISOString().slice(0, 10);
}
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
function multipart(filename: string, bytes: Buffer) {
  const boundary = 'shift-import';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: application/octet-stream\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}
const SHEET_HEADER = ['Shift Code', 'Shift Name', 'In Time', 'Out Time', 'Grace Time'];
/** The sample's columns after the times: the rules HR sets per shift (issue 19 §2), optional. */
const RULE_COLUMNS = ['Half Day Threshold Hours', 'Absent Threshold Hours', 'Worked Hours', 'Break Start', 'Break Minutes', 'Check-in Before (Minutes)', 'Check-out After (Minutes)', 'Early Exit Grace Time', 'Mark Late In', 'Mark Early Out', 'Weekly Off or Holiday Worked'];

describe.each(databaseKinds)('shift master and weekend policy on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let employee: string;
  let nileAdmin: string;
  let acmeId: number;

  beforeAll(async () => {
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    admin = (await server.login('ADMIN')).token;
    employee = (await server.login('EMP020')).token;
    const other = (await server.login('ADMIN')).token;
    nileAdmin = (await server.app.inject({ method: 'POST', url: '/api/users/auth/switch', headers: bearer(other), payload: { type: 'Organization', value: 'NILE' } })).json().data.token;
    acmeId = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    await db().deleteFrom('attendance_dirty').execute();
  });

  const db = () => server.database.db;
  const call = (method: string, url: string, token: string, payload?: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: method as 'GET', url: `/api${url}`, headers: { ...bearer(token), ...headers }, payload: payload as object });
  const shiftRow = (code: string, organizationId = acmeId) =>
    sql<Record<string, any>>`SELECT * FROM master_shift_master WHERE shift_code = ${code} AND organization_id = ${organizationId}`.execute(db()).then((r) => r.rows[0]);
  const shiftCount = () => sql<{ n: number }>`SELECT count(*)::int AS n FROM master_shift_master`.execute(db()).then((r) => r.rows[0].n);
  const dirty = () =>
    db()
      .selectFrom('attendance_dirty as d')
      .innerJoin('employee as e', 'e.id', 'd.employee_id')
      .select(['e.emp_id', 'd.attendance_date', 'd.organization_id'])
      .orderBy('d.attendance_date')
      .execute();
  const startDay = async () =>
    (await db().selectFrom('attendance_lock').select('payroll_start_day').where('organization_id', '=', acmeId).executeTakeFirst())?.payroll_start_day ?? 25;

  describe('shift master', () => {
    it('seeds the four shifts with their full and half day worked out, the night shift across midnight', async () => {
      const page = await call('GET', '/shift-master?page=0&size=50', admin);
      expect(page.statusCode).toBe(200);
      const byCode = new Map((page.json().data.content as any[]).map((shift) => [shift.shiftCode, shift]));
      expect(byCode.get('S1')).toMatchObject({ shiftName: 'Regular', inTime: '09:30', outTime: '18:30', graceTime: '00:15', fullDayTime: '09:00', halfDayTime: '04:30', status: 'Active' });
      expect(byCode.get('N1')).toMatchObject({ inTime: '22:00', outTime: '07:00', fullDayTime: '09:00', halfDayTime: '04:30' });
      expect(byCode.get('S2')).toMatchObject({ inTime: '14:00', outTime: '23:00', fullDayTime: '09:00' });
      const types = await call('GET', '/shift-master/type', admin);
      expect(types.json().data).toEqual(expect.arrayContaining(['Regular', 'General', 'Second', 'Night']));
    });

    it('adds a shift from the form submission, computing full and half day itself, then updates and deletes it with the spec messages', async () => {
      const added = await call('POST', '/shift-master', admin, {
        formName: 'Shift Master',
        formFields: { shiftCode: 'E7', shiftName: 'Evening', inTime: '20:00', outTime: '05:30', graceTime: '00:10', fullDayTime: '99:99', halfDayTime: '01:00' },
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().message).toBe('Shift added successfully');
      expect(await shiftRow('E7')).toMatchObject({ shift_name: 'Evening', in_time: '20:00', out_time: '05:30', full_day_time: '09:30', half_day_time: '04:45', created_by: 'ADMIN' });

      const id = added.json().data.id;
      const updated = await call('PUT', `/shift-master/${id}`, admin, { formName: 'Shift Master', formFields: { outTime: '04:00', version: 1 } });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().message).toBe('Shift updated successfully');
      expect(await shiftRow('E7')).toMatchObject({ out_time: '04:00', full_day_time: '08:00', half_day_time: '04:00' });

      const deleted = await call('DELETE', `/shift-master/${id}`, admin);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().message).toBe('Shift Row Deleted Successfully');
      expect(await shiftRow('E7')).toBeUndefined();
    });

    it("refuses a shift the spec's form would refuse, with its messages, and writes nothing", async () => {
      const before = await shiftCount();
      const cases: [Record<string, unknown>, string][] = [
        [{ shiftName: 'General', inTime: '09:00', outTime: '18:00', graceTime: '00:10' }, 'Shift Code is required'],
        [{ shiftCode: 'G2', inTime: '09:00', outTime: '18:00', graceTime: '00:10' }, 'Shift Name is required'],
        [{ shiftCode: 'G2', shiftName: 'General', inTime: '09:00', outTime: '18:00' }, 'Grace Time is required'],
        [{ shiftCode: 'G-2', shiftName: 'General', inTime: '09:00', outTime: '18:00', graceTime: '00:10' }, 'Shift Code must be letters and digits only'],
        [{ shiftCode: 'G2', shiftName: 'Lunch', inTime: '09:00', outTime: '18:00', graceTime: '00:10' }, 'Shift Name'],
        [{ shiftCode: 'G2', shiftName: 'General', inTime: '25:00', outTime: '18:00', graceTime: '00:10' }, 'In Time must be a time HH:mm'],
      ];
      for (const [formFields, message] of cases) {
        const response = await call('POST', '/shift-master', admin, { formName: 'Shift Master', formFields });
        expect(response.statusCode, JSON.stringify(formFields)).toBe(400);
        expect(response.json().message).toContain(message);
      }
      expect((await call('POST', '/shift-master', admin, { shiftCode: 'S1', shiftName: 'Regular', inTime: '09:00', outTime: '18:00', graceTime: '00:10' })).statusCode).toBe(409);
      expect(await shiftCount()).toBe(before);
    });

    it('keeps a shift people work (409): the default S1, and one assigned to an employee, not deleted', async () => {
      const s1 = await shiftRow('S1');
      const s1Delete = await call('DELETE', `/shift-master/${s1.id}`, admin);
      expect(s1Delete.statusCode).toBe(409);
      expect(s1Delete.json().message).toBe("Shift S1 is the organisation's default shift and cannot be deleted");

      const g1 = await shiftRow('G1');
      await db().updateTable('employee').set({ shift_code: 'G1' }).where('emp_id', '=', 'EMP002').execute();
      try {
        const refused = await call('DELETE', `/shift-master/${g1.id}`, admin);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe('Shift G1 is assigned to 1 employee and cannot be deleted. Move them to another shift first.');
        expect(await shiftRow('G1')).toMatchObject({ status: 'Active', version: g1.version });
        expect(await shiftRow('S1')).toMatchObject({ status: 'Active', version: s1.version });
      } finally {
        await db().updateTable('employee').set({ shift_code: null }).where('emp_id', '=', 'EMP002').execute();
      }
    });

    it('refuses a status change (spec 001 §4: shift status is display only) on every path, and writes nothing', async () => {
      const g1 = await shiftRow('G1');
      const read = (await call('GET', `/shiftMaster/${g1.id}`, admin)).json<Record<string, unknown>>();
      const message = 'Shift status is display only and cannot be changed';
      for (const [method, url, body] of [
        ['PUT', `/shiftMaster/${g1.id}`, { ...read, status: 'Inactive' }],
        ['PUT', `/shift-master/${g1.id}`, { status: 'Inactive', version: read.version }],
        ['PUT', `/shift-master/${g1.id}`, { formName: 'Shift Master', formFields: { status: 'Inactive', version: read.version } }],
        ['POST', '/shiftMaster', { shiftCode: 'Z9', shiftName: 'Night', inTime: '22:00', outTime: '06:00', graceTime: '00:10', status: 'Inactive' }],
      ] as const) {
        const refused = await call(method, url, admin, body);
        expect(refused.statusCode, `${method} ${url} ${refused.body}`).toBe(400);
        expect(refused.json().message).toBe(message);
      }
      expect(await shiftRow('G1')).toMatchObject({ status: 'Active', version: g1.version });
      expect(await shiftRow('Z9')).toBeUndefined();
      // The record as read, its status included, still saves.
      expect((await call('PUT', `/shiftMaster/${g1.id}`, admin, read)).statusCode).toBe(200);
    });

    it("marks the shift's employees' days from the payroll month's start to today when its times change; S1 also those with no shift", async () => {
      const g1 = await shiftRow('G1');
      await db().updateTable('employee').set({ shift_code: 'G1' }).where('emp_id', '=', 'EMP002').execute();
      try {
        const from = payrollStart(today(), await startDay());
        // A rename touches no engine input: nothing marked.
        expect((await call('PUT', `/shift-master/${g1.id}`, admin, { shiftName: 'Morning', version: (await shiftRow('G1')).version })).statusCode).toBe(200);
        expect(await dirty()).toEqual([]);

        expect((await call('PUT', `/shift-master/${g1.id}`, admin, { inTime: '08:45', version: (await shiftRow('G1')).version })).statusCode).toBe(200);
        const marks = await dirty();
        expect(new Set(marks.map((m) => m.emp_id))).toEqual(new Set(['EMP002']));
        expect(marks.map((m) => m.attendance_date)[0]).toBe(from);
        expect(marks.at(-1)!.attendance_date).toBe(today());
        expect(marks).toHaveLength(daysBetween(from, today()));

        await db().deleteFrom('attendance_dirty').execute();
        const s1 = await shiftRow('S1');
        expect((await call('PUT', `/shift-master/${s1.id}`, admin, { graceTime: '00:20', version: (await shiftRow('S1')).version })).statusCode).toBe(200);
        const defaults = new Set((await dirty()).map((m) => m.emp_id));
        expect(defaults.has('EMP001')).toBe(true);
        expect(defaults.has('EMP002')).toBe(false);
        expect((await dirty()).every((m) => m.organization_id === acmeId)).toBe(true);
      } finally {
        await db().updateTable('employee').set({ shift_code: null }).where('emp_id', '=', 'EMP002').execute();
      }
    });

    it('gives the Excel sample and imports Excel only, all or nothing, answering the imported rows as an Excel file', async () => {
      const sample = await call('GET', '/shift-master/sample', admin);
      expect(sample.statusCode).toBe(200);
      const sampleRows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(sample.rawPayload).Sheets.Sheet1 ?? Object.values(XLSX.read(sample.rawPayload).Sheets)[0], { header: 1 });
      // No Status column: a shift's status is display only (spec 001 §4), so no sheet sets it.
      expect(sampleRows[0]).toEqual([...SHEET_HEADER, ...RULE_COLUMNS]);

      const before = await shiftCount();
      const csvFile = multipart('shifts.csv', Buffer.from(`${SHEET_HEADER.join(',')}\nX1,General,09:00,18:00,00:10\n`));
      const csv = await call('POST', '/shift-master/import', admin, csvFile.payload, csvFile.headers);
      expect(csv.statusCode).toBe(400);
      expect(csv.json().message).toBe('Only Excel files are allowed');

      const upload = (rows: unknown[][]) => {
        const { headers, payload } = multipart('shifts.xlsx', workbook([SHEET_HEADER, ...rows]));
        return call('POST', '/shift-master/import', admin, payload, headers);
      };
      const refused = await upload([
        ['X1', 'General', '09:00', '18:00', '00:10'],
        ['X2', 'Lunch', '09:00', '18:00', '00:10'],
      ]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().rows).toEqual([expect.objectContaining({ row: 3, field: 'shiftName' })]);
      expect(await shiftCount()).toBe(before);

      const imported = await upload([
        ['X1', 'General', '09:00', '18:00', '00:10'],
        ['X2', 'Night', 23 / 24, 7 / 24, '00:15'],
      ]);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.headers['content-type']).toContain('spreadsheetml');
      const answered = XLSX.utils.sheet_to_json<Record<string, string>>(Object.values(XLSX.read(imported.rawPayload).Sheets)[0]);
      expect(answered.map((row) => [row['Shift Code'], row['Full Day Time'], row['Half Day Time']])).toEqual([
        ['X1', '09:00', '04:30'],
        ['X2', '08:00', '04:00'],
      ]);
      expect(await shiftRow('X2')).toMatchObject({ in_time: '23:00', out_time: '07:00', full_day_time: '08:00', half_day_time: '04:00' });
      expect(await shiftCount()).toBe(before + 2);

      // The rules import too, checked between fields like the form: a break outside the shift refuses the file.
      const withRules = (rows: unknown[][]) => {
        const { headers, payload } = multipart('shifts.xlsx', workbook([[...SHEET_HEADER, 'Break Start', 'Break Minutes', 'Worked Hours'], ...rows]));
        return call('POST', '/shift-master/import', admin, payload, headers);
      };
      const outside = await withRules([
        ['X3', 'General', '09:00', '18:00', '00:10', '13:00', 60, 'everyValidPair'],
        ['X4', 'General', '09:00', '18:00', '00:10', '17:30', 60, 'firstInLastOut'],
      ]);
      expect(outside.statusCode).toBe(400);
      expect(outside.json().rows).toEqual([{ row: 3, field: 'breakStart', message: 'The break must lie between the In Time and the Out Time' }]);
      expect(await shiftRow('X3')).toBeUndefined();
      expect((await withRules([['X3', 'General', '09:00', '18:00', '00:10', 23 / 24 - 10 / 24, 60, 'everyValidPair']])).statusCode).toBe(200);
      expect(await shiftRow('X3')).toMatchObject({ break_start: '13:00', break_minutes: 60, hours_mode: 'everyValidPair' });
    });

    it("refuses a role without the Shift Master menu, and shows no organisation another's shifts", async () => {
      for (const [method, url] of [['GET', '/shift-master'], ['GET', '/shift-master/type'], ['POST', '/shift-master'], ['GET', '/shiftMaster']]) {
        expect((await call(method, url, employee, method === 'POST' ? { shiftCode: 'Z9', shiftName: 'General', inTime: '09:00', outTime: '18:00', graceTime: '00:10' } : undefined)).statusCode, url).toBe(403);
      }
      expect(await shiftRow('Z9')).toBeUndefined();
      const acmeOnly = await call('POST', '/shift-master', admin, { shiftCode: 'AC1', shiftName: 'General', inTime: '09:00', outTime: '18:00', graceTime: '00:10' });
      const nile = (await call('GET', '/shift-master?page=0&size=100', nileAdmin)).json().data.content as any[];
      expect(nile.map((shift) => shift.shiftCode)).toContain('S1');
      expect(nile.map((shift) => shift.id)).not.toContain(acmeOnly.json().data.id);
      expect((await call('PUT', `/shift-master/${acmeOnly.json().data.id}`, nileAdmin, { inTime: '07:00' })).statusCode).toBe(404);
      expect((await call('DELETE', `/shift-master/${acmeOnly.json().data.id}`, nileAdmin)).statusCode).toBe(404);
      expect(await shiftRow('AC1')).toMatchObject({ in_time: '09:00' });
    });
  });

  describe('weekend policy', () => {
    const policy = (organizationId: number, monthStart: string) =>
      db().selectFrom('weekend_policy').selectAll().where('organization_id', '=', organizationId).where('month_start', '=', monthStart).executeTakeFirst();

    it('adds a five-week month with a working Saturday, Sundays Off, and updates it', async () => {
      // May 2026 has five Saturdays (2…30) and five Sundays (3…31).
      const added = await call('POST', '/attendance-weekend-policy', admin, { month: '05-2026', satDate: ['2026-05-09'], satStatus: ['Working'], sunDate: ['2026-05-03'], sunStatus: ['Off'] });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().message).toBe('Added Successfully!');
      const stored = await policy(acmeId, '2026-05-01');
      expect(stored?.weeks).toEqual([
        { weekName: 'Week 1', satDate: '2026-05-02', satStatus: 'Off', sunDate: '2026-05-03', sunStatus: 'Off' },
        { weekName: 'Week 2', satDate: '2026-05-09', satStatus: 'Working', sunDate: '2026-05-10', sunStatus: 'Off' },
        { weekName: 'Week 3', satDate: '2026-05-16', satStatus: 'Off', sunDate: '2026-05-17', sunStatus: 'Off' },
        { weekName: 'Week 4', satDate: '2026-05-23', satStatus: 'Off', sunDate: '2026-05-24', sunStatus: 'Off' },
        { weekName: 'Week 5', satDate: '2026-05-30', satStatus: 'Off', sunDate: '2026-05-31', sunStatus: 'Off' },
      ]);
      expect((await call('POST', '/attendance-weekend-policy', admin, { month: '05-2026' })).statusCode).toBe(409);

      const updated = await call('PUT', '/attendance-weekend-policy?month=05-2026', admin, { month: '05-2026', satDate: ['2026-05-09', '2026-05-30'], satStatus: ['Off', 'Working'], sunDate: [], sunStatus: [] });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().message).toBe('Updated Successfully!');
      const weeks = (await policy(acmeId, '2026-05-01'))!.weeks;
      expect(weeks.map((week) => week.satStatus)).toEqual(['Off', 'Off', 'Off', 'Off', 'Working']);
      expect((await call('PUT', '/attendance-weekend-policy?month=07-2026', admin, { month: '07-2026' })).statusCode).toBe(404);

      const list = (await call('GET', '/attendance-weekend-policy', admin)).json().data as any[];
      expect(list.map((entry) => entry.month)).toContain('05-2026');
    });

    it('answers a month without a policy as four weeks (or five) with every Saturday and Sunday Off', async () => {
      // February 2026 starts on a Sunday: four Saturdays, four Sundays.
      const february = (await call('GET', '/attendance-weekend-policy?month=02-2026', admin)).json().data;
      expect(february.isDefault).toBe(true);
      expect(february.weeks.map((week: any) => [week.satDate, week.sunDate])).toEqual([
        ['2026-02-07', '2026-02-01'],
        ['2026-02-14', '2026-02-08'],
        ['2026-02-21', '2026-02-15'],
        ['2026-02-28', '2026-02-22'],
      ]);
      // November 2026: five Sundays, four Saturdays.
      const november = (await call('GET', '/attendance-weekend-policy?month=11-2026', nileAdmin)).json().data;
      expect(november.weeks).toHaveLength(5);
      expect(november.weeks[4]).toMatchObject({ satDate: null, sunDate: '2026-11-29', sunStatus: 'Off' });
      expect(november.weeks.every((week: any) => week.satStatus === 'Off')).toBe(true);
    });

    it('refuses a malformed month and dates that are not Saturdays or Sundays of the month (400), writing nothing', async () => {
      const bodies: [Record<string, unknown>, string][] = [
        [{ month: '13-2026' }, 'Month must be a month MM-YYYY'],
        [{ month: '2026-06' }, 'Month must be a month MM-YYYY'],
        [{ month: '06-2026', satDate: ['2026-06-07'], satStatus: ['Working'] }, '2026-06-07 is not a Saturday of 06-2026'],
        [{ month: '06-2026', satDate: ['2026-07-04'], satStatus: ['Working'] }, 'is not a Saturday of 06-2026'],
        [{ month: '06-2026', satDate: ['2026-06-31'], satStatus: ['Working'] }, 'is not a Saturday of 06-2026'],
        [{ month: '06-2026', sunDate: ['2026-06-06'], sunStatus: ['Off'] }, 'is not a Sunday of 06-2026'],
        [{ month: '06-2026', sunDate: ['2026-06-07'], sunStatus: ['Working'] }, 'Sundays are always Off'],
        [{ month: '06-2026', satDate: ['2026-06-06'], satStatus: [] }, 'satStatus must give one status for each satDate'],
        [{ month: '06-2026', satDate: ['2026-06-06'], satStatus: ['Maybe'] }, 'satStatus must be Off or Working'],
      ];
      for (const [body, message] of bodies) {
        const response = await call('POST', '/attendance-weekend-policy', admin, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message).toContain(message);
      }
      const mismatch = await call('PUT', '/attendance-weekend-policy?month=05-2026', admin, { month: '06-2026' });
      expect(mismatch.statusCode).toBe(400);
      expect((await call('GET', '/attendance-weekend-policy?month=6-2026', admin)).statusCode).toBe(400);
      expect(await policy(acmeId, '2026-06-01')).toBeUndefined();
      expect(await dirty()).toEqual([]);
    });

    it("marks every employee's days of a month up to today, and nothing for a month still to come", async () => {
      const employees = await db().selectFrom('employee_organization').select(sql<number>`count(*)::int`.as('n')).where('organization_id', '=', acmeId).executeTakeFirstOrThrow();
      const [year, month] = today().split('-');
      expect((await call('POST', '/attendance-weekend-policy', admin, { month: `${month}-${year}` })).statusCode).toBe(201);
      const marks = await dirty();
      const days = daysBetween(`${year}-${month}-01`, today());
      expect(marks).toHaveLength(employees.n * days);
      expect(marks[0].attendance_date).toBe(`${year}-${month}-01`);
      expect(marks.at(-1)!.attendance_date).toBe(today());

      await db().deleteFrom('attendance_dirty').execute();
      expect((await call('POST', '/attendance-weekend-policy', admin, { month: `01-${Number(year) + 1}` })).statusCode).toBe(201);
      expect(await dirty()).toEqual([]);
    });

    it("refuses a role without the Weekend Policy menu, and keeps each organisation's months its own", async () => {
      expect((await call('GET', '/attendance-weekend-policy', employee)).statusCode).toBe(403);
      expect((await call('POST', '/attendance-weekend-policy', employee, { month: '08-2026' })).statusCode).toBe(403);
      expect((await call('PUT', '/attendance-weekend-policy?month=05-2026', employee, { month: '05-2026' })).statusCode).toBe(403);
      expect(await policy(acmeId, '2026-08-01')).toBeUndefined();

      const nileMonths = (await call('GET', '/attendance-weekend-policy', nileAdmin)).json().data as any[];
      expect(nileMonths.map((entry) => entry.month)).not.toContain('05-2026');
      // NILE has no May policy of its own: its update is a 404, ACME's row untouched.
      const before = await policy(acmeId, '2026-05-01');
      expect((await call('PUT', '/attendance-weekend-policy?month=05-2026', nileAdmin, { month: '05-2026', satDate: ['2026-05-02'], satStatus: ['Working'] })).statusCode).toBe(404);
      expect(await policy(acmeId, '2026-05-01')).toEqual(before);
    });
  });
});
