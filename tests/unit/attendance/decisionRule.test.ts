import { describe, expect, it } from 'vitest';
import { checkDecision, lockDateTrail, type DecisionItem, type DecisionRule } from '../../../src/shared/decisionRule';

/**
 * The one lock-date rule of a decision by its path (docs/attendance-lock.md), table-driven: on
 * 2026-11-27 with the approver lock date at the open payroll month's start (25 Nov), and payroll
 * month 10-2026 (25 Sep – 24 Oct) closed.
 */
const window = { from: '2026-11-25', to: '2026-11-26' };
const closedMonths = [{ monthYear: '10-2026', startDate: '2026-09-25', endDate: '2026-10-24' }];
const approver: DecisionRule = { path: 'approver', approverWindow: window, closedMonths: [] };
const monthEnd: DecisionRule = { path: 'monthEnd', approverWindow: window, closedMonths };
const CLOSED = 'Payroll month 10-2026 is closed. Reopen it with a reason to change its days.';
const leave = (dates: string[], approved = dates): DecisionItem => ({ kind: 'leave', dates, approved });
const regularization = (dates: string[], approved = dates): DecisionItem => ({ kind: 'regularization', dates, approved });

describe('checkDecision: the lock date by the decider’s path', () => {
  it.each([
    ['an approver approves leave before the lock date', approver, leave(['2026-11-10']), 400, /^2026-11-10: Attendance is closed for this date! Leave before 2026-11-25 can only be rejected\.$/, []],
    ['an approver rejects it', approver, leave(['2026-11-10'], []), null, null, []],
    ['an approver approves leave inside the window or later', approver, leave(['2026-11-26', '2026-12-01']), null, null, []],
    ['an approver decides a regularization before the window', approver, regularization(['2026-11-10']), 400, /^None of the applied dates is inside the approval window/, []],
    ['an approver rejects one before the window', approver, regularization(['2026-11-10'], []), 400, /^None of the applied dates/, []],
    ['the month end approves leave of an open past month', monthEnd, leave(['2026-11-10']), null, null, ['2026-11-10']],
    ['the month end approves leave of a month never closed, months back', monthEnd, leave(['2026-09-01']), null, null, ['2026-09-01']],
    ['the month end approves leave inside the window: no lock date passed', monthEnd, leave(['2026-11-25']), null, null, []],
    ['the month end approves leave of a closed month', monthEnd, leave(['2026-10-20']), 409, CLOSED, ['2026-10-20']],
    ['the month end rejects leave of a closed month', monthEnd, leave(['2026-10-20'], []), null, null, []],
    ['the month end approves a regularization of an open past month', monthEnd, regularization(['2026-11-03', '2026-11-04']), null, null, ['2026-11-03', '2026-11-04']],
    ['the month end approves one touching a closed month', monthEnd, regularization(['2026-10-24', '2026-10-25']), 409, CLOSED, ['2026-10-24', '2026-10-25']],
    ['the month end rejects one of a closed month', monthEnd, regularization(['2026-10-24'], []), null, null, ['2026-10-24']],
  ] as const)('%s', (_name, rule, item, status, message, passed) => {
    const check = checkDecision(rule, item);
    expect(check.refusal?.status ?? null).toBe(status);
    if (message) expect(check.refusal?.message).toMatch(message);
    expect(check.lockDatePassed).toEqual(passed);
  });

  it('offers a partial decision of a request of several dates; the approver only inside the window', () => {
    expect(checkDecision(approver, regularization(['2026-11-25', '2026-11-26'])).partialOffered).toBe(true);
    expect(checkDecision(approver, regularization(['2026-11-26'])).partialOffered).toBe(false);
    expect(checkDecision(monthEnd, regularization(['2026-11-03', '2026-11-04'])).partialOffered).toBe(true);
  });

  it('names the authority and the lock date passed in the trail of a month-end decision only', () => {
    expect(lockDateTrail(approver, [])).toEqual({});
    expect(lockDateTrail(monthEnd, [])).toEqual({ authority: 'monthEnd' });
    expect(lockDateTrail(monthEnd, ['2026-11-10'])).toEqual({ authority: 'monthEnd', lockDatePassed: { approverLockDate: '2026-11-25', dates: ['2026-11-10'], by: 'month-end authority' } });
  });
});
