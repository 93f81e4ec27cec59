/**
 * The permission matrix of the Roles And Permissions screen, as pure data: every menu and submenu
 * (a row) × view / add / edit / delete. The server's rule is kept in the browser too: any of add,
 * edit or delete implies view, so ticking one of them ticks View, and unticking View unticks them.
 */

import { normalizedAccess, VERBS, type AccessFlags, type PermissionRow, type Verb } from '../../src/shared/permissionMatrix';

export { normalizedAccess, VERBS, type AccessFlags, type PermissionRow, type Verb };

export const VERB_LABELS: Readonly<Record<Verb, string>> = { view: 'View', add: 'Add', edit: 'Edit', delete: 'Delete' };

export const INACTIVE = 'Inactive';

export interface PermissionGroup {
  menuId: number;
  menuText: string;
  inactive: boolean;
  /** A menu without submenus: one row, shown without a group heading. */
  single: boolean;
  rows: PermissionRow[];
}

export type CheckState = 'all' | 'some' | 'none';

export const NO_ACCESS: AccessFlags = { view: false, add: false, edit: false, delete: false };

export const rowKey = (row: Pick<PermissionRow, 'menuId' | 'submenuId'>): string => `${row.menuId}:${row.submenuId ?? '-'}`;

/** 'Master Data / Gender', or 'Dashboard' for a menu without submenus: the row's accessible name. */
export const rowName = (row: Pick<PermissionRow, 'submenuId' | 'menuText' | 'text'>): string =>
  row.submenuId === null ? row.text : `${row.menuText} / ${row.text}`;

export const isInactiveRow = (row: PermissionRow): boolean => row.status === INACTIVE || row.menuStatus === INACTIVE;

/** One verb set or cleared: another verb ticks View too; clearing View clears everything. */
export function withVerb(access: AccessFlags, verb: Verb, on: boolean): AccessFlags {
  if (verb === 'view') return on ? { ...access, view: true } : { ...NO_ACCESS };
  return normalizedAccess({ ...access, [verb]: on });
}

export function withAll(on: boolean): AccessFlags {
  return { view: on, add: on, edit: on, delete: on };
}

export function checkStateOf(values: readonly boolean[]): CheckState {
  const ticked = values.filter(Boolean).length;
  return ticked === 0 ? 'none' : ticked === values.length ? 'all' : 'some';
}

export const rowState = (row: PermissionRow): CheckState => checkStateOf(VERBS.map((verb) => row.access[verb]));

export const verbState = (rows: readonly PermissionRow[], verb: Verb): CheckState => checkStateOf(rows.map((row) => row.access[verb]));

export const allState = (rows: readonly PermissionRow[]): CheckState => checkStateOf(rows.flatMap((row) => VERBS.map((verb) => row.access[verb])));

const sameFlags = (a: AccessFlags, b: AccessFlags) => VERBS.every((verb) => a[verb] === b[verb]);

/**
 * The rows with `change` applied to those whose key is in `keys`. Unchanged rows keep their
 * identity (so a memoised row does not re-render), and nothing changed answers the same array.
 */
export function updateRows(
  rows: readonly PermissionRow[],
  keys: ReadonlySet<string>,
  change: (access: AccessFlags) => AccessFlags,
): PermissionRow[] {
  let changed = false;
  const next = rows.map((row) => {
    if (!keys.has(rowKey(row))) return row;
    const access = change(row.access);
    if (sameFlags(access, row.access)) return row;
    changed = true;
    return { ...row, access };
  });
  return changed ? next : (rows as PermissionRow[]);
}

export const keysOf = (rows: readonly PermissionRow[]): Set<string> => new Set(rows.map(rowKey));

/** Ticks or clears one verb on the given rows (a cell, a column, a menu's column). */
export const setVerb = (rows: readonly PermissionRow[], keys: ReadonlySet<string>, verb: Verb, on: boolean) =>
  updateRows(rows, keys, (access) => withVerb(access, verb, on));

/** Ticks or clears every verb on the given rows (a row, a menu, everything). */
export const setAll = (rows: readonly PermissionRow[], keys: ReadonlySet<string>, on: boolean) => updateRows(rows, keys, () => withAll(on));

/** Rows whose name, menu or path contains the text (case-insensitive); all rows for an empty text. */
export function filterRows(rows: readonly PermissionRow[], text: string): PermissionRow[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return rows as PermissionRow[];
  return rows.filter((row) => [row.text, row.menuText, row.path].some((value) => value.toLowerCase().includes(wanted)));
}

/** Rows grouped by their menu, in the server's order (menus by sort order, then their submenus). */
export function groupRows(rows: readonly PermissionRow[]): PermissionGroup[] {
  const groups: PermissionGroup[] = [];
  const byMenu = new Map<number, PermissionGroup>();
  for (const row of rows) {
    let group = byMenu.get(row.menuId);
    if (!group) {
      group = { menuId: row.menuId, menuText: row.menuText, inactive: false, single: false, rows: [] };
      byMenu.set(row.menuId, group);
      groups.push(group);
    }
    group.rows.push(row);
  }
  for (const group of groups) {
    group.single = group.rows.length === 1 && group.rows[0].submenuId === null;
    group.inactive = group.rows.some((row) => row.menuStatus === INACTIVE) || group.rows.every((row) => row.status === INACTIVE);
  }
  return groups;
}

/** Rows as loaded, with the implication applied (the server stores view with any other verb already). */
export const normalizedRows = (rows: readonly PermissionRow[]): PermissionRow[] =>
  rows.map((row) => ({ ...row, access: normalizedAccess(row.access) }));

/** The rows of `rows` that grant something else than in `saved` (or are not in it): what a save sends. */
export function changedRows(rows: readonly PermissionRow[], saved: readonly PermissionRow[]): PermissionRow[] {
  const before = new Map(saved.map((row) => [rowKey(row), row.access]));
  return rows.filter((row) => {
    const other = before.get(rowKey(row));
    return !other || !sameFlags(row.access, other);
  });
}

/** Whether two matrices grant different things. */
export const accessChanged = (a: readonly PermissionRow[], b: readonly PermissionRow[]): boolean => a.length !== b.length || changedRows(a, b).length > 0;

/** The body of PUT /api/rolesAndPermission/:roleId: the rows to change (the others keep their access). */
export function permissionsBody(rows: readonly PermissionRow[]) {
  return { rows: rows.map(({ menuId, submenuId, access }) => ({ menuId, submenuId, access: normalizedAccess(access) })) };
}

/** How many rows grant anything. */
export const grantedCount = (rows: readonly PermissionRow[]): number => rows.filter((row) => row.access.view).length;
