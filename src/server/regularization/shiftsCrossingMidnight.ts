import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { shiftMasterExists } from '../attendance/shiftMasterExists.js';

/**
 * Of `shiftCodes`, those whose out time is not after their in time (a night shift such as N1
 * 22:00–07:00): a regularized out time before the in time is then the next morning. Read from the
 * shift master (master_shift_master); an organisation without that master has no such shift.
 */
export async function shiftsCrossingMidnight(db: Db, organizationId: number, shiftCodes: readonly string[]): Promise<Set<string>> {
  if (shiftCodes.length === 0) return new Set();
  if (!(await shiftMasterExists(db))) return new Set();
  const { rows } = await sql<{ shift_code: string }>`
    SELECT shift_code FROM master_shift_master
    WHERE organization_id = ${organizationId} AND shift_code = ANY(${sql.val([...new Set(shiftCodes)])}::text[]) AND out_time <= in_time`.execute(db);
  return new Set(rows.map((row) => row.shift_code));
}
