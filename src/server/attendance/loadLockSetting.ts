import type { Db } from '../db/database.js';
import { DEFAULT_LOCK_SETTING, type LockSetting } from '../../shared/attendanceWindows.js';

/** The organisation's lock setting (attendance_lock), or the default when it never set one. */
export async function loadLockSetting(db: Db, organizationId: number): Promise<LockSetting> {
  const row = await db
    .selectFrom('attendance_lock')
    .select(['attendance_emp_lock_date', 'attendance_repo_lock_date', 'payroll_start_day'])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!row) return DEFAULT_LOCK_SETTING;
  return {
    attendanceEmpLockDate: row.attendance_emp_lock_date,
    attendanceRepoLockDate: row.attendance_repo_lock_date,
    payrollStartDay: row.payroll_start_day,
  };
}
