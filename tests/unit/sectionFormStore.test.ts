import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createSectionFormStore, type SectionFormApi } from '../../resources/profile/sectionFormStore';

/** A section's store over a fake api: what it reads, what a save sends, and what the page shows after. */
function fakeApi(overrides: Partial<SectionFormApi> = {}) {
  const saved: Record<string, unknown>[] = [];
  const toasts: string[] = [];
  const api: SectionFormApi = {
    read: async () => ({ values: { phone: '9876543210', blood: 'O+' }, editable: ['phone'] }),
    save: async (changes) => {
      saved.push(changes);
      return { answer: { values: { phone: changes.phone, blood: 'O+' } }, message: 'Contact updated successfully' };
    },
    notify: (message) => void toasts.push(message),
    ...overrides,
  };
  return { api, saved, toasts };
}

describe('a profile section form (sectionFormStore)', () => {
  it('reads the section, saves only the changed fields the caller may change, and keeps what is editable', async () => {
    const { api, saved, toasts } = fakeApi();
    const store = createSectionFormStore(api);
    await store.load();
    expect(store.getState()).toMatchObject({ answer: { editable: ['phone'] }, data: { phone: '9876543210', blood: 'O+' }, failed: null });
    await store.submit({ phone: '9876543210', blood: 'AB-' });
    expect(saved).toEqual([]);
    expect(toasts).toEqual(['Nothing to save']);
    await store.submit({ phone: '9123456780', blood: 'AB-' });
    expect(saved).toEqual([{ phone: '9123456780' }]);
    expect(toasts.at(-1)).toBe('Contact updated successfully');
    expect(store.getState()).toMatchObject({ answer: { values: { phone: '9123456780' }, editable: ['phone'] }, saving: false, fieldErrors: [] });
  });

  it("shows a refused save's field errors and the read's failure", async () => {
    const refusal = new HttpError('Enter a valid 10-digit phone number', 400, { fields: [{ field: 'phone', message: 'Enter a valid 10-digit phone number' }] });
    const { api } = fakeApi({ save: async () => Promise.reject(refusal) });
    const store = createSectionFormStore(api);
    await store.load();
    await expect(store.submit({ phone: '12' })).rejects.toBe(refusal);
    expect(store.getState()).toMatchObject({ saving: false, fieldErrors: [{ field: 'phone', message: 'Enter a valid 10-digit phone number' }], data: { phone: '9876543210' } });

    const failing = createSectionFormStore(fakeApi({ read: async () => Promise.reject(new HttpError('Employee not found', 404)) }).api);
    await failing.load();
    expect(failing.getState()).toMatchObject({ answer: null, failed: 'Employee not found' });
  });
});
