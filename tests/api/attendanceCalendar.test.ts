import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INPUTS_CHANGED_NOTE } from '../../src/server/attendance/calendar/attendanceDayDetails.js';
import { LOP_FULL_DAY_MESSAGE } from '../../src/server/attendance/engine/index.js';
import { ATTENDANCE_READ_RULE, DEMO_WALKERS, ROLE_GRANTS } from './fixtures/accessPlan.js';
import { call, changedTables, databaseFingerprint, openSession, type Session } from '../helpers/routeWalk.js';
import { storeAttendanceDay } from '../helpers/storedAttendanceDay.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/** Sunday 2026-11-22, noon in India: the open payroll month is 2026-10-25..2026-11-24 (payroll start day 25). */
const NOW = new Date('2026-11-22T06:30:00Z');
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

describe.each(databaseKinds)('attendance calendar and day details on %s', (kind) => {
  let server: TestServer;
  let acme: number;
  const ids = new Map<string, number>();
  const sessions = new Map<string, Session>();
  const db = () => server.database.db;
  const get = (who: string, url: string) => call(server, sessions.get(who)!.token, 'GET', url);

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    server = await startTestServer(kind);
    acme = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    for (const row of await db().selectFrom('employee').select(['id', 'emp_id']).execute()) ids.set(row.emp_id, row.id);
    const emp001 = { organizationId: acme, employeeId: ids.get('EMP001')!, empId: 'EMP001' };

    // A clean slate for these months: whatever the demo seed processed, swiped, applied or declared there goes.
    for (const table of ['attendance_day', 'swipe', 'regularization_date'] as const) {
      await db().deleteFrom(table).where('employee_id', '=', emp001.employeeId).where('attendance_date', '>=', '2026-09-01').where('attendance_date', '<=', '2026-12-31').execute();
    }
    await db().deleteFrom('holiday').where('organization_id', '=', acme).where('holiday_date', '>=', '2026-09-01').where('holiday_date', '<=', '2026-12-31').execute();
    await db().deleteFrom('weekend_policy').where('organization_id', '=', acme).where('month_start', '>=', '2026-09-01').where('month_start', '<=', '2026-12-01').execute();
    await db().deleteFrom('shift_roster').where('employee_id', '=', emp001.employeeId).execute();
    await db().deleteFrom('attendance_lock').where('organization_id', '=', acme).execute();

    // EMP001 joined 2026-10-28 and works in Chennai HQ; the employee lock date is 2026-11-03.
    const chennai = await sql<{ id: number }>`SELECT id FROM master_work_location WHERE name = 'Chennai HQ' AND organization_id = ${acme}`.execute(db());
    await db().updateTable('employee').set({ date_of_joining: '2026-10-28', work_location_id: chennai.rows[0].id }).where('id', '=', emp001.employeeId).execute();
    await db().insertInto('attendance_lock').values({ organization_id: acme, attendance_emp_lock_date: '2026-11-03' }).execute();

    const swipe = (date: string, time: string, direction: 'IN' | 'OUT' | null) => ({ at: `${date}T${time}`, direction, device: 'Main Gate' });
    await storeAttendanceDay(db(), emp001, '2026-10-20', { swipes: [swipe('2026-10-20', '09:30', 'IN'), swipe('2026-10-20', '18:40', 'OUT')] });
    await storeAttendanceDay(db(), emp001, '2026-11-02', { swipes: [swipe('2026-11-02', '09:25', 'IN'), swipe('2026-11-02', '18:40', 'OUT')] });
    await storeAttendanceDay(db(), emp001, '2026-11-03', { swipes: [swipe('2026-11-03', '09:12', 'IN')] });
    await storeAttendanceDay(db(), emp001, '2026-11-04', { swipes: [swipe('2026-11-04', '09:30', 'IN'), swipe('2026-11-04', '14:30', 'OUT')] });
    await storeAttendanceDay(db(), emp001, '2026-11-05', { leaves: [{ leaveCode: 'CL', sessions: [1, 2] }] });
    await storeAttendanceDay(db(), emp001, '2026-11-06', { leaves: [{ leaveCode: 'CL', sessions: [1] }], swipes: [swipe('2026-11-06', '14:00', 'IN'), swipe('2026-11-06', '18:35', 'OUT')] });
    for (const date of ['2026-11-09', '2026-11-10', '2026-11-11']) await storeAttendanceDay(db(), emp001, date);
    // The 11-03 punch in the swipe table, as the device sent it.
    await db()
      .insertInto('swipe')
      .values({ organization_id: acme, employee_id: emp001.employeeId, log_date_time: at('2026-11-03', '09:12'), attendance_date: '2026-11-03', device_name: 'Main Gate', direction: 'IN', door_address: 'Tower A, Gate 1', access_card_no: 'C-0001' })
      .execute();

    // Regularizations: 11-09 pending (WFH), 11-10 approved, 11-11 rejected; 11-09 also has an older withdrawn request.
    const mgr = ids.get('MGR001')!;
    for (const [code, date, status, workType] of [
      ['CAL-W', '2026-11-09', 'Withdrawn', 'REG'],
      ['CAL-P', '2026-11-09', 'Pending', 'WFH'],
      ['CAL-A', '2026-11-10', 'Approved', 'REG'],
      ['CAL-R', '2026-11-11', 'Rejected', 'OD'],
    ] as const) {
      const request = await db()
        .insertInto('regularization')
        .values({ organization_id: acme, regularization_code: code, employee_id: emp001.employeeId, applied_to_id: mgr, status: status === 'Withdrawn' ? 'Withdrawn' : status })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('regularization_date')
        .values({ organization_id: acme, regularization_id: request.id, employee_id: emp001.employeeId, attendance_date: date, work_type: workType, reason: 'Forgot to swipe', status })
        .execute();
    }

    const holiday = (occasion: string, date: string, extra: Record<string, unknown> = {}) =>
      db()
        .insertInto('holiday')
        .values({ organization_id: acme, occasion, holiday_date: date, all_state: true, all_location: true, ...extra })
        .execute();
    await holiday('Founders Day', '2026-11-12');
    await holiday('Optional Festival', '2026-11-13', { restricted_holiday: 'Yes' });
    await holiday('Chennai Day', '2026-11-16', { all_location: false, location_list: JSON.stringify([{ name: 'Chennai HQ' }]) });
    await holiday('Bengaluru Day', '2026-11-17', { all_location: false, location_list: JSON.stringify([{ name: 'Bengaluru' }]) });
    await holiday('Last Month Day', '2026-10-02');

    // November's policy works Saturday 11-14; October has none (Saturdays off). The roster makes 11-18 off and 11-21 working.
    const saturdays = ['2026-11-07', '2026-11-14', '2026-11-21', '2026-11-28'];
    await db()
      .insertInto('weekend_policy')
      .values({
        organization_id: acme,
        month_start: '2026-11-01',
        weeks: JSON.stringify(saturdays.map((satDate, i) => ({ weekName: `Week ${i + 1}`, satDate, satStatus: satDate === '2026-11-14' ? 'Working' : 'Off', sunDate: null, sunStatus: 'Off' }))),
      })
      .execute();
    await db()
      .insertInto('shift_roster')
      .values([
        { organization_id: acme, employee_id: emp001.employeeId, roster_date: '2026-11-18', shift_code: null, day_type: 'OFF' },
        { organization_id: acme, employee_id: emp001.employeeId, roster_date: '2026-11-21', shift_code: null, day_type: 'WORKING' },
      ])
      .execute();

    for (const [who, to] of [
      ['EMP001', {}],
      ['EMP002', {}],
      ['MGR001', {}],
      ['HR001', { role: 'HR Ops Admin' }],
      ['NIL001', {}],
      ['ADMIN@NILE', { organization: 'NILE' }],
    ] as const) sessions.set(who, await openSession(server, who.split('@')[0], to));
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it('answers the payroll month of spec 000 §3 with each list as docs/attendance-calendar.md defines it', async () => {
    const response = await get('EMP001', '/api/attendance/calendar?yearMonth=11-2026');
    expect(response.statusCode, response.body).toBe(200);
    const month = response.json().data;
    expect(month.payrollMonth).toEqual({ startDate: '2026-10-25', endDate: '2026-11-24' });
    expect(month.monthYear).toBe('11-2026');
    expect([month.lockStartDate, month.lockEndDate]).toEqual(['2026-11-03', '2026-11-21']);
    expect(month.absentList).toEqual(['2026-11-03', '2026-11-04', '2026-11-09', '2026-11-10', '2026-11-11']);
    expect(month.presentList).toEqual(['2026-11-02']);
    expect(month.holidayList).toEqual(['2026-11-12', '2026-11-16']);
    expect(month.holidays).toEqual([
      { date: '2026-11-12', occasion: 'Founders Day', restricted: false },
      { date: '2026-11-13', occasion: 'Optional Festival', restricted: true },
      { date: '2026-11-16', occasion: 'Chennai Day', restricted: false },
    ]);
    expect(month.regApprovedList).toEqual(['2026-11-10']);
    expect(month.regPendingList).toEqual(['2026-11-09']);
    expect(month.weekendPolicyList).toEqual(['2026-10-25', '2026-10-31', '2026-11-01', '2026-11-07', '2026-11-08', '2026-11-15', '2026-11-18', '2026-11-22']);
    expect(month.yesterDayCutOffList).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(month.leaveListSession).toEqual({ '2026-11-05': [1, 2], '2026-11-06': [1] });
    expect(month.dojList).toEqual(['2026-10-25', '2026-10-26', '2026-10-27']);
    expect(month.attendanceInfo.map((day: any) => day.attendanceDate)).toEqual(['2026-11-03', '2026-11-04', '2026-11-11']);

    const byDate = new Map(month.attendanceData.map((day: any) => [day.attendanceDate, day]));
    expect(byDate.has('2026-10-20')).toBe(false);
    expect(byDate.get('2026-11-02')).toMatchObject({ attendanceData: 'P', inTime: '09:25', outTime: '18:40', halfDay: false, regularization: null, shift: 'S1', leave: null });
    expect(byDate.get('2026-11-04')).toMatchObject({ attendanceData: 'P/A', halfDay: true });
    expect(byDate.get('2026-11-06')).toMatchObject({ attendanceData: 'CL/P', leave: 'CL', halfDay: true });
    expect(byDate.get('2026-11-09')).toMatchObject({ attendanceData: 'A', regularization: 'Pending', workType: 'WFH' });
    expect(byDate.get('2026-11-10')).toMatchObject({ regularization: 'Approved', workType: 'REG' });
    expect(byDate.get('2026-11-11')).toMatchObject({ regularization: 'Rejected', workType: 'OD' });
  });

  it('defaults to the open payroll month and moves by the month it ends in', async () => {
    const open = (await get('EMP001', '/api/attendance/calendar')).json().data;
    expect(open.monthYear).toBe('11-2026');
    expect(open.today).toBe('2026-11-22');
    const october = (await get('EMP001', '/api/attendance/calendar?yearMonth=10-2026')).json().data;
    expect(october.payrollMonth).toEqual({ startDate: '2026-09-25', endDate: '2026-10-24' });
    expect(october.attendanceData.map((day: any) => day.attendanceDate)).toEqual(['2026-10-20']);
    expect(october.holidayList).toEqual(['2026-10-02']);
  });

  it('explains a day: record, sessions, swipes, processed on, shift, LOP and the trace as sentences', async () => {
    const response = await get('EMP001', '/api/attendance/day?empId=EMP001&date=2026-11-03');
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json().data;
    expect(day.record).toMatchObject({ empId: 'EMP001', attendanceDate: '2026-11-03', attendanceData: 'A', inTime: '09:12', outTime: null, session1_firstIn: '09:12', session_1_shift: 'S1' });
    expect(day.sessions.map((s: any) => s.session)).toEqual(['Session 1', 'Session 2']);
    expect(day.swipes).toEqual([
      { swipeDate: '2026-11-03', swipeTime: '09:12:00', doorAddress: 'Tower A, Gate 1', direction: 'IN', deviceName: 'Main Gate', accessCardNo: 'C-0001', source: 'Bio Metric' },
    ]);
    expect(day.scheme).toBe('Bio Metric');
    expect(day.shift).toMatchObject({ shiftCode: 'S1', inTime: '09:30', outTime: '18:30' });
    expect(day.processedOn).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(day.lopDays).toBe(1);
    expect(day.lopMessage).toBe(LOP_FULL_DAY_MESSAGE);
    // S1's half day net of its seeded hour's lunch: 04:30 − 00:30.
    expect(day.explain[0]).toBe('Marked absent: one punch at 09:12, no out-punch; a day needs at least 04:00 worked for a half day.');

    // The trace is recomputed from the day's inputs; 11-05 was stored with a leave the database does
    // not hold, as a closed month keeps a day whose inputs changed: the stored record, said to differ.
    const changed = (await get('EMP001', '/api/attendance/day?date=2026-11-05')).json().data;
    expect(changed.record.attendanceData).toBe('CL');
    expect(changed.explain[0]).toBe(INPUTS_CHANGED_NOTE);
    expect(changed.explain.length).toBeGreaterThan(1);

    const unprocessed = (await get('EMP001', '/api/attendance/day?date=2026-11-24')).json().data;
    expect(unprocessed).toMatchObject({ processed: false, record: null, sessions: [], swipes: [] });
    expect(unprocessed.explain[0]).toMatch(/not been processed yet/);
  });

  it('lets a manager read a direct reportee, refuses a colleague and answers 404 across organisations', async () => {
    expect((await get('MGR001', '/api/attendance/calendar?empId=EMP001')).statusCode).toBe(200);
    expect((await get('MGR001', '/api/attendance/day?empId=emp001&date=2026-11-03')).json().data.record.attendanceData).toBe('A');
    const colleague = await get('EMP002', '/api/attendance/calendar?empId=EMP001');
    expect(colleague.statusCode).toBe(ATTENDANCE_READ_RULE.refusedInOrganization);
    expect((await get('EMP002', '/api/attendance/day?empId=EMP001&date=2026-11-03')).statusCode).toBe(ATTENDANCE_READ_RULE.refusedInOrganization);
    expect((await get('HR001', '/api/attendance/day?empId=EMP001&date=2026-11-03')).statusCode).toBe(200);
    for (const who of ['NIL001', 'ADMIN@NILE']) {
      const across = await get(who, '/api/attendance/calendar?empId=EMP001');
      expect(across.statusCode, who).toBe(ATTENDANCE_READ_RULE.otherOrganization);
      expect(across.json().message).toBe('Employee not found');
      expect((await get(who, '/api/attendance/day?empId=EMP001&date=2026-11-03')).statusCode, who).toBe(ATTENDANCE_READ_RULE.otherOrganization);
    }
    expect((await get('HR001', '/api/attendance/calendar?empId=NIL001')).statusCode).toBe(ATTENDANCE_READ_RULE.otherOrganization);
    expect((await get('HR001', '/api/attendance/calendar?empId=NOBODY9')).statusCode).toBe(404);
  });

  it('holds every demo role in ACME to the plan: Attendance Info reads anyone, others only their own and reportees', async () => {
    const [infoPath, infoVerb] = ATTENDANCE_READ_RULE.infoRight;
    const target = 'EMP150';
    const manager = (await db().selectFrom('employee').select('reporting_manager_id').where('emp_id', '=', target).executeTakeFirstOrThrow()).reporting_manager_id;
    for (const walker of DEMO_WALKERS.filter((w) => w.organization === 'ACME')) {
      expect(ids.get(walker.empId), `${target} reports to ${walker.empId}: pick another target`).not.toBe(manager);
      const session = await openSession(server, walker.empId, { organization: 'ACME', role: walker.roleType });
      const expected = ROLE_GRANTS[walker.roleType][infoPath]?.includes(infoVerb) ? 200 : ATTENDANCE_READ_RULE.refusedInOrganization;
      for (const route of ATTENDANCE_READ_RULE.routes) {
        const url = `${route.split(' ')[1]}?empId=${target}&${route.endsWith('day') ? 'date=2026-11-03' : 'yearMonth=11-2026'}`;
        expect((await call(server, session.token, 'GET', url)).statusCode, `${walker.empId} (${walker.roleType}) ${route}`).toBe(expected);
      }
    }
  });

  it('refuses a malformed month, an impossible date and unknown parameters with 400 and clear messages, writing nothing', async () => {
    const before = await databaseFingerprint(db());
    for (const yearMonth of ['13-2026', '2026-11', '1-2026', '11-26', '00-2026']) {
      const response = await get('EMP001', `/api/attendance/calendar?yearMonth=${yearMonth}`);
      expect(response.statusCode, yearMonth).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'yearMonth', message: 'Month must be MM-YYYY, e.g. 11-2026' }]);
    }
    for (const date of ['2026-02-30', '2026-13-01', '03-11-2026']) {
      const response = await get('EMP001', `/api/attendance/day?date=${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'date', message: 'Invalid date' }]);
    }
    const missing = await get('EMP001', '/api/attendance/day?empId=EMP001');
    expect(missing.statusCode).toBe(400);
    expect((await get('EMP001', '/api/attendance/calendar?empId=EMP001&month=11-2026')).statusCode).toBe(400);
    expect((await get('EMP001', `/api/attendance/calendar?empId=${'X'.repeat(51)}`)).statusCode).toBe(400);
    expect(changedTables(before, await databaseFingerprint(db()))).toEqual([]);
  });
});
