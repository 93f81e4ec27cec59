import type { LeaveTypeRule } from './leaveTypes.js';
import type { EmployeeScheme } from './loadLeaveSchemes.js';

/** What decides the types a person may take. */
export interface LeaveTaker {
  gender: 'Male' | 'Female' | 'Other' | null;
  /** The last day of probation; null: confirmed. */
  probationEndDate: string | null;
}

/**
 * Whether the employee may take the type on `date` (docs/leave.md): an active type that their scheme
 * entitles them to — or one without accrual (comp-off, unpaid), which any scheme allows — and that
 * fits their gender and probation.
 */
export function mayTake(type: LeaveTypeRule, taker: LeaveTaker, scheme: EmployeeScheme | undefined, date: string): boolean {
  if (type.status !== 'Active') return false;
  if (type.accrual !== 'None' && !scheme?.entitlements.has(type.code)) return false;
  if (type.eligibleGender !== 'Any' && taker.gender !== type.eligibleGender) return false;
  const onProbation = taker.probationEndDate !== null && date <= taker.probationEndDate;
  if (type.probationRule === 'On Probation' && !onProbation) return false;
  if (type.probationRule === 'Confirmed' && onProbation) return false;
  return true;
}
