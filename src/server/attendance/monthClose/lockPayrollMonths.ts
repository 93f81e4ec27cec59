import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Serialises a change of an organisation's payroll month close state against the writes it must
 * see or stop (docs/attendance-lock.md, "Closing and reopening a payroll month"): a close or reopen
 * takes the lock exclusive; a processor batch and a change of a day's inputs (assertPayrollDaysOpen)
 * take it shared. A batch in flight finishes before a close counts the unprocessed marks, and a
 * batch starting while a close commits waits and then reads the month as closed. Held to the end
 * of the caller's transaction (pg_advisory_xact_lock: nothing to release, PGlite too).
 */
export async function lockPayrollMonths(trx: Db, organizationId: number, mode: 'exclusive' | 'shared'): Promise<void> {
  await (mode === 'exclusive'
    ? sql`SELECT pg_advisory_xact_lock(hashtext('payroll_month_close'), ${organizationId}::integer)`
    : sql`SELECT pg_advisory_xact_lock_shared(hashtext('payroll_month_close'), ${organizationId}::integer)`
  ).execute(trx);
}
