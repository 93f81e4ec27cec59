/**
 * The leave contract both sides read (issue 11, docs/leave.md). Spec 002 §3 / spec 001 §3 name the
 * application row; the balance row and the entry kinds are this product's.
 */

/** The leave year is the calendar year: entries, entitlements and carry-forward are per year. */
export const leaveYearOf = (isoDate: string): number => Number(isoDate.slice(0, 4));

/** Session 1 is the first half of the shift, Session 2 the second (spec 000 §3). */
export type LeaveSession = 1 | 2;

/** Every kind of ledger entry; credits are positive, debits negative. */
export const LEAVE_ENTRY_KINDS = ['opening', 'accrual', 'grant', 'application', 'cancellation', 'encashment', 'lapse', 'carryForward', 'adjustment', 'compOff'] as const;
export type LeaveEntryKind = (typeof LEAVE_ENTRY_KINDS)[number];

/** Spec 002 §3 / spec 001 §3 leave application row (leaveCode is the application's own code). */
export interface LeaveApplicationRow {
  id: number;
  appliedToName: string;
  empId: string;
  empName: string;
  leaveCategory: string;
  leaveType: string;
  dateList: string[];
  numOfDays: number;
  empReason: string;
  appliedDate: string;
  status: string;
  remarks: string | null;
  leaveCode: string;
}

/** One type's balance for a year: the sum of its entries, with the sums by kind that make it. */
export interface LeaveBalanceRow {
  /** The type's code (CL, PL, …). */
  leaveType: string;
  leaveName: string;
  leaveYear: number;
  /** Sum of the entries by kind (debits negative); kinds without entries are absent. */
  byKind: Partial<Record<LeaveEntryKind, number>>;
  /** Days taken by approved applications (the application entries, as a positive number). */
  availed: number;
  /** Days applied for and still pending: not yet debited, but not available to apply again. */
  pending: number;
  /** The sum of all entries. */
  balance: number;
}

/** GET /api/employee/leave/{empId}/{year}: an employee's balances of a year, under their scheme. */
export interface YearBalances {
  empId: string;
  empName: string;
  year: number;
  schemeName: string | null;
  balances: LeaveBalanceRow[];
}

/** One ledger entry as the statement and GET /employee/leave/{id} show it. */
export interface LeaveEntryView {
  id: number;
  empId: string;
  leaveType: string;
  leaveYear: number;
  entryKind: LeaveEntryKind;
  days: number;
  effectiveDate: string;
  expiresOn: string | null;
  sourceRef: string | null;
  reason: string | null;
  createdBy: string | null;
  createdAt: string;
}

/** A statement line (GET /api/employee/leave?empId&year&leaveType): the entry and the balance after it. */
export type StatementLine = LeaveEntryView & { runningBalance: number };

/** PUT /api/leave/balance/update: HR's adjustment of one balance. */
export interface BalanceAdjustment {
  empId: string;
  leaveType: string;
  year: number;
  /** Credit (+) or debit (−), in half days. */
  days: number;
  reason: string;
}
