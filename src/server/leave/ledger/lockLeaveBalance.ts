import { sql, type Transaction } from 'kysely';
import type { Tables } from '../../db/tables.js';

/**
 * Serialises every write that checks a balance before it debits (apply, approve, encash, import):
 * the employee's row is locked for the rest of the transaction, so two applications cannot both
 * spend the same days. By id alone: a person may hold leave in an organisation they are mapped to,
 * not only in their home organisation, and the row to lock is theirs either way.
 */
export async function lockLeaveBalance(trx: Transaction<Tables>, employeeId: number): Promise<void> {
  await sql`SELECT 1 FROM employee WHERE id = ${employeeId} FOR UPDATE`.execute(trx);
}
