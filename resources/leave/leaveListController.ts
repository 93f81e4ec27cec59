import { createPageStore, type PageStore } from '../../src/app/pageStore/createPageStore';
import type { LeaveApplicationPage } from '../../src/shared/leave/leaveApplicationRecord';
import type { ListKey } from './leaveApi';

export type LeaveTab = 'Pending' | 'Completed';
/** The tab's list key on the server (spec 000 §4: Completed is requested with key Approved). */
export const LIST_KEY: Record<LeaveTab, ListKey> = { Pending: 'Pending', Completed: 'Approved' };

export interface LeaveListState<P extends LeaveApplicationPage = LeaveApplicationPage> {
  tab: LeaveTab;
  pages: Record<LeaveTab, { page: number; data: P | null }>;
}

export interface LeaveListActions {
  /** Both tabs' first pages, for their counts. */
  load(): Promise<void>;
  setTab(tab: LeaveTab): void;
  setPage(tab: LeaveTab, page: number): Promise<void>;
}

export type LeaveListController<P extends LeaveApplicationPage = LeaveApplicationPage> = PageStore<LeaveListState<P>, LeaveListActions>;

/** Pending and Completed lists with their counts, without React: the history and the approval screens share it. */
export function createLeaveListController<P extends LeaveApplicationPage>(read: (key: ListKey, page: number) => Promise<P>): LeaveListController<P> {
  const initial: LeaveListState<P> = { tab: 'Pending', pages: { Pending: { page: 0, data: null }, Completed: { page: 0, data: null } } };
  return createPageStore(initial, (set, get) => {
    async function fetchPage(tab: LeaveTab, page: number) {
      const data = await read(LIST_KEY[tab], page).catch(() => null);
      set({ pages: { ...get().pages, [tab]: { page, data } } });
    }
    return {
      async load() {
        await Promise.all([fetchPage('Pending', get().pages.Pending.page), fetchPage('Completed', get().pages.Completed.page)]);
      },
      setTab: (tab) => set({ tab }),
      setPage: (tab, page) => fetchPage(tab, page),
    };
  });
}
