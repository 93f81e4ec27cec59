/** The answers of the month-close API (docs/attendance-lock.md, "Closing and reopening a payroll month"), shared by the server and the Month End Process card. */

export type PayrollMonthStatus = 'Open' | 'Closed' | 'Reopened';

export interface PayrollMonthEvent {
  action: 'close' | 'reopen';
  by: string;
  byName: string | null;
  /** ISO instant. */
  on: string;
  reason: string | null;
}

/** GET /api/attendance-month-close. */
export interface PayrollMonthState {
  monthYear: string;
  startDate: string;
  endDate: string;
  status: PayrollMonthStatus;
  closedBy: string | null;
  closedByName: string | null;
  closedOn: string | null;
  reopenedBy: string | null;
  reopenedByName: string | null;
  reopenedOn: string | null;
  reopenReason: string | null;
  /** Every close and reopen, oldest first. */
  history: PayrollMonthEvent[];
}

export interface LopChangeDay {
  date: string;
  /** What payroll used (the first close's snapshot); null: no day was stored then. */
  payrollStatus: string | null;
  payrollLopDays: number | null;
  /** The day as it stands; null: no day is stored now. */
  status: string | null;
  lopDays: number | null;
}

export interface LopChangeEmployee {
  empId: string;
  employeeName: string;
  /** LOP now − LOP payroll used, over the month. */
  changedLopDays: number;
  /** Already carried to a payroll by earlier re-closes (lop_entry, source 'reopen'). */
  carriedLopDays: number;
  /** What the next re-close writes as an LOP entry: negative reverses LOP, positive adds it. */
  lopDifference: number;
  days: LopChangeDay[];
}

/** GET /api/attendance-month-close/lop-changes: employees paged, with the month's marks still unprocessed. */
export interface LopChanges {
  monthYear: string;
  startDate: string;
  endDate: string;
  unprocessedDays: number;
  content: LopChangeEmployee[];
  totalElements: number;
  totalPages: number;
}

/** The answer of a reopen (POST /api/attendance-month-close/reopen). */
export const PAYROLL_MONTH_REOPENED = 'Payroll month reopened successfully!';
