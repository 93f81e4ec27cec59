import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { SignState } from '../../shared/signState.js';
import { DEFAULT_DAY_RULE } from './attendanceDate.js';

/** The device name of a web sign-in/out (spec 001 §7 employee signing). */
export const WEB_DEVICE = 'Web';

/**
 * The employee's state on an attendance day from all their swipes (device and web): signed in when
 * the latest swipe that has a direction is an In. A device without direction does not change it.
 */
export async function signState(db: Db, organizationId: number, employeeId: number, attendanceDate: string): Promise<SignState> {
  const zone = DEFAULT_DAY_RULE.timeZone;
  const row = await db
    .selectFrom('swipe')
    .select([
      sql<string | null>`to_char(min(log_date_time) AT TIME ZONE ${zone}, 'HH24:MI')`.as('first_in'),
      sql<string | null>`to_char(max(log_date_time) FILTER (WHERE direction = 'OUT') AT TIME ZONE ${zone}, 'HH24:MI')`.as('last_out'),
      sql<string | null>`(array_agg(direction ORDER BY log_date_time DESC) FILTER (WHERE direction IS NOT NULL))[1]`.as('last_direction'),
      sql<number>`count(*)::int`.as('swipe_count'),
    ])
    .where('organization_id', '=', organizationId)
    .where('employee_id', '=', employeeId)
    .where('attendance_date', '=', attendanceDate)
    .executeTakeFirstOrThrow();
  return {
    attendanceDate,
    signedIn: row.last_direction === 'IN',
    firstIn: row.first_in,
    lastOut: row.last_direction === 'OUT' ? row.last_out : null,
    swipeCount: row.swipe_count,
  };
}
