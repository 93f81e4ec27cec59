import { describe, expect, it } from 'vitest';
import { adjustmentProblem, balanceFigures } from '../../../resources/leaveBalance/balanceFigures';
import { grantBody } from '../../../resources/leaveGranter/granterApi';

describe('the balance view and the granter form', () => {
  it('shows a card’s figures from the sums by kind: opening with carry-forward, accrued, availed, the rest, available less pending', () => {
    const figures = balanceFigures({
      leaveType: 'PL',
      leaveName: 'Privilege Leave',
      leaveYear: 2026,
      byKind: { opening: 18, carryForward: 12, accrual: 16.5, application: -4, cancellation: 1, lapse: -2, adjustment: 0.5 },
      availed: 3,
      pending: 2,
      balance: 42,
    });
    expect(figures).toEqual({ opening: 30, accrued: 16.5, availed: 3, other: -1.5, pending: 2, balance: 42, available: 40 });
  });

  it.each([
    ['', 'Correction', 'Days must be a non-zero number'],
    ['0', 'Correction', 'Days must be a non-zero number'],
    ['1.25', 'Correction', 'Days must be in half days (0.5, 1, 1.5 …)'],
    ['400', 'Correction', 'Days must be at most 366'],
    ['-1.5', ' ok ', 'Reason must be at least 5 characters'],
    ['-1.5', 'Wrong import', null],
  ])('checks an adjustment of %j with reason %j before sending it', (days, reason, problem) => {
    expect(adjustmentProblem(days, reason)).toBe(problem);
  });

  it('sends empty selections as "all": no leaveTypes, no empIds', () => {
    expect(grantBody({ periodKind: 'Year', period: '2026', leaveTypes: [], empIds: [] })).toEqual({ periodKind: 'Year', period: '2026' });
    expect(grantBody({ periodKind: 'Month', period: '2026-03', leaveTypes: ['PL'], empIds: ['EMP001'] })).toEqual({ periodKind: 'Month', period: '2026-03', leaveTypes: ['PL'], empIds: ['EMP001'] });
  });
});
