import type { Db } from '../../src/server/db/database.js';
import { markAttendanceDirty } from '../../src/server/attendance/markAttendanceDirty.js';

/**
 * Makes an employee's attendance day one without a swipe, marked for the processor: an absent day
 * whatever the demo seed drew for it (the seed's swipes are drawn relative to the day the template
 * was built, so a test that needs a given past day absent says so itself).
 */
export async function makeAbsentDay(db: Db, organizationId: number, employeeId: number, attendanceDate: string): Promise<void> {
  await db.deleteFrom('swipe').where('organization_id', '=', organizationId).where('employee_id', '=', employeeId).where('attendance_date', '=', attendanceDate).execute();
  await markAttendanceDirty(db, organizationId, { employeeIds: [employeeId], from: attendanceDate, to: attendanceDate });
}
