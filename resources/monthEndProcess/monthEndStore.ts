import { createPageStore } from '../../src/app/pageStore/createPageStore';
import { MONTH_END_MESSAGES, REMARK_REQUIRED, type MonthEndCockpit, type MonthEndDecision, type MonthEndEffect, type PendingPolicy } from '../../src/shared/monthEnd/monthEndRecords';
import type { MonthEndApi, MonthEndFilters, MonthEndRow, MonthEndTab } from './types';

/** A selected row's choice: approve (the default) or reject with a remark. */
export interface RowChoice {
  empId: string;
  approve: boolean;
  remark: string;
}

export interface MonthEndState {
  monthYear: string | null;
  /** The newest month that may be picked: the payroll month today falls in (spec 001 §5: no future). */
  latestMonthYear: string | null;
  cockpit: MonthEndCockpit | null;
  tab: MonthEndTab;
  filters: MonthEndFilters;
  page: number;
  size: number;
  rows: MonthEndRow[];
  total: number;
  loading: boolean;
  /** The selected rows by code, each with its choice. */
  selected: Record<string, RowChoice>;
  remarkErrors: Record<string, string>;
  /** What the selection will do, shown before Submit commits it. */
  preview: MonthEndEffect | null;
  busy: boolean;
  close: { open: boolean; policy: PendingPolicy; preview: MonthEndEffect | null; problem: string | null };
}

const NO_FILTERS: MonthEndFilters = { empId: '', leaveType: '', appliedTo: '' };
const CLOSED_DIALOG: MonthEndState['close'] = { open: false, policy: 'leaveAsIs', preview: null, problem: null };

/** What an error says: the server's message for a refusal it explains (a stale preview, a close refused), else the spec's 'Something went wrong!'. */
const problemOf = (error: unknown) => {
  const status = (error as { status?: number }).status ?? 0;
  const message = (error as { message?: string }).message;
  return status >= 400 && status < 500 && message ? message : MONTH_END_MESSAGES.failed;
};

/**
 * The Month End Process page (spec 001 §2, §4; docs/month-end.md): the cockpit, the two tabs with
 * their filters, paging, selection and per-row choice, the preview before Submit, and the close with
 * its policy and preview. Selection rules of spec 001 §4: a selected row approves by default; a
 * rejection needs a remark; deselecting drops the choice and remark; a successful Submit clears them
 * and reloads; changing a filter goes back to the first page.
 */
export function createMonthEndStore(api: MonthEndApi) {
  return createPageStore<MonthEndState, ReturnType<typeof actions>>(
    {
      monthYear: null,
      latestMonthYear: null,
      cockpit: null,
      tab: 'leave',
      filters: NO_FILTERS,
      page: 0,
      size: 10,
      rows: [],
      total: 0,
      loading: false,
      selected: {},
      remarkErrors: {},
      preview: null,
      busy: false,
      close: CLOSED_DIALOG,
    },
    (set, get) => actions(api, set, get),
  );
}

function actions(api: MonthEndApi, set: (patch: Partial<MonthEndState>) => void, get: () => MonthEndState) {
  const loadList = async () => {
    const { monthYear, tab, filters, page, size } = get();
    if (!monthYear) return;
    set({ loading: true });
    try {
      const answer = await api.list(tab, { monthYear, ...filters, page, size });
      if (get().monthYear === monthYear && get().tab === tab) set({ rows: answer.rows, total: answer.totalElements });
    } catch {
      set({ rows: [], total: 0 });
    } finally {
      set({ loading: false });
    }
  };
  const loadCockpit = async () => {
    try {
      const cockpit = await api.cockpit(get().monthYear ?? undefined);
      set({ cockpit, monthYear: cockpit.monthYear, latestMonthYear: cockpit.latestMonthYear });
    } catch {
      set({ cockpit: null });
    }
  };
  const freshList = (patch: Partial<MonthEndState>) => {
    set({ ...patch, page: 0, selected: {}, remarkErrors: {}, preview: null });
    return loadList();
  };
  const decisions = (): MonthEndDecision[] =>
    Object.entries(get().selected).map(([code, choice]) => ({ kind: get().tab, empId: choice.empId, code, approve: choice.approve, remark: choice.approve ? null : choice.remark.trim() }));

  return {
    /** The first reads: the cockpit names the month (the payroll month just over), then the list. */
    async load() {
      await loadCockpit();
      await loadList();
    },
    async setMonth(monthYear: string) {
      const latest = get().latestMonthYear;
      // MM-YYYY compared as YYYY-MM: a month after the newest one is never asked for.
      if (latest && `${monthYear.slice(3)}-${monthYear.slice(0, 2)}` > `${latest.slice(3)}-${latest.slice(0, 2)}`) return;
      set({ monthYear, close: CLOSED_DIALOG });
      await Promise.all([loadCockpit(), freshList({})]);
    },
    setTab(tab: MonthEndTab) {
      return freshList({ tab, rows: [], total: 0, filters: { ...get().filters, leaveType: '' } });
    },
    setFilter(name: keyof MonthEndFilters, value: string) {
      return freshList({ filters: { ...get().filters, [name]: value } });
    },
    /** A cockpit number opens its list: the tab, filtered to one approver or to none. */
    showList(tab: MonthEndTab, appliedTo = '') {
      return freshList({ tab, filters: { ...NO_FILTERS, appliedTo } });
    },
    reset() {
      return freshList({ filters: NO_FILTERS });
    },
    setPage(page: number) {
      set({ page });
      return loadList();
    },
    setSize(size: number) {
      return freshList({ size });
    },
    toggle(row: MonthEndRow) {
      const { [row.code]: chosen, ...others } = get().selected;
      const { [row.code]: _error, ...errors } = get().remarkErrors;
      // Deselecting drops the row's choice and remark.
      set({ selected: chosen ? others : { ...others, [row.code]: { empId: row.empId, approve: true, remark: '' } }, remarkErrors: errors, preview: null });
    },
    toggleAll() {
      const { rows, selected } = get();
      const all = rows.length > 0 && rows.every((row) => selected[row.code]);
      set({
        selected: all ? {} : Object.fromEntries(rows.map((row) => [row.code, selected[row.code] ?? { empId: row.empId, approve: true, remark: '' }])),
        remarkErrors: all ? {} : get().remarkErrors,
        preview: null,
      });
    },
    choose(code: string, approve: boolean) {
      const choice = get().selected[code];
      if (!choice) return;
      const { [code]: _error, ...errors } = get().remarkErrors;
      set({ selected: { ...get().selected, [code]: { ...choice, approve } }, remarkErrors: approve ? errors : get().remarkErrors, preview: null });
    },
    setRemark(code: string, remark: string) {
      const choice = get().selected[code];
      if (!choice) return;
      const { [code]: _error, ...errors } = get().remarkErrors;
      set({ selected: { ...get().selected, [code]: { ...choice, remark } }, remarkErrors: errors, preview: null });
    },
    /** Submit: every rejection needs its remark; then the preview of what the selection will do. */
    async previewSubmit() {
      const { selected, monthYear } = get();
      const errors = Object.fromEntries(Object.entries(selected).filter(([, choice]) => !choice.approve && !choice.remark.trim()).map(([code]) => [code, REMARK_REQUIRED]));
      set({ remarkErrors: errors });
      if (Object.keys(errors).length || !monthYear || !Object.keys(selected).length) return;
      set({ busy: true });
      try {
        set({ preview: await api.preview(monthYear, decisions()) });
      } catch (error) {
        api.notify(problemOf(error), 'error');
      } finally {
        set({ busy: false });
      }
    },
    cancelPreview() {
      set({ preview: null });
    },
    /** Commits exactly what was previewed; success clears the selection and reloads. */
    async confirmSubmit() {
      const { preview, monthYear, tab } = get();
      if (!preview || !monthYear) return;
      set({ busy: true });
      try {
        await api.submit(tab, monthYear, decisions(), preview.previewToken);
        api.notify(tab === 'leave' ? MONTH_END_MESSAGES.leaveUpdated : MONTH_END_MESSAGES.regularizationUpdated, 'success');
        set({ selected: {}, remarkErrors: {}, preview: null });
        await Promise.all([loadList(), loadCockpit()]);
      } catch (error) {
        api.notify(problemOf(error), 'error');
        set({ preview: null });
      } finally {
        set({ busy: false });
      }
    },
    openClose() {
      set({ close: { ...CLOSED_DIALOG, open: true } });
    },
    cancelClose() {
      set({ close: CLOSED_DIALOG });
    },
    choosePolicy(policy: PendingPolicy) {
      set({ close: { ...get().close, policy, preview: null, problem: null } });
    },
    /** The policy's preview: what approving or rejecting the month's pending items will do. */
    async previewClose() {
      const { monthYear, close } = get();
      if (!monthYear) return;
      set({ busy: true });
      try {
        set({ close: { ...close, preview: await api.preview(monthYear, [], close.policy), problem: null } });
      } catch (error) {
        set({ close: { ...close, problem: problemOf(error) } });
      } finally {
        set({ busy: false });
      }
    },
    async confirmClose() {
      const { monthYear, close, cockpit } = get();
      if (!monthYear) return;
      const pending = (cockpit?.pendingLeave ?? 0) + (cockpit?.pendingRegularization ?? 0);
      set({ busy: true });
      try {
        await api.close(monthYear, pending > 0 ? close.policy : undefined, close.preview?.previewToken);
        api.notify(MONTH_END_MESSAGES.closed, 'success');
        set({ close: CLOSED_DIALOG, selected: {}, preview: null });
        await Promise.all([loadList(), loadCockpit()]);
      } catch (error) {
        set({ close: { ...get().close, problem: problemOf(error) } });
      } finally {
        set({ busy: false });
      }
    },
    /** The close card changed the month (a reopen): read the figures again. */
    refresh() {
      return Promise.all([loadList(), loadCockpit()]);
    },
  };
}

export type MonthEndStore = ReturnType<typeof createMonthEndStore>;
