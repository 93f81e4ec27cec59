import type { AttendanceWindows } from '../../shared/attendanceWindows';

/** GET /api/leave/lock-attendance (docs/attendance-lock.md): the setting (id null until first saved) and the windows it gives today. */
export interface LockAnswer {
  id: number | null;
  org: number;
  attendanceEmpLockDate: string | null;
  attendanceRepoLockDate: string | null;
  payrollStartDay: number;
  windows: AttendanceWindows;
}

export interface LockForm {
  attendanceEmpLockDate: string;
  attendanceRepoLockDate: string;
  payrollStartDay: number;
}
