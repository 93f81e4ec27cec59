import { describe, expect, it, vi } from 'vitest';
import { createRecognitionStore } from '../../../resources/recognized/recognitionStore';
import type { Recognition, RecognitionApi } from '../../../resources/recognized/types';
import { RECOGNITION_MESSAGES } from '../../../src/shared/recognitionRules';

const note: Recognition = {
  id: 5,
  empList: ['EMP001', 'EMP002'],
  employees: [
    { empId: 'EMP001', name: 'Priya Farouk' },
    { empId: 'EMP002', name: 'Arjun Mehta' },
  ],
  from: '2026-11-02',
  to: '2026-11-06',
  description: '<p>Shipped the release</p>',
  author: { empId: 'HR001', name: 'Hema Raman' },
  createdAt: '2026-11-20T06:00:00Z',
  version: 1,
  canEdit: true,
  canDelete: true,
};
const page = { content: [note], totalElements: 1, totalPages: 1 };

function fakeApi(overrides: Partial<RecognitionApi> = {}): RecognitionApi {
  return {
    list: vi.fn(async () => page),
    create: vi.fn(async () => 'Recognition submitted successfully!'),
    update: vi.fn(async () => 'Recognition updated successfully!'),
    remove: vi.fn(async () => 'Recognition deleted successfully!'),
    notify: vi.fn(),
    ...overrides,
  };
}

describe('the Recognition screen’s store (spec 002 §2, §5, §8)', () => {
  it('refuses an empty dialog with every message of spec 002 §5 and sends nothing', async () => {
    const api = fakeApi();
    const store = createRecognitionStore(api);
    store.open('new');
    store.change({ description: '<p>&nbsp;</p>' });
    await store.submit();
    expect(store.getState().errors).toEqual({ empList: 'At least one employee must be selected', from: 'From Date is required', to: 'To Date is required', description: 'Description is required' });
    store.change({ empList: ['EMP001'], from: '2026-11-10', description: '<p>Thanks</p>' });
    store.change({ to: '2026-11-09' });
    // Each changed field drops its message; the To Date before the From Date is its own.
    await store.submit();
    expect(store.getState().errors).toEqual({ to: 'To Date must be after From Date' });
    expect(api.create).not.toHaveBeenCalled();
  });

  it('clears a To Date the moved From Date passed: its picker no longer offers it', () => {
    const store = createRecognitionStore(fakeApi());
    store.open(note);
    store.change({ from: '2026-11-09' });
    expect(store.getState().draft).toMatchObject({ from: '2026-11-09', to: '' });
    store.change({ from: '2026-11-01', to: '2026-11-03' });
    store.change({ from: '2026-11-02' });
    expect(store.getState().draft.to).toBe('2026-11-03');
  });

  it('submits a new recognition, toasts the spec’s message and reloads the list', async () => {
    const api = fakeApi({ create: vi.fn(async () => '') });
    const store = createRecognitionStore(api);
    store.open('new');
    const draft = { empList: ['EMP001', 'EMP002'], from: '2026-11-02', to: '2026-11-02', description: '<p>Great launch</p>' };
    store.change(draft);
    await store.submit();
    expect(api.create).toHaveBeenCalledWith(draft);
    expect(api.notify).toHaveBeenCalledWith('Recognition submitted successfully!', 'success');
    expect(api.list).toHaveBeenCalledWith(0);
    expect(store.getState()).toMatchObject({ editing: null, busy: false, data: page });
  });

  it('opens the edit dialog with the note’s fields and updates it by id', async () => {
    const api = fakeApi();
    const store = createRecognitionStore(api);
    store.open(note);
    expect(store.getState()).toMatchObject({ editing: note, errors: {}, draft: { empList: ['EMP001', 'EMP002'], from: '2026-11-02', to: '2026-11-06', description: '<p>Shipped the release</p>' } });
    store.change({ to: '2026-11-07' });
    await store.submit();
    expect(api.update).toHaveBeenCalledWith(5, { ...store.getState().draft, to: '2026-11-07' });
    expect(api.notify).toHaveBeenCalledWith(RECOGNITION_MESSAGES.updated, 'success');
    expect(store.getState().editing).toBeNull();
  });

  it('shows the server’s message of a refused save, else "Submission failed", and keeps the dialog open', async () => {
    const refused = Object.assign(new Error(''), { body: { message: 'You can change only the recognitions you wrote.' } });
    const api = fakeApi({ update: vi.fn(async () => Promise.reject(refused)), create: vi.fn(async () => Promise.reject(null)) });
    const store = createRecognitionStore(api);
    store.open(note);
    await store.submit();
    expect(api.notify).toHaveBeenLastCalledWith('You can change only the recognitions you wrote.', 'error');
    store.open('new');
    store.change({ empList: ['EMP001'], from: '2026-11-02', to: '2026-11-02', description: '<p>Thanks</p>' });
    await store.submit();
    expect(api.notify).toHaveBeenLastCalledWith('Submission failed', 'error');
    expect(store.getState()).toMatchObject({ editing: 'new', busy: false });
  });

  it('deletes only after the Delete Request is confirmed, and says so; a failure is "Failed to delete recognition."', async () => {
    expect([RECOGNITION_MESSAGES.deleteTitle, RECOGNITION_MESSAGES.deleteText]).toEqual(['Delete Request', 'Are you sure you want to delete this row?']);
    const api = fakeApi();
    const store = createRecognitionStore(api);
    await store.load();
    store.askDelete(note);
    expect(api.remove).not.toHaveBeenCalled();
    await store.confirmDelete();
    expect(api.remove).toHaveBeenCalledWith(5);
    expect(api.notify).toHaveBeenCalledWith('Recognition deleted successfully!', 'success');
    expect(store.getState().deleting).toBeNull();

    const failing = fakeApi({ remove: vi.fn(async () => Promise.reject(new Error('Forbidden'))) });
    const other = createRecognitionStore(failing);
    other.askDelete(note);
    await other.confirmDelete();
    expect(failing.notify).toHaveBeenCalledWith('Failed to delete recognition.', 'error');
    // The confirmation stays, so the user may try again or cancel.
    expect(other.getState()).toMatchObject({ deleting: note, busy: false });
    other.askDelete(null);
    expect(other.getState().deleting).toBeNull();
  });

  it('reads the page asked for (from 0)', async () => {
    const api = fakeApi();
    const store = createRecognitionStore(api);
    await store.setPage(2);
    expect(api.list).toHaveBeenLastCalledWith(2);
    expect(store.getState()).toMatchObject({ page: 2, loading: false });
  });
});
