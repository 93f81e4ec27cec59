import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { keyParts, type DayKey } from './loadDayBatches.js';

/**
 * The stored hashes of a batch's days, per part of the keys cut at `starts` (loadDayBatches), as
 * JSON texts [[employee_id, attendance_date, result_hash, input_hash], …] for the pool thread: the
 * input hash lets it skip a day whose inputs are unchanged, the result hash a day whose record is.
 * The input hash is null on a row written before input hashes were kept (migration 0018).
 */
export async function readStoredHashes(db: Db, organizationId: number, keys: readonly DayKey[], starts: readonly number[]): Promise<string[]> {
  const { partOf, texts } = keyParts(keys, starts);
  // A lookup per key on the primary key, whatever the statistics say: a batch's join planned while
  // attendance_day was still nearly empty scanned the organisation's every row, once per batch.
  // LIMIT keeps the lateral subquery from being pulled up into that same join.
  const stored = await sql<{ part: number; text: string }>`
    SELECT ${partOf(sql`k.e`)} AS part, json_agg(json_build_array(k.e, k.d, a.result_hash, a.input_hash))::text AS text
    FROM unnest(${sql.val(keys.map((k) => k.employeeId))}::integer[], ${sql.val(keys.map((k) => k.date))}::date[]) AS k(e, d)
    CROSS JOIN LATERAL (SELECT a.result_hash, a.input_hash FROM attendance_day a WHERE a.organization_id = ${organizationId} AND a.employee_id = k.e AND a.attendance_date = k.d LIMIT 1) AS a
    GROUP BY 1`.execute(db);
  return texts(stored.rows);
}
