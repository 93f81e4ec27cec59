import { sql, type Kysely } from 'kysely';

/** spocStatus and spocReportingManagerStatus are read from the help desk contact master at sign-in (admin/spocFlags). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE employee DROP COLUMN IF EXISTS spoc_status, DROP COLUMN IF EXISTS spoc_reporting_manager_status`.execute(db);
}
