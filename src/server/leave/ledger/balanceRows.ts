import type { LeaveBalanceRow, LeaveEntryKind } from '../../../shared/leaveRecords.js';

/** The sum of one type's entries of one kind for a year. */
export interface EntrySum {
  leaveType: string;
  entryKind: LeaveEntryKind;
  days: number;
}

/** Days pending approval for one type. */
export interface PendingSum {
  leaveType: string;
  days: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A year's balance rows from the sums of its entries: the balance is the sum of every entry and
 * never stored alone (docs/leave.md). Every type named by the caller gets a row, with or without entries.
 */
export function balanceRows(year: number, types: { code: string; leaveName: string }[], sums: EntrySum[], pending: PendingSum[]): LeaveBalanceRow[] {
  return types.map(({ code, leaveName }) => {
    const byKind: LeaveBalanceRow['byKind'] = {};
    let balance = 0;
    for (const sum of sums) {
      if (sum.leaveType !== code) continue;
      byKind[sum.entryKind] = round2((byKind[sum.entryKind] ?? 0) + sum.days);
      balance += sum.days;
    }
    const net = (byKind.application ?? 0) + (byKind.cancellation ?? 0);
    return {
      leaveType: code,
      leaveName,
      leaveYear: year,
      byKind,
      // `|| 0`: without applications availed is 0, not −0.
      availed: round2(-net) || 0,
      pending: round2(pending.filter((p) => p.leaveType === code).reduce((total, p) => total + p.days, 0)),
      balance: round2(balance),
    };
  });
}
