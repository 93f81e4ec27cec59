import type { PayrollMonth } from './payrollMonth.js';

/** The state of a date's latest applied regularization that was not withdrawn. */
export type RegularizationState = 'Approved' | 'Pending' | 'Rejected';

/** A holiday that applies to the employee, restricted ones included. */
export interface HolidayOfDay {
  date: string;
  occasion: string;
  restricted: boolean;
}

/** One row of spec 000 §3 attendanceData. */
export interface MonthDay {
  attendanceDate: string;
  attendanceData: string | null;
  inTime: string | null;
  outTime: string | null;
  /** The sessions differ (P/A, CL/P): half of the day is one thing, half another. */
  halfDay: boolean;
  regularization: RegularizationState | null;
  shift: string;
  /** The leave code(s) of the day (CL, or CL/SL), null without leave. */
  leave: string | null;
  /** The work type of the day's regularization (REG, WFH, OD), null without one. */
  workType: 'REG' | 'WFH' | 'OD' | null;
  lopDays: number;
}

/** Spec 000 §3 Attendance month data; what each list holds is in docs/attendance-calendar.md. */
export interface AttendanceMonthData {
  empId: string;
  empName: string;
  today: string;
  payrollMonth: PayrollMonth;
  monthYear: string;
  lockStartDate: string;
  lockEndDate: string;
  absentList: string[];
  presentList: string[];
  holidayList: string[];
  holidays: HolidayOfDay[];
  regApprovedList: string[];
  regPendingList: string[];
  weekendPolicyList: string[];
  yesterDayCutOffList: string[];
  leaveListSession: Record<string, (1 | 2)[]>;
  dojList: string[];
  attendanceData: MonthDay[];
  attendanceInfo: { attendanceDate: string; attendanceData: string | null; inTime: string | null; outTime: string | null; shift: string }[];
}
