import type { LeaveBalanceRow, LeaveEntryKind } from '../../src/shared/leaveRecords';

/** What a balance card shows, from the sums by kind (docs/leave-ledger.md). */
export interface BalanceFigures {
  /** Opening balance and days carried in from the year before. */
  opening: number;
  /** Accruals, grants and comp-off credits. */
  accrued: number;
  /** Days taken by approved applications, net of cancellations. */
  availed: number;
  /** Encashed, lapsed and adjusted (net; an adjustment may be either sign). */
  other: number;
  pending: number;
  balance: number;
  /** Balance less pending: what may still be applied for. */
  available: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100 || 0;
const sum = (row: LeaveBalanceRow, kinds: LeaveEntryKind[]) => round2(kinds.reduce((total, kind) => total + (row.byKind[kind] ?? 0), 0));

export function balanceFigures(row: LeaveBalanceRow): BalanceFigures {
  // Carry-forward out of a closed year is negative; into a new one positive: both are the year's opening side.
  const opening = sum(row, ['opening', 'carryForward']);
  const accrued = sum(row, ['accrual', 'grant', 'compOff']);
  const other = sum(row, ['encashment', 'lapse', 'adjustment']);
  return { opening, accrued, availed: row.availed, other, pending: row.pending, balance: row.balance, available: round2(row.balance - row.pending) };
}

/** How an entry kind reads in the statement. */
export const ENTRY_KIND_LABELS: Record<LeaveEntryKind, string> = {
  opening: 'Opening balance',
  accrual: 'Accrual',
  grant: 'Grant',
  application: 'Leave taken',
  cancellation: 'Leave cancelled',
  encashment: 'Encashed',
  lapse: 'Lapsed',
  carryForward: 'Carried forward',
  adjustment: 'Adjustment',
  compOff: 'Comp-off credit',
};

/** An adjustment form's problem, or null: non-zero half days and a reason of 5 characters or more. */
export function adjustmentProblem(days: string, reason: string): string | null {
  const value = Number(days);
  if (days.trim() === '' || !Number.isFinite(value) || value === 0) return 'Days must be a non-zero number';
  if (Math.round(value * 2) !== value * 2) return 'Days must be in half days (0.5, 1, 1.5 …)';
  if (Math.abs(value) > 366) return 'Days must be at most 366';
  if (reason.trim().length < 5) return 'Reason must be at least 5 characters';
  return null;
}
