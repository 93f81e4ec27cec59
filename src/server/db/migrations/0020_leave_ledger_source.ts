import { sql, type Kysely } from 'kysely';

/**
 * What a granter run wrote is found by the entries' source (`granter:{runId}`): its totals and its
 * page (GET /leave/granter/{id}) read them by this index rather than scanning the organisation's ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX leave_ledger_source_idx ON leave_ledger (organization_id, source_ref) WHERE source_ref IS NOT NULL`.execute(db);
}
