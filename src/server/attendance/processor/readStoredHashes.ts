import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DayKey } from './loadDayInputs.js';

export interface StoredHashes {
  resultHash: string;
  /** Null on a row written before input hashes were kept (migration 0018). */
  inputHash: string | null;
}

export const dayKeyId = (key: DayKey) => `${key.employeeId}|${key.date}`;

/**
 * The stored hashes of a batch's days, by dayKeyId: the input hash lets the pool skip a day whose
 * inputs are unchanged, the result hash lets the writer skip a day whose record is.
 */
export async function readStoredHashes(db: Db, organizationId: number, keys: readonly DayKey[]): Promise<Map<string, StoredHashes>> {
  // A lookup per key on the primary key, whatever the statistics say: a batch's join planned while
  // attendance_day was still nearly empty scanned the organisation's every row, once per batch.
  // LIMIT keeps the lateral subquery from being pulled up into that same join.
  const stored = await sql<{ employee_id: number; attendance_date: string; result_hash: string; input_hash: string | null }>`
    SELECT k.e AS employee_id, k.d AS attendance_date, a.result_hash, a.input_hash
    FROM unnest(${sql.val(keys.map((k) => k.employeeId))}::integer[], ${sql.val(keys.map((k) => k.date))}::date[]) AS k(e, d)
    CROSS JOIN LATERAL (SELECT a.result_hash, a.input_hash FROM attendance_day a WHERE a.organization_id = ${organizationId} AND a.employee_id = k.e AND a.attendance_date = k.d LIMIT 1) AS a`.execute(db);
  return new Map(stored.rows.map((r) => [dayKeyId({ employeeId: r.employee_id, date: r.attendance_date }), { resultHash: r.result_hash, inputHash: r.input_hash }]));
}
