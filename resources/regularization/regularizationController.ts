import { createPageStore, type PageStore } from '../../src/app/pageStore/createPageStore';
import { addMonths, format, parse } from 'date-fns';
import {
  dateSelectability,
  leaveSessionsOn,
  MESSAGES,
  SESSIONS,
  timesProblem,
  type SessionNumber,
  type WorkType,
} from '../../src/shared/regularizationRules';
import type { RegularizationPage, RegularizationRecord } from '../../src/shared/regularizationRecord';
import type { AppliedToData, ApplyRow, MonthData, RegularizationApi } from './types';
import { approverOptions } from '../../src/shared/appliedTo';

export type RegularizationTab = 'Apply' | 'Pending' | 'Completed';
/** The tab's list key on the server (spec 000 §4: Completed is requested with key Approved). */
export const LIST_KEY = { Pending: 'Pending', Completed: 'Approved' } as const;
/** Spec 000 §8: the withdraw view returns to the page 3 s after 'Withdraw Successfully.'. */
export const WITHDRAW_RETURN_MS = 3000;

export interface ListState {
  page: number;
  data: RegularizationPage | null;
  loading: boolean;
}

export interface WithdrawState {
  record: RegularizationRecord;
  times: Record<string, { startTime: string; endTime: string }>;
  errors: Record<string, string>;
  done: boolean;
}

export interface RegularizationState {
  empId: string;
  today: string;
  tab: RegularizationTab;
  /** The payroll month shown (MM-YYYY, the month it ends in); null until the server names the open one by the organisation's payroll start day. */
  yearMonth: string | null;
  month: MonthData | null;
  /** The calendar's month data could not be read: the Apply tab says so (Quick Add still works). */
  monthFailed: boolean;
  appliedTo: AppliedToData | null;
  approverId: string;
  remark: string;
  rows: ApplyRow[];
  rowErrors: Record<string, string>;
  approverError: string | null;
  /** Exception days of the lock window not applied for: Quick Add shows when there are some. */
  quickAddDays: { attendanceDate: string; inTime: string | null; outTime: string | null }[];
  /** A session whose unchecking waits for 'If not, it will be considered an absence'. */
  pendingUncheck: { date: string; session: SessionNumber } | null;
  submitting: boolean;
  lists: Record<'Pending' | 'Completed', ListState>;
  withdraw: WithdrawState | null;
}

const emptyList = (): ListState => ({ page: 0, data: null, loading: false });

export function initialState(empId: string, today: string): RegularizationState {
  return {
    empId,
    today,
    tab: 'Apply',
    yearMonth: null,
    month: null,
    monthFailed: false,
    appliedTo: null,
    approverId: '',
    remark: '',
    rows: [],
    rowErrors: {},
    approverError: null,
    quickAddDays: [],
    pendingUncheck: null,
    submitting: false,
    lists: { Pending: emptyList(), Completed: emptyList() },
    withdraw: null,
  };
}

export const shiftYearMonth = (yearMonth: string, delta: number) => format(addMonths(parse(yearMonth, 'MM-yyyy', new Date()), delta), 'MM-yyyy');

/** A new row for a date: both sessions unless leave covers one (spec 000 §4), work type REG, times prefilled from the punches seen. */
export function newRow(date: string, month: MonthData | null, punches?: { inTime: string | null; outTime: string | null }): ApplyRow {
  const leaveSessions = month ? leaveSessionsOn(month, date) : [];
  return {
    date,
    reason: '',
    inTime: punches?.inTime ?? '',
    outTime: punches?.outTime ?? '',
    sessions: SESSIONS.filter((session) => !leaveSessions.includes(session)),
    leaveSessions,
    key: 'REG',
  };
}

/** Spec 000 §5 form rules, per date: reason required; REG needs both times; WFH and OD both or none. */
export function rowProblems(rows: readonly ApplyRow[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const row of rows) {
    if (!row.reason.trim()) problems[row.date] = MESSAGES.reasonRequired;
    else if (row.sessions.length === 0) problems[row.date] = 'Select at least one session';
    else if (row.key === 'REG' || row.inTime || row.outTime) {
      // The server knows the shift: a night shift's out time may be before its in time, so only the format is judged here.
      const problem = timesProblem(row.inTime, row.outTime, true);
      if (problem) problems[row.date] = problem;
    }
  }
  return problems;
}

export interface RegularizationActions {
  load(): Promise<void>;
  setTab(tab: RegularizationTab): Promise<void>;
  changeMonth(delta: number): Promise<void>;
  /** A day clicked on the calendar: added, removed, or refused with the spec's message. */
  selectDate(date: string): void;
  setRow(date: string, patch: Partial<Pick<ApplyRow, 'reason' | 'inTime' | 'outTime' | 'key'>>): void;
  toggleSession(date: string, session: SessionNumber): void;
  confirmUncheck(): void;
  cancelUncheck(): void;
  quickAdd(): void;
  setApprover(empId: string): void;
  setRemark(remark: string): void;
  submit(): Promise<boolean>;
  loadList(tab: 'Pending' | 'Completed', page: number): Promise<void>;
  openWithdraw(record: RegularizationRecord): void;
  setWithdrawTime(date: string, field: 'startTime' | 'endTime', value: string): void;
  withdraw(): Promise<boolean>;
  closeWithdraw(): void;
}

export type RegularizationController = PageStore<RegularizationState, RegularizationActions>;

/** Everything the regularization screen does, without React (spec 000 §2.6, §4, §5, §8). */
export function createRegularizationController(api: RegularizationApi, empId: string, today: string): RegularizationController {
  return createPageStore(initialState(empId, today), (set, get) => {
    const setList = (tab: 'Pending' | 'Completed', patch: Partial<ListState>) => set({ lists: { ...get().lists, [tab]: { ...get().lists[tab], ...patch } } });
    /** New rows; a date whose message is showing is judged again, so the message goes once the row is right. */
    const setRows = (rows: ApplyRow[]) => {
      const now = rowProblems(rows);
      const rowErrors = Object.fromEntries(Object.keys(get().rowErrors).flatMap((date) => (now[date] ? [[date, now[date]]] : [])));
      set({ rows, rowErrors });
    };

    async function loadMonth() {
      const yearMonth = get().yearMonth;
      try {
        const month = await api.monthData(get().empId, yearMonth ?? undefined);
        if (get().yearMonth === yearMonth) set({ month, yearMonth: month.monthYear, monthFailed: false });
      } catch {
        if (get().yearMonth === yearMonth) set({ month: null, monthFailed: true });
      }
      await loadQuickAdd();
    }

    async function loadQuickAdd() {
      try {
        const data = await api.quickAdd(get().yearMonth ?? undefined);
        set({ quickAddDays: data.attendanceInfo, yearMonth: get().yearMonth ?? data.monthYear });
      } catch {
        set({ quickAddDays: [] });
      }
    }

    const actions: RegularizationActions = {
      async load() {
        const [appliedTo] = await Promise.all([
          api.appliedTo().catch(() => null),
          loadMonth(),
          actions.loadList('Pending', 0),
          actions.loadList('Completed', 0),
        ]);
        set({ appliedTo, approverId: approverOptions(appliedTo)[0]?.value ?? '' });
      },

      async setTab(tab) {
        set({ tab, withdraw: null });
        if (tab !== 'Apply') await actions.loadList(tab, get().lists[tab].page);
      },

      async changeMonth(delta) {
        const yearMonth = get().yearMonth;
        if (!yearMonth) return;
        set({ yearMonth: shiftYearMonth(yearMonth, delta), month: null, monthFailed: false, rows: [], rowErrors: {} });
        await loadMonth();
      },

      selectDate(date) {
        const { rows, month, today } = get();
        if (rows.some((row) => row.date === date)) {
          set({ rows: rows.filter((row) => row.date !== date) });
          return;
        }
        if (!month) return;
        const verdict = dateSelectability(date, today, month);
        if (!verdict.selectable) {
          if (verdict.message) api.notify(verdict.message, 'error');
          return;
        }
        const punches = month.attendanceData?.find((day) => day.attendanceDate === date);
        set({ rows: [...rows, newRow(date, month, punches)].sort((a, b) => a.date.localeCompare(b.date)) });
      },

      setRow(date, patch) {
        setRows(get().rows.map((row) => (row.date === date ? { ...row, ...patch } : row)));
      },

      toggleSession(date, session) {
        const row = get().rows.find((candidate) => candidate.date === date);
        if (!row || row.leaveSessions.includes(session)) return;
        if (row.sessions.includes(session)) {
          set({ pendingUncheck: { date, session } });
          return;
        }
        const sessions = SESSIONS.filter((s) => s === session || row.sessions.includes(s));
        setRows(get().rows.map((r) => (r.date === date ? { ...r, sessions } : r)));
      },

      confirmUncheck() {
        const pending = get().pendingUncheck;
        if (!pending) return;
        set({ pendingUncheck: null });
        setRows(get().rows.map((row) => (row.date === pending.date ? { ...row, sessions: row.sessions.filter((s) => s !== pending.session) } : row)));
      },

      cancelUncheck() {
        set({ pendingUncheck: null });
      },

      quickAdd() {
        const present = new Set(get().rows.map((row) => row.date));
        const month = get().month;
        const added = get().quickAddDays.filter((day) => !present.has(day.attendanceDate) && (!month || dateSelectability(day.attendanceDate, get().today, month).selectable));
        set({ rows: [...get().rows, ...added.map((day) => newRow(day.attendanceDate, get().month, day))].sort((a, b) => a.date.localeCompare(b.date)) });
      },

      setApprover(approverId) {
        set({ approverId, approverError: null });
      },

      setRemark(remark) {
        set({ remark });
      },

      async submit() {
        const rowErrors = rowProblems(get().rows);
        const approverError = get().approverId ? null : 'Applying to is required';
        set({ rowErrors, approverError });
        if (get().rows.length === 0 || Object.keys(rowErrors).length || approverError) return false;
        set({ submitting: true });
        try {
          await api.apply({
            regularizationInfo: get().rows.map((row) => ({
              date: row.date,
              reason: row.reason.trim(),
              inTime: row.inTime || null,
              outTime: row.outTime || null,
              session: row.sessions,
              key: row.key as WorkType,
            })),
            appliedTo: get().approverId,
            remark: get().remark,
            monthYear: get().yearMonth ?? '',
          });
        } catch {
          set({ submitting: false });
          return false;
        }
        api.notify(MESSAGES.applied, 'success');
        set({ submitting: false, rows: [], remark: '', rowErrors: {} });
        await Promise.all([loadMonth(), actions.loadList('Pending', 0)]);
        return true;
      },

      async loadList(tab, page) {
        setList(tab, { page, loading: true });
        try {
          setList(tab, { data: await api.list(LIST_KEY[tab], page), loading: false });
        } catch {
          setList(tab, { loading: false });
        }
      },

      openWithdraw(record) {
        const times = Object.fromEntries(record.appliedRegularizations.map((row) => [row.attendanceDate, { startTime: row.startTime ?? '', endTime: row.endTime ?? '' }]));
        set({ withdraw: { record, times, errors: {}, done: false } });
      },

      setWithdrawTime(date, field, value) {
        const current = get().withdraw;
        if (!current || current.record.status !== 'Pending') return;
        set({ withdraw: { ...current, times: { ...current.times, [date]: { ...current.times[date], [field]: value } } } });
      },

      async withdraw() {
        const current = get().withdraw;
        if (!current || current.record.status !== 'Pending') return false;
        // Spec 000 §5: start time and end time are required for each row.
        const errors: Record<string, string> = {};
        for (const [date, times] of Object.entries(current.times)) {
          if (!times.startTime) errors[date] = 'Start time is required';
          else if (!times.endTime) errors[date] = 'End time is required';
        }
        set({ withdraw: { ...current, errors } });
        if (Object.keys(errors).length) return false;
        try {
          await api.withdraw(get().empId, current.record.regularizationCode, get().yearMonth ?? undefined);
        } catch {
          return false;
        }
        api.notify(MESSAGES.withdrawn, 'success');
        set({ withdraw: { ...current, errors: {}, done: true } });
        api.later(() => {
          set({ withdraw: null });
          void Promise.all([actions.loadList('Pending', 0), actions.loadList('Completed', 0), loadMonth()]);
        }, WITHDRAW_RETURN_MS);
        return true;
      },

      closeWithdraw() {
        set({ withdraw: null });
      },
    };
    return actions;
  });
}
