import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { markAttendanceDirty } from '../../src/server/attendance/markAttendanceDirty.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Issue 19 §2 through the API: HR sets thresholds on a shift (the Shift Master's own path) and a
 * worked day of an employee on that shift changes status once the processor has recomputed it; a
 * contradiction is refused with its message and writes nothing. Expected statuses are worked out
 * here from the seeded G1 (09:00–18:00, lunch 13:00 for 60 minutes).
 */

// Friday 20 November 2026, noon in India: the open payroll month runs 25 Oct – 24 Nov.
const NOW = new Date('2026-11-20T06:30:00Z');
const DATE = '2026-11-16'; // a Monday

describe.each(databaseKinds)('shift rules set through the API on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let acme: number;
  let employeeId: number;
  const empId = `RULE${kind === 'postgres' ? 'P' : 'L'}1`;
  const db = () => server.database.db;
  const call = (method: 'GET' | 'PUT', url: string, payload?: object) => server.app.inject({ method, url: `/api${url}`, headers: bearer(admin), payload });
  const g1 = () => sql<Record<string, any>>`SELECT * FROM master_shift_master WHERE shift_code = 'G1' AND organization_id = ${acme}`.execute(db()).then((r) => r.rows[0]);
  const day = async () => (await call('GET', `/attendance/day?empId=${empId}&date=${DATE}`)).json().data;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    server = await startTestServer(kind);
    admin = (await server.login('ADMIN')).token;
    acme = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    await db().deleteFrom('attendance_lock').where('organization_id', '=', acme).execute();
    const employee = await db()
      .insertInto('employee')
      .values({ emp_id: empId, organization_id: acme, first_name: 'Rule', last_name: 'Tester', designation: 'Engineer', department: 'IT', official_email: `rule.${kind}@example.com`, password_hash: null, shift_code: 'G1', date_of_joining: '2026-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    employeeId = employee.id;
    await db().insertInto('employee_organization').values({ employee_id: employeeId, organization_id: acme }).execute();
    // Six hours at the desk over lunch: 09:00–15:00.
    for (const [time, direction] of [['09:00', 'IN'], ['15:00', 'OUT']] as const) {
      await db().insertInto('swipe').values({ organization_id: acme, employee_id: employeeId, log_date_time: new Date(`${DATE}T${time}:00+05:30`), attendance_date: DATE, device_name: 'Main Gate', direction }).execute();
    }
    await markAttendanceDirty(db(), acme, { employeeIds: [employeeId], from: DATE, to: DATE });
    await server.app.attendanceProcessor.whenIdle();
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it("a half day by the shift's own hours turns P once HR sets thresholds on the shift, and the day details say why", async () => {
    // 06:00 span less the 01:00 lunch is 05:00: at least half of the 08:00 net day, not all of it.
    const before = await day();
    expect(before.record).toMatchObject({ attendanceData: 'P/A', totalWorkHours: '06:00', breakHrs: '01:00', actualWorkHours: '05:00' });
    expect(before.lopDays).toBe(0.5);

    const shift = await g1();
    const saved = await call('PUT', `/shift-master/${shift.id}`, { formName: 'Shift Master', formFields: { halfDayThresholdHours: '05:00', absentThresholdHours: '02:00', version: shift.version } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Shift updated successfully');
    expect(await g1()).toMatchObject({ half_day_threshold_hours: '05:00', absent_threshold_hours: '02:00', break_start: '13:00', break_minutes: 60 });

    await server.app.attendanceProcessor.whenIdle();
    const after = await day();
    expect(after.record).toMatchObject({ attendanceData: 'P', breakHrs: '01:00' });
    expect(after.lopDays).toBe(0);
    expect(after.explain).toContain('The shift sets: a 60-minute break from 13:00 to 14:00, deducted from worked hours; 05:00 worked is a full day; below 02:00 worked is absent.');
    expect(after.explain).toContain('Worked 05:00: 06:00 from first in to last out less 01:00 of the scheduled break: reaches the full-day threshold of 05:00.');
  });

  it('refuses an absent threshold above the half-day threshold (400, its message under the field) and writes nothing', async () => {
    const shift = await g1();
    const refused = await call('PUT', `/shiftMaster/${shift.id}`, { ...(await call('GET', `/shiftMaster/${shift.id}`)).json(), absentThresholdHours: '06:00', halfDayThresholdHours: '05:00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'absentThresholdHours', message: 'Absent Threshold Hours must not be more than the Half Day Threshold Hours' }]);
    const tooLong = await call('PUT', `/shiftMaster/${shift.id}`, { ...(await call('GET', `/shiftMaster/${shift.id}`)).json(), breakStart: '17:30', breakMinutes: 60 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual([{ field: 'breakStart', message: 'The break must lie between the In Time and the Out Time' }]);
    expect(await g1()).toMatchObject({ absent_threshold_hours: shift.absent_threshold_hours, break_start: '13:00', version: shift.version });
  });
});
