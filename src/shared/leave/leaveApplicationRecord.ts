import type { LeaveApplicationRow, LeaveSession } from '../leaveRecords.js';

/** One counted day of an application, decided on its own. */
export interface LeaveApplicationDayRecord {
  date: string;
  sessions: LeaveSession[];
  /** 1 or 0.5. */
  days: number;
  status: string;
  remarks: string | null;
}

/** The spec's leave application row (LeaveApplicationRow) with what the history and approval screens also show. */
export interface LeaveApplicationRecord extends LeaveApplicationRow {
  leaveName: string;
  appliedTo: string;
  fromDate: string;
  /** The sessions taken on the first day (a one-day leave's only choice). */
  fromSessions: LeaveSession[];
  toDate: string;
  /** The sessions taken on the last day (a one-day leave repeats fromSessions). */
  toSessions: LeaveSession[];
  /** The supporting document's name (before uploads: a text naming it). */
  attachment: string | null;
  /** Where the uploaded document is read (GET, with the bearer token): the applicant, the approver and HR only; null when none was uploaded. */
  attachmentUrl: string | null;
  days: LeaveApplicationDayRecord[];
}

/** A page of applications (spec 002 §7 paged list). */
export interface LeaveApplicationPage {
  content: LeaveApplicationRecord[];
  totalElements: number;
  totalPages: number;
}

/** POST /api/leave/apply/preview's answer: the days as the server counts them, and what would refuse the application now. */
export interface LeavePreview {
  numOfDays: number;
  days: { date: string; sessions: LeaveSession[]; counted: number; why: string }[];
  /** Balance less pending of the type (null for unpaid types). */
  available: number | null;
  problem: string | null;
  /** The type needs a supporting document for this many days (more than its documentAfterDays): the apply must attach one. */
  attachmentRequired: boolean;
}

/** GET /api/leave/apply/types: a type the caller may take, with its balance as spec 002's `balance` field shows it ('text: count'). */
export interface LeaveTypeOption {
  code: string;
  leaveName: string;
  paid: boolean;
  halfDayAllowed: boolean;
  documentAfterDays: number | null;
  balance: { text: string; count: number } | null;
}
