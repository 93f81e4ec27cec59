/**
 * Regularization rules both sides apply (spec 000 §5, spec 001 §4–§5, docs/regularization.md):
 * the browser to enable a day or a button and say why not, the server to refuse the same request.
 */

export const WORK_TYPES = ['REG', 'WFH', 'OD'] as const;
export type WorkType = (typeof WORK_TYPES)[number];
export const WORK_TYPE_LABELS: Record<WorkType, string> = { REG: 'Regularization', WFH: 'Work From Home', OD: 'On Duty' };
export const SESSIONS = [1, 2] as const;
export type SessionNumber = (typeof SESSIONS)[number];

export const REGULARIZATION_PAGE_SIZE = 10;
export const REJECT_REASON_MIN_LENGTH = 5;

export const MESSAGES = {
  closed: 'Attendance is closed for this date!',
  leaveApplied: 'Leave has already been applied for this date!',
  applied: 'Regularization applied successfully!',
  withdrawn: 'Withdraw Successfully.',
  withdrawTitle: 'Regularization Withdraw',
  uncheckSession: 'If not, it will be considered an absence',
  reasonRequired: 'Reason is required',
  reasonTooShort: 'Reason must be at least 5 characters',
  remarksRequired: 'Remarks required for rejected date.',
  noRecords: 'No Records Available',
  approved: 'Approved successfully!',
  rejected: 'Rejected successfully!',
  /** Spec 001 §9's message for a request decided date by date (leave's twin: 'Leave Updated Successfully!'). */
  partiallyApproved: 'Regularization Updated Successfully!',
} as const;

/** HH:mm, 24-hour (spec 001 §9). */
export const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Spec 000 §3 Attendance month data, the fields the Apply calendar reads. */
export interface MonthDataForSelection {
  absentList: string[];
  lockStartDate: string | null;
  lockEndDate: string | null;
  regPendingList: string[];
  regApprovedList: string[];
  /** date → sessions on leave (1, 2 or 'Session 1'/'Session 2' as the calendar sends them). */
  leaveListSession: Record<string, readonly (number | string)[]>;
  /** The month's dates before the employee joined. */
  dojList: string[];
}

export type Selectability = { selectable: true } | { selectable: false; message: string | null };

/** The sessions (1, 2) a leave covers on a date, however the calendar wrote them. */
export function leaveSessionsOn(data: Pick<MonthDataForSelection, 'leaveListSession'>, date: string): SessionNumber[] {
  const listed = data.leaveListSession?.[date] ?? [];
  return SESSIONS.filter((session) => listed.some((value) => String(value).endsWith(String(session))));
}

/**
 * Spec 000 §5 date selection: an absent day inside the lock window, not applied or pending, not
 * today (nor later), not before joining, not fully on leave. A refused day outside the window says
 * 'Attendance is closed for this date!', one fully on leave 'Leave has already been applied for
 * this date!'; the others (present, already applied, before joining) say nothing.
 */
export function dateSelectability(date: string, today: string, data: MonthDataForSelection): Selectability {
  const inLock = data.lockStartDate !== null && data.lockEndDate !== null && date >= data.lockStartDate && date <= data.lockEndDate;
  if (!inLock || date >= today) return { selectable: false, message: MESSAGES.closed };
  if (leaveSessionsOn(data, date).length === SESSIONS.length) return { selectable: false, message: MESSAGES.leaveApplied };
  if (data.dojList.includes(date)) return { selectable: false, message: null };
  if (data.regPendingList.includes(date) || data.regApprovedList.includes(date)) return { selectable: false, message: null };
  if (!data.absentList.includes(date)) return { selectable: false, message: null };
  return { selectable: true };
}

/** Spec 000 §5 form: a row's times are HH:mm and the out time follows the in time unless the shift crosses midnight. */
export function timesProblem(inTime: string | null | undefined, outTime: string | null | undefined, shiftCrossesMidnight: boolean): string | null {
  if (!inTime || !outTime) return 'In time and out time are required';
  const pattern = new RegExp(TIME_PATTERN);
  if (!pattern.test(inTime) || !pattern.test(outTime)) return 'Times must be HH:mm (24-hour)';
  if (minutesOf(outTime) <= minutesOf(inTime) && !shiftCrossesMidnight) return 'Out time must be after in time';
  return null;
}

/** Spec 001 §5 reject reason. */
export function rejectReasonProblem(reason: string | null | undefined): string | null {
  const text = (reason ?? '').trim();
  if (!text) return MESSAGES.reasonRequired;
  if (text.length < REJECT_REASON_MIN_LENGTH) return MESSAGES.reasonTooShort;
  return null;
}

/** One row of the partial approval table: the date, its toggle and the approver's remarks. */
export interface PartialDecisionRow {
  date: string;
  approved: boolean;
  remarks: string;
}

export type DecisionKey = 'Approved' | 'Rejected' | 'Partially Approved';

/** What the approver is told after a decision: the server's answer and the screen's toast say the same. */
export const DECISION_MESSAGES: Record<DecisionKey, string> = {
  Approved: MESSAGES.approved,
  Rejected: MESSAGES.rejected,
  'Partially Approved': MESSAGES.partiallyApproved,
};

/** The decision payload of spec 001 §7. */
export interface DecisionPayload {
  empId: string;
  regCode: string;
  key: DecisionKey;
  approvedDate: string[];
  rejectedDate: string[];
  remarks: string[];
}

/** Spec 001 §5: a rejected date with blank remarks blocks the partial approval; null when it may be sent. */
export function partialDecisionProblem(rows: readonly PartialDecisionRow[]): string | null {
  return rows.some((row) => !row.approved && !row.remarks.trim()) ? MESSAGES.remarksRequired : null;
}

/**
 * The payload of a partial approval. All dates approved is an approval, all rejected a rejection:
 * the status then says what happened.
 */
export function partialDecisionPayload(empId: string, regCode: string, rows: readonly PartialDecisionRow[]): DecisionPayload {
  const approved = rows.filter((row) => row.approved);
  const rejected = rows.filter((row) => !row.approved);
  const key: DecisionKey = rejected.length === 0 ? 'Approved' : approved.length === 0 ? 'Rejected' : 'Partially Approved';
  return {
    empId,
    regCode,
    key,
    approvedDate: approved.map((row) => row.date),
    rejectedDate: rejected.map((row) => row.date),
    remarks: rejected.map((row) => row.remarks.trim()),
  };
}

/** Spec 001 §4: Approve and Reject need a date inside the approver's window; Partial Approve also more than one day. */
export function decisionOffers(dates: readonly string[], approverWindow: { from: string; to: string } | null) {
  const decidable = approverWindow !== null && dates.some((date) => date >= approverWindow.from && date <= approverWindow.to);
  return { approveReject: decidable, partial: decidable && dates.length > 1 };
}
