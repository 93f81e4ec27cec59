import { describe, expect, it } from 'vitest';
import {
  accessChanged,
  allState,
  filterRows,
  groupRows,
  keysOf,
  normalizedAccess,
  permissionsBody,
  rowKey,
  rowName,
  setAll,
  setVerb,
  verbState,
  withVerb,
  type PermissionRow,
} from '../../../widgets/rules/permissionMatrix';

const none = { view: false, add: false, edit: false, delete: false };
const row = (menuId: number, submenuId: number | null, menuText: string, text: string, extra: Partial<PermissionRow> = {}): PermissionRow => ({
  menuId,
  submenuId,
  menuText,
  text,
  path: `/${text.replace(/\s+/g, '').toLowerCase()}`,
  status: 'Active',
  access: none,
  ...extra,
});

const rows: PermissionRow[] = [
  row(1, null, 'Dashboard', 'Dashboard'),
  row(2, 10, 'Master Data', 'Gender'),
  row(2, 11, 'Master Data', 'Blood Group'),
  row(3, 12, 'Travel', 'Travel', { menuStatus: 'Inactive' }),
  row(3, 13, 'Travel', 'My Team', { menuStatus: 'Inactive' }),
];

describe('permission matrix rules', () => {
  it('add, edit or delete implies view; clearing view clears everything', () => {
    expect(withVerb(none, 'edit', true)).toEqual({ view: true, add: false, edit: true, delete: false });
    expect(withVerb({ view: true, add: true, edit: true, delete: false }, 'view', false)).toEqual(none);
    expect(withVerb({ view: true, add: true, edit: false, delete: false }, 'add', false)).toEqual({ ...none, view: true });
    expect(normalizedAccess({ view: false, add: false, edit: false, delete: true })).toEqual({ view: true, add: false, edit: false, delete: true });
  });

  it('changes only the rows asked for, keeps the others (and an unchanged array) as they were', () => {
    const gender = rowKey(rows[1]);
    const next = setVerb(rows, new Set([gender]), 'edit', true);
    expect(next[1].access).toEqual({ view: true, add: false, edit: true, delete: false });
    expect(next.filter((r, i) => r !== rows[i])).toHaveLength(1);
    expect(setVerb(next, new Set([gender]), 'edit', true)).toBe(next);
  });

  it('selects all per column, per menu and per row, with tri-state answers', () => {
    const masterData = keysOf(rows.filter((r) => r.menuId === 2));
    const viewed = setVerb(rows, masterData, 'view', true);
    expect(verbState(viewed, 'view')).toBe('some');
    expect(verbState(viewed.filter((r) => r.menuId === 2), 'view')).toBe('all');
    const everything = setAll(viewed, keysOf(viewed), true);
    expect(allState(everything)).toBe('all');
    const cleared = setAll(everything, new Set([rowKey(rows[0])]), false);
    expect(cleared[0].access).toEqual(none);
    expect(allState(cleared)).toBe('some');
  });

  it('groups rows by menu, marks inactive menus and menus without submenus, and filters', () => {
    const groups = groupRows(rows);
    expect(groups.map((g) => [g.menuText, g.rows.length, g.single, g.inactive])).toEqual([
      ['Dashboard', 1, true, false],
      ['Master Data', 2, false, false],
      ['Travel', 2, false, true],
    ]);
    expect(filterRows(rows, 'blood').map(rowName)).toEqual(['Master Data / Blood Group']);
    expect(filterRows(rows, 'master').length).toBe(2);
    expect(filterRows(rows, ' ').length).toBe(rows.length);
  });

  it('tells changes and builds the PUT body from every row', () => {
    const next = setVerb(rows, new Set([rowKey(rows[2])]), 'delete', true);
    expect(accessChanged(next, rows)).toBe(true);
    expect(accessChanged(setVerb(next, new Set([rowKey(rows[2])]), 'view', false), rows)).toBe(false);
    const body = permissionsBody(next);
    expect(body.rows).toHaveLength(rows.length);
    expect(body.rows[2]).toEqual({ menuId: 2, submenuId: 11, access: { view: true, add: false, edit: false, delete: true } });
  });
});
