import { sql, type Kysely } from 'kysely';

/**
 * Each mail belongs to the organisation it was sent for (its mail server, its administrators), and
 * the outbox is read through the schema engine (schemas/masters/mailOutbox), which needs its
 * version and audit columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox_mail
    ADD COLUMN IF NOT EXISTS organization_id integer REFERENCES organization(id),
    ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1,
    ADD COLUMN IF NOT EXISTS created_by text,
    ADD COLUMN IF NOT EXISTS updated_by text,
    ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS outbox_mail_org_idx ON outbox_mail (organization_id, created_at DESC)`.execute(db);
}
