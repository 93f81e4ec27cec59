import type { Db } from '../../src/server/db/database.js';
import { computeDay, type DayInputs, type Shift } from '../../src/server/attendance/engine/index.js';
import { packDayRecord } from '../../src/server/attendance/packedDayRecord.js';
import { storedDayRecord } from '../../src/server/attendance/storedDayRecord.js';

/** The organisation default shift of the demo data (Regular S1, 09:30–18:30, its seeded lunch 13:30 for 60 minutes). */
export const SHIFT_S1: Shift = { shiftCode: 'S1', inTime: '09:30', outTime: '18:30', graceTime: '00:15', fullDayTime: '09:00', halfDayTime: '04:30', breakStart: '13:30', breakMinutes: 60 };

/**
 * Stores a processed day as the processor would: the engine's record for these inputs (without its
 * trace) in attendance_day. Tests of the read side use it so they do not depend on the processing
 * loop. The day-details call recomputes the trace from the stored inputs, so a test that reads it
 * stores those inputs too (the swipes in table swipe).
 */
export async function storeAttendanceDay(
  db: Db,
  where: { organizationId: number; employeeId: number; empId: string },
  date: string,
  inputs: Partial<Omit<DayInputs, 'empId' | 'attendanceDate'>> = {},
) {
  const computed = computeDay({
    empId: where.empId,
    attendanceDate: date,
    shift: SHIFT_S1,
    dayType: { kind: 'working', because: 'weekday' },
    swipes: [],
    leaves: [],
    regularizations: [],
    override: null,
    now: `${date}T23:59`,
    ...inputs,
  });
  const record = storedDayRecord(computed);
  const packed = JSON.stringify(packDayRecord(record));
  await db
    .insertInto('attendance_day')
    .values({
      organization_id: where.organizationId,
      employee_id: where.employeeId,
      attendance_date: date,
      status_code: record.attendanceData,
      shift_code: record.shift,
      lop_days: record.lopDays,
      record: packed,
      result_hash: `test-${date}`,
    })
    .onConflict((oc) => oc.columns(['organization_id', 'employee_id', 'attendance_date']).doUpdateSet({ status_code: record.attendanceData, record: packed, lop_days: record.lopDays }))
    .execute();
  return record;
}
