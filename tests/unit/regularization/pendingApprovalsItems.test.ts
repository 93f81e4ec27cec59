import { describe, expect, it } from 'vitest';
import { pendingApprovalsItems } from '../../../src/app/dashboard/pendingApprovalsItems';

const none = { regularization: 0, leave: 0, compOff: 0, encashment: 0 };

describe("the dashboard's Pending Approvals card", () => {
  it('shows nothing (its empty text) when no request waits', () => {
    expect(pendingApprovalsItems(none)).toEqual([]);
  });

  it('shows a line per kind of request waiting: regularization, leave, comp-off and encashment (issue 17 §5)', () => {
    expect(pendingApprovalsItems({ ...none, regularization: 1 }).map((item) => item.primary)).toEqual(['1 regularization request']);
    expect(pendingApprovalsItems({ regularization: 12, leave: 2, compOff: 1, encashment: 3 }).map((item) => [item.primary, item.secondary])).toEqual([
      ['12 regularization requests', 'waiting for your approval'],
      ['2 leave applications', 'waiting for your approval'],
      ['1 comp-off claim', 'waiting for your approval'],
      ['3 leave encashments', 'waiting for your approval'],
    ]);
    expect(pendingApprovalsItems({ ...none, leave: 1 }).map((item) => item.primary)).toEqual(['1 leave application']);
  });
});
