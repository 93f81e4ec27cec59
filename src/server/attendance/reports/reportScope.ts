import { sql, type RawBuilder } from 'kysely';
import type { AuthContext } from '../../auth/AuthContext.js';
import { holdsInSession, type Right } from '../../auth/tenancy.js';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../http/AppError.js';
import { ALL_EMPLOYEES, type FieldErrors } from '../../../shared/attendanceReportRules.js';

/**
 * Whose attendance a team report or tracker reads (docs/attendance-reports.md): the caller's direct
 * reportees, or the whole active organisation when the caller's role holds `organizationRight`
 * (the administrator's screen of the same report).
 */
export interface ReportScope {
  organizationId: number;
  /** Set: only this manager's direct reportees. */
  managerId?: number;
  /** Set: only this employee (an Emp ID the caller may read). */
  employeeId?: number;
}

export const reportScope = (auth: AuthContext, organizationRight: Right): ReportScope =>
  holdsInSession(auth, organizationRight) ? { organizationId: auth.organizationId } : { organizationId: auth.organizationId, managerId: auth.employeeId };

/**
 * The employees of a scope, as a condition on `alias` (an employee row) that also keeps to the
 * active organisation through employee_organization (docs/tenancy.md).
 */
export function inScope(scope: ReportScope, alias = 'e'): RawBuilder<unknown> {
  const id = sql.ref(`${alias}.id`);
  const parts = [sql`EXISTS (SELECT 1 FROM employee_organization eo WHERE eo.employee_id = ${id} AND eo.organization_id = ${scope.organizationId})`];
  if (scope.managerId !== undefined) parts.push(sql`${sql.ref(`${alias}.reporting_manager_id`)} = ${scope.managerId}`);
  if (scope.employeeId !== undefined) parts.push(sql`${id} = ${scope.employeeId}`);
  return sql.join(parts, sql` AND `);
}

/**
 * Narrows a scope to the form's employee: 'ALL' keeps the scope; an Emp ID of the organisation the
 * scope does not hold is refused (403), one the organisation does not have is 404.
 */
export async function scopeToEmployee(db: Db, scope: ReportScope, empId: string): Promise<ReportScope> {
  const wanted = empId.trim().toUpperCase();
  if (wanted === ALL_EMPLOYEES) return scope;
  const row = await db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
    .select(['e.id', 'e.reporting_manager_id'])
    .where('eo.organization_id', '=', scope.organizationId)
    .where('e.emp_id', '=', wanted)
    .executeTakeFirst();
  if (!row) throw notFound('Employee not found');
  if (scope.managerId !== undefined && row.reporting_manager_id !== scope.managerId) throw forbidden('You may read the reports of your direct reportees only');
  return { ...scope, employeeId: row.id };
}

/** A form's field errors as the 400 the pages read: the first message, and each field's. */
export function refuseForm(errors: FieldErrors<string>): void {
  const entries = Object.entries(errors).filter(([, message]) => message);
  if (entries.length === 0) return;
  throw badRequest(
    entries[0][1]!,
    entries.map(([field, message]) => ({ field, message: message! })),
  );
}
