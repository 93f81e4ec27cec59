import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { keyFilter, keyParts, type DayKey } from './loadDayBatches.js';

/**
 * The stored hashes of a batch's days, per part of the keys cut at `starts` (loadDayBatches), as
 * JSON texts [[employee_id, attendance_date, result_hash], …] for the pool thread, which leaves out
 * a day whose record is unchanged. A row of a dense batch's box that is not one of its keys may be
 * in the answer: the pool looks up keys.
 */
export async function readStoredHashes(db: Db, organizationId: number, keys: readonly DayKey[], starts: readonly number[]): Promise<string[]> {
  const { partOf, texts } = keyParts(keys, starts);
  const { keyed, dense } = keyFilter(keys);
  const hashes = sql`json_agg(json_build_array(a.employee_id, a.attendance_date, a.result_hash))::text`;
  // A dense batch (a month from scratch or re-marked) is one range of the primary key; the rows
  // in its box that are not keys are read and left unused. Scattered keys are a lookup each on
  // the primary key, whatever the statistics say: a join planned while attendance_day was still
  // nearly empty scanned the organisation's every row, once per batch. LIMIT keeps the lateral
  // subquery from being pulled up into that same join.
  const stored = await (dense
    ? sql<{ part: number; text: string }>`
        SELECT ${partOf(sql`a.employee_id`)} AS part, ${hashes} AS text
        FROM attendance_day a
        WHERE a.organization_id = ${organizationId} AND ${keyed(sql`a.employee_id`, sql`a.attendance_date`)}
        GROUP BY 1`
    : sql<{ part: number; text: string }>`
        SELECT ${partOf(sql`a.employee_id`)} AS part, ${hashes} AS text
        FROM unnest(${sql.val(keys.map((k) => k.employeeId))}::integer[], ${sql.val(keys.map((k) => k.date))}::date[]) AS k(e, d)
        CROSS JOIN LATERAL (SELECT a.employee_id, a.attendance_date, a.result_hash FROM attendance_day a
          WHERE a.organization_id = ${organizationId} AND a.employee_id = k.e AND a.attendance_date = k.d LIMIT 1) AS a
        GROUP BY 1`
  ).execute(db);
  return texts(stored.rows);
}
