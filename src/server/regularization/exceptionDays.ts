import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * An exception day is one the processor marked absent in at least one session: 'A', or a split
 * code with an A half ('A/P', 'P/A'). These, and only these, can be regularized (spec 000 §5).
 */
export function isExceptionDay(statusCode: string | null): boolean {
  return statusCode !== null && statusCode.split('/').includes('A');
}

/**
 * The employee's exception days in `from..to` not already applied for or approved, with the
 * punches the processor saw: Quick Add's list (spec 000 §2.6, attendanceInfo).
 */
export async function openExceptionDays(db: Db, organizationId: number, employeeId: number, from: string, to: string, joinedOn: string | null) {
  if (from > to) return [];
  const rows = await db
    .selectFrom('attendance_day as ad')
    .select([
      sql<string>`to_char(ad.attendance_date, 'YYYY-MM-DD')`.as('attendanceDate'),
      'ad.status_code as attendanceData',
      'ad.shift_code as shift',
      sql<string | null>`ad.record->>'inTime'`.as('inTime'),
      sql<string | null>`ad.record->>'outTime'`.as('outTime'),
    ])
    .where('ad.organization_id', '=', organizationId)
    .where('ad.employee_id', '=', employeeId)
    .where('ad.attendance_date', '>=', joinedOn && joinedOn > from ? joinedOn : from)
    .where('ad.attendance_date', '<=', to)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('regularization_date as rd')
            .select('rd.attendance_date')
            .whereRef('rd.organization_id', '=', 'ad.organization_id')
            .whereRef('rd.employee_id', '=', 'ad.employee_id')
            .whereRef('rd.attendance_date', '=', 'ad.attendance_date')
            .where('rd.status', 'in', ['Pending', 'Approved']),
        ),
      ),
    )
    .orderBy('ad.attendance_date')
    .execute();
  return rows.filter((row) => isExceptionDay(row.attendanceData));
}
