/** A leave type the caller may take, with the rules the apply page shows (GET /api/leave/my-types). */
export interface MyLeaveType {
  code: string;
  name: string;
  category: 'Paid Leave' | 'Unpaid Leave' | 'Special Leave';
  paid: boolean;
  halfDayAllowed: boolean;
  minNoticeDays: number;
  /** null: no limit. */
  maxDaysPerApplication: number | null;
  /** An attachment is needed when an application counts more days than this; null: never. */
  documentAfterDays: number | null;
  /** The yearly entitlement of the caller's scheme; null for a type without accrual (comp-off, unpaid). */
  daysPerYear: number | null;
  /** The scheme that applies to the caller; null when the organisation has none for them. */
  schemeName: string | null;
}
