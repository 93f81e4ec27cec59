import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { labelReferences } from '../../../src/app/masters/labelReferences';
import type { ColumnSpec } from '../../../src/app/masters/masterSchemaView';

const columns: ColumnSpec[] = [
  { field: 'text', headerName: 'Submenu Name', kind: 'text' },
  { field: 'menuId', headerName: 'Menu', kind: 'reference', reference: { resource: 'menu', optionText: 'text' } },
];

/** A data provider holding two menus; it refuses any other list, as the API does for a role without it. */
const menus = [
  { id: 1, text: 'Settings' },
  { id: 2, text: 'Attendance' },
];
const asked: unknown[] = [];
const dataProvider = {
  getMany: async (resource: string, { ids }: { ids: number[] }) => {
    asked.push({ resource, ids });
    if (resource !== 'menu') throw new Error('403');
    return { data: menus.filter((menu) => ids.includes(menu.id)) };
  },
} as unknown as DataProvider;

describe('labelReferences (print)', () => {
  it('replaces each referenced id with its label, asking once per column', async () => {
    asked.length = 0;
    const rows = [
      { id: 10, text: 'Gender', menuId: 1 },
      { id: 11, text: 'Band', menuId: 1 },
      { id: 12, text: 'Muster', menuId: 2 },
      { id: 13, text: 'Orphan', menuId: 99 },
    ];
    const labelled = await labelReferences(dataProvider, columns, rows);
    expect(labelled.map((row) => row.menuId)).toEqual(['Settings', 'Settings', 'Attendance', 99]);
    expect(asked).toEqual([{ resource: 'menu', ids: [1, 2, 99] }]);
    expect(rows[0].menuId).toBe(1);
  });

  it('keeps the ids when the referenced list cannot be read', async () => {
    const labelled = await labelReferences(dataProvider, [{ ...columns[1], reference: { resource: 'secret', optionText: 'name' } }], [{ id: 1, menuId: 2 }]);
    expect(labelled[0].menuId).toBe(2);
  });
});
