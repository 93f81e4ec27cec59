import type { DashboardItem } from './useDashboard';

/** The Pending Approvals card's line: how many regularization requests wait for the approver (none: the card's empty text). */
export function pendingApprovalsItems(count: number): DashboardItem[] {
  if (count <= 0) return [];
  return [{ key: 'regularization', primary: `${count} regularization request${count === 1 ? '' : 's'}`, secondary: 'waiting for your approval' }];
}
