import { useState } from 'react';
import type { DateWindow } from '../../src/shared/attendanceWindows';
import { closedForApproval } from '../../src/shared/leave/closedForApproval';
import type { LeaveApplicationRecord } from '../../src/shared/leave/leaveApplicationRecord';
import { rejectReasonProblem } from '../../src/shared/regularizationRules';

export interface LeaveDecisionPayload {
  approvedDate: string[];
  rejectedDate: string[];
  remarks: string;
}

/**
 * The dates of an application that can only be rejected, each with the refusal approving it would
 * get: the server's own rule (closedForApproval) on the approver window the list came with. None
 * without a window — the server still refuses, the card only shows it in advance.
 */
export function closedDatesOf(record: LeaveApplicationRecord, approverWindow: DateWindow | null): Map<string, string> {
  const closed = new Map<string, string>();
  if (!approverWindow) return closed;
  for (const { date } of record.days) {
    const refusal = closedForApproval([date], approverWindow);
    if (refusal) closed.set(date, refusal);
  }
  return closed;
}

/**
 * The decision for an application with some dates rejected, or the problem that blocks it: a
 * rejection needs a remark of 5+ characters, and no date before the approver window is approved.
 */
export function leaveDecisionOf(
  record: LeaveApplicationRecord,
  rejected: ReadonlySet<string>,
  remarks: string,
  approverWindow: DateWindow | null = null,
): { payload: LeaveDecisionPayload } | { problem: string } {
  const dates = record.days.map((day) => day.date);
  const approvedDate = dates.filter((date) => !rejected.has(date));
  const closed = approverWindow && closedForApproval(approvedDate, approverWindow);
  if (closed) return { problem: closed };
  const rejectedDate = dates.filter((date) => rejected.has(date));
  if (rejectedDate.length) {
    const problem = rejectReasonProblem(remarks);
    if (problem) return { problem };
  }
  return { payload: { approvedDate, rejectedDate, remarks: remarks.trim() } };
}

/** One pending application's decision as the approver builds it: every date approved until toggled, except those that can only be rejected. */
export function useLeaveDecision(record: LeaveApplicationRecord, approverWindow: DateWindow | null, send: (payload: LeaveDecisionPayload) => Promise<boolean>) {
  const [toggled, setToggled] = useState<Set<string>>(new Set());
  const [remarks, setRemarks] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const closed = closedDatesOf(record, approverWindow);
  const rejected = new Set([...toggled, ...closed.keys()]);
  const dates = record.days.map((day) => day.date);
  /** Why Approve (every date) is not offered, or null. */
  const approveAllProblem = approverWindow && closedForApproval(dates, approverWindow);
  const submit = async (all?: 'approve' | 'reject') => {
    const chosen = all === 'approve' ? new Set<string>() : all === 'reject' ? new Set(dates) : rejected;
    const decision = leaveDecisionOf(record, chosen, remarks, approverWindow);
    if ('problem' in decision) return setProblem(decision.problem);
    setProblem(null);
    await send(decision.payload);
  };
  const toggle = (date: string) => {
    if (closed.has(date)) return;
    setToggled((now) => (now.has(date) ? new Set([...now].filter((d) => d !== date)) : new Set([...now, date])));
  };
  return { rejected, closed, approveAllProblem, remarks, setRemarks, problem, toggle, submit };
}
