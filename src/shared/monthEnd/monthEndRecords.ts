/** What the month end's calls carry (docs/month-end.md): shared by the server and the page. */

/** Spec 001 §5: a month-end rejection needs a remark. */
export const REMARK_REQUIRED = 'Remark is required when rejecting';

export const MONTH_END_MESSAGES = {
  leaveUpdated: 'Leave Updated Successfully!',
  regularizationUpdated: 'Regularization Updated Successfully!',
  failed: 'Something went wrong!',
  closed: 'Payroll month closed',
} as const;

/** The organisation's cut-off policy for what is still pending when the month closes. */
export type PendingPolicy = 'leaveAsIs' | 'approve' | 'reject';
export const PENDING_POLICIES: readonly PendingPolicy[] = ['leaveAsIs', 'approve', 'reject'];
export const PENDING_POLICY_LABELS: Record<PendingPolicy, string> = { leaveAsIs: 'Leave as it is', approve: 'Approve', reject: 'Reject' };
/** The remark a rejection by the cut-off policy carries (a rejection needs one). */
export const POLICY_REJECT_REMARK = 'Rejected at the payroll month close (cut-off policy)';

/** One decision of the month end: a whole leave application or regularization request. */
export interface MonthEndDecision {
  kind: 'leave' | 'regularization';
  empId: string;
  /** leaveCode or regularizationCode. */
  code: string;
  approve: boolean;
  remark?: string | null;
}

export interface MonthEndDayChange {
  date: string;
  before: string | null;
  after: string | null;
  lopBefore: number;
  lopAfter: number;
}

export interface MonthEndBalanceChange {
  leaveType: string;
  year: number;
  before: number;
  after: number;
  change: number;
  pendingBefore: number;
  pendingAfter: number;
}

export interface MonthEndEmployeeEffect {
  empId: string;
  empName: string;
  items: { kind: MonthEndDecision['kind']; code: string; decision: 'approve' | 'reject' }[];
  /** The days whose status or LOP changes, before → after. */
  days: MonthEndDayChange[];
  lopBefore: number;
  lopAfter: number;
  /** LOP days added (positive) or removed (negative). */
  lopChange: number;
  balances: MonthEndBalanceChange[];
}

/** What the decisions will do, computed by the engine without writing; Submit sends the token back. */
export interface MonthEndEffect {
  previewToken: string;
  employees: MonthEndEmployeeEffect[];
  totals: { items: number; employees: number; daysChanged: number; lopAdded: number; lopRemoved: number };
}

/** The month-end cockpit of a payroll month. */
export interface MonthEndCockpit {
  monthYear: string;
  /** The payroll month today falls in: the newest a month picker offers. */
  latestMonthYear: string;
  startDate: string;
  endDate: string;
  pendingLeave: number;
  pendingRegularization: number;
  /** Who holds the pending items. */
  approvers: { empId: string; name: string; leave: number; regularization: number }[];
  /** Employee·days of the window marked for the processor and not yet processed. */
  unprocessedDays: number;
  employeesWithLop: number;
  lopTotal: number;
  /** The LOP total of the previous close of this month, or null: "no previous run". */
  previousLopTotal: number | null;
  closed: boolean;
}
