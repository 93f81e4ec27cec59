import type { Db } from '../db/database.js';
import type { MasterChangeHooks } from '../masters/masterHooks.js';
import { SITE_ADMIN } from '../auth/tenancy.js';
import { requireAdministrator } from './requireAdministrator.js';

type MasterRecord = Record<string, unknown>;

const changedAny = (before: MasterRecord, after: MasterRecord, names: readonly string[]) => names.some((name) => before[name] !== after[name]);

/** Menus and submenus are shared: switching off or moving the Roles And Permissions screen reaches every active organisation. */
async function everyActiveOrganization(trx: Db): Promise<number[]> {
  return (await trx.selectFrom('organization').select('id').where('status', '=', 'Active').execute()).map((row) => row.id);
}

/**
 * The masters' writes that can take the Site Admin right away from everyone (issue 17 §1): a role
 * set Inactive, the Roles And Permissions menu or submenu switched off, re-pathed or moved. Deleting
 * any of them while in use is refused by the database already (a role held, a menu granted).
 */
export const administratorHooks: Record<string, MasterChangeHooks> = {
  role: {
    async afterUpdate(trx, auth, before, after) {
      if (changedAny(before, after, ['status'])) await requireAdministrator(trx, [auth.organizationId]);
    },
  },
  menu: {
    async afterUpdate(trx, _auth, before, after) {
      if (!changedAny(before, after, ['status', 'path'])) return;
      const holdsScreen = await trx.selectFrom('submenu').select('id').where('menu_id', '=', before.id as number).where('path', '=', SITE_ADMIN.path).executeTakeFirst();
      if (before.path === SITE_ADMIN.path || holdsScreen) await requireAdministrator(trx, await everyActiveOrganization(trx));
    },
  },
  submenu: {
    async afterUpdate(trx, _auth, before, after) {
      if (before.path === SITE_ADMIN.path && changedAny(before, after, ['status', 'path', 'menuId'])) await requireAdministrator(trx, await everyActiveOrganization(trx));
    },
  },
};
