import { describe, expect, it } from 'vitest';
import { attendanceWindows } from '../../../src/shared/attendanceWindows';
import { payrollMonthEndingIn, payrollMonthOf } from '../../../src/shared/payrollMonth';

// Expectations from spec 001 §3 (25th of the previous month to the 24th) and docs/attendance-lock.md, worked by hand.
describe('payroll month', () => {
  it.each([
    ['2026-11-22', 25, '2026-10-25', '2026-11-24'],
    ['2026-11-25', 25, '2026-11-25', '2026-12-24'],
    ['2026-01-03', 25, '2025-12-25', '2026-01-24'],
    ['2026-02-28', 1, '2026-02-01', '2026-02-28'],
  ])('%s with months starting on day %i runs %s..%s', (date, startDay, startDate, endDate) => {
    expect(payrollMonthOf(date, startDay)).toEqual({ startDate, endDate });
  });

  it('is named by the calendar month it ends in', () => {
    expect(payrollMonthEndingIn('11-2026')).toEqual({ startDate: '2026-10-25', endDate: '2026-11-24' });
    expect(payrollMonthEndingIn('01-2027')).toEqual({ startDate: '2026-12-25', endDate: '2027-01-24' });
  });
});

describe('attendance windows', () => {
  const unset = { attendanceEmpLockDate: null, attendanceRepoLockDate: null, payrollStartDay: 25 };

  it('without a lock setting, both windows run from the payroll start to yesterday', () => {
    expect(attendanceWindows('2026-11-22', unset)).toEqual({
      payrollMonth: { startDate: '2026-10-25', endDate: '2026-11-24' },
      employee: { from: '2026-10-25', to: '2026-11-21' },
      approver: { from: '2026-10-25', to: '2026-11-21' },
      closedBefore: '2026-10-25',
    });
  });

  it('an employee lock date narrows the employee window but never widens it past the payroll start', () => {
    expect(attendanceWindows('2026-11-22', { ...unset, attendanceEmpLockDate: '2026-11-10' }).employee).toEqual({ from: '2026-11-10', to: '2026-11-21' });
    expect(attendanceWindows('2026-11-22', { ...unset, attendanceEmpLockDate: '2026-10-01' }).employee).toEqual({ from: '2026-10-25', to: '2026-11-21' });
  });

  it('an approver lock date reaches back into the previous payroll month, and no further', () => {
    const lastMonth = attendanceWindows('2026-11-22', { ...unset, attendanceRepoLockDate: '2026-10-01' });
    expect(lastMonth.approver).toEqual({ from: '2026-10-01', to: '2026-11-21' });
    expect(lastMonth.closedBefore).toBe('2026-10-01');
    const stale = attendanceWindows('2026-11-22', { ...unset, attendanceRepoLockDate: '2026-06-01' });
    expect(stale.approver.from).toBe('2026-09-25');
    expect(stale.closedBefore).toBe('2026-09-25');
  });
});
