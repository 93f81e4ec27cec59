import type { DashboardItem } from './useDashboard';

/** The kinds of request an approver decides, as the card counts them. */
export interface PendingCounts {
  regularization: number;
  leave: number;
  compOff: number;
  encashment: number;
}

const KINDS: readonly { key: keyof PendingCounts; one: string; many: string }[] = [
  { key: 'regularization', one: 'regularization request', many: 'regularization requests' },
  { key: 'leave', one: 'leave application', many: 'leave applications' },
  { key: 'compOff', one: 'comp-off claim', many: 'comp-off claims' },
  { key: 'encashment', one: 'leave encashment', many: 'leave encashments' },
];

/** The Pending Approvals card's lines: one per kind of request waiting for the user (none: the card's empty text). */
export function pendingApprovalsItems(counts: PendingCounts): DashboardItem[] {
  return KINDS.filter((kind) => counts[kind.key] > 0).map((kind) => ({
    key: kind.key,
    primary: `${counts[kind.key]} ${counts[kind.key] === 1 ? kind.one : kind.many}`,
    secondary: 'waiting for your approval',
  }));
}
