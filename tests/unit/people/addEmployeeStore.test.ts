import { describe, expect, it, vi } from 'vitest';
import type { AddEmployeeApi, AddEmployeeLookups } from '../../../resources/addEmployee/addEmployeeApi.js';
import { createAddEmployeeStore } from '../../../resources/addEmployee/addEmployeeStore.js';

/** The Add Employee page's store over a fake api (docs/frontend.md): rules applied, checked before sending, the server's messages under their fields. */
const lookups: AddEmployeeLookups = {
  organization: { code: 'ACME', name: 'Acme' },
  subOrganization: { code: 'ACME', name: 'Acme' },
  grades: [
    { gradeName: 'TR', probationStatus: false, probationDetail: { defaultDurationMonth: 0 }, noticePeriod: 15 },
    { gradeName: 'G1', probationStatus: true, probationDetail: { defaultDurationMonth: 6 }, noticePeriod: 30 },
  ],
  options: {},
};
const fakeApi = (overrides: Partial<AddEmployeeApi> = {}): AddEmployeeApi => ({
  lookups: async () => lookups,
  reviewerOf: async (manager) => (manager === 'EMP001' ? 'MGR001' : null),
  submit: vi.fn(async () => ({ ok: true as const, empId: 'EMP181' })),
  notify: vi.fn(),
  ...overrides,
});

describe('add employee store', () => {
  it('opens with the defaults and the fixed organisation, and applies §4 as fields change', async () => {
    const store = createAddEmployeeStore(fakeApi(), { hrss: false });
    await store.load();
    expect(store.getState().form).toMatchObject({ organization: 'ACME', subOrganization: 'ACME', shift: 'S1', swipeMethod: 'Bio Metric', mailIdRequired: 'Yes' });
    await store.change('grade', 'G1');
    expect(store.getState().form).toMatchObject({ probation: 'Probation', probationMonths: '6', noticePeriod: '30' });
    await store.change('roleOfIntake', 'NATS');
    expect(store.getState().form).toMatchObject({ grade: 'TR', probation: 'Trainee', probationMonths: '0', noticePeriod: '15' });
    await store.change('primaryReportingManager', 'EMP001');
    expect(store.getState().form.reviewer).toBe('MGR001');
  });

  it('shows the messages without sending, then the server’s under their fields', async () => {
    const submit = vi.fn(async () => ({ ok: false as const, refusal: { message: 'Department Astrology does not exist', fields: [{ field: 'department', message: 'Department Astrology does not exist' }] } }));
    const api = fakeApi({ submit });
    const store = createAddEmployeeStore(api, { hrss: true });
    await store.load();
    expect(await store.submit()).toBe(false);
    expect(submit).not.toHaveBeenCalled();
    expect(store.getState().errors).toMatchObject({ firstName: 'First Name cannot be empty or just spaces', buddyId: 'HRBP is required', primaryContactNumber: 'Enter a valid 10-digit phone number' });
    expect(store.getState().errors.ticketId).toBeUndefined();
    // The field typed into loses its message.
    await store.change('firstName', 'Asha');
    expect(store.getState().errors.firstName).toBeUndefined();
  });

  it("says 'Employee added successfully' and keeps the new Emp ID for the page to move on", async () => {
    const api = fakeApi();
    const store = createAddEmployeeStore(api, { hrss: true });
    await store.load();
    const fill: [string, string][] = [
      ['firstName', 'asha'], ['lastName', 'Rao'], ['gender', 'Female'], ['experience', 'Fresher'], ['recruiterId', 'HR001'], ['buddyId', 'HR001'], ['marketFacingTitle', 'Consultant'],
      ['primaryReportingManager', 'EMP001'], ['divisionHeadId', 'MGR001'], ['department', 'Engineering'], ['designation', 'Software Engineer'], ['roleOfIntake', 'NAPS'],
      ['workLocation', 'Chennai HQ'], ['mobileAccess', 'No'], ['assetRequired', 'No'], ['primaryContactNumber', '9876543210'], ['doj', '2026-12-01'], ['mailIdDomain', 'acme.example.com'],
    ];
    for (const [field, value] of fill) await store.change(field as never, value);
    expect(await store.submit()).toBe(true);
    expect(api.notify).toHaveBeenCalledWith('Employee added successfully', 'success');
    expect(store.getState().added).toBe('EMP181');
    const sent = (api.submit as ReturnType<typeof vi.fn>).mock.calls[0][0];
    expect(sent.formName).toBe('Add Employee');
    expect(sent.formFields).toMatchObject({ firstName: 'Asha', ctc: 0, doj: '01/12/2026', grade: 'TR', probation: 'Trainee', primaryContactNumber: 9876543210, accessType: ['Employee'] });
  });
});
