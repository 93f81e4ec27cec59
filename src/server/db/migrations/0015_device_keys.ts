import { sql, type Kysely } from 'kysely';

/**
 * Device keys (docs/swipes.md): a swipe device's sync tool posts swipes for one organisation with a
 * key instead of a person's session. Only a SHA-256 hash of the key is kept; the key itself is
 * shown once, when it is made. A revoked key stays listed (who made it, when it was last used).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE swipe_device_key (
      id serial,
      organization_id integer NOT NULL REFERENCES organization(id),
      name text NOT NULL,
      key_hash text NOT NULL UNIQUE,
      key_prefix text NOT NULL,
      created_by integer REFERENCES employee(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz,
      PRIMARY KEY (organization_id, id)
    )`.execute(db);
}
