/**
 * The contract of restricted holidays, comp-off, encashment and the leave calendars (issue 11 §3–§4,
 * docs/leave-special.md), read by their routes and their screens.
 */

/** Key of the request lists: Pending, or Completed for every request no longer pending. */
export type RequestListKey = 'Pending' | 'Completed';
export const REQUEST_PAGE_SIZE = 20;

export type RequestStatus = 'Pending' | 'Approved' | 'Rejected' | 'Withdrawn';

export interface RequestPage<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
}

/** GET /api/leave/restricted-holidays: the year's restricted holidays that apply to the caller. */
export interface RestrictedHolidayYear {
  year: number;
  /** The scheme's yearly RH entitlement; 0 when the scheme has none. */
  quota: number;
  /** The RH balance: the sum of its ledger entries for the year. */
  balance: number;
  /** RH days applied for and pending approval. */
  pending: number;
  /** What is left to apply: the balance less the pending days. */
  left: number;
  holidays: RestrictedHolidayRow[];
}

export interface RestrictedHolidayRow {
  id: number;
  date: string;
  occasion: string;
  description: string;
  /** The caller's pending or approved RH application on this date; null when none. */
  applied: { leaveCode: string; status: 'Pending' | 'Approved' } | null;
}

/** A worked weekly off or holiday still open for a comp-off claim. */
export interface CompOffEligibleDay {
  date: string;
  /** 'Weekly Off' or the holiday's occasion. */
  dayLabel: string;
  totalWorkHours: string;
  /** The credit the day earns: 0.5 or 1. */
  days: number;
}

export interface CompOffRecord {
  requestCode: string;
  empId: string;
  employeeName: string;
  workedDate: string;
  days: number;
  reason: string;
  appliedTo: string;
  approverName: string;
  status: RequestStatus;
  remarks: string | null;
  appliedDate: string;
  decidedDate: string | null;
  /** Set on approval: the last day the credit can be availed. */
  expiresOn: string | null;
}

/** GET /api/leave/comp-off/eligible: the claimable days and the caller's comp-off balance. */
export interface CompOffOverview {
  window: { from: string; to: string };
  days: CompOffEligibleDay[];
  /** Unexpired CO credit left (all years): credits less comp-off leave taken and lapses. */
  balance: number;
  /** The earliest expiry among the credits still open; null when none. */
  nextExpiry: { date: string; days: number } | null;
}

export interface EncashmentRecord {
  encashmentCode: string;
  empId: string;
  employeeName: string;
  department: string | null;
  leaveType: string;
  leaveName: string;
  leaveYear: number;
  days: number;
  reason: string | null;
  status: RequestStatus;
  remarks: string | null;
  appliedDate: string;
  decidedBy: string | null;
  decidedDate: string | null;
}

/** An encashable type as the caller may encash it this year. */
export interface EncashableType {
  leaveType: string;
  leaveName: string;
  /** The type's encashableCap: days a year. */
  cap: number;
  /** Days already encashed or pending this year. */
  encashed: number;
  /** Balance less days pending (leave and encashment). */
  available: number;
  /** What may still be applied: the smaller of cap less encashed, and available. */
  maxDays: number;
}

export type LeaveCalendarScope = 'mine' | 'team' | 'organization';

/** One date of one leave application on the leave calendar. */
export interface LeaveCalendarEntry {
  leaveCode: string;
  empId: string;
  employeeName: string;
  department: string | null;
  leaveType: string;
  leaveName: string;
  date: string;
  /** 1, 2 or both. */
  sessions: (1 | 2)[];
  status: 'Pending' | 'Approved';
}

export interface LeaveCalendarMonth {
  month: string;
  scope: LeaveCalendarScope;
  entries: LeaveCalendarEntry[];
  /** More dates matched than one answer carries (LEAVE_CALENDAR_MAX_ENTRIES): narrow by department. */
  truncated: boolean;
  /** The organisation's departments (organization scope only), for the filter. */
  departments: string[];
}

export const LEAVE_CALENDAR_MAX_ENTRIES = 5000;
