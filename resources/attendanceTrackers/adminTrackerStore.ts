import { format } from 'date-fns';
import { createPageStore, type PageStore } from '../../src/app/pageStore/createPageStore';
import type { AdminTrackerRow } from '../../src/shared/trackerRecords';
import type { TrackerApi } from './trackerApi';

export interface AdminTrackerState {
  /** yyyy-MM, as the month input holds it. */
  month: string;
  rows: AdminTrackerRow[] | null;
  loading: boolean;
}

export interface AdminTrackerActions {
  load(): Promise<void>;
  setMonth(month: string): Promise<void>;
}

export type AdminTrackerStore = PageStore<AdminTrackerState, AdminTrackerActions>;

/** The admin tracker (spec 001 §2): a month only; the answer is keyed by department. */
export function createAdminTrackerStore(api: TrackerApi, now: () => Date = () => new Date()): AdminTrackerStore {
  return createPageStore<AdminTrackerState, AdminTrackerActions>({ month: format(now(), 'yyyy-MM'), rows: null, loading: false }, (set, get) => {
    const actions: AdminTrackerActions = {
      async load() {
        const [year, month] = get().month.split('-');
        if (!year || !month) return;
        set({ loading: true });
        try {
          const keyed = await api.admin(`${month}-${year}`);
          set({
            rows: Object.values(keyed).sort((a, b) => a.department.localeCompare(b.department)),
            loading: false,
          });
        } catch {
          set({ rows: [], loading: false });
        }
      },
      async setMonth(month) {
        set({ month });
        await actions.load();
      },
    };
    return actions;
  });
}
