import { sql, type Kysely } from 'kysely';

/**
 * A holiday is one occasion on one date in an organisation (docs/holidays.md): the same date and
 * occasion twice, in any letter case or with stray spaces, is a duplicate. The route answers 409
 * first; the index keeps two concurrent adds from both landing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNIQUE INDEX holiday_identity_idx ON holiday (organization_id, holiday_date, lower(btrim(occasion)))`.execute(db);
}
