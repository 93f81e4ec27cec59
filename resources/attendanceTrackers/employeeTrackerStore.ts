import { format } from 'date-fns';
import { createPageStore, type PageStore } from '../../src/app/pageStore/createPageStore';
import { trackerDefaults, trackerFormErrors, type FieldErrors, type TrackerSchema } from '../../src/shared/attendanceReportRules';
import type { TrackerDateRow, TrackerDepartment } from '../../src/shared/trackerRecords';
import type { TrackerApi, TrackerRange } from './trackerApi';

export interface TrackerForm {
  schema: TrackerSchema | '';
  fromDate: string;
  toDate: string;
}

export interface EmployeeTrackerState {
  form: TrackerForm;
  errors: FieldErrors<keyof TrackerForm>;
  submitted: TrackerRange | null;
  departments: TrackerDepartment[] | null;
  loading: boolean;
  /** The member whose dates are open, and their rows once read. */
  member: { empId: string; rows: TrackerDateRow[] | null } | null;
}

export interface EmployeeTrackerActions {
  submit(): Promise<boolean>;
  reset(): void;
  change(field: keyof TrackerForm, value: string): void;
  toggleMember(empId: string): Promise<void>;
}

export type EmployeeTrackerStore = PageStore<EmployeeTrackerState, EmployeeTrackerActions>;

/**
 * The employee tracker (spec 001 §2, §5): schema All / Web / Bio Metric, from and to dates with
 * their rules (defaults: the month's start and end held to the rules), department rows expanding to
 * members, a member expanding to their dates.
 */
export function createEmployeeTrackerStore(api: TrackerApi, today: () => string = () => format(new Date(), 'yyyy-MM-dd')): EmployeeTrackerStore {
  const defaults = (): TrackerForm => ({
    schema: 'All',
    ...trackerDefaults(today()),
  });
  const initial: EmployeeTrackerState = {
    form: defaults(),
    errors: {},
    submitted: null,
    departments: null,
    loading: false,
    member: null,
  };
  return createPageStore(initial, (set, get) => ({
    change(field, value) {
      const form = { ...get().form, [field]: value };
      set({
        form,
        errors: Object.keys(get().errors).length ? trackerFormErrors(form, today()) : {},
      });
    },
    async submit() {
      const form = get().form;
      const errors = trackerFormErrors(form, today());
      set({ errors });
      if (Object.keys(errors).length > 0) return false;
      const range: TrackerRange = {
        schema: form.schema as TrackerSchema,
        fromDate: form.fromDate,
        toDate: form.toDate,
      };
      set({ submitted: range, loading: true, member: null });
      try {
        set({ departments: await api.team(range), loading: false });
        return true;
      } catch {
        set({ departments: [], loading: false });
        return false;
      }
    },
    reset() {
      set({
        form: defaults(),
        errors: {},
        submitted: null,
        departments: null,
        member: null,
      });
    },
    async toggleMember(empId) {
      const { member, submitted } = get();
      if (!submitted) return;
      if (member?.empId === empId) return set({ member: null });
      set({ member: { empId, rows: null } });
      try {
        const rows = await api.member(submitted, empId);
        if (get().member?.empId === empId) set({ member: { empId, rows } });
      } catch {
        if (get().member?.empId === empId) set({ member: { empId, rows: [] } });
      }
    },
  }));
}
