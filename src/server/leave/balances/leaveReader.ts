import type { AuthContext } from '../../auth/AuthContext.js';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../http/AppError.js';
import { holdsInSession, type Right } from '../../auth/tenancy.js';
import { personName } from '../../../shared/personName.js';

/** Employee Leave Balance (Leave Admin): whoever may open it reads and adjusts any employee of the active organisation. */
export const EMPLOYEE_LEAVE_BALANCE: Right = { path: '/employeeLeaveBalance', verb: 'view' };

/** The employee whose leave a request reads. */
export interface LeaveSubject {
  id: number;
  empId: string;
  empName: string;
  dateOfJoining: string | null;
}

/**
 * Whose leave the caller may read (docs/leave-ledger.md): their own; a direct reportee's, as their
 * reporting manager (teamMemberLeaveBalance); anyone of the active organisation with Employee Leave
 * Balance; nobody else (403). Another organisation's employee, or none, is 404 — the route's `owns`
 * says so first, and this query is scoped to the active organisation as well.
 */
export async function readableLeaveEmployee(db: Db, auth: AuthContext, empId: string | undefined): Promise<LeaveSubject> {
  let query = db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
    .select(['e.id', 'e.emp_id', 'e.first_name', 'e.last_name', 'e.date_of_joining', 'e.reporting_manager_id'])
    .where('eo.organization_id', '=', auth.organizationId);
  query = empId === undefined ? query.where('e.id', '=', auth.employeeId) : query.where('e.emp_id', '=', empId.trim().toUpperCase());
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Employee not found');
  return mayReadLeave(auth, row);
}

/** The rule of readableLeaveEmployee on a row already read (an entry's employee). */
export function mayReadLeave(
  auth: AuthContext,
  row: { id: number; emp_id: string; first_name: string; last_name: string | null; date_of_joining: string | null; reporting_manager_id: number | null },
): LeaveSubject {
  const mayRead = row.id === auth.employeeId || row.reporting_manager_id === auth.employeeId || holdsInSession(auth, EMPLOYEE_LEAVE_BALANCE);
  if (!mayRead) throw forbidden("You may read your own leave, your direct reportees', or, with Employee Leave Balance, your organisation's.");
  return { id: row.id, empId: row.emp_id, empName: personName(row.first_name, row.last_name), dateOfJoining: row.date_of_joining };
}
