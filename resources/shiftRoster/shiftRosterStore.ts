import { createPageStore } from '../../src/app/pageStore/createPageStore';
import type { ShiftRosterRow } from '../../src/shared/shiftRosterSheet';
import type { RosterPage, RosterQuery } from './shiftRosterApi';

export interface ShiftRosterState {
  /** MM-YYYY: the payroll month ending in it; null until the server names the open one. */
  month: string | null;
  /** The open payroll month's MM-YYYY: the picker goes no further (spec 001 §5). */
  latestMonth: string | null;
  page: number;
  size: number;
  search: string;
  data: RosterPage | null;
  loading: boolean;
}

export interface ShiftRosterApi {
  roster(query: Partial<RosterQuery> & Pick<RosterQuery, 'page' | 'size' | 'search'>): Promise<RosterPage>;
}

/** Spec 001 §9: page sizes 10, 25, 50. */
export const ROSTER_PAGE_SIZES = [10, 25, 50];

/** The dates of a payroll month, first to last (yyyy-MM-dd). */
export function monthDates(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  for (let day = Date.parse(`${startDate}T00:00Z`); day <= Date.parse(`${endDate}T00:00Z`); day += 86_400_000) dates.push(new Date(day).toISOString().slice(0, 10));
  return dates;
}

/** A row's cell per date: the shift code or OFF, blank where the roster sets nothing. */
export function rosterCells(row: ShiftRosterRow, dates: readonly string[]): string[] {
  const byDate = new Map(row.rosterDetails.map((detail) => [detail.date, detail.shift]));
  return dates.map((date) => byDate.get(date) ?? '');
}

/**
 * The Shift Roster viewer (spec 001 §2): a payroll month's grid of employees × days, paged on the
 * server, searched by Emp ID or name. The first read asks for the open month, which the server names.
 */
export function createShiftRosterStore(api: ShiftRosterApi) {
  return createPageStore<ShiftRosterState, { load(): Promise<void>; setMonth(month: string): Promise<void>; setPage(page: number): Promise<void>; setSize(size: number): Promise<void>; setSearch(search: string): Promise<void> }>(
    { month: null, latestMonth: null, page: 0, size: ROSTER_PAGE_SIZES[0], search: '', data: null, loading: true },
    (set, get) => {
      const load = async () => {
        const { month, page, size, search } = get();
        set({ loading: true });
        try {
          const data = await api.roster({ ...(month ? { monthYear: month } : {}), page, size, search });
          set({ data, loading: false, month: data.monthYear, latestMonth: get().latestMonth ?? data.monthYear });
        } catch {
          set({ data: null, loading: false });
        }
      };
      return {
        load,
        setMonth: async (month) => {
          set({ month, page: 0 });
          await load();
        },
        setPage: async (page) => {
          set({ page });
          await load();
        },
        setSize: async (size) => {
          set({ size, page: 0 });
          await load();
        },
        setSearch: async (search) => {
          set({ search, page: 0 });
          await load();
        },
      };
    },
  );
}
