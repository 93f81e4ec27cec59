import { describe, expect, it } from 'vitest';
import { pendingApprovalsItems } from '../../../src/app/dashboard/pendingApprovalsItems';

describe("the dashboard's Pending Approvals card", () => {
  it('shows how many regularization requests wait, or nothing (its empty text) when none do', () => {
    expect(pendingApprovalsItems(0)).toEqual([]);
    expect(pendingApprovalsItems(1).map((item) => item.primary)).toEqual(['1 regularization request']);
    expect(pendingApprovalsItems(12).map((item) => [item.primary, item.secondary])).toEqual([['12 regularization requests', 'waiting for your approval']]);
  });
});
