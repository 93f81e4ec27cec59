import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Whether an employee has anyone's requests to decide in an organisation, from the data rather than a
 * flag: someone there reports to them or is reviewed by them, or a regularization, leave or comp-off
 * request was applied to them (a manager since replaced), or the organisation names them its fallback
 * approver (docs/regularization.md, "Who an application goes to"). The
 * approval screens are shown only to such a person (issue 17 §5).
 */
export async function approvesAnyone(db: Db, employeeId: number, organizationId: number): Promise<boolean> {
  const { rows } = await sql<{ approves: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM employee WHERE organization_id = ${organizationId} AND (reporting_manager_id = ${employeeId} OR reviewer_id = ${employeeId})
    ) OR EXISTS (
      SELECT 1 FROM regularization WHERE organization_id = ${organizationId} AND applied_to_id = ${employeeId}
    ) OR EXISTS (
      SELECT 1 FROM leave_application WHERE organization_id = ${organizationId} AND applied_to_id = ${employeeId}
    ) OR EXISTS (
      SELECT 1 FROM comp_off_request WHERE organization_id = ${organizationId} AND applied_to_id = ${employeeId}
    ) OR EXISTS (
      SELECT 1 FROM organization o JOIN employee e ON e.emp_id = o.fallback_approver AND e.organization_id = o.id
      WHERE o.id = ${organizationId} AND e.id = ${employeeId}
    ) AS approves`.execute(db);
  return rows[0]?.approves === true;
}
