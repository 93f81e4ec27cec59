import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SortPayload } from 'react-admin';
import { useDataGridController } from '../../widgets/grid/useDataGridController';
import type { AuditEntry, AuditFilters } from './types';

/** The server answers newest first whatever is asked; the grid shows no sort arrows. */
export const AUDIT_SORT: SortPayload = { field: 'at', order: 'DESC' };
/** How long typing pauses before the list is asked again (react-admin's own debounce). */
export const TYPING_DEBOUNCE_MS = 500;
const NOT_SORTABLE: readonly string[] = [];

const TYPED = ['entity', 'actor', 'q'] as const;
type TypedName = (typeof TYPED)[number];
type Typed = Record<TypedName, string>;
type PickedName = 'action' | 'from' | 'to';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const typedOf = (filters: AuditFilters): Typed => ({ entity: text(filters.entity), actor: text(filters.actor), q: text(filters.q) });

/** The filter values with some replaced; empty ones left out (the server treats them as absent anyway). */
function merged(filters: AuditFilters, change: Partial<Record<keyof AuditFilters, string | undefined>>): AuditFilters {
  const next: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...filters, ...change })) {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed) next[name] = trimmed;
  }
  return next;
}

/**
 * The audit trail's list (react-admin's ListBase controller in context, bound to the grid) and its
 * filters: entity, actor and the search box (q) are typed and sent after a pause; action and the
 * dates at once. Every change is sent whole, so a pending typed value is never lost to a pick.
 * Also the entry whose changes are open.
 */
export function useAuditTrail() {
  const grid = useDataGridController<AuditEntry>(undefined, { sortableFields: NOT_SORTABLE, defaultSort: AUDIT_SORT });
  const { filterValues, setFilters, displayedFilters } = grid.list;
  const filters = filterValues as AuditFilters;

  const latest = useRef({ filters, displayedFilters, setFilters });
  latest.current = { filters, displayedFilters, setFilters };

  const [typed, setTyped] = useState<Typed>(() => typedOf(filters));
  const typedRef = useRef(typed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const send = useCallback((change: Partial<Record<keyof AuditFilters, string | undefined>>) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { filters: current, displayedFilters: displayed, setFilters: apply } = latest.current;
    const next = merged(current, { ...typedRef.current, ...change });
    if (JSON.stringify(next) === JSON.stringify(merged(current, {}))) return;
    apply(next, displayed, false);
    // A second change before the list renders again (From, then To) builds on this one, not on the filters it replaced.
    latest.current = { ...latest.current, filters: next };
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A change from elsewhere (the address, Clear) shows in the boxes unless the user is typing.
  const serverTyped = JSON.stringify(typedOf(filters));
  useEffect(() => {
    if (timer.current !== undefined) return;
    const next = JSON.parse(serverTyped) as Typed;
    if (TYPED.some((name) => next[name] !== typedRef.current[name].trim())) {
      typedRef.current = next;
      setTyped(next);
    }
  }, [serverTyped]);

  const setTypedFilter = useCallback(
    (name: TypedName, value: string) => {
      typedRef.current = { ...typedRef.current, [name]: value };
      setTyped(typedRef.current);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send({}), TYPING_DEBOUNCE_MS);
    },
    [send],
  );
  const setPicked = useCallback((name: PickedName, value: string | undefined) => send({ [name]: value }), [send]);

  const clearFilters = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    typedRef.current = { entity: '', actor: '', q: '' };
    setTyped(typedRef.current);
    latest.current.setFilters({}, latest.current.displayedFilters, false);
    latest.current = { ...latest.current, filters: {} };
  }, []);

  const [open, setOpen] = useState<AuditEntry | null>(null);
  const showChanges = useCallback((entry: AuditEntry) => setOpen(entry), []);
  const closeChanges = useCallback(() => setOpen(null), []);

  const filtered = useMemo(
    () => Object.values({ ...filters, ...typed }).some((value) => typeof value === 'string' && value.trim() !== ''),
    [filters, typed],
  );

  return {
    grid,
    filters: { ...typed, action: text(filters.action), from: filters.from, to: filters.to },
    setEntity: (value: string) => setTypedFilter('entity', value),
    setActor: (value: string) => setTypedFilter('actor', value),
    setSearch: (value: string) => setTypedFilter('q', value),
    setAction: (value: string) => setPicked('action', value),
    setFrom: (value: string | undefined) => setPicked('from', value),
    setTo: (value: string | undefined) => setPicked('to', value),
    clearFilters,
    filtered,
    open,
    showChanges,
    closeChanges,
  };
}

export type AuditTrailView = ReturnType<typeof useAuditTrail>;
