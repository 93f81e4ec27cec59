/** Spec 001 §3 Muster row: one employee's payroll month as the muster lists it (docs/attendance-muster.md). */
export interface MusterRow {
  employeeId: string;
  employeeName: string;
  designation: string | null;
  /** Not recorded by this edition (no outsourcing or billing data): always null. */
  manpowerOutsourcing: string | null;
  billingType: string | null;
  repManagerId: string | null;
  repManagerName: string | null;
  doj: string | null;
  location: string | null;
  /** MM-YYYY: the payroll month, named by the calendar month it ends in. */
  month: string;
  totalPresentDays: number;
  /** The days' LOP plus the LOP entries applied in this payroll month. */
  totalLOP: number;
  weekOff: number;
  totalHolidays: number;
  /** Days of the payroll month. */
  totalDays: number;
  totalLeaveDays: number;
  /** Days of each leave type (every type of the organisation, 0 when none). */
  leaveCounts: Record<string, number>;
  attendanceData: { date: string; attendanceData: string | null }[];
}

/** The muster page: spec 001 §7's paged shape, with the organisation's leave types (the leaveCounts columns). */
export interface MusterPage {
  content: MusterRow[];
  totalElements: number;
  totalPages: number;
  payrollMonth: { startDate: string; endDate: string };
  leaveTypes: { code: string; name: string }[];
}

/** What a muster total adds up (GET /attendance-muster/breakdown): the stored days and the LOP entries. */
export interface MusterBreakdown {
  employeeId: string;
  employeeName: string;
  payrollMonth: { startDate: string; endDate: string };
  days: { date: string; attendanceData: string | null; lopDays: number }[];
  lopEntries: { payrollMonth: string; lopDays: number; source: string; reason: string; createdBy: string; createdAt: string }[];
}

/** How a session's code counts in the muster's totals. */
export type SessionKind = 'present' | 'absent' | 'weekOff' | 'holiday' | 'leave';

const PRESENT = new Set(['P', 'WFH', 'OD']);

/**
 * P, WFH and OD are present; A absent; OFF a weekly off; H a holiday; any other code (CL, SL, PL, CO,
 * RH: the spec lists Restricted Holiday among the leave counts) is leave.
 */
export function sessionKind(code: string): SessionKind {
  if (PRESENT.has(code)) return 'present';
  if (code === 'A') return 'absent';
  if (code === 'OFF') return 'weekOff';
  if (code === 'H') return 'holiday';
  return 'leave';
}

/** A day's two session codes: `P/A` is P then A; `P` is P for both; an undecided day has none. */
export function sessionCodes(attendanceData: string | null): string[] {
  if (!attendanceData) return [];
  const parts = attendanceData.split('/');
  return parts.length === 2 ? parts : [attendanceData, attendanceData];
}
