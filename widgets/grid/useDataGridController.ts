import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type {
  DataGridProps,
  GridFilterModel,
  GridPaginationModel,
  GridRowId,
  GridRowSelectionModel,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { ListContext, type ListControllerResult, type RaRecord, type SortPayload } from 'react-admin';
import { MAX_LIST_PAGE } from '../../src/shared/heavyWorkLimits';

/**
 * THE binding between react-admin's list controller and @mui/x-data-grid (react-admin has no
 * open-source one): the grid only displays and asks; paging, sorting and search live in the list
 * controller (and so in the URL and the store) and happen on the server.
 *
 * 'All' (spec 002 §9): the MIT grid refuses a pageSize above 100 but accepts its own "all rows"
 * value, -1. The grid is given -1, react-admin is given ALL_PER_PAGE (the server's cap on one page,
 * MAX_LIST_PAGE in src/shared/heavyWorkLimits.ts), so one request brings up to that many rows; a
 * longer list says how many of its rows are shown (`allCapped`), and search or export reach the rest.
 */

/** The grid's own "all rows" page size (MUI X ALL_RESULTS_PAGE_VALUE). */
export const ALL_PAGE_SIZE = -1;
/** What react-admin asks the server for when 'All' is chosen: the server's largest page. */
export const ALL_PER_PAGE = MAX_LIST_PAGE;
export const DEFAULT_PER_PAGE = 10;
/** Spec 002 §9: 5, 10, 20, 50, 100, All. */
export const PAGE_SIZE_OPTIONS: Array<number | { value: number; label: string }> = [5, 10, 20, 50, 100, { value: ALL_PAGE_SIZE, label: 'All' }];
/** Spec 002 §8. */
export const NO_DATA_TEXT = 'No data available';
/** The filter key the server searches the schema's searchable properties with. */
export const SEARCH_FILTER = 'q';

const EQUALITY_OPERATORS = new Set(['equals', 'is', '=']);

export const isAllPerPage = (perPage: number) => perPage >= ALL_PER_PAGE || perPage === ALL_PAGE_SIZE;

/** react-admin's 1-based page and perPage → the grid's 0-based model (All → -1). */
export function toPaginationModel(page: number, perPage: number): GridPaginationModel {
  return isAllPerPage(perPage) ? { page: 0, pageSize: ALL_PAGE_SIZE } : { page: Math.max(0, page - 1), pageSize: perPage };
}

/** The grid's model → react-admin's page and perPage (-1 → ALL_PER_PAGE on page 1). */
export function fromPaginationModel(model: GridPaginationModel): { page: number; perPage: number } {
  return model.pageSize === ALL_PAGE_SIZE || model.pageSize >= ALL_PER_PAGE
    ? { page: 1, perPage: ALL_PER_PAGE }
    : { page: model.page + 1, perPage: model.pageSize };
}

/** react-admin's sort → the grid's; a sort on a column the grid does not show (id) shows no arrow. */
export function toSortModel(sort: SortPayload | undefined, columns?: readonly string[]): GridSortModel {
  if (!sort?.field || (columns && !columns.includes(sort.field))) return [];
  return [{ field: sort.field, sort: sort.order === 'DESC' ? 'desc' : 'asc' }];
}

/** The grid's sort → react-admin's; an unsorted grid falls back to the default sort. */
export function fromSortModel(model: GridSortModel, defaultSort: SortPayload): SortPayload {
  const [first] = model;
  if (!first?.sort) return defaultSort;
  return { field: first.field, order: first.sort === 'desc' ? 'DESC' : 'ASC' };
}

/** react-admin's filter values → the grid's filter model: `q` is the quick filter, the rest equality items. */
export function toFilterModel(filterValues: Record<string, unknown> | undefined): GridFilterModel {
  const { [SEARCH_FILTER]: q, ...rest } = filterValues ?? {};
  return {
    items: Object.entries(rest)
      .filter(([, value]) => value !== undefined && value !== null && value !== '' && !Array.isArray(value))
      .map(([field, value]) => ({ id: field, field, operator: 'equals', value })),
    quickFilterValues: typeof q === 'string' && q.trim() !== '' ? q.trim().split(/\s+/) : [],
  };
}

/**
 * The grid's filter model → react-admin's filter values. Only what the server can answer is kept:
 * the quick filter (as one `q`) and equality items; other operators are dropped, not guessed.
 */
export function fromFilterModel(model: GridFilterModel): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const item of model.items) {
    if (EQUALITY_OPERATORS.has(item.operator) && item.value !== undefined && item.value !== null && item.value !== '') {
      values[item.field] = item.value;
    }
  }
  const q = (model.quickFilterValues ?? []).map((value) => String(value).trim()).filter(Boolean).join(' ');
  if (q) values[SEARCH_FILTER] = q;
  return values;
}

/** Selected ids (react-admin) → the grid's selection model (v8: a typed set). */
export function toRowSelectionModel(ids: readonly GridRowId[]): GridRowSelectionModel {
  return { type: 'include', ids: new Set(ids) };
}

/** The grid's selection model → ids; an 'exclude' model (header checkbox) is read against the rows shown. */
export function fromRowSelectionModel(model: GridRowSelectionModel, rows: ReadonlyArray<{ id: GridRowId }>): GridRowId[] {
  return model.type === 'include' ? [...model.ids] : rows.map((row) => row.id).filter((id) => !model.ids.has(id));
}

export type ServerGridProps<R extends GridValidRowModel> = Required<
  Pick<
    DataGridProps<R>,
    | 'rows'
    | 'rowCount'
    | 'loading'
    | 'paginationMode'
    | 'sortingMode'
    | 'filterMode'
    | 'paginationModel'
    | 'onPaginationModelChange'
    | 'sortModel'
    | 'onSortModelChange'
    | 'filterModel'
    | 'onFilterModelChange'
    | 'pageSizeOptions'
    | 'rowSelectionModel'
    | 'onRowSelectionModelChange'
    | 'localeText'
  >
>;

export interface DataGridController<R extends RaRecord> {
  /** Spread on <DataGrid>. */
  gridProps: ServerGridProps<R>;
  /** The search box's text: typed at once, sent to the server (filter `q`) after a pause. */
  search: string;
  setSearch: (text: string) => void;
  /** Whether 'All' is the page size. */
  showingAll: boolean;
  /** 'All' chosen on a list longer than one page may be: only the first ALL_PER_PAGE rows are shown. */
  allCapped: boolean;
  total: number;
  selectedIds: GridRowId[];
  clearSelection: () => void;
  /** The controller it binds, for callers that need more (refetch, filterValues, sort …). */
  list: ListControllerResult<R>;
}

export interface DataGridControllerOptions {
  /** Grid columns that may show a sort arrow; a sort on another field shows none. */
  sortableFields?: readonly string[];
  /** The sort to fall back to when the user clears the grid's sort. Default: id DESC (spec 002 §9). */
  defaultSort?: SortPayload;
  /** Whether typing in the search box waits before asking the server. Default true (react-admin's 500 ms). */
  debounceSearch?: boolean;
}

const DEFAULT_SORT: SortPayload = { field: 'id', order: 'DESC' };

/**
 * Maps a react-admin list controller (the one in context, or the one given) to the DataGrid's
 * server-side paging, sorting, filtering and selection props. Use it for every grid in the product.
 * Selection is cleared when the page, the page size or the filter changes; a new search or filter
 * goes back to the first page (react-admin's SET_FILTER does that).
 */
export function useDataGridController<R extends RaRecord = RaRecord>(
  controller?: ListControllerResult<R>,
  options: DataGridControllerOptions = {},
): DataGridController<R> {
  const fromContext = useContext(ListContext) as ListControllerResult<R> | null;
  const list = controller ?? fromContext;
  if (!list) throw new Error('useDataGridController needs a list controller: pass one, or render inside <ListBase>');
  const { debounceSearch = true } = options;
  // Options are often written inline; keep them stable by value, or the grid sees a new sort model
  // on every render (and goes back to the first page).
  const sortableKey = options.sortableFields ? options.sortableFields.join('\u0000') : null;
  const sortableFields = useMemo(() => (sortableKey === null ? undefined : sortableKey.split('\u0000')), [sortableKey]);
  const defaultField = options.defaultSort?.field ?? DEFAULT_SORT.field;
  const defaultOrder = options.defaultSort?.order ?? DEFAULT_SORT.order;
  const defaultSort = useMemo<SortPayload>(() => ({ field: defaultField, order: defaultOrder }), [defaultField, defaultOrder]);
  const { page, perPage, sort, filterValues, displayedFilters, setPage, setPerPage, setSort, setFilters, data, total, isPending, isFetching } = list;

  // Keep the last known total while a page loads: a rowCount of 0 makes the grid clamp the page.
  const lastTotal = useRef(0);
  if (typeof total === 'number') lastTotal.current = total;
  const rowCount = typeof total === 'number' ? total : lastTotal.current;

  const paginationModel = useMemo(() => toPaginationModel(page, perPage), [page, perPage]);
  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => {
      const next = fromPaginationModel(model);
      if (next.perPage !== perPage) {
        // react-admin's SET_PER_PAGE goes back to page 1.
        setPerPage(next.perPage);
      } else if (next.page !== page) {
        setPage(next.page);
      }
    },
    [page, perPage, setPage, setPerPage],
  );

  const sortModel = useMemo(() => toSortModel(sort, sortableFields), [sort, sortableFields]);
  const onSortModelChange = useCallback(
    (model: GridSortModel) => {
      const next = fromSortModel(model, defaultSort);
      if (next.field !== sort.field || next.order !== sort.order) setSort(next);
    },
    [defaultSort, setSort, sort.field, sort.order],
  );

  const filterModel = useMemo(() => toFilterModel(filterValues), [filterValues]);
  const onFilterModelChange = useCallback(
    (model: GridFilterModel) => setFilters(fromFilterModel(model), displayedFilters, debounceSearch),
    [debounceSearch, displayedFilters, setFilters],
  );

  // The search box: what is typed shows at once; the server is asked after react-admin's debounce.
  const serverSearch = typeof filterValues?.[SEARCH_FILTER] === 'string' ? (filterValues[SEARCH_FILTER] as string) : '';
  const [search, setSearchText] = useState(serverSearch);
  const typed = useRef(serverSearch);
  useEffect(() => {
    // A change from elsewhere (URL, reset) shows in the box; our own debounced echo does not disturb typing.
    if (serverSearch !== typed.current.trim()) {
      typed.current = serverSearch;
      setSearchText(serverSearch);
    }
  }, [serverSearch]);
  const setSearch = useCallback(
    (text: string) => {
      typed.current = text;
      setSearchText(text);
      const { [SEARCH_FILTER]: _previous, ...rest } = (filterValues ?? {}) as Record<string, unknown>;
      const q = text.trim();
      setFilters(q ? { ...rest, [SEARCH_FILTER]: q } : rest, displayedFilters, debounceSearch);
    },
    [debounceSearch, displayedFilters, filterValues, setFilters],
  );

  // Spec 002 §4: selection is cleared on page, size or search change.
  const rows = useMemo(() => (data ?? []) as R[], [data]);
  const selectedIds = list.selectedIds as GridRowId[];
  const unselect = useRef(list.onUnselectItems);
  unselect.current = list.onUnselectItems;
  const clearSelection = useCallback(() => unselect.current(), []);
  const filterKey = JSON.stringify(filterValues ?? {});
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    unselect.current();
  }, [page, perPage, filterKey]);

  const rowSelectionModel = useMemo(() => toRowSelectionModel(selectedIds), [selectedIds]);
  const onRowSelectionModelChange = useCallback(
    (model: GridRowSelectionModel) => {
      const ids = fromRowSelectionModel(model, rows);
      if (ids.length === 0) unselect.current();
      else list.onSelect(ids as R['id'][]);
    },
    [list, rows],
  );

  const gridProps: ServerGridProps<R> = {
    rows,
    rowCount,
    // The previous page stays on screen under the loading overlay while the next one arrives.
    loading: isPending || Boolean(isFetching && (list.isPlaceholderData || !data)),
    paginationMode: 'server',
    sortingMode: 'server',
    filterMode: 'server',
    paginationModel,
    onPaginationModelChange,
    sortModel,
    onSortModelChange,
    filterModel,
    onFilterModelChange,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    rowSelectionModel,
    onRowSelectionModelChange,
    localeText: { noRowsLabel: NO_DATA_TEXT, noResultsOverlayLabel: NO_DATA_TEXT },
  };

  return {
    gridProps,
    search,
    setSearch,
    showingAll: isAllPerPage(perPage),
    allCapped: isAllPerPage(perPage) && rowCount > ALL_PER_PAGE,
    total: rowCount,
    selectedIds,
    clearSelection,
    list,
  };
}
