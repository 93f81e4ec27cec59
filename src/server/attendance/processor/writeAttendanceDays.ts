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
  const stored = await sql<{ employee_id: number; attendance_date: string; result_hash: string }>`
    SELECT a.employee_id, a.attendance_date, a.result_hash
    FROM attendance_day a JOIN unnest(${sql.val(days.map((d) => d.key.employeeId))}::integer[], ${sql.val(days.map((d) => d.key.date))}::date[]) AS k(e, d)
      ON a.organization_id = ${organizationId} AND a.employee_id = k.e AND a.attendance_date = k.d`.execute(db);
  const storedHash = new Map(stored.rows.map((r) => [`${r.employee_id}|${r.attendance_date}`, r.result_hash]));
  const changed = days.filter((d) => storedHash.get(`${d.key.employeeId}|${d.key.date}`) !== d.computed.resultHash);
  if (changed.length === 0) return 0;
  // One JSON document for the batch, the records spliced in as the worker serialized them.
  const rows = changed.map(
    ({ key, computed }) =>
      `{"e":${key.employeeId},"d":"${key.date}","s":${JSON.stringify(computed.statusCode)},"sh":${JSON.stringify(computed.shiftCode)},"l":${computed.lopDays},"h":${JSON.stringify(computed.resultHash)},"r":${computed.record}}`,
  );
  const result = await sql`
    INSERT INTO attendance_day (organization_id, employee_id, attendance_date, status_code, shift_code, lop_days, record, result_hash, processed_at)
    SELECT ${organizationId}, t.e, t.d, t.s, t.sh, t.l, t.r, t.h, now()
    FROM json_to_recordset(${`[${rows.join(',')}]`}::json) AS t(e integer, d date, s text, sh text, l numeric, h text, r jsonb)
    ON CONFLICT (organization_id, employee_id, attendance_date) DO UPDATE SET
      status_code = excluded.status_code, shift_code = excluded.shift_code, lop_days = excluded.lop_days,
      record = excluded.record, result_hash = excluded.result_hash, processed_at = excluded.processed_at
    WHERE attendance_day.result_hash <> excluded.result_hash`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
