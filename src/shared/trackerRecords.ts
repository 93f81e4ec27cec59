/** Spec 001 §3 Tracker, per department (its field names as the spec spells them). */
export interface TrackerDepartment {
  department: string;
  overallEmployeeCount: number;
  /** Present employee·days in the range (a half day counts 0.5). */
  totalEmployeePresentCount: number;
  totalEmployeeRegularizationCount: number;
  avgInPunchCount: number;
  avgOutPunchCount: number;
  avgLoginHourse: string;
  totalProductiveHousers: string;
  totalBreakHousers: string;
  members: TrackerMember[];
}

export interface TrackerMember {
  empId: string;
  empName: string;
  empCount: number;
  empPresentDayCount: number;
  empRegularizadCount: number;
  empAvgInPunch: number;
  empAvgOutPunch: number;
  empAvgLoginHourse: string;
  empProductiveHousers: string;
  empBreakHourse: string;
}

/** Spec 001 §3 per-date entries of a member. */
export interface TrackerDateRow {
  date: string;
  status: string | null;
  inPunchCount: number;
  outPunchCount: number;
  totalHrs: string;
  productiveHrs: string;
  breakHrs: string;
}

/** The admin tracker's eleven columns (docs/attendance-reports.md), one row per department. */
export interface AdminTrackerRow {
  department: string;
  overallEmployeeCount: number;
  totalEmployeePresentCount: number;
  totalEmployeeAbsentCount: number;
  totalEmployeeLeaveCount: number;
  totalEmployeeRegularizationCount: number;
  avgInPunchCount: number;
  avgOutPunchCount: number;
  avgLoginHourse: string;
  totalProductiveHousers: string;
  totalBreakHousers: string;
}

/** The admin tracker's columns in order, with their titles. */
export const ADMIN_TRACKER_COLUMNS: [keyof AdminTrackerRow, string][] = [
  ['department', 'Department'],
  ['overallEmployeeCount', 'Employees'],
  ['totalEmployeePresentCount', 'Present Days'],
  ['totalEmployeeAbsentCount', 'Absent Days'],
  ['totalEmployeeLeaveCount', 'Leave Days'],
  ['totalEmployeeRegularizationCount', 'Regularizations'],
  ['avgInPunchCount', 'Avg In Punches'],
  ['avgOutPunchCount', 'Avg Out Punches'],
  ['avgLoginHourse', 'Avg Login Hours'],
  ['totalProductiveHousers', 'Productive Hours'],
  ['totalBreakHousers', 'Break Hours'],
];
