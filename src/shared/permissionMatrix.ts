/**
 * The permission matrix as the API carries it (GET and PUT /api/rolesAndPermission/:roleId): one
 * row per menu or submenu × view / add / edit / delete. Shared so the server and the screen agree
 * on the shape and on the rule that any of add, edit or delete implies view.
 */

export const VERBS = ['view', 'add', 'edit', 'delete'] as const;
export type Verb = (typeof VERBS)[number];
export type AccessFlags = Record<Verb, boolean>;

/** One row as GET /api/rolesAndPermission/:roleId answers it. */
export interface PermissionRow {
  menuId: number;
  /** null for a menu without submenus (the menu itself is the screen). */
  submenuId: number | null;
  menuText: string;
  text: string;
  path: string;
  /** The row's own status: the submenu's, or the menu's when it has no submenus. */
  status: string;
  /** The parent menu's status, when known: an Inactive menu hides all of its submenus. */
  menuStatus?: string;
  access: AccessFlags;
}

/** Access with the implication applied: add, edit or delete without view gains view. */
export function normalizedAccess(access: AccessFlags): AccessFlags {
  const view = access.view || access.add || access.edit || access.delete;
  return { view, add: access.add, edit: access.edit, delete: access.delete };
}
