import { createPageStore } from '../../src/app/pageStore/createPageStore';
import { sessionCodes, sessionKind, type MusterBreakdown, type MusterPage } from '../../src/shared/musterRow';
import type { MusterApi, MusterQuery } from './types';

export interface MusterFilter {
  /** yyyy-MM as the month input holds it; '' is the open payroll month. */
  month: string;
  empId: string;
  reviewer: string;
  repManager: string;
  payrollStatus: string;
  search: string;
  /** Which employees: all (''), those with LOP, or those with days not yet processed (the month-end cockpit's links). */
  only: MusterOnly;
}

export type MusterOnly = '' | 'lop' | 'unprocessed';

export const EMPTY_FILTER: MusterFilter = { month: '', empId: '', reviewer: '', repManager: '', payrollStatus: '', search: '', only: '' };

/** A link into the muster (the month-end cockpit's: `?monthYear=MM-YYYY&lopOnly=true`) as the filter it opens on. */
export function filterOfLink(search: URLSearchParams): MusterFilter {
  const monthYear = search.get('monthYear') ?? '';
  const month = /^(0[1-9]|1[0-2])-\d{4}$/.test(monthYear) ? `${monthYear.slice(3)}-${monthYear.slice(0, 2)}` : '';
  const only: MusterOnly = search.get('lopOnly') === 'true' ? 'lop' : search.get('unprocessedOnly') === 'true' ? 'unprocessed' : '';
  return { ...EMPTY_FILTER, month, only };
}

/** The muster link that opens a payroll month filtered to `only`. */
export const musterLink = (monthYear: string, only: Exclude<MusterOnly, ''>) =>
  `/adminAttendance/attendanceMuster?${new URLSearchParams({ monthYear, [only === 'lop' ? 'lopOnly' : 'unprocessedOnly']: 'true' })}`;
/** Spec 001 §9: 10, 25 or 50 rows, 10 first. */
export const PAGE_SIZES = [10, 25, 50];

/** 'yyyy-MM' → spec 001's 'MM-YYYY'. */
export const monthYearOf = (month: string) => (month ? `${month.slice(5, 7)}-${month.slice(0, 4)}` : undefined);
/** The month input's value naming a payroll month that ends on `endDate`. */
export const monthInputOf = (endDate: string) => endDate.slice(0, 7);

export type TotalKind = 'lop' | 'present';

export interface ProcessForm {
  open: boolean;
  scope: 'all' | 'selected';
  month: string;
  empIds: string[];
  errors: { month?: string; employee?: string };
}

export interface MusterState {
  filter: MusterFilter;
  filtersOpen: boolean;
  page: number;
  size: number;
  status: 'loading' | 'ready' | 'error';
  answer: MusterPage | null;
  /** The open payroll month's month input value: the latest a picker offers. */
  latestMonth: string;
  day: { empId: string; date: string } | null;
  total: { empId: string; employeeName: string; kind: TotalKind; breakdown: MusterBreakdown | null } | null;
  process: ProcessForm;
}

/** The lines a total adds up: LOP's days with LOP and its entries, present days' sessions. */
export function totalLines(kind: TotalKind, breakdown: MusterBreakdown): { label: string; detail: string; days: number }[] {
  if (kind === 'lop') {
    return [
      ...breakdown.days.filter((day) => day.lopDays > 0).map((day) => ({ label: day.date, detail: `${day.attendanceData ?? ''} day`, days: day.lopDays })),
      ...breakdown.lopEntries.map((entry) => ({ label: `${entry.source} for the payroll month of ${entry.payrollMonth}`, detail: `${entry.reason} (${entry.createdBy})`, days: entry.lopDays })),
    ];
  }
  return breakdown.days
    .map((day) => ({ label: day.date, detail: day.attendanceData ?? '', days: sessionCodes(day.attendanceData).filter((code) => sessionKind(code) === 'present').length / 2 }))
    .filter((line) => line.days > 0);
}

/** The Attendance Muster page: filter, page, rows, the cell and total dialogs and Process Attendance (docs/attendance-muster.md). */
export function createMusterStore(api: MusterApi, filter: MusterFilter = EMPTY_FILTER) {
  let controller: AbortController | undefined;
  return createPageStore<MusterState, ReturnType<typeof actions>>(
    {
      filter,
      filtersOpen: true,
      page: 0,
      size: PAGE_SIZES[0],
      status: 'loading',
      answer: null,
      latestMonth: '',
      day: null,
      total: null,
      process: { open: false, scope: 'all', month: '', empIds: [], errors: {} },
    },
    actions,
  );

  function actions(set: (patch: Partial<MusterState>) => void, get: () => MusterState) {
    const query = (): MusterQuery => {
      const { filter, page, size } = get();
      const q: MusterQuery = { monthYear: monthYearOf(filter.month), page, size };
      for (const key of ['empId', 'reviewer', 'repManager', 'payrollStatus', 'search'] as const) if (filter[key].trim()) q[key] = filter[key].trim();
      if (filter.only === 'lop') q.lopOnly = true;
      if (filter.only === 'unprocessed') q.unprocessedOnly = true;
      return q;
    };
    const load = async () => {
      controller?.abort();
      controller = new AbortController();
      const signal = controller.signal;
      set({ status: 'loading' });
      try {
        const answer = await api.list(query(), signal);
        if (signal.aborted) return;
        const patch: Partial<MusterState> = { answer, status: 'ready' };
        // The first answer (no month chosen) is the open payroll month: the latest a picker may offer.
        if (!get().latestMonth && !get().filter.month) patch.latestMonth = monthInputOf(answer.payrollMonth.endDate);
        set(patch);
      } catch {
        if (!signal.aborted) set({ status: 'error' });
      }
    };
    return {
      load,
      change(key: keyof MusterFilter, value: string) {
        set({ filter: { ...get().filter, [key]: value }, page: 0 });
        return load();
      },
      clear() {
        set({ filter: EMPTY_FILTER, page: 0 });
        return load();
      },
      toggleFilters: () => set({ filtersOpen: !get().filtersOpen }),
      setPage(page: number) {
        set({ page });
        return load();
      },
      setSize(size: number) {
        set({ size, page: 0 });
        return load();
      },
      openDay: (empId: string, date: string) => set({ day: { empId, date } }),
      closeDay: () => set({ day: null }),
      async openTotal(empId: string, employeeName: string, kind: TotalKind) {
        set({ total: { empId, employeeName, kind, breakdown: null } });
        const monthYear = monthYearOf(get().filter.month) ?? monthYearOf(get().latestMonth)!;
        try {
          const breakdown = await api.breakdown(empId, monthYear);
          if (get().total?.empId === empId && get().total?.kind === kind) set({ total: { empId, employeeName, kind, breakdown } });
        } catch {
          set({ total: null });
        }
      },
      closeTotal: () => set({ total: null }),
      openProcess: () => set({ process: { open: true, scope: 'all', month: get().filter.month || get().latestMonth, empIds: [], errors: {} } }),
      closeProcess: () => set({ process: { ...get().process, open: false } }),
      changeProcess: (patch: Partial<Omit<ProcessForm, 'open' | 'errors'>>) => set({ process: { ...get().process, ...patch, errors: {} } }),
      /** Spec 001 §5's checks, then the job: answers its id (the view follows it), or null when refused. */
      async submitProcess(): Promise<number | null> {
        const form = get().process;
        const errors: ProcessForm['errors'] = {};
        if (!form.month) errors.month = 'Please select a month and year';
        if (form.scope === 'selected' && form.empIds.length === 0) errors.employee = 'Please select an employee';
        if (errors.month || errors.employee) {
          set({ process: { ...form, errors } });
          return null;
        }
        try {
          const jobId = await api.process(monthYearOf(form.month)!, form.scope === 'all', form.empIds);
          set({ process: { ...form, open: false } });
          return jobId;
        } catch {
          return null;
        }
      },
      download: (fileName: string) => {
        const { page: _page, size: _size, ...filter } = query();
        return api.download(filter, fileName).catch(() => undefined);
      },
    };
  }
}

export type MusterStore = ReturnType<typeof createMusterStore>;
