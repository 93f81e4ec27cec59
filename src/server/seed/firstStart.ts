import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { hashPassword } from '../auth/passwords.js';
import { ALL_VERBS, grantMenus } from './grantMenus.js';
import { seedDemoData } from './demoSeed.js';
import { syncMenuTree } from './menuTree.js';
import { loadMasterSchemas } from '../masters/loadMasterSchemas.js';
import { createStandardScheme } from '../leave/schemes/createStandardScheme.js';

/**
 * An empty database gets demo data outside production; in production it gets only the menu tree,
 * one organisation and the first administrator from ADMIN_EMP_ID / ADMIN_PASSWORD.
 */
export async function prepareFirstStart(db: Db, config: Config): Promise<'demo' | 'admin' | 'existing'> {
  const existing = await db.selectFrom('employee').select('id').limit(1).executeTakeFirst();
  if (existing) {
    await syncMenuTree(db);
    return 'existing';
  }
  if (!config.production) {
    await seedDemoData(db, loadMasterSchemas(config.schemasDir));
    return 'demo';
  }
  if (!config.adminEmpId || !config.adminPassword) {
    throw new Error('The database is empty: set ADMIN_EMP_ID and ADMIN_PASSWORD to create the first administrator.');
  }
  if (config.adminPassword.length < 8) throw new Error('ADMIN_PASSWORD must be at least 8 characters.');
  await syncMenuTree(db);
  const passwordHash = await hashPassword(config.adminPassword);
  await db.transaction().execute(async (trx) => {
    const org = await trx
      .insertInto('organization')
      .values({ organization_code: 'MAIN', organization_detail: 'My Organisation', short_name: 'My Organisation' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await trx
      .insertInto('role')
      .values({ organization_id: org.id, role_type: 'Site Admin', role_sequence: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const admin = await trx
      .insertInto('employee')
      .values({
        emp_id: config.adminEmpId!.toUpperCase(),
        organization_id: org.id,
        first_name: 'Administrator',
        last_name: '',
        designation: 'Administrator',
        department: 'Administration',
        official_email: 'admin@example.com',
        password_hash: passwordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('employee_organization').values({ employee_id: admin.id, organization_id: org.id }).execute();
    await trx.insertInto('employee_role').values({ employee_id: admin.id, organization_id: org.id, role_id: role.id, is_default: true }).execute();
    await grantMenus(trx, role.id, [{ menus: '*', verbs: ALL_VERBS }]);
    await createStandardScheme(trx, org.id, config.adminEmpId!.toUpperCase());
  });
  return 'admin';
}
