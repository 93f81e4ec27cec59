import { createPageStore } from '../../src/app/pageStore/createPageStore';
import type { DayTypeHistoryRow } from '../../src/shared/shiftRosterSheet';

/** One line of the history table: an employee's day type on a date. */
export interface DayTypeLine {
  empId: string;
  empName: string;
  date: string;
  dayType: string;
  shiftCode: string;
}

/** The table's columns, each of which can be hidden (spec 001 §2: column toggles); the index always shows. */
export const DAY_TYPE_HISTORY_COLUMNS = ['Emp ID', 'Employee Name', 'Date', 'Day Type', 'Shift Code'] as const;
export type DayTypeHistoryColumn = (typeof DAY_TYPE_HISTORY_COLUMNS)[number];

export interface DayTypeHistoryState {
  empId: string | null;
  month: string | null;
  lines: DayTypeLine[] | null;
  hidden: DayTypeHistoryColumn[];
  page: number;
  size: number;
}

export interface DayTypeHistoryApi {
  dayTypeHistory(query: { empId: string | null; monthYear: string | null }): Promise<DayTypeHistoryRow[]>;
}

/** The answer per employee → one line per date, employees in order, newest date first. */
export function dayTypeLines(rows: readonly DayTypeHistoryRow[]): DayTypeLine[] {
  return rows.flatMap((row) =>
    row.updatedDayType.map((entry) => ({ empId: row.empId, empName: row.empName, date: entry.date, dayType: entry.dayTypes.dayType, shiftCode: entry.dayTypes.shiftCode ?? '' })),
  );
}

/** Day Type History (spec 001 §2): employee and month-year filters, a table with an index and column toggles, paged here. */
export function createDayTypeHistoryStore(api: DayTypeHistoryApi) {
  return createPageStore<DayTypeHistoryState, { load(): Promise<void>; setEmployee(empId: string | null): Promise<void>; setMonth(month: string): Promise<void>; clearMonth(): Promise<void>; toggle(column: DayTypeHistoryColumn): void; setPage(page: number): void; setSize(size: number): void }>(
    { empId: null, month: null, lines: null, hidden: [], page: 0, size: 10 },
    (set, get) => {
      const load = async () => {
        const { empId, month } = get();
        try {
          set({ lines: dayTypeLines(await api.dayTypeHistory({ empId, monthYear: month })), page: 0 });
        } catch {
          set({ lines: [], page: 0 });
        }
      };
      return {
        load,
        setEmployee: async (empId) => {
          set({ empId });
          await load();
        },
        setMonth: async (month) => {
          set({ month });
          await load();
        },
        clearMonth: async () => {
          set({ month: null });
          await load();
        },
        toggle: (column) => {
          const hidden = get().hidden;
          set({ hidden: hidden.includes(column) ? hidden.filter((c) => c !== column) : [...hidden, column] });
        },
        setPage: (page) => set({ page }),
        setSize: (size) => set({ size, page: 0 }),
      };
    },
  );
}
