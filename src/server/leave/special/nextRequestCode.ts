import { sql, type Transaction } from 'kysely';
import type { Tables } from '../../db/tables.js';

/** The next row id of `table` and its code: the prefix and the id padded to six digits (like REG000001). */
export async function nextRequestCode(trx: Transaction<Tables>, table: 'comp_off_request' | 'leave_encashment', prefix: string): Promise<{ id: number; code: string }> {
  const { rows } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id`.execute(trx);
  const id = rows[0].id;
  return { id, code: `${prefix}${String(id).padStart(6, '0')}` };
}
