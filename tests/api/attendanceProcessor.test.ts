import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { attendanceDateOf, dayRuleOfShift } from '../../src/server/attendance/attendanceDate.js';
import { computeDay, type DayInputs, type DayType, type Shift } from '../../src/server/attendance/engine/index.js';
import { markAttendanceDirty } from '../../src/server/attendance/markAttendanceDirty.js';
import { closedMonthReason, loadDayInputs, markEndedShifts, processDirtyAttendance } from '../../src/server/attendance/processor/index.js';
import { closePayrollMonth, reopenPayrollMonth } from '../../src/server/attendance/monthClose/index.js';
import type { Db } from '../../src/server/db/database.js';
import { computeDays, type DayChunk } from '../../src/server/attendance/processor/computeDays.js';
import { unpackDayRecord } from '../../src/server/attendance/packedDayRecord.js';
import { storedDayRecord } from '../../src/server/attendance/storedDayRecord.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * The attendance processor against the database: marks in, attendance_day rows out. Expected
 * records are computeDay of inputs written out by hand here (the shift master's rows, the day type
 * the calendar implies), never of what the loader built.
 */

// Friday 20 November 2026, noon in India: the open payroll month runs 25 Oct – 24 Nov, days before 25 Oct are closed.
const NOW = '2026-11-20T12:00';
const setWallClock = (wall: string) => vi.setSystemTime(new Date(`${wall}:00+05:30`));

// The shift master's seed rows (schemas/masters/shiftMaster.schema.json): full day is in to out, half day half of it.
const SHIFTS: Record<string, Shift> = {
  S1: { shiftCode: 'S1', inTime: '09:30', outTime: '18:30', graceTime: '00:15', fullDayTime: '09:00', halfDayTime: '04:30' },
  G1: { shiftCode: 'G1', inTime: '09:00', outTime: '18:00', graceTime: '00:10', fullDayTime: '09:00', halfDayTime: '04:30' },
  N1: { shiftCode: 'N1', inTime: '22:00', outTime: '07:00', graceTime: '00:15', fullDayTime: '09:00', halfDayTime: '04:30' },
};
const WORKING: DayType = { kind: 'working', because: 'weekday' };

interface Scenario {
  name: string;
  date: string;
  /** The employee's own shift (null: the organisation default S1). */
  shiftCode?: string | null;
  /** Swipes at India wall times; stored under the attendance date of the employee's shift rule. */
  swipes?: [string, 'IN' | 'OUT' | null][];
  /** Extra input rows for the employee (roster, holiday, policy, regularization). */
  arrange?: (ctx: Arrange) => Promise<void>;
  expected: { shift: Shift; dayType: DayType; regularizations?: DayInputs['regularizations'] };
}

interface Arrange {
  db: Db;
  organizationId: number;
  employeeId: number;
  location: string;
}

const scenarios: Scenario[] = [
  {
    name: 'a weekday on the default shift',
    date: '2026-11-16',
    swipes: [['2026-11-16T09:41', 'IN'], ['2026-11-16T13:00', 'OUT'], ['2026-11-16T13:40', 'IN'], ['2026-11-16T18:45', 'OUT']],
    expected: { shift: SHIFTS.S1, dayType: WORKING },
  },
  {
    name: 'a night shift across midnight',
    date: '2026-11-17',
    shiftCode: 'N1',
    swipes: [['2026-11-17T21:55', 'IN'], ['2026-11-18T07:05', 'OUT']],
    expected: { shift: SHIFTS.N1, dayType: WORKING },
  },
  { name: 'a Saturday without a weekend policy', date: '2026-11-14', expected: { shift: SHIFTS.S1, dayType: { kind: 'weeklyOff', because: 'saturdayOffByPolicy' } } },
  { name: 'a Sunday', date: '2026-11-15', expected: { shift: SHIFTS.S1, dayType: { kind: 'weeklyOff', because: 'sunday' } } },
  {
    name: 'a Saturday working by the weekend policy',
    date: '2026-11-07',
    swipes: [['2026-11-07T09:30', null], ['2026-11-07T14:10', null]],
    arrange: ({ db, organizationId }) =>
      sql`INSERT INTO weekend_policy (organization_id, month_start, weeks) VALUES (${organizationId}, '2026-11-01', ${JSON.stringify([
        { weekName: 'Week 1', satDate: '2026-11-07', satStatus: 'Working', sunDate: '2026-11-08', sunStatus: 'Off' },
      ])}::jsonb) ON CONFLICT (organization_id, month_start) DO UPDATE SET weeks = excluded.weeks`.execute(db).then(() => undefined),
    expected: { shift: SHIFTS.S1, dayType: { kind: 'working', because: 'saturdayWorkingByPolicy' } },
  },
  {
    name: "a holiday for the employee's location",
    date: '2026-11-12',
    arrange: ({ db, organizationId, location }) =>
      sql`INSERT INTO holiday (organization_id, occasion, holiday_date, all_location, location_list) VALUES (${organizationId}, 'Local Festival', '2026-11-12', false, ${JSON.stringify([{ name: location }])}::jsonb)`
        .execute(db)
        .then(() => undefined),
    expected: { shift: SHIFTS.S1, dayType: { kind: 'holiday', occasion: 'Local Festival', restricted: false } },
  },
  {
    name: "another location's holiday",
    date: '2026-11-11',
    swipes: [['2026-11-11T09:30', 'IN'], ['2026-11-11T18:40', 'OUT']],
    arrange: ({ db, organizationId }) =>
      sql`INSERT INTO holiday (organization_id, occasion, holiday_date, all_location, location_list) VALUES (${organizationId}, 'Elsewhere Day', '2026-11-11', false, '[{"name":"Nowhere Office"}]'::jsonb)`
        .execute(db)
        .then(() => undefined),
    expected: { shift: SHIFTS.S1, dayType: WORKING },
  },
  {
    name: 'a roster day off on a weekday',
    date: '2026-11-13',
    swipes: [['2026-11-13T09:35', 'IN']],
    arrange: ({ db, organizationId, employeeId }) =>
      db.insertInto('shift_roster').values({ organization_id: organizationId, employee_id: employeeId, roster_date: '2026-11-13', day_type: 'OFF' }).execute().then(() => undefined),
    expected: { shift: SHIFTS.S1, dayType: { kind: 'weeklyOff', because: 'roster' } },
  },
  {
    name: 'a roster shift replacing the employee’s',
    date: '2026-11-10',
    swipes: [['2026-11-10T09:05', 'IN'], ['2026-11-10T15:00', 'OUT']],
    arrange: ({ db, organizationId, employeeId }) =>
      db.insertInto('shift_roster').values({ organization_id: organizationId, employee_id: employeeId, roster_date: '2026-11-10', shift_code: 'G1' }).execute().then(() => undefined),
    expected: { shift: SHIFTS.G1, dayType: WORKING },
  },
  {
    name: 'an approved regularization over an absent day',
    date: '2026-11-09',
    arrange: async ({ db, organizationId, employeeId }) => {
      const reg = await db
        .insertInto('regularization')
        .values({ organization_id: organizationId, regularization_code: `REG-${employeeId}`, employee_id: employeeId, applied_to_id: employeeId, status: 'Approved' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('regularization_date')
        .values({ organization_id: organizationId, regularization_id: reg.id, employee_id: employeeId, attendance_date: '2026-11-09', work_type: 'REG', start_time: '09:30', end_time: '18:30', reason: 'Forgot my card', status: 'Approved' })
        .execute();
      // A pending date of the same employee is not an input.
      await db
        .insertInto('regularization_date')
        .values({ organization_id: organizationId, regularization_id: reg.id, employee_id: employeeId, attendance_date: '2026-11-06', work_type: 'WFH', reason: 'Pending one', status: 'Pending' })
        .execute();
    },
    expected: {
      shift: SHIFTS.S1,
      dayType: WORKING,
      regularizations: [{ regularizationCode: 'REG-?', workType: 'REG', startTime: '09:30', endTime: '18:30', sessions: [1, 2] }],
    },
  },
  {
    name: 'today, before the shift ends',
    date: '2026-11-20',
    swipes: [['2026-11-20T09:28', 'IN']],
    expected: { shift: SHIFTS.S1, dayType: WORKING },
  },
];

describe.each(databaseKinds)('attendance processor (%s)', (kind) => {
  let server: TestServer;
  let db: Db;
  let organizationId: number;
  let serial = 0;

  const idle = () => server.app.attendanceProcessor.whenIdle();

  async function newEmployee(shiftCode: string | null = null) {
    const n = ++serial;
    const location = `Processor Office ${n}`;
    const place = await sql<{ id: number }>`INSERT INTO master_work_location (organization_id, name, city) VALUES (${organizationId}, ${location}, 'Chennai') RETURNING id`.execute(db);
    const employee = await db
      .insertInto('employee')
      .values({
        emp_id: `PRC${kind === 'postgres' ? 'P' : 'L'}${n}`,
        organization_id: organizationId,
        first_name: 'Proc',
        last_name: `Tester ${n}`,
        designation: 'Engineer',
        department: 'IT',
        official_email: `processor.${kind}.${n}@example.com`,
        password_hash: null,
        shift_code: shiftCode,
        work_location_id: place.rows[0].id,
      })
      .returning(['id', 'emp_id'])
      .executeTakeFirstOrThrow();
    await db.insertInto('employee_organization').values({ employee_id: employee.id, organization_id: organizationId }).execute();
    return { ...employee, location };
  }

  async function insertSwipes(employeeId: number, shiftCode: string | null, swipes: [string, 'IN' | 'OUT' | null][]) {
    const rule = dayRuleOfShift(SHIFTS[shiftCode ?? 'S1'].inTime);
    for (const [wall, direction] of swipes) {
      const at = new Date(`${wall}:00+05:30`);
      await db.insertInto('swipe').values({ organization_id: organizationId, employee_id: employeeId, log_date_time: at, attendance_date: attendanceDateOf(at, rule), device_name: 'Main Gate', direction }).execute();
    }
  }

  /** The stored row, its record read back as the product reads it (packed: packedDayRecord.ts). */
  const storedDay = async (employeeId: number, date: string) => {
    const row = await db
      .selectFrom('attendance_day as a')
      .innerJoin('employee as e', 'e.id', 'a.employee_id')
      .selectAll('a')
      .select('e.emp_id')
      .where('a.organization_id', '=', organizationId)
      .where('a.employee_id', '=', employeeId)
      .where('a.attendance_date', '=', date)
      .executeTakeFirst();
    return row && { ...row, record: unpackDayRecord(row.emp_id, date, row) };
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setWallClock(NOW);
    server = await startTestServer(kind);
    db = server.database.db;
    organizationId = (await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
  });

  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it.each(scenarios)('$name: the stored day is computeDay of its inputs', async (scenario) => {
    const employee = await newEmployee(scenario.shiftCode ?? null);
    await scenario.arrange?.({ db, organizationId, employeeId: employee.id, location: employee.location });
    await insertSwipes(employee.id, scenario.shiftCode ?? null, scenario.swipes ?? []);
    await markAttendanceDirty(db, organizationId, { employeeIds: [employee.id], from: scenario.date, to: scenario.date });
    await idle();

    const row = await storedDay(employee.id, scenario.date);
    const expected = computeDay({
      empId: employee.emp_id,
      attendanceDate: scenario.date,
      shift: scenario.expected.shift,
      dayType: scenario.expected.dayType,
      swipes: (scenario.swipes ?? []).map(([at, direction]) => ({ at, direction, device: 'Main Gate' })),
      leaves: [],
      regularizations: (scenario.expected.regularizations ?? []).map((r) => ({ ...r, regularizationCode: `REG-${employee.id}` })),
      override: null,
      now: NOW,
    });
    expect(row?.record).toEqual(storedDayRecord(expected));
    expect(row?.status_code).toBe(expected.attendanceData);
    expect(row?.shift_code).toBe(expected.shift);
    expect(Number(row?.lop_days)).toBe(expected.lopDays);
    const marks = await db.selectFrom('attendance_dirty').select('attendance_date').where('employee_id', '=', employee.id).execute();
    expect(marks).toEqual([]);
  });

  it('a shift code and a device with quotes, commas, braces and a backslash reach the stored day as written', async () => {
    // They cross to the pool as JSON texts and come back as PostgreSQL array literals.
    const code = `Q"${kind}, {x}\\`;
    await sql`INSERT INTO master_shift_master (organization_id, shift_code, shift_name, in_time, out_time, grace_time) VALUES (${organizationId}, ${code}, 'Odd', '09:30', '18:30', '00:15')`.execute(db);
    const employee = await newEmployee(code);
    const device = 'Gate "7", {east}\\';
    for (const [wall, direction] of [['2026-11-16T09:35', 'IN'], ['2026-11-16T18:40', 'OUT']] as const) {
      const at = new Date(`${wall}:00+05:30`);
      await db.insertInto('swipe').values({ organization_id: organizationId, employee_id: employee.id, log_date_time: at, attendance_date: '2026-11-16', device_name: device, direction }).execute();
    }
    await markAttendanceDirty(db, organizationId, { employeeIds: [employee.id], from: '2026-11-16', to: '2026-11-16' });
    await idle();

    const row = await storedDay(employee.id, '2026-11-16');
    const [loaded] = await loadDayInputs(db, organizationId, [{ employeeId: employee.id, date: '2026-11-16' }], NOW, 'Asia/Kolkata');
    expect(loaded.inputs.swipes.map((s) => s.device)).toEqual([device, device]);
    expect(row?.shift_code).toBe(code);
    expect(row?.record).toEqual(storedDayRecord(computeDay({ ...loaded.inputs, shift: { ...SHIFTS.S1, shiftCode: code } })));
  });

  it('a rerun with nothing changed writes nothing', async () => {
    const employee = await newEmployee();
    await insertSwipes(employee.id, null, [['2026-11-18T09:30', 'IN'], ['2026-11-18T18:30', 'OUT']]);
    await markAttendanceDirty(db, organizationId, { employeeIds: [employee.id], from: '2026-11-16', to: '2026-11-19' });
    await idle();
    const before = await db.selectFrom('attendance_day').select(['attendance_date', 'processed_at', 'result_hash']).where('employee_id', '=', employee.id).orderBy('attendance_date').execute();
    expect(before).toHaveLength(4);

    await markAttendanceDirty(db, organizationId, { employeeIds: [employee.id], from: '2026-11-16', to: '2026-11-19' });
    await idle();
    const after = await db.selectFrom('attendance_day').select(['attendance_date', 'processed_at', 'result_hash']).where('employee_id', '=', employee.id).orderBy('attendance_date').execute();
    expect(after).toEqual(before);
  });

  it('a swipe, a holiday and an approved regularization added after processing change the day', async () => {
    const employee = await newEmployee();
    await markAttendanceDirty(db, organizationId, { employeeIds: [employee.id], from: '2026-11-02', to: '2026-11-04' });
    await idle();
    expect((await storedDay(employee.id, '2026-11-02'))?.status_code).toBe('A');

    await insertSwipes(employee.id, null, [['2026-11-02T09:30', 'IN'], ['2026-11-02T18:35', 'OUT']]);
    await markAttendanceDirty(db, organizationId, { employeeIds: [employee.id], from: '2026-11-02', to: '2026-11-02' });
    await sql`INSERT INTO holiday (organization_id, occasion, holiday_date) VALUES (${organizationId}, 'Company Day', '2026-11-03')`.execute(db);
    await markAttendanceDirty(db, organizationId, { from: '2026-11-03', to: '2026-11-03', employeeIds: [employee.id] });
    const reg = await db
      .insertInto('regularization')
      .values({ organization_id: organizationId, regularization_code: `WFH-${employee.id}`, employee_id: employee.id, applied_to_id: employee.id, status: 'Approved' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('regularization_date')
      .values({ organization_id: organizationId, regularization_id: reg.id, employee_id: employee.id, attendance_date: '2026-11-04', work_type: 'WFH', reason: 'Home', status: 'Approved' })
      .execute();
    await markAttendanceDirty(db, organizationId, { employeeIds: [employee.id], from: '2026-11-04', to: '2026-11-04' });
    await idle();

    expect((await storedDay(employee.id, '2026-11-02'))?.status_code).toBe('P');
    expect((await storedDay(employee.id, '2026-11-03'))?.status_code).toBe('H');
    expect((await storedDay(employee.id, '2026-11-04'))?.status_code).toBe('WFH');
  });

  // How soon is the bench's figure (docs/attendance-engine.md); here, that the running loop finds it unasked.
  it('a new swipe shows through the running loop, with no one waiting on the processor', async () => {
    const employee = await newEmployee();
    await markAttendanceDirty(db, organizationId, { employeeIds: [employee.id], from: '2026-11-19', to: '2026-11-19' });
    await idle();
    await insertSwipes(employee.id, null, [['2026-11-19T09:31', 'IN'], ['2026-11-19T18:31', 'OUT']]);
    await markAttendanceDirty(db, organizationId, { employeeIds: [employee.id], from: '2026-11-19', to: '2026-11-19' });
    await vi.waitFor(async () => expect((await storedDay(employee.id, '2026-11-19'))?.status_code).toBe('P'), { timeout: 10_000, interval: 20 });
  });

  it('a day before the lock window is recomputed until its payroll month is closed; then its mark is held with the reason', async () => {
    const employee = await newEmployee();
    const marksOf = () => db.selectFrom('attendance_dirty').select(['attendance_date', 'held_reason']).where('employee_id', '=', employee.id).orderBy('attendance_date').execute();
    await insertSwipes(employee.id, null, [['2026-10-20T09:30', 'IN'], ['2026-10-20T18:30', 'OUT']]);
    await markAttendanceDirty(db, organizationId, { employeeIds: [employee.id], from: '2026-10-20', to: '2026-10-26' });
    await idle();
    expect((await storedDay(employee.id, '2026-10-20'))?.status_code).toBe('P');
    expect((await storedDay(employee.id, '2026-10-21'))?.status_code).toBe('A');
    expect(await marksOf()).toEqual([]);

    // 21 Oct is before the open payroll month (25 Oct) but 10-2026 was never closed: a correction reaches it.
    await insertSwipes(employee.id, null, [['2026-10-21T09:30', 'IN'], ['2026-10-21T18:30', 'OUT']]);
    await markAttendanceDirty(db, organizationId, { employeeIds: [employee.id], from: '2026-10-21', to: '2026-10-21' });
    await idle();
    expect((await storedDay(employee.id, '2026-10-21'))?.status_code).toBe('P');

    // Closed (25 Sep – 24 Oct): its days keep what payroll used, their marks stay with the reason; an open day goes on.
    await db.transaction().execute((trx) => closePayrollMonth(trx, organizationId, '10-2026', 'HR001'));
    const closedDay = await storedDay(employee.id, '2026-10-22');
    await insertSwipes(employee.id, null, [['2026-10-22T09:30', 'IN'], ['2026-10-22T18:30', 'OUT'], ['2026-10-26T09:30', 'IN'], ['2026-10-26T18:30', 'OUT']]);
    await markAttendanceDirty(db, organizationId, { employeeIds: [employee.id], from: '2026-10-22', to: '2026-10-26' });
    await idle();
    expect(await storedDay(employee.id, '2026-10-22')).toEqual(closedDay);
    expect((await storedDay(employee.id, '2026-10-26'))?.status_code).toBe('P');
    expect(await marksOf()).toEqual(['2026-10-22', '2026-10-23', '2026-10-24'].map((date) => ({ attendance_date: date, held_reason: closedMonthReason('10-2026') })));

    // Reopened (this file's later tests compute October's days too), the held marks go through.
    await db.transaction().execute((trx) => reopenPayrollMonth(trx, organizationId, '10-2026', 'Late punches of October', 'HR001'));
    server.app.attendanceProcessor.nudge();
    await idle();
    expect((await storedDay(employee.id, '2026-10-22'))?.status_code).toBe('P');
    expect(await marksOf()).toEqual([]);
  });

  it('today stays in progress until its shift ends', async () => {
    const employee = await newEmployee();
    await insertSwipes(employee.id, null, [['2026-11-20T09:40', 'IN']]);
    await markAttendanceDirty(db, organizationId, { employeeIds: [employee.id], from: '2026-11-20', to: '2026-11-20' });
    await idle();
    expect((await storedDay(employee.id, '2026-11-20'))?.record).toMatchObject({ inProgress: true, attendanceData: null });

    setWallClock('2026-11-20T18:29');
    expect(await markEndedShifts(db, '2026-11-20T18:29')).toBe(0);
    setWallClock('2026-11-20T18:31');
    await markEndedShifts(db, '2026-11-20T18:31');
    await idle();
    expect((await storedDay(employee.id, '2026-11-20'))?.record).toMatchObject({ inProgress: false, attendanceData: 'A', lopDays: 1 });
    setWallClock(NOW);
  });

  it('recompute is idempotent for any swipes (property)', async () => {
    const employee = await newEmployee();
    const swipe = fc.record({ minute: fc.integer({ min: 6 * 60, max: 23 * 60 }), direction: fc.constantFrom('IN' as const, 'OUT' as const, null) });
    let day = 0;
    await fc.assert(
      // One swipe per minute: the same employee, time and device twice is one swipe (the table's identity).
      fc.asyncProperty(fc.uniqueArray(swipe, { maxLength: 6, selector: (s) => s.minute }), async (swipes) => {
        day = (day % 19) + 1;
        const date = `2026-11-${String(day).padStart(2, '0')}`;
        const walls = swipes.map((s) => [`${date}T${String(Math.floor(s.minute / 60)).padStart(2, '0')}:${String(s.minute % 60).padStart(2, '0')}`, s.direction] as [string, 'IN' | 'OUT' | null]);
        await db.deleteFrom('swipe').where('employee_id', '=', employee.id).execute();
        await insertSwipes(employee.id, null, walls);
        await markAttendanceDirty(db, organizationId, { employeeIds: [employee.id], from: date, to: date });
        await idle();
        const first = await storedDay(employee.id, date);
        await markAttendanceDirty(db, organizationId, { employeeIds: [employee.id], from: date, to: date });
        await idle();
        const second = await storedDay(employee.id, date);
        expect(second).toEqual(first);
      }),
      { numRuns: 8 },
    );
  });

  it('two processors never process the same mark', async () => {
    await server.app.attendanceProcessor.stop();
    const employees = await Promise.all(Array.from({ length: 6 }, () => newEmployee()));
    await markAttendanceDirty(db, organizationId, { employeeIds: employees.map((e) => e.id), from: '2026-10-26', to: '2026-11-19' });
    const marked = 6 * 25;
    const workers = { computeDays: async (chunk: DayChunk) => computeDays(chunk) };
    const options = { workers, batchSize: 20, concurrency: 2, organizationId };
    const [a, b] = await Promise.all([processDirtyAttendance(db, options), processDirtyAttendance(db, options)]);
    expect(a.processed + b.processed).toBe(marked);
    expect(a.written + b.written).toBe(marked);
    expect(await db.selectFrom('attendance_dirty').select('employee_id').where('employee_id', 'in', employees.map((e) => e.id)).execute()).toEqual([]);
    expect(await processDirtyAttendance(db, options)).toEqual({ processed: 0, written: 0, held: 0 });
  });

  // Each pass below is the test's own: the loop is stopped (as above; stopping twice is a no-op).
  const stopLoop = () => server.app.attendanceProcessor.stop();
  const inProcess = { computeDays: async (chunk: DayChunk) => computeDays(chunk) };

  /** Five employees with every kind of input over 26 Oct – 19 Nov: shifts, a night shift, roster rows, a holiday, a regularization. */
  async function variedMonth() {
    const employees = [await newEmployee(), await newEmployee('N1'), await newEmployee('G1'), await newEmployee(), await newEmployee()];
    const [day, night, general, rostered, regularized] = employees;
    for (let d = 26; d <= 49; d += 3) {
      const date = new Date(Date.UTC(2026, 9, d)).toISOString().slice(0, 10);
      const next = new Date(Date.UTC(2026, 9, d + 1)).toISOString().slice(0, 10);
      await insertSwipes(day.id, null, [[`${date}T09:${20 + (d % 30)}`, 'IN'], [`${date}T13:00`, 'OUT'], [`${date}T13:40`, 'IN'], [`${date}T18:45`, 'OUT']]);
      await insertSwipes(night.id, 'N1', [[`${date}T21:50`, 'IN'], [`${next}T07:05`, 'OUT']]);
      await insertSwipes(general.id, 'G1', [[`${date}T09:05`, null], [`${date}T09:06`, null], [`${date}T13:30`, null]]);
      await insertSwipes(rostered.id, null, [[`${date}T09:35`, 'IN']]);
    }
    await sql`INSERT INTO shift_roster (organization_id, employee_id, roster_date, shift_code, day_type) VALUES
      (${organizationId}, ${rostered.id}, '2026-10-29', 'G1', NULL), (${organizationId}, ${rostered.id}, '2026-11-05', NULL, 'OFF'), (${organizationId}, ${rostered.id}, '2026-11-08', NULL, 'WORKING')`.execute(db);
    await sql`INSERT INTO holiday (organization_id, occasion, holiday_date, all_location, location_list) VALUES (${organizationId}, ${`Office Day ${general.id}`}, '2026-11-10', false, ${JSON.stringify([{ name: general.location }])}::jsonb)`.execute(db);
    const reg = await db
      .insertInto('regularization')
      .values({ organization_id: organizationId, regularization_code: `REG-${regularized.id}`, employee_id: regularized.id, applied_to_id: regularized.id, status: 'Approved' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('regularization_date')
      .values({ organization_id: organizationId, regularization_id: reg.id, employee_id: regularized.id, attendance_date: '2026-11-11', work_type: 'REG', reason: 'Forgot', status: 'Approved', start_time: '09:30', end_time: '18:30' })
      .execute();
    return employees.map((e) => e.id);
  }

  const storedDays = (employeeIds: number[]) =>
    db
      .selectFrom('attendance_day')
      .select(['employee_id', 'attendance_date', 'status_code', 'shift_code', 'lop_days', 'record', 'result_hash'])
      .where('employee_id', 'in', employeeIds)
      .orderBy('employee_id')
      .orderBy('attendance_date')
      .execute();
  const markedDays = (employeeIds: number[]) => db.selectFrom('attendance_dirty').select('employee_id').where('employee_id', 'in', employeeIds).execute();

  it('a bulk pass stores exactly the days that batches in key order store', async () => {
    await stopLoop();
    const employeeIds = await variedMonth();
    // From 22 Oct, before the open payroll month (never closed: computed like any other).
    const month = { employeeIds, from: '2026-10-22', to: '2026-11-19' };
    await markAttendanceDirty(db, organizationId, month);
    await processDirtyAttendance(db, { workers: inProcess, organizationId, batchSize: 7, bulkThreshold: Number.MAX_SAFE_INTEGER });
    const byBatches = await storedDays(employeeIds);
    expect(byBatches).toHaveLength(5 * 29);
    // P/A: G1's 09:05–13:30 is a half day, its 5 minutes late within grace counted as worked (issue 19).
    expect(new Set(byBatches.map((d) => d.status_code))).toEqual(new Set(['P', 'A', 'OFF', 'H', 'A/P', 'P/A']));

    await db.deleteFrom('attendance_day').where('employee_id', 'in', employeeIds).execute();
    await markAttendanceDirty(db, organizationId, month);
    const bulk = await processDirtyAttendance(db, { workers: inProcess, organizationId, concurrency: 2, bulkThreshold: 1, bulkBatchSize: 30 });
    expect(bulk.processed).toBeGreaterThanOrEqual(5 * 29);
    expect(await storedDays(employeeIds)).toEqual(byBatches);
    expect(await markedDays(employeeIds)).toEqual([]);

    // Again in bulk with nothing changed: every mark is taken, nothing is written.
    await markAttendanceDirty(db, organizationId, month);
    expect(await processDirtyAttendance(db, { workers: inProcess, organizationId, bulkThreshold: 1, bulkBatchSize: 30 })).toMatchObject({ processed: 5 * 29, written: 0, held: 0 });
    expect(await markedDays(employeeIds)).toEqual([]);
    expect(await storedDays(employeeIds)).toEqual(byBatches);
  });

  it('the loader reads scattered keys by key and a dense batch by range alike', async () => {
    await stopLoop();
    const employeeIds = await variedMonth();
    const keys = [
      { employeeId: employeeIds[1], date: '2026-10-29' },
      { employeeId: employeeIds[3], date: '2026-11-05' },
      { employeeId: employeeIds[2], date: '2026-11-10' },
      { employeeId: employeeIds[4], date: '2026-11-11' },
    ];
    const scattered = await loadDayInputs(db, organizationId, keys, NOW, 'Asia/Kolkata');
    const oneByOne = await Promise.all(keys.map(async (key) => (await loadDayInputs(db, organizationId, [key], NOW, 'Asia/Kolkata'))[0]));
    expect(scattered).toEqual(oneByOne);
    expect(scattered.map((d) => d.inputs.swipes.length)).toEqual([2, 0, 3, 0]);
  });

  it('two bulk processors never process the same mark, and a change made while a bulk batch computes is processed next', async () => {
    await stopLoop();
    const employees = await Promise.all(Array.from({ length: 6 }, () => newEmployee()));
    const employeeIds = employees.map((e) => e.id);
    await markAttendanceDirty(db, organizationId, { employeeIds, from: '2026-10-26', to: '2026-11-19' });
    let change: Promise<void> | undefined;
    const workers = {
      computeDays: async (chunk: DayChunk) => {
        // While the first batch computes, another writer adds a swipe pair and re-marks its day (as the swipe API does).
        change ??= (async () => {
          await insertSwipes(employees[0].id, null, [['2026-11-18T09:30', 'IN'], ['2026-11-18T18:40', 'OUT']]);
          await markAttendanceDirty(db, organizationId, { employeeIds: [employees[0].id], from: '2026-11-18', to: '2026-11-18' });
        })();
        return computeDays(chunk);
      },
    };
    const options = { workers, organizationId, concurrency: 2, bulkThreshold: 1, bulkBatchSize: 50 };
    const [a, b] = await Promise.all([processDirtyAttendance(db, options), processDirtyAttendance(db, options)]);
    await change;
    expect(a.processed + b.processed).toBeGreaterThanOrEqual(6 * 25);
    await processDirtyAttendance(db, options);
    expect(await markedDays(employeeIds)).toEqual([]);
    expect((await storedDay(employees[0].id, '2026-11-18'))?.status_code).toBe('P');
    expect(await db.selectFrom('attendance_day').select('employee_id').where('employee_id', 'in', employeeIds).execute()).toHaveLength(6 * 25);
  });
});
