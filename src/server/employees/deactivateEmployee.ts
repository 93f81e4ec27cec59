import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { AuthContext } from '../auth/AuthContext.js';
import { revokeEmployeeSessions } from '../auth/sessions.js';
import { recordAudit } from '../audit/recordAudit.js';
import { AppError, badRequest } from '../http/AppError.js';
import { personName } from '../../shared/personName.js';
import { employeeOfOrganization } from './reportingLine.js';
import { markEmploymentDirty } from '../attendance/markEmploymentDirty.js';

/** Someone whose line names the employee being deactivated. */
export interface Dependant {
  empId: string;
  name: string;
  /** Which of their lines names the employee. */
  line: 'reportingManager' | 'reviewer';
}

/** Who still reports to, or is reviewed by, the employee (any status but Inactive): each must be moved before a deactivation. */
export async function dependantsOf(db: Db, employeeId: number): Promise<Dependant[]> {
  const rows = await db
    .selectFrom('employee')
    .select(['emp_id', 'first_name', 'last_name', 'reporting_manager_id', 'reviewer_id'])
    .where((eb) => eb.or([eb('reporting_manager_id', '=', employeeId), eb('reviewer_id', '=', employeeId)]))
    .where('status', '=', 'Active')
    .orderBy('emp_id')
    .execute();
  return rows.flatMap((row) => [
    ...(row.reporting_manager_id === employeeId ? [{ empId: row.emp_id, name: personName(row.first_name, row.last_name), line: 'reportingManager' as const }] : []),
    ...(row.reviewer_id === employeeId ? [{ empId: row.emp_id, name: personName(row.first_name, row.last_name), line: 'reviewer' as const }] : []),
  ]);
}

/**
 * Deactivates an employee with a last working day (docs/people.md, "Deactivation"): refused (409,
 * listing who) while anyone active still reports to them or is reviewed by them; from the last
 * working day they are no option in any look-up; after it their sessions no longer authenticate and
 * they cannot sign in (authenticate.ts, authRoutes.ts), and a day already past makes them Inactive
 * at once and ends their sessions now. Nothing of theirs is deleted; their processed days after the
 * last working day are marked for the attendance processor, which records them as not employed.
 */
export async function deactivateEmployee(db: Db, auth: Pick<AuthContext, 'organizationId' | 'employeeId'>, empId: string, lastWorkingDay: string) {
  const employee = await employeeOfOrganization(db, auth.organizationId, empId);
  if (employee.id === auth.employeeId) throw badRequest('You cannot deactivate yourself');
  if (employee.status !== 'Active') throw badRequest(`${employee.emp_id} is already inactive`);
  const dependants = await dependantsOf(db, employee.id);
  if (dependants.length) {
    const people = new Set(dependants.map((d) => d.empId)).size;
    throw new AppError(409, `${employee.emp_id} is still the reporting manager or reviewer of ${people} ${people === 1 ? 'employee' : 'employees'}; move them to someone else first`, undefined, { dependants });
  }
  const { rows } = await sql<{ past: boolean }>`SELECT ${lastWorkingDay}::date < current_date AS past`.execute(db);
  const endsNow = rows[0].past;
  await db
    .updateTable('employee')
    .set({ last_working_day: lastWorkingDay, ...(endsNow ? { status: 'Inactive' as const } : {}), updated_at: new Date() })
    .where('id', '=', employee.id)
    .execute();
  if (endsNow) await revokeEmployeeSessions(db, employee.id, 'deactivated');
  // Days after the last working day are not employed (no status, no LOP): recompute those already processed.
  await markEmploymentDirty(db, employee.id, 'lastWorkingDay', employee.last_working_day, lastWorkingDay);
  await recordAudit(db, auth, {
    entity: 'employee',
    entityId: employee.emp_id,
    action: 'deactivate',
    before: { status: employee.status, lastWorkingDay: employee.last_working_day },
    after: { status: endsNow ? 'Inactive' : employee.status, lastWorkingDay },
  });
  return { empId: employee.emp_id, lastWorkingDay, status: endsNow ? 'Inactive' : employee.status };
}
