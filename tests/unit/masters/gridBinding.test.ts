import { describe, expect, it } from 'vitest';
import {
  ALL_PAGE_SIZE,
  ALL_PER_PAGE,
  fromFilterModel,
  fromPaginationModel,
  fromRowSelectionModel,
  fromSortModel,
  PAGE_SIZE_OPTIONS,
  toFilterModel,
  toPaginationModel,
  toSortModel,
} from '../../../widgets/grid/useDataGridController';

describe('react-admin list controller ↔ DataGrid', () => {
  it('offers 5, 10, 20, 50, 100 and All', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 20, 50, 100, { value: -1, label: 'All' }]);
  });

  it('maps pages both ways, 1-based to 0-based', () => {
    expect(toPaginationModel(3, 20)).toEqual({ page: 2, pageSize: 20 });
    expect(fromPaginationModel({ page: 2, pageSize: 20 })).toEqual({ page: 3, perPage: 20 });
  });

  it("gives the grid its own 'all rows' size and react-admin the server's largest page", () => {
    expect(fromPaginationModel({ page: 4, pageSize: ALL_PAGE_SIZE })).toEqual({ page: 1, perPage: ALL_PER_PAGE });
    expect(toPaginationModel(1, ALL_PER_PAGE)).toEqual({ page: 0, pageSize: -1 });
    // Never more than the MIT grid's 100 on a page otherwise.
    for (const size of [5, 10, 20, 50, 100]) expect(toPaginationModel(1, size).pageSize).toBe(size);
  });

  it('maps sorting, falling back to the default when the grid clears it', () => {
    expect(toSortModel({ field: 'name', order: 'DESC' }, ['name', 'status'])).toEqual([{ field: 'name', sort: 'desc' }]);
    expect(toSortModel({ field: 'id', order: 'DESC' }, ['name', 'status'])).toEqual([]);
    expect(fromSortModel([{ field: 'name', sort: 'asc' }], { field: 'id', order: 'DESC' })).toEqual({ field: 'name', order: 'ASC' });
    expect(fromSortModel([], { field: 'id', order: 'DESC' })).toEqual({ field: 'id', order: 'DESC' });
  });

  it('maps the quick filter to q and keeps only equality filters', () => {
    expect(toFilterModel({ q: 'mini bus', status: 'Active' })).toEqual({
      items: [{ id: 'status', field: 'status', operator: 'equals', value: 'Active' }],
      quickFilterValues: ['mini', 'bus'],
    });
    expect(
      fromFilterModel({
        items: [
          { field: 'status', operator: 'is', value: 'Inactive' },
          { field: 'name', operator: 'contains', value: 'x' },
        ],
        quickFilterValues: ['mini', ' bus '],
      }),
    ).toEqual({ status: 'Inactive', q: 'mini bus' });
  });

  it("reads an 'exclude' selection against the rows shown", () => {
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(fromRowSelectionModel({ type: 'include', ids: new Set([2]) }, rows)).toEqual([2]);
    expect(fromRowSelectionModel({ type: 'exclude', ids: new Set([2]) }, rows)).toEqual([1, 3]);
  });
});
