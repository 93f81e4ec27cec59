import { sql, type Kysely } from 'kysely';

/**
 * Organisations, menus, submenus and roles are edited through the schema engine (schemas with
 * x-table), so they get the engine's version and audit columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['organization', 'menu', 'submenu', 'role']) {
    await sql`ALTER TABLE ${sql.table(table)}
      ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1,
      ADD COLUMN IF NOT EXISTS created_by text,
      ADD COLUMN IF NOT EXISTS created_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN IF NOT EXISTS updated_by text,
      ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  }
  await sql`ALTER TABLE organization ADD COLUMN IF NOT EXISTS mail_settings jsonb`.execute(db);
  // A role employees still hold cannot be deleted out from under them (it is set Inactive instead).
  await sql`ALTER TABLE employee_role DROP CONSTRAINT IF EXISTS employee_role_role_id_fkey`.execute(db);
  await sql`ALTER TABLE employee_role ADD CONSTRAINT employee_role_role_id_fkey FOREIGN KEY (role_id) REFERENCES role(id)`.execute(db);
}
