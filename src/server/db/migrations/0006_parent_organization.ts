import { sql, type Kysely } from 'kysely';

/** Spec 002 §2 names the field parentOrganization; the schema engine maps it to this column. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE organization RENAME COLUMN parent_organization_id TO parent_organization`.execute(db);
}
