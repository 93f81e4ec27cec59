import { describe, expect, it, vi } from 'vitest';
import { createRegularizationController } from '../../../resources/regularization/regularizationController';
import type { MonthData, RegularizationApi } from '../../../resources/regularization/types';
import { sampleRegularizationRecord } from './sampleRegularizationRecord';
import { dateSelectability } from '../../../src/shared/regularizationRules';

/** Spec 000 §3 Attendance month data as GET /api/attendance/calendar answers it (fixture for 2026-11-20). */
const month: MonthData = {
  payrollMonth: { startDate: '2026-10-25', endDate: '2026-11-24' },
  monthYear: '11-2026',
  lockStartDate: '2026-10-28',
  lockEndDate: '2026-11-19',
  absentList: ['2026-10-26', '2026-10-29', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-20', '2026-11-21'],
  presentList: ['2026-11-09'],
  holidayList: [],
  regApprovedList: ['2026-11-04'],
  regPendingList: ['2026-11-03'],
  weekendPolicyList: [],
  leaveListSession: { '2026-11-05': [1, 2], '2026-11-06': [2] },
  dojList: [],
  attendanceData: [{ attendanceDate: '2026-11-02', attendanceData: 'A', inTime: '09:41', outTime: null }],
};

const record = sampleRegularizationRecord({
  noOfDays: 1,
  regularizationDates: ['2026-11-16'],
  appliedRegularizations: [
    { attendanceDate: '2026-11-16', status: 'Pending', approverRemarks: null, shift: 'S1', startTime: '09:30', endTime: '', reason: 'Forgot', regularizationStatus: 'REG', sessions: [], empId: 'EMP001', regularizationCode: 'REG000007' },
  ],
});

function fakeApi(overrides: Partial<RegularizationApi> = {}) {
  const later: (() => void)[] = [];
  const api = {
    monthData: vi.fn(async () => month),
    appliedTo: vi.fn(async () => ({ primary: { primaryManagerName: 'Manoj Kumar', primaryManagerId: 'MGR001' }, reviewer: { reviewerManagerName: 'Hema Raman', reviewerManagerId: 'HR001' } })),
    quickAdd: vi.fn(async () => ({ monthYear: '11-2026', lockStartDate: '2026-10-28', lockEndDate: '2026-11-19', attendanceInfo: [{ attendanceDate: '2026-11-02', attendanceData: 'A', inTime: '09:41', outTime: null, shift: 'S1' }, { attendanceDate: '2026-10-29', attendanceData: 'A', inTime: null, outTime: null, shift: 'S1' }] })),
    list: vi.fn(async (_key: string, _page: number) => ({ content: [record], totalElements: 1, totalPages: 1 })),
    apply: vi.fn(async () => undefined),
    withdraw: vi.fn(async () => undefined),
    notify: vi.fn(),
    later: vi.fn((action: () => void) => void later.push(action)),
  };
  return { api: { ...api, ...overrides } as typeof api, runLater: () => later.splice(0).forEach((action) => action()) };
}

async function loaded(overrides: Partial<RegularizationApi> = {}) {
  const fake = fakeApi(overrides);
  const controller = createRegularizationController(fake.api, 'EMP001', '2026-11-20');
  await controller.load();
  return { ...fake, controller };
}

describe('date selection (spec 000 §5), from the calendar data', () => {
  const today = '2026-11-20';
  it('selects an absent day inside the lock window, not applied, not today, not before joining, not fully on leave', () => {
    expect(dateSelectability('2026-11-02', today, month)).toEqual({ selectable: true });
    expect(dateSelectability('2026-11-06', today, month)).toEqual({ selectable: true });
  });
  it("says 'Attendance is closed for this date!' outside the lock window, for today and later", () => {
    for (const date of ['2026-10-26', '2026-11-20', '2026-11-21', '2026-11-23']) {
      expect(dateSelectability(date, today, month)).toEqual({ selectable: false, message: 'Attendance is closed for this date!' });
    }
  });
  it("says 'Leave has already been applied for this date!' when both sessions are on leave", () => {
    expect(dateSelectability('2026-11-05', today, month)).toEqual({ selectable: false, message: 'Leave has already been applied for this date!' });
  });
  it('refuses without a message a present day, a pending or approved one, and a day before joining', () => {
    for (const date of ['2026-11-09', '2026-11-03', '2026-11-04']) expect(dateSelectability(date, today, month)).toEqual({ selectable: false, message: null });
    expect(dateSelectability('2026-10-29', today, { ...month, dojList: ['2026-10-25', '2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29'] })).toEqual({ selectable: false, message: null });
  });
});

describe('regularization controller (no DOM)', () => {
  it('loads the month, the approvers (primary manager by default) and both lists with their counts', async () => {
    const { controller, api } = await loaded();
    const state = controller.getState();
    expect(api.monthData).toHaveBeenCalledWith('EMP001', undefined);
    expect(state.yearMonth).toBe('11-2026');
    expect(state.approverId).toBe('MGR001');
    expect(api.list.mock.calls.map((call) => call[0]).sort()).toEqual(['Approved', 'Pending']);
    expect(state.lists.Pending.data?.totalElements).toBe(1);
    expect(state.quickAddDays).toHaveLength(2);
  });

  it('adds a picked absent day with its punches, refuses a closed one with the message, removes it on a second click', async () => {
    const { controller, api } = await loaded();
    controller.selectDate('2026-11-02');
    expect(controller.getState().rows).toEqual([{ date: '2026-11-02', reason: '', inTime: '09:41', outTime: '', sessions: [1, 2], leaveSessions: [], key: 'REG' }]);
    controller.selectDate('2026-11-20');
    expect(api.notify).toHaveBeenCalledWith('Attendance is closed for this date!', 'error');
    controller.selectDate('2026-11-05');
    expect(api.notify).toHaveBeenCalledWith('Leave has already been applied for this date!', 'error');
    controller.selectDate('2026-11-09');
    expect(api.notify).toHaveBeenCalledTimes(2);
    expect(controller.getState().rows.map((row) => row.date)).toEqual(['2026-11-02']);
    controller.selectDate('2026-11-02');
    expect(controller.getState().rows).toEqual([]);
  });

  it('disables a session on leave and asks before unchecking the other', async () => {
    const { controller } = await loaded();
    controller.selectDate('2026-11-06');
    expect(controller.getState().rows[0]).toMatchObject({ sessions: [1], leaveSessions: [2] });
    controller.toggleSession('2026-11-06', 2);
    expect(controller.getState().rows[0].sessions).toEqual([1]);
    controller.toggleSession('2026-11-06', 1);
    expect(controller.getState().pendingUncheck).toEqual({ date: '2026-11-06', session: 1 });
    controller.cancelUncheck();
    expect(controller.getState().rows[0].sessions).toEqual([1]);
    controller.toggleSession('2026-11-06', 1);
    controller.confirmUncheck();
    expect(controller.getState().rows[0].sessions).toEqual([]);
  });

  it('requires a reason and both times for REG before sending the spec payload, then says it was applied', async () => {
    const { controller, api } = await loaded();
    controller.quickAdd();
    expect(controller.getState().rows.map((row) => row.date)).toEqual(['2026-10-29', '2026-11-02']);
    controller.selectDate('2026-10-29');
    expect(await controller.submit()).toBe(false);
    expect(controller.getState().rowErrors).toEqual({ '2026-11-02': 'Reason is required' });
    // Typing the reason takes 'Reason is required' away at once (issue 17 §5); the row's next problem shows instead.
    controller.setRow('2026-11-02', { reason: 'Forgot to swipe' });
    expect(controller.getState().rowErrors).toEqual({ '2026-11-02': 'In time and out time are required' });
    expect(await controller.submit()).toBe(false);
    expect(controller.getState().rowErrors).toEqual({ '2026-11-02': 'In time and out time are required' });
    controller.setRow('2026-11-02', { outTime: '18:30', key: 'OD' });
    expect(controller.getState().rowErrors).toEqual({});
    controller.setApprover('HR001');
    controller.setRemark('Client visit');
    expect(await controller.submit()).toBe(true);
    expect(api.apply).toHaveBeenCalledWith({
      regularizationInfo: [{ date: '2026-11-02', reason: 'Forgot to swipe', inTime: '09:41', outTime: '18:30', session: [1, 2], key: 'OD' }],
      appliedTo: 'HR001',
      remark: 'Client visit',
      monthYear: '11-2026',
    });
    expect(api.notify).toHaveBeenCalledWith('Regularization applied successfully!', 'success');
    expect(controller.getState().rows).toEqual([]);
  });

  it('says when the month cannot be read, and Quick Add still fills the form', async () => {
    const { controller } = await loaded({ monthData: vi.fn(async () => Promise.reject(new Error('404'))) });
    expect(controller.getState()).toMatchObject({ month: null, monthFailed: true, yearMonth: '11-2026' });
    controller.quickAdd();
    expect(controller.getState().rows.map((row) => row.date)).toEqual(['2026-10-29', '2026-11-02']);
  });

  it('keeps the form when the server refuses', async () => {
    const { controller, api } = await loaded({ apply: vi.fn(async () => Promise.reject(new Error('400'))) });
    controller.selectDate('2026-11-02');
    controller.setRow('2026-11-02', { reason: 'x', outTime: '18:00' });
    expect(await controller.submit()).toBe(false);
    expect(controller.getState().rows).toHaveLength(1);
    expect(api.notify).not.toHaveBeenCalledWith('Regularization applied successfully!', 'success');
  });

  it('withdraws a pending application once its times are filled, then returns after 3 s and reloads', async () => {
    const { controller, api, runLater } = await loaded();
    controller.openWithdraw(record);
    expect(await controller.withdraw()).toBe(false);
    expect(controller.getState().withdraw?.errors).toEqual({ '2026-11-16': 'End time is required' });
    controller.setWithdrawTime('2026-11-16', 'endTime', '18:30');
    expect(await controller.withdraw()).toBe(true);
    expect(api.withdraw).toHaveBeenCalledWith('EMP001', 'REG000007', '11-2026');
    expect(api.notify).toHaveBeenCalledWith('Withdraw Successfully.', 'success');
    expect(api.later).toHaveBeenCalledWith(expect.any(Function), 3000);
    expect(controller.getState().withdraw?.done).toBe(true);
    api.list.mockClear();
    runLater();
    expect(controller.getState().withdraw).toBeNull();
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('does not edit or withdraw a decided application', async () => {
    const { controller, api } = await loaded();
    controller.openWithdraw({ ...record, status: 'Approved' });
    controller.setWithdrawTime('2026-11-16', 'startTime', '11:00');
    expect(controller.getState().withdraw?.times['2026-11-16'].startTime).toBe('09:30');
    expect(await controller.withdraw()).toBe(false);
    expect(api.withdraw).not.toHaveBeenCalled();
  });
});
