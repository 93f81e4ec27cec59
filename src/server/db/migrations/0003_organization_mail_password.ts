import { sql, type Kysely } from 'kysely';

/** The password of an organisation's own mail server: written through the form, never read back by it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE organization ADD COLUMN IF NOT EXISTS mail_password text`.execute(db);
}
