import { describe, expect, it } from 'vitest';
import { createProfileSubmitStore, type ProfileSubmitApi } from '../../../resources/profile/profileSubmitStore';
import { createExpiringDocumentsStore } from '../../../resources/employeeList/expiringDocumentsStore';

const fakeApi = (over: Partial<ProfileSubmitApi> = {}) => {
  const toasts: string[] = [];
  const api: ProfileSubmitApi = {
    submit: async () => ({ submittedAt: '2026-11-27T10:00:00.000Z', message: 'Profile submitted successfully' }),
    submittedAt: async () => '2026-11-20T08:30:00.000Z',
    notify: (message) => void toasts.push(message),
    ...over,
  };
  return { api, toasts };
};

describe('the profile overall submit store', () => {
  it("submits the employee's own profile and keeps when", async () => {
    const { api, toasts } = fakeApi();
    const store = createProfileSubmitStore(api);
    await store.load();
    expect(store.getState()).toEqual({ submittedAt: null, loaded: true, submitting: false });
    await store.submit();
    expect(store.getState()).toEqual({ submittedAt: '2026-11-27T10:00:00.000Z', loaded: true, submitting: false });
    expect(toasts).toEqual(['Profile submitted successfully']);
  });

  it("reads when for HR's view and never submits for the employee", async () => {
    let submits = 0;
    const { api } = fakeApi({ submit: async () => (submits++, { submittedAt: 'x' }) });
    const store = createProfileSubmitStore(api, 'EMP001');
    expect(store.getState().loaded).toBe(false);
    await store.load();
    expect(store.getState()).toMatchObject({ submittedAt: '2026-11-20T08:30:00.000Z', loaded: true });
    await store.submit();
    expect(submits).toBe(0);
  });

  it('keeps the state when the submit fails', async () => {
    const { api, toasts } = fakeApi({ submit: async () => Promise.reject(new Error('down')) });
    const store = createProfileSubmitStore(api);
    await store.submit();
    expect(store.getState()).toEqual({ submittedAt: null, loaded: true, submitting: false });
    expect(toasts).toEqual([]);
  });
});

describe('the expiring documents store', () => {
  it('reads the next 30 days, and says so when it cannot', async () => {
    const asked: number[] = [];
    const row = { id: 1, empId: 'EMP001', employeeName: 'A B', documentType: 'Passport', originalName: 'p.pdf', expiryDate: '2026-12-05' };
    const store = createExpiringDocumentsStore({ expiring: async (days) => (asked.push(days), [row]) });
    await store.load();
    expect(asked).toEqual([30]);
    expect(store.getState()).toEqual({ rows: [row], failed: false });
    const failing = createExpiringDocumentsStore({ expiring: async () => Promise.reject(new Error('403')) });
    await failing.load();
    expect(failing.getState()).toEqual({ rows: [], failed: true });
  });
});
