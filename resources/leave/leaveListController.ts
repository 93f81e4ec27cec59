import type { LeaveApplicationPage } from '../../src/shared/leave/leaveApplicationRecord';
import type { ListKey } from './leaveApi';

export type LeaveTab = 'Pending' | 'Completed';
/** The tab's list key on the server (spec 000 §4: Completed is requested with key Approved). */
export const LIST_KEY: Record<LeaveTab, ListKey> = { Pending: 'Pending', Completed: 'Approved' };

export interface LeaveListState<P extends LeaveApplicationPage = LeaveApplicationPage> {
  tab: LeaveTab;
  pages: Record<LeaveTab, { page: number; data: P | null }>;
}

export interface LeaveListController<P extends LeaveApplicationPage = LeaveApplicationPage> {
  getState(): LeaveListState<P>;
  subscribe(listener: () => void): () => void;
  /** Both tabs' first pages, for their counts. */
  load(): Promise<void>;
  setTab(tab: LeaveTab): void;
  setPage(tab: LeaveTab, page: number): Promise<void>;
}

/** Pending and Completed lists with their counts, without React: the history and the approval screens share it. */
export function createLeaveListController<P extends LeaveApplicationPage>(read: (key: ListKey, page: number) => Promise<P>): LeaveListController<P> {
  let state: LeaveListState<P> = { tab: 'Pending', pages: { Pending: { page: 0, data: null }, Completed: { page: 0, data: null } } };
  const listeners = new Set<() => void>();
  const update = (patch: Partial<LeaveListState<P>>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  async function fetchPage(tab: LeaveTab, page: number) {
    const data = await read(LIST_KEY[tab], page).catch(() => null);
    update({ pages: { ...state.pages, [tab]: { page, data } } });
  }
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      await Promise.all([fetchPage('Pending', state.pages.Pending.page), fetchPage('Completed', state.pages.Completed.page)]);
    },
    setTab: (tab) => update({ tab }),
    setPage: (tab, page) => fetchPage(tab, page),
  };
}
