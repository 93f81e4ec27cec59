import type { DateWindow } from '../attendanceWindows.js';

/**
 * Spec 001 §3's approver window for leave (docs/leave-applications.md): an approver may approve a
 * past date only inside repoLockStartDate..repoLockEndDate, as for regularization; today and later
 * are always open. A date before the window may still be rejected — that writes no ledger entry and
 * changes no closed day — so an application is never stuck pending, holding days out of "available".
 * Answers the refusal's message, or null when every approved date may be approved.
 */
export function closedForApproval(approvedDates: readonly string[], approverWindow: DateWindow): string | null {
  const closed = approvedDates.filter((date) => date < approverWindow.from).sort();
  if (!closed.length) return null;
  return `${closed.join(', ')}: Attendance is closed for this date! Leave before ${approverWindow.from} can only be rejected.`;
}
