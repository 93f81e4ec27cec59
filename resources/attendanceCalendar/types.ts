import type { SessionRow } from '../../widgets/attendance/SessionTable';

/** One row of spec 000 §3 attendanceData, as GET /api/attendance/calendar answers it. */
export interface MonthDay {
  attendanceDate: string;
  attendanceData: string | null;
  inTime: string | null;
  outTime: string | null;
  halfDay: boolean;
  regularization: 'Approved' | 'Pending' | 'Rejected' | null;
  shift: string;
  leave: string | null;
  workType: 'REG' | 'WFH' | 'OD' | null;
  lopDays: number;
}

/** Spec 000 §3 Attendance month data (docs/attendance-calendar.md lists what each list holds). */
export interface AttendanceMonthData {
  empId: string;
  empName: string;
  today: string;
  payrollMonth: { startDate: string; endDate: string };
  monthYear: string;
  lockStartDate: string;
  lockEndDate: string;
  absentList: string[];
  presentList: string[];
  holidayList: string[];
  holidays: { date: string; occasion: string; restricted: boolean }[];
  regApprovedList: string[];
  regPendingList: string[];
  weekendPolicyList: string[];
  yesterDayCutOffList: string[];
  leaveListSession: Record<string, (1 | 2)[]>;
  dojList: string[];
  attendanceData: MonthDay[];
  attendanceInfo: { attendanceDate: string; attendanceData: string | null; inTime: string | null; outTime: string | null; shift: string }[];
}

export interface DaySwipe {
  swipeDate: string;
  swipeTime: string;
  doorAddress: string | null;
  direction: 'IN' | 'OUT' | null;
  deviceName: string;
  accessCardNo: string | null;
  source: string;
}

/** GET /api/attendance/day: one day's details. */
export interface AttendanceDayDetails {
  empId: string;
  empName: string;
  attendanceDate: string;
  processed: boolean;
  processedOn: string | null;
  inProgress: boolean;
  shift: { shiftCode: string; inTime: string | null; outTime: string | null; graceTime: string | null } | null;
  scheme: string | null;
  record: Record<string, string | number | null> | null;
  sessions: SessionRow[];
  swipes: DaySwipe[];
  lopDays: number;
  lopMessage: string | null;
  explain: string[];
}
