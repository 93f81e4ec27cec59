import type { MonthDataForSelection, SessionNumber, WorkType } from '../../src/shared/regularizationRules';
import type { RegularizationPage } from '../../src/shared/regularizationRecord';
import type { AppliedToData } from '../../src/shared/appliedTo';

export type { AppliedToData };

/** Spec 000 §3 Attendance month data: the fields the Apply tab reads (GET /api/attendance/calendar). */
export interface MonthData extends MonthDataForSelection {
  payrollMonth: { startDate: string; endDate: string };
  monthYear: string;
  presentList: string[];
  holidayList: string[];
  weekendPolicyList: string[];
  attendanceData?: { attendanceDate: string; attendanceData: string | null; inTime: string | null; outTime: string | null }[];
}


export interface QuickAddData {
  /** The payroll month answered for (MM-YYYY, the month it ends in). */
  monthYear: string;
  lockStartDate: string;
  lockEndDate: string;
  attendanceInfo: { attendanceDate: string; attendanceData: string | null; inTime: string | null; outTime: string | null; shift: string }[];
}

/** One date of the apply form. */
export interface ApplyRow {
  date: string;
  reason: string;
  inTime: string;
  outTime: string;
  sessions: SessionNumber[];
  /** Sessions covered by leave: disabled and unchecked. */
  leaveSessions: SessionNumber[];
  key: WorkType;
}

export interface ApplyPayload {
  regularizationInfo: { date: string; reason: string; inTime: string | null; outTime: string | null; session: SessionNumber[]; key: WorkType }[];
  appliedTo: string;
  remark: string;
  monthYear: string;
}

/** The server calls of the regularization screen. */
export interface RegularizationApi {
  /** `yearMonth` absent: the open payroll month, as the organisation counts it. */
  monthData(empId: string, yearMonth: string | undefined): Promise<MonthData>;
  appliedTo(): Promise<AppliedToData>;
  quickAdd(yearMonth: string | undefined): Promise<QuickAddData>;
  list(key: 'Pending' | 'Approved', page: number): Promise<RegularizationPage>;
  apply(payload: ApplyPayload): Promise<void>;
  withdraw(empId: string, regCode: string, yearMonth: string | undefined): Promise<void>;
  notify(message: string, severity: 'success' | 'error' | 'info' | 'warning'): void;
  /** Runs `action` after `ms` (the withdraw view's 3 s return); tests run it at once. */
  later(action: () => void, ms: number): void;
}
