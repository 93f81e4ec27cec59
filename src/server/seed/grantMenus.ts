import type { Db } from '../db/database.js';
import type { AccessFlags } from '../auth/permissions.js';

export interface Grant {
  /** Menu texts this grant covers; '*' for every menu. */
  menus: readonly string[] | '*';
  /** Paths of submenus (or menus) left out of the grant. */
  except?: ReadonlySet<string>;
  verbs: AccessFlags;
}

export const ALL_VERBS: AccessFlags = { view: true, add: true, edit: true, delete: true };
export const NO_DELETE: AccessFlags = { view: true, add: true, edit: true, delete: false };

/** Gives a role the menus and submenus a grant names, replacing what the role had on them. */
export async function grantMenus(db: Db, roleId: number, grants: readonly Grant[]): Promise<void> {
  const menus = await db.selectFrom('menu').select(['id', 'text', 'path']).execute();
  const submenus = await db.selectFrom('submenu').select(['id', 'menu_id', 'path']).execute();
  const rows = new Map<string, { role_id: number; menu_id: number; submenu_id: number | null } & Record<`can_${keyof AccessFlags}`, boolean>>();
  for (const grant of grants) {
    const flags = {
      can_view: grant.verbs.view,
      can_add: grant.verbs.add,
      can_edit: grant.verbs.edit,
      can_delete: grant.verbs.delete,
    };
    for (const menu of menus) {
      if (grant.menus !== '*' && !grant.menus.includes(menu.text)) continue;
      const own = submenus.filter((s) => s.menu_id === menu.id && !grant.except?.has(s.path));
      const hasSubmenus = submenus.some((s) => s.menu_id === menu.id);
      if (!hasSubmenus && !grant.except?.has(menu.path)) {
        rows.set(`${menu.id}:`, { role_id: roleId, menu_id: menu.id, submenu_id: null, ...flags });
      }
      for (const sub of own) rows.set(`${menu.id}:${sub.id}`, { role_id: roleId, menu_id: menu.id, submenu_id: sub.id, ...flags });
    }
  }
  const replace = async (trx: Db) => {
    await trx.deleteFrom('role_permission').where('role_id', '=', roleId).execute();
    const values = [...rows.values()];
    for (let i = 0; i < values.length; i += 500) {
      await trx.insertInto('role_permission').values(values.slice(i, i + 500)).execute();
    }
  };
  // The production first start grants inside its own transaction; Kysely cannot open one within another.
  await (db.isTransaction ? replace(db) : db.transaction().execute(replace));
}
