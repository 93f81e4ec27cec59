import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database.js';

/**
 * The three shapes of swipe read that migration 0007's indexes are laid out for (one employee's
 * day, a month of first-in/last-out, the swipes since a watermark); tests/api/swipeStorage.test.ts
 * proves each is served by its index with EXPLAIN, and the heavy-work bench times the month.
 */

/** One employee's swipes of one attendance day, in time order (swipe_employee_day_idx). */
export function daySwipes(db: Db, organizationId: number, employeeId: number, attendanceDate: string) {
  return db
    .selectFrom('swipe')
    .select(['log_date_time', 'device_name', 'direction'])
    .where('organization_id', '=', organizationId)
    .where('employee_id', '=', employeeId)
    .where('attendance_date', '=', attendanceDate)
    .orderBy('log_date_time');
}

/** First in and last out per employee and day over [from, to) for a whole organisation (swipe_day_idx). */
export function firstInLastOut(db: Db, organizationId: number, from: string, to: string) {
  return db
    .selectFrom('swipe')
    .select(['employee_id', 'attendance_date', sql<Date>`min(log_date_time)`.as('first_in'), sql<Date>`max(log_date_time)`.as('last_out')])
    .where('organization_id', '=', organizationId)
    .where('attendance_date', '>=', from)
    .where('attendance_date', '<', to)
    .groupBy(['employee_id', 'attendance_date']);
}

/** Swipes recorded after the last one processed, in arrival order (the primary key). */
export function swipesSince(db: Db, organizationId: number, watermarkId: number, limit: number) {
  return db
    .selectFrom('swipe')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '>', watermarkId)
    .orderBy('id')
    .limit(limit);
}
