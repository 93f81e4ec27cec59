import { Migrator, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { migrationProvider } from '../../src/server/db/migrations/index.js';
import { emptyDatabase, withKysely, type DatabaseKind } from './testDatabases.js';

/** Applies every migration from where `db` is to the last one (or those before `before`), failing the test on an error. */
export async function migrate(db: Kysely<any>, before?: string) {
  const all = await migrationProvider.getMigrations();
  const chosen = before === undefined ? all : Object.fromEntries(Object.entries(all).filter(([name]) => name < before));
  expect((await new Migrator({ db, provider: { getMigrations: async () => chosen } }).migrateToLatest()).error).toBeUndefined();
}

/**
 * An empty database of `kind` brought to the migration before `migration`, holding one organisation
 * and its employee MIG001 as an older version stored them: `work` fills it as that version would,
 * calls `migrate(db)` and checks what the migration made of it. The database is dropped afterwards.
 */
export async function beforeMigration(kind: DatabaseKind, migration: string, work: (db: Kysely<any>, ids: { organizationId: number; employeeId: number }) => Promise<void>) {
  const database = await emptyDatabase(kind);
  try {
    await withKysely(database, async (db: Kysely<any>) => {
      await migrate(db, migration);
      const [org] = await db.insertInto('organization').values({ organization_code: 'MIG', organization_detail: 'Migrating', short_name: 'Mig' }).returning('id').execute();
      const [person] = await db
        .insertInto('employee')
        .values({ emp_id: 'MIG001', organization_id: org.id, first_name: 'Mia', last_name: 'Grant', designation: 'Clerk', department: 'Office', official_email: 'mia@mig.example.com' })
        .returning('id')
        .execute();
      await work(db, { organizationId: org.id, employeeId: person.id });
    });
  } finally {
    await database.drop();
  }
}
