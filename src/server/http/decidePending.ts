import type { Updateable } from 'kysely';
import { conflict } from './AppError.js';
import type { Db } from '../db/database.js';
import type { Tables } from '../db/tables.js';

/** The request tables that are decided once: a Pending row becomes Approved, Rejected, Partially Approved (…). */
export type DecidableTable = 'leave_application' | 'regularization' | 'comp_off_request' | 'leave_encashment' | 'onsite_attendance';

/** What a decision writes besides who decided it, when, and the version (decidePending sets those). */
export type DecisionColumns<T extends DecidableTable> = Omit<Updateable<Tables[T]>, 'decided_by' | 'decided_at' | 'version'>;

/**
 * The guarded "Pending → decided" write of every decided request (leave, regularization, comp-off,
 * encashment): one UPDATE that only a row still Pending passes, in the caller's transaction. A row
 * withdrawn or decided by someone else since the caller read it changes nothing, and the caller's
 * `alreadyDecided` message is answered as a 409 — so of two deciders at once exactly one wins, and
 * the loser's transaction writes nothing.
 */
export async function decidePending<T extends DecidableTable>(
  trx: Db,
  table: T,
  row: { organizationId: number; id: number; decidedBy: number },
  decision: DecisionColumns<T>,
  alreadyDecided: string,
): Promise<void> {
  await decidePendingMany(trx, table, { organizationId: row.organizationId, ids: [row.id], decidedBy: row.decidedBy }, decision, alreadyDecided);
}

/** decidePending for several rows given the same decision, in one UPDATE: all of them still Pending, or a 409 and nothing. */
export async function decidePendingMany<T extends DecidableTable>(
  trx: Db,
  table: T,
  rows: { organizationId: number; ids: readonly number[]; decidedBy: number },
  decision: DecisionColumns<T>,
  alreadyDecided: string,
): Promise<void> {
  if (!rows.ids.length) return;
  // One table's builder stands for the four: they share organization_id, id, status, decided_by, decided_at and version.
  const changed = await trx
    .updateTable(table as 'leave_application')
    .set((eb) => ({ ...(decision as DecisionColumns<'leave_application'>), decided_by: rows.decidedBy, decided_at: new Date(), version: eb('version', '+', 1) }))
    .where('organization_id', '=', rows.organizationId)
    .where('id', 'in', [...rows.ids])
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== rows.ids.length) throw conflict(alreadyDecided);
}
