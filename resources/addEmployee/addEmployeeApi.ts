import { apiRequest } from '../../src/app/http/httpClient';
import { showToast } from '../../src/app/toast/toastStore';
import { LOOKUP_FIELDS, type GradeOption, type NewEmployeeField, type NewEmployeeSubmission } from '../../src/shared/addEmployee';

/** One option of a select: its value (a name, an Emp ID, a shift code) and what the user reads. */
export interface AddEmployeeOption {
  value: string;
  label: string;
}

/** What the form reads before it opens (docs/people.md, "Calls"). */
export interface AddEmployeeLookups {
  options: Partial<Record<NewEmployeeField, AddEmployeeOption[]>>;
  grades: GradeOption[];
  organization: { code: string; name: string };
  subOrganization: { code: string; name: string };
}

/** A refused submission: each field's message (spec 002 §5) and the server's line. */
export interface AddEmployeeRefusal {
  message: string;
  fields: { field: string; message: string }[];
}

export interface AddEmployeeApi {
  lookups(): Promise<AddEmployeeLookups>;
  reviewerOf(managerEmpId: string): Promise<string | null>;
  submit(body: NewEmployeeSubmission): Promise<{ ok: true; empId: string } | { ok: false; refusal: AddEmployeeRefusal }>;
  notify(message: string, severity: 'success' | 'error'): void;
}

type Lookup = { value: unknown; label: unknown };
const byName = (list: Lookup[] | null | undefined): AddEmployeeOption[] => (list ?? []).map((option) => ({ value: String(option.label), label: String(option.label) }));
const settings = (referenceName: string) => apiRequest<Lookup[]>('/settings', { query: { referenceName, limit: 500 } });

/** The look-ups of spec 002 §7, each from its source: settings lists by reference name (their names are the values), the organisation's people, shifts and domains. */
export const addEmployeeApi: AddEmployeeApi = {
  async lookups() {
    // The lists the server checks against (LOOKUP_FIELDS; the Yes or No list read once below), and the counts.
    const named: Partial<Record<NewEmployeeField, string>> = {
      ...Object.fromEntries(Object.entries(LOOKUP_FIELDS).filter(([, name]) => name !== 'Yes or No')),
      years: 'Experience Years',
      months: 'Experience Months',
      probationMonths: 'Probation Months',
    };
    // People by spec 002 §7's look-ups (managers, reviewers, division heads) — the lists the server checks
    // against; recruiter and HRBP from every current employee (no such list is named: docs/people.md).
    const people = (path: string) => apiRequest<{ value: string; label: string }[]>(path, { query: { limit: 1000 } });
    const [lists, yesNo, grades, active, managers, reviewers, heads, shifts, fixed] = await Promise.all([
      Promise.all(Object.entries(named).map(async ([field, name]) => [field, await settings(name)] as const)),
      settings('Yes or No'),
      apiRequest<(Lookup & GradeOption)[]>('/settings', { query: { referenceName: 'Grade', limit: 500 } }),
      apiRequest<{ value: string; label: string }[]>('/employee/getActiveEmployees'),
      people('/employee/reporter-list'),
      people('/employee/reviewer-list'),
      people('/employee/get-division-head'),
      apiRequest<{ shiftCode: string; shiftName: string }[]>('/employee/get-ShiftByOrg'),
      apiRequest<{ organization: { code: string; name: string }; subOrganization: { code: string; name: string }; mailDomains: string[] }>('/employee/add-options'),
    ]);
    const options: AddEmployeeLookups['options'] = {};
    for (const [field, list] of lists) {
      // Counts (years, months, probation months) are sent as their number: the option's value.
      options[field as NewEmployeeField] = ['years', 'months', 'probationMonths'].includes(field)
        ? (list ?? []).map((option) => ({ value: String(option.value), label: String(option.label) }))
        : byName(list);
    }
    const asOptions = (list: { value: string; label: string }[] | null | undefined) => (list ?? []).map((person) => ({ value: person.value, label: person.label }));
    options.recruiterId = options.buddyId = asOptions(active);
    options.primaryReportingManager = asOptions(managers);
    options.reviewer = asOptions(reviewers);
    options.divisionHeadId = asOptions(heads);
    for (const field of ['mailIdRequired', 'assetRequired', 'manpowerOutsourcing', 'mobileAccess'] as const) options[field] = byName(yesNo);
    options.grade = (grades ?? []).map((grade) => ({ value: String(grade.label), label: String(grade.label) }));
    options.probation = ['Trainee', 'Probation', 'Confirmed'].map((value) => ({ value, label: value }));
    options.shift = (shifts ?? []).map((shift) => ({ value: shift.shiftCode, label: `${shift.shiftName}(${shift.shiftCode})` }));
    options.mailIdDomain = fixed.mailDomains.map((domain) => ({ value: domain, label: `@${domain}` }));
    return {
      options,
      grades: (grades ?? []).map((grade) => ({ gradeName: String(grade.label), probationStatus: grade.probationStatus, probationDetail: grade.probationDetail, noticePeriod: grade.noticePeriod })),
      organization: fixed.organization,
      subOrganization: fixed.subOrganization,
    };
  },
  reviewerOf: async (managerEmpId) =>
    (await apiRequest<{ reviewer: { empId: string } | null }>('/employee/by-primary-manager', { query: { managerId: managerEmpId }, silent: true }).catch(() => null))?.reviewer?.empId ?? null,
  async submit(body) {
    try {
      const answer = await apiRequest<{ empId: string }>('/employee', { method: 'POST', body, silent: true });
      return { ok: true, empId: answer.empId };
    } catch (error) {
      const failure = error as { message?: string; body?: Partial<AddEmployeeRefusal> | null };
      return { ok: false, refusal: { message: failure.body?.message ?? failure.message ?? 'Something went wrong!', fields: failure.body?.fields ?? [] } };
    }
  },
  notify: (message, severity) => void showToast(message, severity),
};
