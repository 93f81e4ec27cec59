import { createPageStore } from '../../../src/app/pageStore/createPageStore';
import { OVERRIDE_MESSAGES } from '../../../src/shared/attendanceOverride';
import type { OverrideRecord, OverridesApi } from './types';

export const HISTORY_PAGE_SIZE = 10;

export interface OverrideHistoryState {
  rows: OverrideRecord[] | null;
  total: number;
  page: number;
  /** Selected rows by key (keyOf): kept across pages. */
  selected: Record<string, OverrideRecord>;
  deleting: boolean;
}

export const keyOf = (row: Pick<OverrideRecord, 'empId' | 'date'>) => `${row.empId}|${row.date}`;

/** Override History (spec 001 §2 Override deletion): the standing overrides, rows selected, deleted on Submit. */
export function createOverrideHistoryStore(api: OverridesApi, onChanged: () => void = () => undefined) {
  const initial: OverrideHistoryState = { rows: null, total: 0, page: 0, selected: {}, deleting: false };
  return createPageStore(initial, (set, get) => {
    const load = async () => {
      try {
        // The history table's pages start at 1 on the server (spec 001 §9); the pager counts from 0.
        const answer = await api.list({ page: get().page + 1, size: HISTORY_PAGE_SIZE });
        set({ rows: answer.content, total: answer.totalElements });
      } catch {
        set({ rows: [], total: 0 });
      }
    };
    return {
      load,
      setPage: (page: number) => {
        set({ page });
        return load();
      },
      toggle: (row: OverrideRecord) => {
        const selected = { ...get().selected };
        if (selected[keyOf(row)]) delete selected[keyOf(row)];
        else selected[keyOf(row)] = row;
        set({ selected });
      },
      toggleAll: () => {
        const rows = get().rows ?? [];
        const selected = { ...get().selected };
        const all = rows.length > 0 && rows.every((row) => selected[keyOf(row)]);
        for (const row of rows) {
          if (all) delete selected[keyOf(row)];
          else selected[keyOf(row)] = row;
        }
        set({ selected });
      },
      submit: async () => {
        const rows = Object.values(get().selected);
        if (rows.length === 0) return api.notify(OVERRIDE_MESSAGES.selectRowToDelete, 'error');
        set({ deleting: true });
        const answer = await api.remove(rows.map((row) => ({ empId: row.empId, yearMonth: row.yearMonth, attendanceDate: row.date })));
        set({ deleting: false });
        api.notify(answer.message || (answer.ok ? OVERRIDE_MESSAGES.deleted : 'Something went wrong!'), answer.ok ? 'success' : 'error');
        if (!answer.ok) return;
        set({ selected: {}, page: 0 });
        onChanged();
        await load();
      },
    };
  });
}

export type OverrideHistoryStore = ReturnType<typeof createOverrideHistoryStore>;
