import { describe, expect, it } from 'vitest';
import { createMusterStore, totalLines } from '../../../resources/attendanceMuster/musterStore';
import type { MusterApi, MusterQuery } from '../../../resources/attendanceMuster/types';
import type { MusterBreakdown, MusterPage } from '../../../src/shared/musterRow';

const PAGE: MusterPage = { content: [], totalElements: 0, totalPages: 0, payrollMonth: { startDate: '2026-10-25', endDate: '2026-11-24' }, leaveTypes: [] };

function fakeApi() {
  const calls: { list: MusterQuery[]; process: [string, boolean, string[]][] } = { list: [], process: [] };
  const api: MusterApi = {
    list: async (query) => (calls.list.push(query), PAGE),
    breakdown: async () => ({}) as MusterBreakdown,
    process: async (...args) => (calls.process.push(args), 7),
    download: async () => undefined,
    notify: () => undefined,
  };
  return { api, calls };
}

describe('the muster page store', () => {
  it('reads the open payroll month first and offers no later month; a chosen month is sent as MM-YYYY from page 0', async () => {
    const { api, calls } = fakeApi();
    const store = createMusterStore(api);
    await store.load();
    expect(calls.list[0]).toEqual({ monthYear: undefined, page: 0, size: 10 });
    expect(store.getState().latestMonth).toBe('2026-11');
    await store.setPage(3);
    await store.change('month', '2026-10');
    expect(calls.list.at(-1)).toEqual({ monthYear: '10-2026', page: 0, size: 10 });
    await store.change('repManager', ' MGR001 ');
    expect(calls.list.at(-1)).toMatchObject({ repManager: 'MGR001', monthYear: '10-2026' });
    await store.clear();
    expect(calls.list.at(-1)).toEqual({ monthYear: undefined, page: 0, size: 10 });
  });

  it("checks Process Attendance as spec 001 §5 says before asking: a month, and in Selected Employees mode an employee", async () => {
    const { api, calls } = fakeApi();
    const store = createMusterStore(api);
    store.openProcess();
    expect(await store.submitProcess()).toBeNull();
    expect(store.getState().process.errors).toEqual({ month: 'Please select a month and year' });
    store.changeProcess({ month: '2026-11', scope: 'selected' });
    expect(await store.submitProcess()).toBeNull();
    expect(store.getState().process.errors).toEqual({ employee: 'Please select an employee' });
    expect(calls.process).toEqual([]);
    store.changeProcess({ empIds: ['EMP001', 'EMP002'] });
    expect(await store.submitProcess()).toBe(7);
    expect(calls.process).toEqual([['11-2026', false, ['EMP001', 'EMP002']]]);
    expect(store.getState().process.open).toBe(false);
  });

  it('lists what a total adds up: LOP days and entries; present sessions', () => {
    const breakdown: MusterBreakdown = {
      employeeId: 'EMP001',
      employeeName: 'A B',
      payrollMonth: PAGE.payrollMonth,
      days: [
        { date: '2026-10-26', attendanceData: 'P', lopDays: 0 },
        { date: '2026-10-27', attendanceData: 'A', lopDays: 1 },
        { date: '2026-11-02', attendanceData: 'P/A', lopDays: 0.5 },
        { date: '2026-11-03', attendanceData: 'WFH/CL', lopDays: 0 },
      ],
      lopEntries: [{ payrollMonth: '2026-09-25', lopDays: 1.5, source: 'addLop', reason: 'Missed', createdBy: 'HR001', createdAt: '2026-11-01T00:00:00Z' }],
    };
    expect(totalLines('lop', breakdown).map((line) => line.days)).toEqual([1, 0.5, 1.5]);
    expect(totalLines('present', breakdown).map((line) => [line.label, line.days])).toEqual([
      ['2026-10-26', 1],
      ['2026-11-02', 0.5],
      ['2026-11-03', 0.5],
    ]);
  });
});
