import { addDays, format, parseISO } from 'date-fns';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { SwipeSource } from '../db/tables.js';
import type { CheckedSwipe } from './checkSwipeRows.js';
import { markAttendanceDirty } from './markAttendanceDirty.js';

/**
 * Writes checked swipes in one statement (unnest of column arrays), skipping the ones already held
 * (the swipe identity: organisation, employee, time, device), and marks the employee·dates of the
 * new ones up to tomorrow (a window opened the evening before) for the processor — all inside the caller's transaction. Answers how many
 * were new.
 */
export async function insertSwipes(trx: Db, organizationId: number, swipes: readonly CheckedSwipe[], source: SwipeSource, today: string): Promise<number> {
  const inserted = await writeSwipes(trx, organizationId, swipes, source);
  // One mark per date with exactly the employees swiped on it (a device batch spans a day or two).
  // A swipe is stored under the date whose swipe window holds it, which is tomorrow's for a 23:30
  // punch before an 00:30 shift: that date has begun, so it is marked too.
  const lastOpenDate = format(addDays(parseISO(today), 1), 'yyyy-MM-dd');
  const byDate = new Map<string, Set<number>>();
  for (const row of inserted) {
    if (row.attendance_date > lastOpenDate) continue;
    (byDate.get(row.attendance_date) ?? byDate.set(row.attendance_date, new Set()).get(row.attendance_date)!).add(row.employee_id);
  }
  for (const [date, employeeIds] of byDate) await markAttendanceDirty(trx, organizationId, { employeeIds: [...employeeIds], from: date, to: date });
  return inserted.length;
}

/** The insert alone, answering the employee·date of each new swipe; the caller marks them (the demo seed marks whole months at once). */
export async function writeSwipes(trx: Db, organizationId: number, swipes: readonly CheckedSwipe[], source: SwipeSource) {
  if (swipes.length === 0) return [];
  const column = <T>(pick: (swipe: CheckedSwipe) => T) => sql.val(swipes.map(pick));
  const inserted = await sql<{ employee_id: number; attendance_date: string }>`
    INSERT INTO swipe (organization_id, employee_id, log_date_time, attendance_date, device_name, direction, source, access_card_no, door_address)
    SELECT ${organizationId}, r.employee_id, r.at, r.attendance_date, r.device_name, r.direction, ${source}, r.access_card_no, r.door_address
    FROM unnest(
      ${column((s) => s.employeeId)}::integer[],
      ${column((s) => s.at.toISOString())}::timestamptz[],
      ${column((s) => s.attendanceDate)}::date[],
      ${column((s) => s.deviceName)}::text[],
      ${column((s) => s.direction)}::text[],
      ${column((s) => s.accessCardNo)}::text[],
      ${column((s) => s.doorAddress)}::text[]
    ) AS r(employee_id, at, attendance_date, device_name, direction, access_card_no, door_address)
    ON CONFLICT (organization_id, employee_id, log_date_time, device_name) DO NOTHING
    RETURNING employee_id, to_char(attendance_date, 'YYYY-MM-DD') AS attendance_date`.execute(trx);
  return inserted.rows;
}
