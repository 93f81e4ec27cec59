import { inWindow, type DateWindow } from './attendanceWindows.js';
import { closedForApproval } from './leave/closedForApproval.js';
import { decisionOffers } from './regularizationRules.js';

/**
 * Whose path a decision comes by: an approver's own (Approvals, the admin regularization approval),
 * held to the approver lock date; or the month end's (HR's Month End Process), the administrator's
 * path, held only to the payroll months that are closed (docs/attendance-lock.md).
 */
export type DecisionPath = 'approver' | 'monthEnd';

/** A closed payroll month's days (monthClose's closedPayrollMonths). */
export interface ClosedMonthDays {
  monthYear: string;
  startDate: string;
  endDate: string;
}

/** What a decision is held to, read in its writing transaction. */
export interface DecisionRule {
  path: DecisionPath;
  /** The approvers' window (the approver lock date to yesterday). */
  approverWindow: DateWindow;
  /** The closed payroll months (read on the month-end path only). */
  closedMonths: readonly ClosedMonthDays[];
}

/** A pending item as the rule sees it: its kind, every date, and the dates the decision approves. */
export interface DecisionItem {
  kind: 'leave' | 'regularization';
  dates: readonly string[];
  approved: readonly string[];
}

export interface DecisionCheck {
  /** Why the decision is refused (400 outside the approver window, 409 in a closed month), or null. */
  refusal: { status: 400 | 409; message: string } | null;
  /** A regularization of several dates may be approved in part. */
  partialOffered: boolean;
  /** On the month-end path: the dates the approvers' lock date would have refused (the lock date passed by month-end authority), for the audit trail. */
  lockDatePassed: string[];
}

/** The refusal of a change to a day of a closed payroll month (the overrides' and the muster import's too). */
export const closedPayrollMonthMessage = (monthYear: string) => `Payroll month ${monthYear} is closed. Reopen it with a reason to change its days.`;

export const OUTSIDE_APPROVAL_WINDOW = 'None of the applied dates is inside the approval window; this request can no longer be decided.';

/** The approvers' rule: leave approves a past date only inside the window (rejects any); a regularization needs a date inside it. */
function approverRefusal(window: DateWindow, item: DecisionItem): DecisionCheck['refusal'] {
  if (item.kind === 'leave') {
    const closed = item.approved.length ? closedForApproval(item.approved, window) : null;
    return closed ? { status: 400, message: closed } : null;
  }
  return decisionOffers(item.dates, window).approveReject ? null : { status: 400, message: OUTSIDE_APPROVAL_WINDOW };
}

/**
 * The one lock-date rule of a decision, by the decider's path (docs/attendance-lock.md, "Who may
 * decide which dates"). The approvers' paths keep the approver lock date. The month end decides
 * any date of a payroll month that is not closed — a past month still in the open payroll month's
 * reach or never closed — so HR never moves the lock date back to finish a month; approving a date
 * of a closed month is refused with the reopen message (rejecting changes no day, as for approvers).
 */
export function checkDecision(rule: DecisionRule, item: DecisionItem): DecisionCheck {
  if (rule.path === 'approver') {
    return { refusal: approverRefusal(rule.approverWindow, item), partialOffered: decisionOffers(item.dates, rule.approverWindow).partial, lockDatePassed: [] };
  }
  const closed = rule.closedMonths.find((month) => item.approved.some((date) => inWindow(date, { from: month.startDate, to: month.endDate })));
  const passed = approverRefusal(rule.approverWindow, item) ? item.dates.filter((date) => date < rule.approverWindow.from) : [];
  return { refusal: closed ? { status: 409, message: closedPayrollMonthMessage(closed.monthYear) } : null, partialOffered: item.dates.length > 1, lockDatePassed: passed };
}

/**
 * What a decision's audit trail says of its path: on the month end, its authority and — when the
 * approvers' lock date would have refused it — the lock date and the dates it passed.
 */
export const lockDateTrail = (rule: DecisionRule, passed: readonly string[]) =>
  rule.path === 'monthEnd' ? { authority: 'monthEnd', ...(passed.length ? { lockDatePassed: { approverLockDate: rule.approverWindow.from, dates: passed, by: 'month-end authority' } } : {}) } : {};
