import { sql, type Kysely } from 'kysely';

/**
 * The organisation's fallback approver (docs/regularization.md, "Who an application goes to"): the
 * Emp ID requests of an employee with no reporting manager go to. Empty: the organisation's first
 * active HR Ops Admin.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE organization ADD COLUMN IF NOT EXISTS fallback_approver text`.execute(db);
}
