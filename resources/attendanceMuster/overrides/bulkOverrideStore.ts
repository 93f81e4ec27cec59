import { createPageStore } from '../../../src/app/pageStore/createPageStore';
import { OVERRIDE_MESSAGES, type OverrideSessionValue } from '../../../src/shared/attendanceOverride';
import type { OverrideDay, OverridesApi } from './types';

export type SessionKey = 'session1' | 'session2';

export interface BulkOverrideState {
  empId: string | null;
  /** The picker's text for the chosen employee (Emp ID - name). */
  employeeLabel: string;
  /** MM-YYYY: the payroll month ending in that month. */
  monthYear: string | null;
  days: OverrideDay[] | null;
  loading: boolean;
  /** The sessions HR chose, by date: only what differs from the day's current value is sent. */
  choices: Record<string, Partial<Record<SessionKey, OverrideSessionValue>>>;
  remarks: string;
  saving: boolean;
}

/** The dates whose chosen sessions change something, with both sessions as the PUT sends them. */
export function changedRows(state: Pick<BulkOverrideState, 'days' | 'choices'>) {
  return (state.days ?? []).flatMap((day) => {
    const chosen = state.choices[day.date];
    if (!chosen) return [];
    const value = (key: SessionKey) => chosen[key] ?? (day.overridden ? day[key].newSession : null);
    const differs = (['session1', 'session2'] as const).some((key) => chosen[key] !== undefined && chosen[key] !== day[key].newSession);
    if (!differs) return [];
    return [{ date: day.date, session1: { oldSession: day.session1.oldSession, newSession: value('session1') }, session2: { oldSession: day.session2.oldSession, newSession: value('session2') } }];
  });
}

/**
 * Bulk Override (spec 001 §2 Override tabs): an employee and a month, each day's Session 1 /
 * Session 2 set to P or A, remarks, Submit. `onChanged` tells the muster to reload.
 */
export function createBulkOverrideStore(api: OverridesApi, monthYear: string, onChanged: () => void = () => undefined) {
  const initial: BulkOverrideState = { empId: null, employeeLabel: '', monthYear, days: null, loading: false, choices: {}, remarks: '', saving: false };
  return createPageStore(initial, (set, get) => {
    const load = async () => {
      const { empId, monthYear: month } = get();
      if (!empId || !month) return set({ days: null, choices: {} });
      set({ loading: true });
      try {
        set({ days: await api.days(empId, month), choices: {}, loading: false });
      } catch {
        set({ days: [], choices: {}, loading: false });
      }
    };
    return {
      load,
      setEmployee: (empId: string | null, employeeLabel = empId ?? '') => {
        set({ empId, employeeLabel });
        return load();
      },
      setMonth: (month: string | null) => {
        set({ monthYear: month });
        return load();
      },
      choose: (date: string, key: SessionKey, value: OverrideSessionValue) => set({ choices: { ...get().choices, [date]: { ...get().choices[date], [key]: value } } }),
      setRemarks: (remarks: string) => set({ remarks }),
      submit: async () => {
        const { empId, monthYear: month, remarks } = get();
        const overrideList = changedRows(get());
        if (!empId) return api.notify(OVERRIDE_MESSAGES.selectEmployee, 'error');
        if (!month) return api.notify(OVERRIDE_MESSAGES.selectMonth, 'error');
        if (overrideList.length === 0) return api.notify(OVERRIDE_MESSAGES.selectRow, 'error');
        set({ saving: true });
        const answer = await api.save({ empId, monthYear: month, remarks: remarks.trim(), overrideList });
        set({ saving: false });
        api.notify(answer.message || (answer.ok ? OVERRIDE_MESSAGES.updated : 'Something went wrong!'), answer.ok ? 'success' : 'error');
        if (!answer.ok) return;
        set({ remarks: '' });
        onChanged();
        await load();
      },
    };
  });
}

export type BulkOverrideStore = ReturnType<typeof createBulkOverrideStore>;
