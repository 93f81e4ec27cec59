import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ComputedDay } from '../../work/computeDays.js';
import type { DayKey } from './loadDayInputs.js';

/**
 * Writes computed days whose result changed: the stored hashes of the batch are read first (one
 * statement), so an unchanged day costs neither its record's bytes nor a row version; then one
 * upsert for the batch, which again leaves a row alone when its hash is the same (a concurrent
 * writer). Answers how many rows were written.
 */
export async function writeAttendanceDays(db: Db, organizationId: number, days: readonly { key: DayKey; computed: ComputedDay }[]): Promise<number> {
  if (days.length === 0) return 0;
  // A lookup per key on the primary key, whatever the statistics say: a batch's join planned while
  // attendance_day was still nearly empty scanned the organisation's every row, once per batch.
  const stored = await sql<{ employee_id: number; attendance_date: string; result_hash: string | null }>`
    SELECT k.e AS employee_id, k.d AS attendance_date,
      (SELECT a.result_hash FROM attendance_day a WHERE a.organization_id = ${organizationId} AND a.employee_id = k.e AND a.attendance_date = k.d) AS result_hash
    FROM unnest(${sql.val(days.map((d) => d.key.employeeId))}::integer[], ${sql.val(days.map((d) => d.key.date))}::date[]) AS k(e, d)`.execute(db);
  const storedHash = new Map(stored.rows.map((r) => [`${r.employee_id}|${r.attendance_date}`, r.result_hash]));
  const changed = days.filter((d) => storedHash.get(`${d.key.employeeId}|${d.key.date}`) !== d.computed.resultHash);
  if (changed.length === 0) return 0;
  // Column arrays joined with unnest; the records as one text of the worker's JSON lines, split in
  // SQL: JSON.stringify never writes a raw newline, and each record is parsed once, straight to
  // jsonb (half the time of one json_to_recordset document; a jsonb[] parameter, with its array
  // quoting, takes twice as long again).
  const column = <T>(of: (day: (typeof changed)[number]) => T) => sql.val(changed.map(of));
  const result = await sql`
    INSERT INTO attendance_day (organization_id, employee_id, attendance_date, status_code, shift_code, lop_days, record, result_hash, processed_at)
    SELECT ${organizationId}, t.e, t.d, t.s, t.sh, t.l, t.r::jsonb, t.h, now()
    FROM unnest(${column((d) => d.key.employeeId)}::integer[], ${column((d) => d.key.date)}::date[], ${column((d) => d.computed.statusCode)}::text[],
      ${column((d) => d.computed.shiftCode)}::text[], ${column((d) => d.computed.lopDays)}::numeric[], ${column((d) => d.computed.resultHash)}::text[],
      string_to_array(${changed.map((d) => d.computed.record).join('\n')}::text, E'\\n')) AS t(e, d, s, sh, l, h, r)
    ON CONFLICT (organization_id, employee_id, attendance_date) DO UPDATE SET
      status_code = excluded.status_code, shift_code = excluded.shift_code, lop_days = excluded.lop_days,
      record = excluded.record, result_hash = excluded.result_hash, processed_at = excluded.processed_at
    WHERE attendance_day.result_hash <> excluded.result_hash`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
