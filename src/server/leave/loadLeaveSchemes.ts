import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The scheme that applies to an employee, and its yearly entitlement per leave type code. */
export interface EmployeeScheme {
  schemeId: number;
  schemeName: string;
  entitlements: Map<string, number>;
}

/**
 * Which scheme applies to each employee (docs/leave.md): one assigned to the employee, else one
 * assigned to their grade, else to their role of intake, else the organisation's default. An
 * employee with none of these (no default scheme) is absent from the answer.
 */
export async function loadLeaveSchemes(db: Db, organizationId: number, employeeIds: number[]): Promise<Map<number, EmployeeScheme>> {
  const answer = new Map<number, EmployeeScheme>();
  if (!employeeIds.length) return answer;
  const { rows } = await sql<{ employee_id: number; scheme_id: number; scheme_name: string; leave_type: string | null; days_per_year: string | null }>`
    WITH chosen AS (
      SELECT e.id AS employee_id,
             coalesce(
               (SELECT s.id FROM leave_scheme s WHERE s.organization_id = e.organization_id AND s.id = e.leave_scheme_id AND s.status = 'Active'),
               (SELECT a.scheme_id FROM leave_scheme_assignment a JOIN leave_scheme s ON s.organization_id = a.organization_id AND s.id = a.scheme_id AND s.status = 'Active'
                 WHERE a.organization_id = e.organization_id AND a.assign_by = 'grade' AND a.target_id = e.grade_id),
               (SELECT a.scheme_id FROM leave_scheme_assignment a JOIN leave_scheme s ON s.organization_id = a.organization_id AND s.id = a.scheme_id AND s.status = 'Active'
                 WHERE a.organization_id = e.organization_id AND a.assign_by = 'roleOfIntake' AND a.target_id = e.role_of_intake_id),
               (SELECT s.id FROM leave_scheme s WHERE s.organization_id = e.organization_id AND s.is_default AND s.status = 'Active')
             ) AS scheme_id
      FROM employee e
      WHERE e.organization_id = ${organizationId} AND e.id IN (${sql.join(employeeIds.map((id) => sql`${id}`))})
    )
    SELECT c.employee_id, s.id AS scheme_id, s.scheme_name, n.leave_type, n.days_per_year
    FROM chosen c
    JOIN leave_scheme s ON s.organization_id = ${organizationId} AND s.id = c.scheme_id
    LEFT JOIN leave_scheme_entitlement n ON n.organization_id = s.organization_id AND n.scheme_id = s.id`.execute(db);
  for (const row of rows) {
    let scheme = answer.get(row.employee_id);
    if (!scheme) answer.set(row.employee_id, (scheme = { schemeId: row.scheme_id, schemeName: row.scheme_name, entitlements: new Map() }));
    if (row.leave_type) scheme.entitlements.set(row.leave_type, Number(row.days_per_year));
  }
  return answer;
}
