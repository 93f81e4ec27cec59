import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import { forbidden, notFound } from '../http/AppError.js';
import { employeeInOrganization } from '../auth/tenancy.js';

/** Attendance Info (spec 001 §2): the roles granted its view read any employee's attendance in the organisation. */
export const ATTENDANCE_INFO_PATH = '/adminAttendance/adminAttendanceInfo';

/**
 * Whose attendance the caller may read (issue 10 §4): their own; a reportee's, as their reporting
 * manager; anyone's of the active organisation with Attendance Info. Answers the employee's id,
 * 404 for an Emp ID outside the organisation, 403 for anyone else's.
 */
export async function readableEmployee(db: Db, auth: AuthContext, empId: string | undefined): Promise<{ id: number; empId: string }> {
  if (!empId || empId.trim().toUpperCase() === auth.empId.toUpperCase()) return { id: auth.employeeId, empId: auth.empId };
  const employee = await employeeInOrganization(db, empId, auth.organizationId);
  if (!employee) throw notFound('Employee not found');
  if (auth.permissions.byPath.get(ATTENDANCE_INFO_PATH)?.view) return { id: employee.id, empId: employee.emp_id };
  const reportee = await db
    .selectFrom('employee')
    .select('id')
    .where('id', '=', employee.id)
    .where('reporting_manager_id', '=', auth.employeeId)
    .executeTakeFirst();
  if (!reportee) throw forbidden();
  return { id: employee.id, empId: employee.emp_id };
}
