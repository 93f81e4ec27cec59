/** A balance and the days pending approval against it. */
export interface Standing {
  balance: number;
  pending: number;
}

/** Available to apply: the balance less the days pending approval (docs/leave.md). */
export const availableOf = (standing: Standing) => Math.round((standing.balance - standing.pending) * 100) / 100;

/**
 * The ledger's invariant (docs/leave-ledger.md, "The balance invariant"): for a type that keeps a
 * balance (a paid type; an unpaid one keeps none), available = balance − pending never goes below
 * zero — so approving every pending day can never take the balance below zero, and payroll never
 * pays days that are not there.
 */
export const overdrawn = (standing: Standing) => availableOf(standing) < 0;
