import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { computeDay, type DayInputs } from '../../src/server/attendance/engine/index.js';
import { packDayRecord, unpackDayRecord } from '../../src/server/attendance/packedDayRecord.js';
import { storedDayRecord } from '../../src/server/attendance/storedDayRecord.js';
import { SHIFT_S1 } from '../helpers/storedAttendanceDay.js';
import { beforeMigration, migrate } from '../helpers/migrationTest.js';
import { databaseKinds } from '../helpers/testDatabases.js';

/**
 * Migration 0031 (docs/attendance-engine.md, "The stored row"): the days an older version stored
 * whole (with their trace, with offDay, or with neither) are rewritten packed, as packDayRecord
 * packs them now, so the readers read packed rows only; a row already packed is left as it was.
 * Migration 0050 (docs/attendance-engine.md, "The employment window") marks the days stored outside
 * an employee's employment window, which the engine now records as not employed.
 */
const swipes = (date: string, from: string, to: string) => [
  { at: `${date}T${from}`, direction: 'IN' as const, device: 'Main Door' },
  { at: `${date}T${to}`, direction: 'OUT' as const, device: 'Main Door' },
];

/** The engine's record of each day, and how the older version wrote it: whole with its trace, whole with offDay, whole with neither, or already packed. */
const days: [written: 'trace' | 'offDay' | 'neither' | 'packed', inputs: Partial<DayInputs> & { attendanceDate: string }][] = [
  ['trace', { attendanceDate: '2026-11-02', swipes: swipes('2026-11-02', '10:05', '18:40') }],
  ['trace', { attendanceDate: '2026-11-03' }],
  ['trace', { attendanceDate: '2026-11-14', dayType: { kind: 'holiday', occasion: 'Diwali', restricted: true }, swipes: swipes('2026-11-14', '09:00', '18:05') }],
  ['trace', { attendanceDate: '2026-11-15', dayType: { kind: 'weeklyOff', because: 'sunday' } }],
  ['offDay', { attendanceDate: '2026-11-08', dayType: { kind: 'weeklyOff', because: 'sunday' }, swipes: swipes('2026-11-08', '09:00', '13:00') }],
  ['offDay', { attendanceDate: '2026-11-09', swipes: swipes('2026-11-09', '09:20', '17:00') }],
  ['neither', { attendanceDate: '2026-11-10', swipes: [{ at: '2026-11-10T09:25', direction: 'IN', device: 'Main Door' }], now: '2026-11-10T12:00' }],
  ['packed', { attendanceDate: '2026-11-11', swipes: swipes('2026-11-11', '09:40', '18:30') }],
];

describe.each(databaseKinds)('attendance row packing migration on %s', { timeout: 180_000 }, (kind) => {
  it('rewrites every day stored whole into the packed row the readers read', async () => {
    await beforeMigration(kind, '0031', async (db: Kysely<any>, { organizationId, employeeId }) => {
      const expected = new Map<string, ReturnType<typeof storedDayRecord>>();
      for (const [written, inputs] of days) {
        const date = inputs.attendanceDate;
        const record = computeDay({ empId: 'MIG001', shift: SHIFT_S1, dayType: { kind: 'working', because: 'weekday' }, swipes: [], leaves: [], regularizations: [], override: null, now: `${date}T23:59`, ...inputs });
        const stored = storedDayRecord(record);
        expected.set(date, stored);
        const { offDay, ...withoutOffDay } = stored;
        const row = { trace: record, offDay: stored, neither: withoutOffDay, packed: packDayRecord(stored) }[written];
        await db
          .insertInto('attendance_day')
          .values({ organization_id: organizationId, employee_id: employeeId, attendance_date: date, status_code: stored.attendanceData, shift_code: stored.shift, lop_days: stored.lopDays, record: JSON.stringify(row), result_hash: `old-${date}` })
          .execute();
        if (written === 'neither') expect(offDay).toBeNull();
      }
      await migrate(db);

      const rows = await db.selectFrom('attendance_day').select(['attendance_date', 'status_code', 'shift_code', 'lop_days', 'record']).where('employee_id', '=', employeeId).execute();
      expect(rows).toHaveLength(days.length);
      for (const row of rows) {
        const date = typeof row.attendance_date === 'string' ? row.attendance_date : row.attendance_date.toISOString().slice(0, 10);
        const stored = expected.get(date)!;
        const record = typeof row.record === 'string' ? JSON.parse(row.record) : row.record;
        expect({ date, record }).toEqual({ date, record: packDayRecord(stored) });
        expect(unpackDayRecord('MIG001', date, row)).toStrictEqual(stored);
      }
      // The comp-off part of a worked holiday's trace is kept.
      expect(expected.get('2026-11-14')!.offDay).toEqual({ dayType: 'holiday', restricted: true, occasion: 'Diwali', reached: 'fullDay' });
    });
  });
  it('migration 0050 marks the stored days outside the employment window, and only those, for the processor', async () => {
    await beforeMigration(kind, '0050', async (db: Kysely<any>, { organizationId, employeeId }) => {
      await db.updateTable('employee').set({ date_of_joining: '2026-11-03', last_working_day: '2026-11-05' }).where('id', '=', employeeId).execute();
      for (const date of ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']) {
        await db
          .insertInto('attendance_day')
          .values({ organization_id: organizationId, employee_id: employeeId, attendance_date: date, status_code: 'A', shift_code: 'S1', lop_days: 1, record: '{}', result_hash: `old-${date}` })
          .execute();
      }
      await migrate(db);
      const marked = await db.selectFrom('attendance_dirty').select('attendance_date').where('employee_id', '=', employeeId).orderBy('attendance_date').execute();
      expect(marked.map((row) => (typeof row.attendance_date === 'string' ? row.attendance_date : row.attendance_date.toISOString().slice(0, 10)))).toEqual(['2026-11-02', '2026-11-06']);
    });
  });
});
