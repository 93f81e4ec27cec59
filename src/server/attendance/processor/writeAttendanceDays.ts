import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ChangedDays } from './computeDays.js';

/**
 * Writes a chunk's computed days (computeDays left out those whose record hashes as stored): one
 * upsert, which leaves a row alone when its hash is the same (a concurrent writer stored the same
 * record). Answers how many rows were written.
 */
export async function writeAttendanceDays(db: Db, organizationId: number, days: ChangedDays): Promise<number> {
  if (days.count === 0) return 0;
  // The columns as array literals joined with unnest; the records one text of JSON lines, split in
  // SQL, each parsed once, straight to jsonb (half the time of one json_to_recordset document; a
  // jsonb[] parameter, with its array quoting, takes twice as long again).
  const result = await sql`
    INSERT INTO attendance_day (organization_id, employee_id, attendance_date, status_code, shift_code, lop_days, record, result_hash, processed_at)
    SELECT ${organizationId}, t.e, t.d, t.s, t.sh, t.l, t.r::jsonb, t.h, now()
    FROM unnest(${days.employeeIds}::integer[], ${days.dates}::date[], ${days.statusCodes}::text[], ${days.shiftCodes}::text[], ${days.lopDays}::numeric[],
      ${days.resultHashes}::text[], string_to_array(${days.records}::text, E'\\n')) AS t(e, d, s, sh, l, h, r)
    ON CONFLICT (organization_id, employee_id, attendance_date) DO UPDATE SET
      status_code = excluded.status_code, shift_code = excluded.shift_code, lop_days = excluded.lop_days,
      record = excluded.record, result_hash = excluded.result_hash, processed_at = excluded.processed_at
    WHERE attendance_day.result_hash IS DISTINCT FROM excluded.result_hash`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
