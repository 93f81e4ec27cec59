import { sql, type Kysely } from 'kysely';

/**
 * What several server processes or instances must share lives in the database, never in one
 * process's memory: pending Microsoft sign-ins and their one-time hand-offs, and a counter that
 * every writer of roles, menus or permissions bumps so each process's permission cache sees the
 * change on its next call (it is read with the session check).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('microsoft_sign_in')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('microsoft_handoff')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('permission_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO permission_version (id, version) VALUES (1, 1)`.execute(db);
}
