import { sql, type Transaction } from 'kysely';
import type { Tables } from '../../db/tables.js';

/**
 * Serialises every write that checks a balance before it debits (apply, approve, encash, import):
 * the employee's row is locked for the rest of the transaction, so two applications cannot both
 * spend the same days. By id alone: a person may hold leave in an organisation they are mapped to,
 * not only in their home organisation, and the row to lock is theirs either way.
 */
export async function lockLeaveBalance(trx: Transaction<Tables>, employeeId: number): Promise<void> {
  await lockLeaveBalances(trx, [employeeId]);
}

/** lockLeaveBalance for several employees in one statement, in id order (two batches never lock each other's rows crosswise). */
export async function lockLeaveBalances(trx: Transaction<Tables>, employeeIds: readonly number[]): Promise<void> {
  if (!employeeIds.length) return;
  await sql`SELECT 1 FROM employee WHERE id = ANY(${sql.val([...new Set(employeeIds)])}::integer[]) ORDER BY id FOR UPDATE`.execute(trx);
}
