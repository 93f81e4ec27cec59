import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords.js';
import { migrationProvider } from '../../src/server/db/migrations/index.js';
import { call } from '../helpers/routeWalk.js';
import { databaseKinds, emptyDatabase, withKysely } from '../helpers/testDatabases.js';
import { startTestServer } from '../helpers/testServer.js';

/**
 * What a real installation meets: a first start in production, and an upgrade of a database that holds data.
 * Each starts from an empty database; the first start's PGlite directory is new, so PGlite runs initdb as an installation's first start does.
 */
describe.each(databaseKinds)('database lifecycle on %s', { timeout: 180_000 }, (kind) => {
  it('starts an empty production database with only the configured Site Admin, and refuses to start without one', async () => {
    const empty = await emptyDatabase(kind, { uninitialised: true });
    try {
      await expect(startTestServer(kind, { database: empty, config: { production: true } })).rejects.toThrow(
        'The database is empty: set ADMIN_EMP_ID and ADMIN_PASSWORD to create the first administrator.',
      );
      await expect(startTestServer(kind, { database: empty, config: { production: true, adminEmpId: 'boss', adminPassword: 'short' } })).rejects.toThrow(
        'ADMIN_PASSWORD must be at least 8 characters.',
      );
      const server = await startTestServer(kind, { database: empty, config: { production: true, adminEmpId: 'boss', adminPassword: 'First#Admin1' } });
      try {
        const db = server.database.db;
        expect(await db.selectFrom('employee').select('emp_id').execute()).toEqual([{ emp_id: 'BOSS' }]);
        expect(await db.selectFrom('organization').select('organization_code').execute()).toEqual([{ organization_code: 'MAIN' }]);
        await expect(server.login('ADMIN')).rejects.toThrow(/401/);
        const boss = await server.login('BOSS', 'First#Admin1');
        expect(boss.userDetails.roleType).toBe('Site Admin');
        expect((await call(server, boss.token, 'GET', '/api/rolesAndPermission')).statusCode).toBe(200);
        expect((await call(server, boss.token, 'GET', '/api/gender')).statusCode).toBe(200);
      } finally {
        await server.close();
      }
      // A second start finds its administrator and seeds nothing more.
      const again = await startTestServer(kind, { database: empty, config: { production: true } });
      expect(await again.database.db.selectFrom('employee').select('emp_id').execute()).toEqual([{ emp_id: 'BOSS' }]);
      await again.close();
    } finally {
      await empty.drop();
    }
  });

  it('upgrades a database filled under the first migration, keeping its rows', async () => {
    const old = await emptyDatabase(kind);
    try {
      await withKysely(old, async (db) => {
        const all = await migrationProvider.getMigrations();
        const first = { '0001_foundation': all['0001_foundation'] };
        const result = await new Migrator({ db, provider: { getMigrations: async () => first } }).migrateToLatest();
        expect(result.error).toBeUndefined();
        const [parent] = await db.insertInto('organization').values({ organization_code: 'OLD', organization_detail: 'Old Group', short_name: 'Old' }).returning('id').execute();
        const [child] = await db
          .insertInto('organization')
          .values({ organization_code: 'OLDSUB', organization_detail: 'Old Subsidiary', short_name: 'Old Sub', parent_organization_id: parent.id })
          .returning('id')
          .execute();
        const [role] = await db.insertInto('role').values({ organization_id: parent.id, role_type: 'Site Admin', role_sequence: 1 }).returning('id').execute();
        const [person] = await db
          .insertInto('employee')
          .values({
            emp_id: 'OLD001',
            organization_id: parent.id,
            first_name: 'Olga',
            last_name: 'Older',
            designation: 'Administrator',
            department: 'Administration',
            official_email: 'olga@old.example.com',
            password_hash: await hashPassword('Older#Pass1'),
            spoc_status: true,
          })
          .returning('id')
          .execute();
        await db.insertInto('employee_organization').values({ employee_id: person.id, organization_id: parent.id }).execute();
        await db.insertInto('employee_role').values({ employee_id: person.id, organization_id: parent.id, role_id: role.id, is_default: true }).execute();
        return child.id;
      });

      const server = await startTestServer(kind, { database: old });
      try {
        const db = server.database.db;
        const migrations = await db.selectFrom('kysely_migration' as never).select('name' as never).execute();
        expect(migrations.map((m: any) => m.name)).toEqual(Object.keys(await migrationProvider.getMigrations()));
        const sub = await db.selectFrom('organization').selectAll().where('organization_code', '=', 'OLDSUB').executeTakeFirstOrThrow();
        const parent = await db.selectFrom('organization').select('id').where('organization_code', '=', 'OLD').executeTakeFirstOrThrow();
        expect(sub.parent_organization).toBe(parent.id);
        expect(sub.version).toBe(1);
        // Nothing demo was added to a database that already had people; the old administrator signs in.
        expect(await db.selectFrom('employee').select('emp_id').execute()).toEqual([{ emp_id: 'OLD001' }]);
        const login = await server.login('OLD001', 'Older#Pass1');
        expect(login.userDetails.roleType).toBe('Site Admin');
      } finally {
        await server.close();
      }
    } finally {
      await old.drop();
    }
  });
});
