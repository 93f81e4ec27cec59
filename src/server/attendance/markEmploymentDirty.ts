import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Which end of the employment window moved: a date of joining unset is the earliest date, a last working day unset the latest. */
export type EmploymentEnd = 'dateOfJoining' | 'lastWorkingDay';

/**
 * Marks, inside the transaction that moves an end of an employee's employment window (a
 * deactivation's last working day, a date of joining changed in the profile or an upload), the
 * days whose being employed that move may change: from the earlier of the old and new date to the
 * later, an unset date reaching as far as it means (no date of joining: every day before; no last
 * working day: every day after). Of that range only the days already processed (attendance_day) or
 * waiting to be (attendance_dirty) are marked, in every organisation of the employee: a day never
 * processed has nothing stale and is computed with the new window when something marks it, so the
 * range needs no cap (a far-off date marks only what exists). A mark a running batch has taken is
 * still visible to this statement while that batch is uncommitted, so it is re-marked and waits
 * for the batch, and the day is computed again after it (docs/attendance-engine.md, "Marks").
 */
export async function markEmploymentDirty(db: Db, employeeId: number, end: EmploymentEnd, before: string | null, after: string | null): Promise<void> {
  if (before === after) return;
  const unset = end === 'dateOfJoining' ? 'earliest' : 'latest';
  const dates = [before, after].filter((date): date is string => date !== null).sort();
  const from = unset === 'earliest' && dates.length === 1 ? null : dates[0];
  const to = unset === 'latest' && dates.length === 1 ? null : dates[dates.length - 1];
  const inRange = (column: string) => sql`${sql.ref(column)} >= coalesce(${from}::date, '-infinity'::date) AND ${sql.ref(column)} <= coalesce(${to}::date, 'infinity'::date)`;
  const organizations = sql`SELECT organization_id FROM employee_organization WHERE employee_id = ${employeeId}`;
  await sql`
    INSERT INTO attendance_dirty (organization_id, employee_id, attendance_date, marked_at)
    SELECT organization_id, employee_id, attendance_date, clock_timestamp() FROM (
      SELECT organization_id, employee_id, attendance_date FROM attendance_day
      WHERE organization_id IN (${organizations}) AND employee_id = ${employeeId} AND ${inRange('attendance_date')}
      UNION
      SELECT organization_id, employee_id, attendance_date FROM attendance_dirty
      WHERE organization_id IN (${organizations}) AND employee_id = ${employeeId} AND ${inRange('attendance_date')}
    ) k
    ON CONFLICT (organization_id, employee_id, attendance_date) DO UPDATE SET marked_at = excluded.marked_at`.execute(db);
}
