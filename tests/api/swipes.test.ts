import { format, parseISO, subDays, addDays } from 'date-fns';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceToday } from '../../src/server/attendance/attendanceClock.js';
import { payrollMonthOf } from '../../src/shared/payrollMonth.js';
import { call, openSession, type Session } from '../helpers/routeWalk.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

const day = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');

/**
 * Swipes in (issue 10 §1): the device batch with its per-row verdicts and idempotency, the device
 * key, the swipe log's readers, the web sign-in/out, and the lock dates. Expectations are the
 * issue's and the spec's rules, checked against what the database holds.
 */
describe.each(databaseKinds)('swipes and lock dates on %s', (kind) => {
  let server: TestServer;
  let admin: Session;
  const db = () => server.database.db;
  const today = attendanceToday();
  const yesterday = day(today, -1);
  const idOf = async (empId: string) => (await db().selectFrom('employee').select('id').where('emp_id', '=', empId).executeTakeFirstOrThrow()).id;
  const swipesOf = async (empId: string, date: string) =>
    db()
      .selectFrom('swipe')
      .selectAll()
      .where('employee_id', '=', await idOf(empId))
      .where('attendance_date', '=', date)
      .orderBy('log_date_time')
      .execute();
  const swipeCount = async () => Number((await db().selectFrom('swipe').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    admin = await openSession(server, 'ADMIN', { organization: 'ACME' });
    // The demo seed swipes every demo employee up to yesterday, and before 05:30 in India the
    // organisation's attendance day is still yesterday's: the employees this file swipes start with
    // none, whatever the date and the hour the suite runs at.
    const swiped = await db().selectFrom('employee').select('id').where('emp_id', 'in', ['EMP101', 'EMP102', 'EMP103', 'EMP104', 'EMP105', 'EMP020']).execute();
    await db().deleteFrom('swipe').where('employee_id', 'in', swiped.map((e) => e.id)).execute();
  });
  afterAll(() => server?.close());

  describe('POST /api/attendance/swipes', () => {
    // Yesterday at 09:05 and 18:40 in the organisation's zone (India, +05:30).
    const batch = () => [
      { empId: 'EMP101', logDateTime: `${yesterday}T09:05:00+05:30`, deviceName: 'Gate 1', direction: 'In', accessCardNo: 'C-101', doorAddress: 'Main Gate' },
      { empId: 'emp101', logDateTime: `${yesterday}T18:40:00`, deviceName: 'Gate 1', direction: 'OUT' },
      { empId: 'EMP101', logDateTime: `${yesterday}T09:05:00+05:30`, deviceName: 'Gate 1', direction: 'In' },
      { empId: 'EMP102', logDateTime: `${yesterday}T13:00:00Z`, deviceName: 'Gate 2', direction: null },
      { empId: 'NOPE99', logDateTime: `${yesterday}T09:00:00+05:30`, deviceName: 'Gate 1', direction: 'In' },
      { empId: 'NIL001', logDateTime: `${yesterday}T09:00:00+05:30`, deviceName: 'Gate 1', direction: 'In' },
      { empId: 'EMP103', logDateTime: '2026-02-30T09:00:00+05:30', deviceName: 'Gate 1', direction: 'In' },
      { empId: 'EMP103', logDateTime: `${yesterday}T25:00:00`, deviceName: 'Gate 1', direction: 'In' },
      { empId: 'EMP103', logDateTime: `${yesterday}T09:00:00+05:30`, deviceName: 'Gate 1', direction: 'Sideways' },
      { empId: 'EMP103', logDateTime: `${day(today, 2)}T09:00:00+05:30`, deviceName: 'Gate 1', direction: 'In' },
    ];

    it('inserts the valid rows, counts duplicates and rejects each bad row with its reason', async () => {
      // The seed marks its three months for processing; start from none to see this batch's marks.
      await db().deleteFrom('attendance_dirty').execute();
      const response = await call(server, admin.token, 'POST', '/api/attendance/swipes', { swipes: batch() });
      expect(response.statusCode, response.body).toBe(200);
      const { inserted, duplicates, rejected } = response.json().data;
      expect(inserted).toBe(3);
      expect(duplicates).toBe(1);
      expect(rejected.map((r: { row: number }) => r.row)).toEqual([5, 6, 7, 8, 9, 10]);
      expect(rejected[0].message).toBe('Employee NOPE99 not found');
      expect(rejected[1].message).toBe('Employee NIL001 not found');
      expect(rejected[2].message).toMatch(/not a real date and time/);
      expect(rejected[3].message).toMatch(/not a real date and time/);
      expect(rejected[4].message).toBe("Direction 'Sideways' must be In, Out or empty");
      expect(rejected[5].message).toMatch(/is in the future/);

      const stored = await swipesOf('EMP101', yesterday);
      expect(stored.map((s) => [s.log_date_time.toISOString(), s.direction, s.source, s.access_card_no, s.door_address])).toEqual([
        [new Date(`${yesterday}T03:35:00Z`).toISOString(), 'IN', 'Bio Metric', 'C-101', 'Main Gate'],
        [new Date(`${yesterday}T13:10:00Z`).toISOString(), 'OUT', 'Bio Metric', null, null],
      ]);
      expect((await swipesOf('EMP102', yesterday)).map((s) => s.direction)).toEqual([null]);
      expect(await swipesOf('EMP103', yesterday)).toEqual([]);
      const dirty = await db()
        .selectFrom('attendance_dirty')
        .select('employee_id')
        .where('employee_id', 'in', [await idOf('EMP101'), await idOf('EMP102'), await idOf('EMP103')])
        .where('attendance_date', '=', yesterday)
        .execute();
      expect(dirty.map((d) => d.employee_id).sort()).toEqual([await idOf('EMP101'), await idOf('EMP102')].sort());
    });

    it('is idempotent: the same batch again inserts nothing', async () => {
      const before = await swipeCount();
      const response = await call(server, admin.token, 'POST', '/api/attendance/swipes', { swipes: batch() });
      expect(response.json().data).toMatchObject({ inserted: 0, duplicates: 4 });
      expect(await swipeCount()).toBe(before);
    });

    it('refuses 10,001 rows with 400 and writes nothing; takes 10,000', async () => {
      const rows = (n: number) =>
        Array.from({ length: n }, (_, i) => ({ empId: 'EMP104', logDateTime: new Date(Date.parse(`${yesterday}T00:00:00Z`) + i * 1000).toISOString(), deviceName: 'Bulk' }));
      const before = await swipeCount();
      const refused = await call(server, admin.token, 'POST', '/api/attendance/swipes', { swipes: rows(10_001) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/10000/);
      expect(await swipeCount()).toBe(before);
      const started = performance.now();
      const taken = await call(server, admin.token, 'POST', '/api/attendance/swipes', { swipes: rows(10_000) });
      console.log(`[swipes ${kind}] 10,000-row batch answered in ${Math.round(performance.now() - started)} ms`);
      expect(taken.json().data).toMatchObject({ inserted: 10_000, duplicates: 0, rejected: [] });
      expect(await swipeCount()).toBe(before + 10_000);
    });

    it('is refused to roles without the swipe-ingestion permission', async () => {
      const before = await swipeCount();
      for (const [empId, role] of [['EMP020', 'Employee'], ['EMP011', 'HRSS']]) {
        const session = await openSession(server, empId, { role });
        const response = await call(server, session.token, 'POST', '/api/attendance/swipes', { swipes: batch().slice(0, 1) });
        expect(response.statusCode, empId).toBe(403);
      }
      expect((await call(server, undefined, 'POST', '/api/attendance/swipes', { swipes: batch().slice(0, 1) })).statusCode).toBe(401);
      expect(await swipeCount()).toBe(before);
    });

    it('counts a night-shift out-punch after midnight for the day the shift started', async () => {
      await db().updateTable('employee').set({ shift_code: 'N1' }).where('emp_id', '=', 'EMP105').execute();
      const twoDaysAgo = day(today, -2);
      const response = await call(server, admin.token, 'POST', '/api/attendance/swipes', {
        swipes: [
          { empId: 'EMP105', logDateTime: `${twoDaysAgo}T21:55:00+05:30`, deviceName: 'Gate 3', direction: 'In' },
          { empId: 'EMP105', logDateTime: `${yesterday}T07:02:00+05:30`, deviceName: 'Gate 3', direction: 'Out' },
        ],
      });
      expect(response.json().data.inserted).toBe(2);
      expect((await swipesOf('EMP105', twoDaysAgo)).map((s) => s.direction)).toEqual(['IN', 'OUT']);
    });
  });

  describe('a shift in before 04:00 (issue 19)', () => {
    it("stores and marks an 00:30 shift's punches under its own date, the 23:30 one the evening before too", async () => {
      const organizationId = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
      await sql`INSERT INTO master_shift_master (organization_id, shift_code, shift_name, in_time, out_time, grace_time) VALUES (${organizationId}, 'E0030', 'Early 00:30', '00:30', '10:00', '00:15')`.execute(db());
      await db().updateTable('employee').set({ shift_code: 'E0030' }).where('emp_id', '=', 'EMP103').execute();
      const twoDaysAgo = day(today, -2);
      const response = await call(server, admin.token, 'POST', '/api/attendance/swipes', {
        swipes: [
          { empId: 'EMP103', logDateTime: `${twoDaysAgo}T23:30:00+05:30`, deviceName: 'Gate 4', direction: 'In' },
          { empId: 'EMP103', logDateTime: `${yesterday}T10:02:00+05:30`, deviceName: 'Gate 4', direction: 'Out' },
        ],
      });
      expect(response.json().data.inserted).toBe(2);
      expect((await swipesOf('EMP103', yesterday)).map((s) => s.direction)).toEqual(['IN', 'OUT']);
      expect(await swipesOf('EMP103', twoDaysAgo)).toEqual([]);
      const marks = await db().selectFrom('attendance_dirty').select(sql<string>`to_char(attendance_date, 'YYYY-MM-DD')`.as('date')).where('employee_id', '=', await idOf('EMP103')).execute();
      expect(marks.map((m) => m.date)).toContain(yesterday);
    });
  });

  describe('device keys', () => {
    it('lets a sync tool post with a key shown once, never answered again, until revoked', async () => {
      const made = await call(server, admin.token, 'POST', '/api/attendance/device-keys', { name: 'Main gate sync' });
      expect(made.statusCode, made.body).toBe(201);
      const { id, key } = made.json().data;
      expect(key).toMatch(/^swk_/);
      const stored = await db().selectFrom('swipe_device_key').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(JSON.stringify(stored)).not.toContain(key);
      const listed = await call(server, admin.token, 'GET', '/api/attendance/device-keys');
      expect(listed.json().data.map((k: { id: number }) => k.id)).toContain(id);
      expect(listed.body).not.toContain(key);

      const post = (headers: Record<string, string>, logDateTime: string) =>
        server.app.inject({ method: 'POST', url: '/api/attendance/swipes', headers, payload: { swipes: [{ empId: 'EMP106', logDateTime, deviceName: 'Sync', direction: 'In' }] } });
      const accepted = await post({ 'x-device-key': key }, `${yesterday}T09:10:00+05:30`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().data.inserted).toBe(1);
      expect(accepted.body).not.toContain(key);
      expect((await post({ 'x-device-key': `${key}x` }, `${yesterday}T09:11:00+05:30`)).statusCode).toBe(401);
      // A key acts for its own organisation only: another organisation's employee is unknown to it.
      const foreign = await server.app.inject({
        method: 'POST',
        url: '/api/attendance/swipes',
        headers: { 'x-device-key': key },
        payload: { swipes: [{ empId: 'NIL002', logDateTime: `${yesterday}T09:10:00+05:30`, deviceName: 'Sync' }] },
      });
      expect(foreign.json().data).toMatchObject({ inserted: 0, rejected: [{ row: 1, message: 'Employee NIL002 not found' }] });

      const employee = await openSession(server, 'EMP020');
      expect((await call(server, employee.token, 'POST', '/api/attendance/device-keys', { name: 'mine' })).statusCode).toBe(403);
      expect((await call(server, employee.token, 'DELETE', `/api/attendance/device-keys?id=${id}`)).statusCode).toBe(403);
      const nileAdmin = await openSession(server, 'ADMIN', { organization: 'NILE' });
      expect((await call(server, nileAdmin.token, 'DELETE', `/api/attendance/device-keys?id=${id}`)).statusCode).toBe(404);

      expect((await call(server, admin.token, 'DELETE', `/api/attendance/device-keys?id=${id}`)).statusCode).toBe(200);
      expect((await post({ 'x-device-key': key }, `${yesterday}T09:12:00+05:30`)).statusCode).toBe(401);
      expect((await swipesOf('EMP106', yesterday)).filter((s) => s.device_name === 'Sync')).toHaveLength(1);
    });
  });

  describe('GET /api/attendance/swipes', () => {
    beforeAll(async () => {
      await call(server, admin.token, 'POST', '/api/attendance/swipes', {
        swipes: [
          { empId: 'EMP001', logDateTime: `${yesterday}T09:31:00+05:30`, deviceName: 'Gate 9', direction: 'In', accessCardNo: 'AC-1', doorAddress: 'Lobby' },
          { empId: 'EMP050', logDateTime: `${yesterday}T09:40:00+05:30`, deviceName: 'Gate 9' },
        ],
      });
    });
    const read = async (session: Session, empId: string) => call(server, session.token, 'GET', `/api/attendance/swipes?empId=${empId}&date=${yesterday}`);

    it('answers the swipe log of the day with card, door and source', async () => {
      const own = await read(await openSession(server, 'EMP001'), 'EMP001');
      expect(own.statusCode).toBe(200);
      expect(own.json().data.find((row: { DeviceName: string }) => row.DeviceName === 'Gate 9')).toEqual({
        empId: 'EMP001',
        attendanceDate: yesterday,
        LogDateTime: `${yesterday}T09:31:00`,
        DeviceName: 'Gate 9',
        Direction: 'In',
        swipeDate: yesterday,
        swipeTime: '09:31:00',
        accessCardNo: 'AC-1',
        doorAddress: 'Lobby',
        source: 'Bio Metric',
      });
    });

    it('lets the manager read a reportee, Attendance Info anyone, and nobody else', async () => {
      const employee = await openSession(server, 'EMP002');
      expect((await read(employee, 'EMP001')).statusCode).toBe(403);
      expect((await read(await openSession(server, 'MGR001'), 'EMP001')).statusCode).toBe(200);
      expect((await read(await openSession(server, 'MGR001'), 'EMP050')).statusCode).toBe(403);
      const hr = await openSession(server, 'HR001', { role: 'HR Ops Admin' });
      const other = await read(hr, 'EMP050');
      expect(other.statusCode).toBe(200);
      expect(other.json().data.map((row: { DeviceName: string }) => row.DeviceName)).toContain('Gate 9');
      expect((await read(admin, 'NIL001')).statusCode).toBe(404);
      expect((await call(server, employee.token, 'GET', '/api/attendance/swipes?date=2026-02-30')).statusCode).toBe(400);
    });
  });

  describe('web sign-in and sign-out', () => {
    it('signs in, refuses a second sign-in, signs out, and shows the state', async () => {
      const session = await openSession(server, 'EMP020');
      const state = async () => (await call(server, session.token, 'GET', '/api/attendance/sign')).json().data;
      expect(await state()).toMatchObject({ signedIn: false, firstIn: null, lastOut: null });
      expect((await call(server, session.token, 'POST', '/api/attendance/sign', { isSign: false })).statusCode).toBe(409);

      await db().deleteFrom('attendance_dirty').execute();
      const signedIn = await call(server, session.token, 'POST', '/api/attendance/sign', { isSign: true, location: 'Home office' });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().message).toMatch(/^Signed in successfully at \d{2}:\d{2}$/);
      expect(await state()).toMatchObject({ signedIn: true, lastOut: null });
      expect((await state()).firstIn).toMatch(/^\d{2}:\d{2}$/);
      const again = await call(server, session.token, 'POST', '/api/attendance/sign', { isSign: true });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already signed in');

      await new Promise((resolve) => setTimeout(resolve, 1000)); // a swipe is whole seconds: sign out in the next one
      expect((await call(server, session.token, 'POST', '/api/attendance/sign', { isSign: false })).statusCode).toBe(200);
      expect(await state()).toMatchObject({ signedIn: false });
      expect((await state()).lastOut).toMatch(/^\d{2}:\d{2}$/);

      const web = await db().selectFrom('swipe').selectAll().where('employee_id', '=', await idOf('EMP020')).where('source', '=', 'Web').orderBy('log_date_time').execute();
      expect(web.map((s) => [s.direction, s.device_name, s.door_address])).toEqual([
        ['IN', 'Web', 'Home office'],
        ['OUT', 'Web', null],
      ]);
      const dirty = await db().selectFrom('attendance_dirty').select('attendance_date').where('employee_id', '=', await idOf('EMP020')).execute();
      expect(dirty.map((d) => d.attendance_date)).toContain(web[0].attendance_date);
    });
  });

  describe('lock dates', () => {
    const open = payrollMonthOf(today);
    const previousStart = payrollMonthOf(format(subDays(parseISO(open.startDate), 1), 'yyyy-MM-dd')).startDate;

    it('sets, refuses impossible or out-of-range dates, updates with the id, and audits', async () => {
      const hr = await openSession(server, 'HR001', { role: 'HR Ops Admin' });
      const initial = await call(server, hr.token, 'GET', '/api/leave/lock-attendance');
      expect(initial.json().data).toMatchObject({ id: null, attendanceEmpLockDate: null, attendanceRepoLockDate: null, payrollStartDay: 25 });
      expect(initial.json().data.windows.payrollMonth).toEqual(open);

      const bad = async (body: Record<string, unknown>, message: RegExp) => {
        const response = await call(server, hr.token, 'POST', '/api/leave/lock-attendance', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message).toMatch(message);
      };
      await bad({ attendanceEmpLockDate: '2026-02-30', attendanceRepoLockDate: null }, /Invalid date/);
      await bad({ attendanceEmpLockDate: day(today, 1), attendanceRepoLockDate: null }, /Employee lock date cannot be after today/);
      // The date as the lock screen shows it, DD-MM-YYYY (issue 17 §5).
      const dashed = (date: string) => date.split('-').reverse().join('-');
      await bad({ attendanceEmpLockDate: null, attendanceRepoLockDate: day(previousStart, -1) }, new RegExp(`^Approver lock date cannot be before ${dashed(previousStart)}, the start of the previous payroll month`));
      await bad({ attendanceEmpLockDate: day(open.startDate, -1), attendanceRepoLockDate: null }, new RegExp(`^Employee lock date cannot be before ${dashed(open.startDate)}, the start of the open payroll month`));
      await bad({ attendanceEmpLockDate: null, attendanceRepoLockDate: null, payrollStartDay: 29 }, /at most 28/);
      expect(await db().selectFrom('attendance_lock').selectAll().execute()).toEqual([]);

      const created = await call(server, hr.token, 'POST', '/api/leave/lock-attendance', { attendanceEmpLockDate: open.startDate, attendanceRepoLockDate: open.startDate });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.windows.employee).toEqual({ from: open.startDate, to: yesterday });
      expect((await call(server, hr.token, 'POST', '/api/leave/lock-attendance', { attendanceEmpLockDate: null, attendanceRepoLockDate: null })).statusCode).toBe(409);

      // Reaching the approver back into the previous payroll month reopens those days: they are marked for processing.
      const id = created.json().data.id;
      await db().deleteFrom('attendance_dirty').execute();
      const updated = await call(server, hr.token, 'PUT', '/api/leave/lock-date-update', { id, attendanceEmpLockDate: open.startDate, attendanceRepoLockDate: previousStart });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data.windows.approver).toEqual({ from: previousStart, to: yesterday });
      const stored = await db().selectFrom('attendance_lock').selectAll().where('organization_id', '=', id).executeTakeFirstOrThrow();
      expect([stored.attendance_emp_lock_date, stored.attendance_repo_lock_date, stored.updated_by]).toEqual([open.startDate, previousStart, 'HR001']);
      const marked = await db().selectFrom('attendance_dirty').select('attendance_date').distinct().orderBy('attendance_date').execute();
      expect(marked[0].attendance_date).toBe(previousStart);
      expect(marked.at(-1)!.attendance_date).toBe(day(open.startDate, -1));
      const audit = await db().selectFrom('audit_log').select(['action', 'entity']).where('entity', '=', 'attendanceLock').execute();
      expect(audit.map((a) => a.action)).toEqual(['create', 'update']);

      const employee = await openSession(server, 'EMP020');
      expect((await call(server, employee.token, 'GET', '/api/leave/lock-attendance')).statusCode).toBe(403);
      const nile = await db().selectFrom('organization').select('id').where('organization_code', '=', 'NILE').executeTakeFirstOrThrow();
      expect((await call(server, hr.token, 'PUT', '/api/leave/lock-date-update', { id: nile.id, attendanceEmpLockDate: null, attendanceRepoLockDate: null })).statusCode).toBe(404);
      expect((await call(server, hr.token, 'GET', `/api/leave/lock-attendance?org=${nile.id}`)).statusCode).toBe(404);
    });
  });
});
