import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { DEFAULT_SHIFT_ROW } from './shiftOfMaster.js';

/**
 * Marks the stored days still in progress whose shift has ended by `now` (the organisation's wall
 * time, 'YYYY-MM-DDTHH:mm'): nothing else changes when a shift's out time passes, yet the day turns
 * from in progress to decided (a night shift ends the next morning). Served by the partial index
 * attendance_day_in_progress_idx; answers how many days were marked.
 */
export async function markEndedShifts(db: Db, now: string): Promise<number> {
  const result = await sql`
    INSERT INTO attendance_dirty (organization_id, employee_id, attendance_date, marked_at)
    SELECT DISTINCT a.organization_id, a.employee_id, a.attendance_date, clock_timestamp()
    FROM attendance_day a
    LEFT JOIN master_shift_master s ON (s.organization_id = a.organization_id OR s.organization_id IS NULL) AND s.shift_code = a.shift_code
    WHERE (a.record ->> 'inProgress') = 'true'
      AND a.attendance_date <= ${now.slice(0, 10)}::date
      AND a.attendance_date + coalesce(s.out_time, ${DEFAULT_SHIFT_ROW.out_time})::time
        + CASE WHEN coalesce(s.out_time, ${DEFAULT_SHIFT_ROW.out_time}) <= coalesce(s.in_time, ${DEFAULT_SHIFT_ROW.in_time}) THEN interval '1 day' ELSE interval '0' END
        <= ${now}::timestamp
    ON CONFLICT (organization_id, employee_id, attendance_date) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
