import { describe, expect, it, vi } from 'vitest';
import { createMonthCloseStore, FINAL_MUSTER_FILE, type MonthCloseApi } from '../../../resources/monthEndProcess/close/monthCloseStore';
import { monthStatusText } from '../../../resources/monthEndProcess/close/MonthCloseCard';
import type { LopChanges, PayrollMonthState } from '../../../src/shared/payrollMonthClose';

const closed: PayrollMonthState = {
  monthYear: '11-2026',
  startDate: '2026-10-25',
  endDate: '2026-11-24',
  status: 'Closed',
  closedBy: 'HR001',
  closedByName: 'Hema Raman',
  closedOn: '2026-11-26T10:00:00.000Z',
  reopenedBy: null,
  reopenedByName: null,
  reopenedOn: null,
  reopenReason: null,
  history: [{ action: 'close', by: 'HR001', byName: 'Hema Raman', on: '2026-11-26T10:00:00.000Z', reason: null }],
};
const reopened: PayrollMonthState = {
  ...closed,
  status: 'Reopened',
  reopenedBy: 'HR001',
  reopenedByName: 'Hema Raman',
  reopenedOn: '2026-11-27T06:00:00.000Z',
  reopenReason: 'Device lost punches',
  history: [...closed.history, { action: 'reopen', by: 'HR001', byName: 'Hema Raman', on: '2026-11-27T06:00:00.000Z', reason: 'Device lost punches' }],
};
const changes: LopChanges = {
  monthYear: '11-2026',
  startDate: '2026-10-25',
  endDate: '2026-11-24',
  unprocessedDays: 0,
  totalElements: 1,
  totalPages: 1,
  content: [{ empId: 'EMP001', employeeName: 'A B', changedLopDays: -1, carriedLopDays: 0, lopDifference: -1, days: [{ date: '2026-11-09', payrollStatus: 'A', payrollLopDays: 1, status: 'P', lopDays: 0 }] }],
};

function fakeApi(overrides: Partial<MonthCloseApi> = {}): MonthCloseApi {
  return {
    state: vi.fn(async () => closed),
    lopChanges: vi.fn(async () => changes),
    reopen: vi.fn(async () => reopened),
    finalMuster: vi.fn(async () => new Blob(['x'])),
    save: vi.fn(),
    notify: vi.fn(),
    ...overrides,
  };
}

describe('payroll month close card store (issue 20 §2)', () => {
  it('reads the month, and no LOP changes for a month never reopened', async () => {
    const api = fakeApi();
    const store = createMonthCloseStore(api);
    await store.load('');
    expect(api.state).toHaveBeenCalledWith('');
    expect(store.getState()).toMatchObject({ month: closed, loading: false, changes: null });
    expect(api.lopChanges).not.toHaveBeenCalled();
  });

  it('refuses a reopen without a reason of 5 characters and calls nothing', async () => {
    const api = fakeApi();
    const store = createMonthCloseStore(api);
    await store.load('11-2026');
    store.openReopen();
    expect(await store.submitReopen()).toBe(false);
    expect(store.getState().reasonError).toBe('Reason is required');
    store.setReason(' abc ');
    expect(store.getState().reasonError).toBe('Reason must be at least 5 characters');
    expect(await store.submitReopen()).toBe(false);
    expect(api.reopen).not.toHaveBeenCalled();
    expect(store.getState().reopening).toBe(true);
  });

  it('reopens with the trimmed reason, says so, and reads the LOP changes', async () => {
    const api = fakeApi();
    const store = createMonthCloseStore(api);
    await store.load('11-2026');
    store.openReopen();
    store.setReason('  Device lost punches ');
    expect(await store.submitReopen()).toBe(true);
    expect(api.reopen).toHaveBeenCalledWith('11-2026', 'Device lost punches');
    expect(api.notify).toHaveBeenCalledWith('Payroll month reopened successfully!', 'success');
    expect(api.lopChanges).toHaveBeenCalledWith('11-2026', 0);
    expect(store.getState()).toMatchObject({ month: reopened, reopening: false, changes });
  });

  it('keeps the dialog open when the server refuses', async () => {
    const store = createMonthCloseStore(fakeApi({ reopen: vi.fn(async () => Promise.reject(new Error('409'))) }));
    await store.load('11-2026');
    store.openReopen();
    store.setReason('Device lost punches');
    expect(await store.submitReopen()).toBe(false);
    expect(store.getState()).toMatchObject({ reopening: true, busy: false, month: closed });
  });

  it('downloads the final muster of the month as MusterReport.xlsx', async () => {
    const api = fakeApi();
    const store = createMonthCloseStore(api);
    await store.load('');
    await store.downloadMuster();
    expect(api.finalMuster).toHaveBeenCalledWith('11-2026');
    expect(api.save).toHaveBeenCalledWith(expect.any(Blob), FINAL_MUSTER_FILE);
  });

  it('says who closed or reopened the month and why', () => {
    expect(monthStatusText({ ...closed, status: 'Open', history: [] })).toBe('Open: not closed yet');
    expect(monthStatusText(closed)).toMatch(/^Closed by Hema Raman \(HR001\) on 26-11-2026 \d\d:\d\d$/);
    expect(monthStatusText(reopened)).toMatch(/^Reopened by Hema Raman \(HR001\) on 27-11-2026 \d\d:\d\d: Device lost punches$/);
  });
});
