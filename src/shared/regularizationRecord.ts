import type { WorkType } from './regularizationRules.js';

/** One applied date of a regularization request, as the API answers it. */
export interface AppliedRegularization {
  attendanceDate: string;
  status: string;
  approverRemarks: string | null;
  shift: string;
  startTime: string | null;
  endTime: string | null;
  reason: string;
  regularizationStatus: WorkType;
  sessions: number[];
  empId: string;
  regularizationCode: string;
}

/** Spec 000 §3 / spec 001 §3 regularization record. */
export interface RegularizationRecord {
  regularizationCode: string;
  empId: string;
  employeeName: string;
  employeeDept: string;
  appliedTo: string;
  approverName: string;
  approverDept: string;
  appliedDate: string;
  status: string;
  noOfDays: number;
  regularizationDates: string[];
  remarks: string | null;
  employeeRemark: string | null;
  decidedBy: string | null;
  decidedDate: string | null;
  appliedRegularizations: AppliedRegularization[];
}

/** One page of a regularization list (spec 000 §4 / spec 001 §7). */
export interface RegularizationPage {
  content: RegularizationRecord[];
  totalElements: number;
  totalPages: number;
}
