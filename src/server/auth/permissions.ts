import type { Db } from '../db/database.js';
import type { AccessFlags } from '../../shared/permissionMatrix.js';

export type { AccessFlags };

export interface PermissionItem {
  text: string;
  path: string;
  icon: string;
  access: AccessFlags;
  submenu: { text: string; path: string; access: AccessFlags }[];
}

export interface RolePermissions {
  /** The side menu of spec 000 §3: active menus the role may view, in order. */
  tree: PermissionItem[];
  /** Every permitted path (menus and submenus) with its verbs, for route and API checks. */
  byPath: Map<string, AccessFlags>;
}

/** Reads what a role may see and do. Inactive menus and submenus are left out entirely. */
export async function loadRolePermissions(db: Db, roleId: number): Promise<RolePermissions> {
  const rows = await db
    .selectFrom('role_permission as rp')
    .innerJoin('menu as m', 'm.id', 'rp.menu_id')
    .leftJoin('submenu as s', 's.id', 'rp.submenu_id')
    .select([
      'm.id as menuId',
      'm.text as menuText',
      'm.path as menuPath',
      'm.icon',
      'm.sort_order as menuOrder',
      's.id as submenuId',
      's.text as submenuText',
      's.path as submenuPath',
      's.sort_order as submenuOrder',
      's.status as submenuStatus',
      'rp.can_view',
      'rp.can_add',
      'rp.can_edit',
      'rp.can_delete',
    ])
    .where('rp.role_id', '=', roleId)
    .where('m.status', '=', 'Active')
    .where('rp.can_view', '=', true)
    .orderBy('m.sort_order')
    .orderBy('s.sort_order')
    .execute();

  const menus = new Map<number, PermissionItem & { ownAccess?: AccessFlags }>();
  const byPath = new Map<string, AccessFlags>();
  for (const row of rows) {
    const flags: AccessFlags = { view: row.can_view, add: row.can_add, edit: row.can_edit, delete: row.can_delete };
    let menu = menus.get(row.menuId);
    if (!menu) {
      menu = { text: row.menuText, path: row.menuPath, icon: row.icon, access: flags, submenu: [] };
      menus.set(row.menuId, menu);
    }
    if (row.submenuId === null) {
      menu.ownAccess = flags;
      byPath.set(row.menuPath, flags);
    } else if (row.submenuStatus === 'Active' && row.submenuPath && row.submenuText) {
      menu.submenu.push({ text: row.submenuText, path: row.submenuPath, access: flags });
      byPath.set(row.submenuPath, flags);
    }
  }

  const tree: PermissionItem[] = [];
  for (const { ownAccess, ...menu } of menus.values()) {
    if (menu.submenu.length > 0) {
      // A menu with submenus opens on the first one this role may use.
      if (!ownAccess) {
        menu.path = menu.submenu[0].path;
        menu.access = menu.submenu[0].access;
      }
    } else if (!ownAccess) {
      continue;
    }
    tree.push(menu);
  }
  return { tree, byPath };
}
