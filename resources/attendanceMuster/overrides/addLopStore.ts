import { createPageStore } from '../../../src/app/pageStore/createPageStore';
import { addLopProblems, OVERRIDE_MESSAGES, payrollMonthNamed, type AddLopField } from '../../../src/shared/attendanceOverride';
import type { OverridesApi } from './types';

export interface AddLopState {
  open: boolean;
  empId: string | null;
  /** The picker's text for the chosen employee (Emp ID - name). */
  employeeLabel: string;
  /** MM-YYYY of the past payroll month corrected. */
  previousMonth: string | null;
  oldLop: string;
  lopReversal: string;
  reason: string;
  /** The month's LOP (processed days and entries); null until an employee and a month are chosen. */
  lopCount: number | null;
  errors: Partial<Record<AddLopField, string>>;
  saving: boolean;
}

/** Spec 001 §4: LOP Reversal Days is enabled only when the fetched count is above 0. */
export const reversalEnabled = (state: Pick<AddLopState, 'lopCount'>) => (state.lopCount ?? 0) > 0;

/**
 * Add LOP (spec 001 §4/§5): employee, a past month, LOP Days and LOP Reversal Days with their
 * rules; 'LOP added successfully' or the server's message, else 'Failed to add LOP'. `today` is
 * the browser's date (yyyy-MM-dd), which decides the current month.
 */
export function createAddLopStore(api: OverridesApi, today: () => string, onChanged: () => void = () => undefined) {
  const initial: AddLopState = { open: false, empId: null, employeeLabel: '', previousMonth: null, oldLop: '', lopReversal: '', reason: '', lopCount: null, errors: {}, saving: false };
  return createPageStore(initial, (set, get) => {
    const fetchCount = async () => {
      const { empId, previousMonth } = get();
      if (!empId || !payrollMonthNamed(previousMonth)) return set({ lopCount: null, lopReversal: '' });
      try {
        const lopCount = await api.lopCount(empId, previousMonth!);
        // The answer of the choice still made: a later choice's fetch wins.
        if (get().empId === empId && get().previousMonth === previousMonth) set({ lopCount, ...(lopCount > 0 ? {} : { lopReversal: '' }) });
      } catch {
        set({ lopCount: null });
      }
    };
    const input = () => {
      const { empId, previousMonth, oldLop, lopReversal } = get();
      return { empId, previousMonth, oldLop, lopReversal: reversalEnabled(get()) ? lopReversal : '' };
    };
    return {
      openDialog: () => set({ ...initial, open: true }),
      close: () => set({ open: false }),
      setEmployee: (empId: string | null, employeeLabel = empId ?? '') => {
        set({ empId, employeeLabel, errors: { ...get().errors, empId: undefined } });
        return fetchCount();
      },
      setMonth: (previousMonth: string | null) => {
        set({ previousMonth, errors: { ...get().errors, previousMonth: undefined } });
        return fetchCount();
      },
      setField: (field: 'oldLop' | 'lopReversal' | 'reason', value: string) => set({ [field]: value, errors: { ...get().errors, [field]: undefined } } as Partial<AddLopState>),
      submit: async () => {
        const errors = addLopProblems(input(), today(), get().lopCount);
        set({ errors });
        if (Object.keys(errors).length > 0) return;
        const { empId, previousMonth, oldLop, reason } = get();
        set({ saving: true });
        const answer = await api.addLop({ empId: empId!, previousMonth: previousMonth!, oldLop, lopReversal: input().lopReversal || '0', ...(reason.trim() ? { reason: reason.trim() } : {}) });
        set({ saving: false });
        if (!answer.ok) return api.notify(answer.message || OVERRIDE_MESSAGES.lopFailed, 'error');
        api.notify(answer.message || OVERRIDE_MESSAGES.lopAdded, 'success');
        set({ open: false });
        onChanged();
      },
    };
  });
}

export type AddLopStore = ReturnType<typeof createAddLopStore>;
