import type { AuthContext } from '../auth/AuthContext.js';
import { employeeInOrganization } from '../auth/tenancy.js';
import type { Db } from '../db/database.js';
import { forbidden, notFound } from '../http/AppError.js';
import type { ProfileOwner } from './profileSection.js';

/** HR's screens of the people area: viewing them reads anyone's profile in the organisation, editing them saves it. */
export const PEOPLE_PATH = '/employeeList';

export const ownProfile = (auth: AuthContext): ProfileOwner => ({ id: auth.employeeId, empId: auth.empId, organizationId: auth.organizationId });

/** An employee of the caller's active organisation by Emp ID (tenancy: any other is 'Employee not found'). */
export async function employeeOfOrganization(db: Db, auth: AuthContext, empId: string): Promise<ProfileOwner> {
  const employee = await employeeInOrganization(db, empId, auth.organizationId);
  if (!employee) throw notFound('Employee not found');
  return { id: employee.id, empId: employee.emp_id, organizationId: auth.organizationId };
}

/**
 * A self route that may name someone else (the ID card details): the caller themself, or anyone of
 * the organisation for a role that views the people screens; anyone else is refused.
 */
export async function readableEmployee(db: Db, auth: AuthContext, empId: string): Promise<ProfileOwner> {
  if (empId.trim().toUpperCase() === auth.empId) return ownProfile(auth);
  if (!auth.permissions.byPath.get(PEOPLE_PATH)?.view) throw forbidden();
  return employeeOfOrganization(db, auth, empId);
}
