import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LeaveLedgerTable, Tables } from '../../db/tables.js';

export type LeaveEntry = Insertable<LeaveLedgerTable>;

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at 12 columns a row. */
const CHUNK = 2000;

/**
 * Writes ledger entries in the caller's transaction. An entry whose idempotency key is already in
 * the ledger is skipped, so a repeated grant or import writes nothing twice. Answers how many were written.
 */
export async function postLeaveEntries(db: Db | Transaction<Tables>, entries: LeaveEntry[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < entries.length; start += CHUNK) {
    // The row count, not RETURNING: a granter run writes 160,000 entries and needs none of their ids.
    const result = await db
      .insertInto('leave_ledger')
      .values(entries.slice(start, start + CHUNK))
      .onConflict((conflict) => conflict.columns(['organization_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing())
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}
