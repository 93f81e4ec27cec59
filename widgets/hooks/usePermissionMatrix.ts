import { useCallback, useMemo, useRef, useState } from 'react';
import {
  allState,
  filterRows,
  groupRows,
  keysOf,
  rowKey,
  setAll,
  setVerb,
  verbState,
  VERBS,
  type CheckState,
  type PermissionRow,
  type Verb,
} from '../rules/permissionMatrix';

export interface MatrixHandlers {
  /** One cell. */
  setCell: (key: string, verb: Verb, on: boolean) => void;
  /** Every verb of one row. */
  setRow: (key: string, on: boolean) => void;
  /** One verb of every row of a menu (shown ones). */
  setGroupVerb: (menuId: number, verb: Verb, on: boolean) => void;
  /** Every verb of every row of a menu (shown ones). */
  setGroup: (menuId: number, on: boolean) => void;
  /** One verb of every shown row. */
  setColumn: (verb: Verb, on: boolean) => void;
  /** Every verb of every shown row. */
  setEverything: (on: boolean) => void;
}

/**
 * State of the permission matrix view: the filter, the grouped rows it shows, the select-all
 * states, and handlers that hand the whole new rows array to `onChange`. Select-all acts on the
 * rows the filter shows. Handlers are stable, so memoised rows re-render only when they change.
 */
export function usePermissionMatrix(rows: readonly PermissionRow[], onChange: (rows: PermissionRow[]) => void) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const groups = useMemo(() => groupRows(shown), [shown]);
  const columns = useMemo(
    () => Object.fromEntries(VERBS.map((verb) => [verb, verbState(shown, verb)])) as Record<Verb, CheckState>,
    [shown],
  );
  const everything = useMemo(() => allState(shown), [shown]);

  // The latest rows and callback, read when a box is clicked, keep the handlers' identity.
  const latest = useRef({ rows, shown, groups, onChange });
  latest.current = { rows, shown, groups, onChange };
  const apply = useCallback((next: PermissionRow[]) => {
    if (next !== latest.current.rows) latest.current.onChange(next);
  }, []);

  const handlers = useMemo<MatrixHandlers>(() => {
    const groupKeys = (menuId: number) => keysOf(latest.current.groups.find((group) => group.menuId === menuId)?.rows ?? []);
    return {
      setCell: (key, verb, on) => apply(setVerb(latest.current.rows, new Set([key]), verb, on)),
      setRow: (key, on) => apply(setAll(latest.current.rows, new Set([key]), on)),
      setGroupVerb: (menuId, verb, on) => apply(setVerb(latest.current.rows, groupKeys(menuId), verb, on)),
      setGroup: (menuId, on) => apply(setAll(latest.current.rows, groupKeys(menuId), on)),
      setColumn: (verb, on) => apply(setVerb(latest.current.rows, keysOf(latest.current.shown), verb, on)),
      setEverything: (on) => apply(setAll(latest.current.rows, keysOf(latest.current.shown), on)),
    };
  }, [apply]);

  return { filter, setFilter, groups, columns, everything, shownCount: shown.length, totalCount: rows.length, handlers, rowKey };
}
