import {
  changeField,
  EMPLOYEE_ADDED_MESSAGE,
  newEmployeeForm,
  toSubmission,
  validateNewEmployee,
  withReviewer,
  type NewEmployeeErrors,
  type NewEmployeeField,
  type NewEmployeeForm,
} from '../../src/shared/addEmployee';
import { createPageStore } from '../../src/app/pageStore/createPageStore';
import type { AddEmployeeApi, AddEmployeeLookups } from './addEmployeeApi';

export interface AddEmployeeState {
  loading: boolean;
  lookups: AddEmployeeLookups | null;
  form: NewEmployeeForm;
  errors: NewEmployeeErrors;
  /** The server's refusal that names no field (shown above the buttons). */
  problem: string | null;
  submitting: boolean;
  /** The new employee's Emp ID once added: the page then goes to /employeeList. */
  added: string | null;
}

const EMPTY = newEmployeeForm({ organization: '', subOrganization: '' });

/**
 * The Add Employee page (spec 002 §3–§7, docs/people.md): every rule is the shared module's; this
 * store reads the look-ups, applies a change (and the manager's reviewer when it arrives), checks
 * before sending, and shows the server's messages under their fields.
 */
export function createAddEmployeeStore(api: AddEmployeeApi, role: { hrss: boolean }) {
  return createPageStore<AddEmployeeState, {
    load(): Promise<void>;
    change(field: NewEmployeeField, value: string): Promise<void>;
    submit(): Promise<boolean>;
    reset(): void;
  }>({ loading: true, lookups: null, form: EMPTY, errors: {}, problem: null, submitting: false, added: null }, (set, get) => ({
    async load() {
      try {
        const lookups = await api.lookups();
        set({ lookups, loading: false, form: newEmployeeForm({ organization: lookups.organization.code, subOrganization: lookups.subOrganization.code }) });
      } catch {
        set({ loading: false, problem: 'The form could not be loaded. Reload the page to try again.' });
      }
    },
    async change(field, value) {
      const { form, errors, lookups } = get();
      const next = changeField(form, field, value, { grades: lookups?.grades ?? [] });
      // A field changed loses its message; the others keep theirs until the next submit.
      const kept = { ...errors };
      for (const name of Object.keys(next) as NewEmployeeField[]) if (next[name] !== form[name]) delete kept[name];
      set({ form: next, errors: kept });
      if (field === 'primaryReportingManager' && value) {
        const reviewer = await api.reviewerOf(value).catch(() => null);
        set({ form: withReviewer(get().form, value, reviewer) });
      }
    },
    async submit() {
      const { form, submitting } = get();
      if (submitting) return false;
      const errors = validateNewEmployee(form, role);
      if (Object.keys(errors).length) {
        set({ errors, problem: null });
        return false;
      }
      set({ submitting: true, errors: {}, problem: null });
      const answer = await api.submit(toSubmission(form, role));
      if (answer.ok) {
        api.notify(EMPLOYEE_ADDED_MESSAGE, 'success');
        set({ submitting: false, added: answer.empId });
        return true;
      }
      const fieldErrors = Object.fromEntries(answer.refusal.fields.map((f) => [f.field, f.message])) as NewEmployeeErrors;
      set({ submitting: false, errors: fieldErrors, problem: answer.refusal.fields.length ? null : answer.refusal.message });
      if (!answer.refusal.fields.length) api.notify(answer.refusal.message, 'error');
      return false;
    },
    reset() {
      const { lookups } = get();
      set({ form: newEmployeeForm({ organization: lookups?.organization.code ?? '', subOrganization: lookups?.subOrganization.code ?? '' }), errors: {}, problem: null });
    },
  }));
}
export type AddEmployeeStore = ReturnType<typeof createAddEmployeeStore>;
