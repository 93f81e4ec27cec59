import { createPageStore, type PageStore } from '../../../src/app/pageStore/createPageStore';
import type { ToastSeverity } from '../../../src/app/toast/toastGate';
import { PAYROLL_MONTH_REOPENED, type LopChanges, type PayrollMonthState } from '../../../src/shared/payrollMonthClose';
import { reopenReasonError } from '../../../src/shared/reopenReasonError';

/** The calls the close card makes (monthCloseApi), the download and the toast. */
export interface MonthCloseApi {
  state(monthYear: string): Promise<PayrollMonthState>;
  lopChanges(monthYear: string, page: number): Promise<LopChanges>;
  reopen(monthYear: string, reason: string): Promise<PayrollMonthState>;
  finalMuster(monthYear: string): Promise<Blob>;
  save(blob: Blob, fileName: string): void;
  notify(message: string, severity: ToastSeverity): void;
}

export interface MonthCloseState {
  /** The month the page chose ('' : the server's default, the payroll month just over). */
  requested: string;
  month: PayrollMonthState | null;
  loading: boolean;
  /** What a reopen changed against what payroll used; read once the month has been reopened. */
  changes: LopChanges | null;
  changesPage: number;
  reopening: boolean;
  reason: string;
  reasonError: string | null;
  busy: boolean;
  downloading: boolean;
}

export interface MonthCloseActions {
  load(monthYear: string): Promise<void>;
  showChangesPage(page: number): Promise<void>;
  openReopen(): void;
  setReason(reason: string): void;
  cancelReopen(): void;
  submitReopen(): Promise<boolean>;
  downloadMuster(): Promise<void>;
}

export type MonthCloseStore = PageStore<MonthCloseState, MonthCloseActions>;

/** The muster's file name (spec 001 §3). */
export const FINAL_MUSTER_FILE = 'MusterReport.xlsx';

/**
 * The payroll month's close card: its state (Open, Closed, Reopened), the reopen with a reason (the
 * same rule as the server: reopenReasonError) and, once reopened, the LOP changes against what
 * payroll used.
 */
export function createMonthCloseStore(api: MonthCloseApi): MonthCloseStore {
  return createPageStore<MonthCloseState, MonthCloseActions>(
    { requested: '', month: null, loading: true, changes: null, changesPage: 0, reopening: false, reason: '', reasonError: null, busy: false, downloading: false },
    (set, get) => {
      const readChanges = async (month: PayrollMonthState, page: number) => {
        // Only a reopened month can differ from what payroll used.
        if (!month.history.some((event) => event.action === 'reopen')) return set({ changes: null, changesPage: 0 });
        try {
          set({ changes: await api.lopChanges(month.monthYear, page), changesPage: page });
        } catch {
          set({ changes: null });
        }
      };
      return {
        async load(monthYear) {
          set({ requested: monthYear, loading: true });
          try {
            const month = await api.state(monthYear);
            if (get().requested !== monthYear) return;
            set({ month, loading: false });
            await readChanges(month, 0);
          } catch {
            set({ month: null, changes: null, loading: false });
          }
        },
        async showChangesPage(page) {
          const { month } = get();
          if (month) await readChanges(month, page);
        },
        openReopen: () => set({ reopening: true, reason: '', reasonError: null }),
        setReason: (reason) => set({ reason, reasonError: get().reasonError && reopenReasonError(reason) }),
        cancelReopen: () => set({ reopening: false, reason: '', reasonError: null }),
        async submitReopen() {
          const { month, reason } = get();
          const error = reopenReasonError(reason);
          if (error) {
            set({ reasonError: error });
            return false;
          }
          if (!month) return false;
          set({ busy: true });
          try {
            const reopened = await api.reopen(month.monthYear, reason.trim());
            api.notify(PAYROLL_MONTH_REOPENED, 'success');
            set({ month: reopened, reopening: false, reason: '', reasonError: null });
            await readChanges(reopened, 0);
            return true;
          } catch {
            // The client has toasted the server's message; the dialog stays for another try.
            return false;
          } finally {
            set({ busy: false });
          }
        },
        async downloadMuster() {
          const { month } = get();
          if (!month) return;
          set({ downloading: true });
          try {
            api.save(await api.finalMuster(month.monthYear), FINAL_MUSTER_FILE);
          } catch {
            // Toasted by the client.
          } finally {
            set({ downloading: false });
          }
        },
      };
    },
  );
}
