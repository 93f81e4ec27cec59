import { format } from 'date-fns';
import { createPageStore, type PageStore } from '../../src/app/pageStore/createPageStore';
import type { ReportApi } from '../attendanceReport/reportApi';
import type { AttendanceReportRow } from '../attendanceReport/reportColumns';

export interface AdminReportState {
  /** yyyy-MM, as the month input holds it. */
  month: string;
  search: string;
  page: number;
  size: number;
  answer: { rows: AttendanceReportRow[]; total: number } | null;
}

export interface AdminReportActions {
  load(): Promise<void>;
  setMonth(month: string): Promise<void>;
  setSearch(search: string): Promise<void>;
  setPage(page: number): Promise<void>;
  setSize(size: number): Promise<void>;
  exportReport(): Promise<void>;
}

export type AdminReportStore = PageStore<AdminReportState, AdminReportActions>;

/** MM-YYYY (spec 001 §9) of the month input's yyyy-MM. */
export const specMonth = (month: string) => `${month.slice(5, 7)}-${month.slice(0, 4)}`;

/**
 * The admin Attendance Report (spec 001 §2): a month, a search, the paged table of the payroll
 * month's days, and its Excel. Changing a filter goes back to the first page (spec 001 §4).
 */
export function createAdminReportStore(api: ReportApi, now: () => Date = () => new Date()): AdminReportStore {
  const initial: AdminReportState = {
    month: format(now(), 'yyyy-MM'),
    search: '',
    page: 0,
    size: 10,
    answer: null,
  };
  return createPageStore(initial, (set, get) => {
    const actions: AdminReportActions = {
      async load() {
        const { month, search, page, size } = get();
        if (!month) return;
        try {
          const answer = await api.page<AttendanceReportRow>('/employee-attendance/admin-attendance-report', {
            month: specMonth(month),
            search,
            page,
            size,
            sortDirection: 'DESC',
          });
          set({
            answer: { rows: answer.content, total: answer.totalElements },
          });
        } catch {
          set({ answer: { rows: [], total: 0 } });
        }
      },
      async setMonth(month) {
        set({ month, page: 0 });
        await actions.load();
      },
      async setSearch(search) {
        set({ search, page: 0 });
        await actions.load();
      },
      async setPage(page) {
        set({ page });
        await actions.load();
      },
      async setSize(size) {
        set({ size, page: 0 });
        await actions.load();
      },
      async exportReport() {
        const { month, search } = get();
        try {
          await api.download(
            '/employee-attendance/export-admin-attendance-report',
            { month: specMonth(month), ...(search ? { search } : {}) },
            'AttendanceReport.xlsx',
          );
        } catch {
          // httpClient has shown the failure.
        }
      },
    };
    return actions;
  });
}
