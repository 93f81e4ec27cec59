import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ComputedDay } from '../../work/computeDays.js';
import type { DayKey } from './loadDayInputs.js';
import type { StoredHashes } from './readStoredHashes.js';

/**
 * Writes computed days whose record or inputs changed against their stored hashes (read before the
 * batch was computed), so an unchanged day costs neither its record's bytes nor a row version: one
 * upsert for the batch, which again leaves a row alone when both hashes are the same (a concurrent
 * writer). Answers how many rows were written.
 */
export async function writeAttendanceDays(db: Db, organizationId: number, days: readonly { key: DayKey; computed: ComputedDay; stored: StoredHashes | undefined }[]): Promise<number> {
  const changed = days.flatMap(({ key, computed, stored }) =>
    !computed.unchanged && (computed.resultHash !== stored?.resultHash || computed.inputHash !== stored.inputHash) ? [{ key, computed }] : [],
  );
  if (changed.length === 0) return 0;
  // Column arrays joined with unnest; the records as one text of the worker's JSON lines, split in
  // SQL: JSON.stringify never writes a raw newline, and each record is parsed once, straight to
  // jsonb (half the time of one json_to_recordset document; a jsonb[] parameter, with its array
  // quoting, takes twice as long again).
  const column = <T>(of: (day: (typeof changed)[number]) => T) => sql.val(changed.map(of));
  const result = await sql`
    INSERT INTO attendance_day (organization_id, employee_id, attendance_date, status_code, shift_code, lop_days, record, result_hash, input_hash, processed_at)
    SELECT ${organizationId}, t.e, t.d, t.s, t.sh, t.l, t.r::jsonb, t.h, t.i, now()
    FROM unnest(${column((d) => d.key.employeeId)}::integer[], ${column((d) => d.key.date)}::date[], ${column((d) => d.computed.statusCode)}::text[],
      ${column((d) => d.computed.shiftCode)}::text[], ${column((d) => d.computed.lopDays)}::numeric[], ${column((d) => d.computed.resultHash)}::text[],
      ${column((d) => d.computed.inputHash)}::text[], string_to_array(${changed.map((d) => d.computed.record).join('\n')}::text, E'\\n')) AS t(e, d, s, sh, l, h, i, r)
    ON CONFLICT (organization_id, employee_id, attendance_date) DO UPDATE SET
      status_code = excluded.status_code, shift_code = excluded.shift_code, lop_days = excluded.lop_days,
      record = excluded.record, result_hash = excluded.result_hash, input_hash = excluded.input_hash, processed_at = excluded.processed_at
    WHERE (attendance_day.result_hash, attendance_day.input_hash) IS DISTINCT FROM (excluded.result_hash, excluded.input_hash)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
