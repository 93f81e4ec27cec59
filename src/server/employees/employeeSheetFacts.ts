import { sql } from 'kysely';
import { emailKey, type EmployeeSheetClaim, type EmployeeSheetContext } from '../../shared/employeeSheet.js';
import type { Db } from '../db/database.js';

/**
 * What the bulk upload's check knows of the organisation's people (docs/people.md "Bulk upload"):
 * their Emp IDs, personal mails and reporting lines. Nothing of another organisation's: whether a
 * row's Emp ID or mail is taken elsewhere is asked about those values only (takenElsewhere).
 */
export async function employeeSheetFacts(db: Db, organizationId: number): Promise<Pick<EmployeeSheetContext, 'organizationEmpIds' | 'personalEmails' | 'managers'>> {
  const members = await db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', (join) => join.onRef('eo.employee_id', '=', 'e.id').on('eo.organization_id', '=', organizationId))
    .leftJoin('employee as m', 'm.id', 'e.reporting_manager_id')
    .select(['e.emp_id', 'e.personal_email', 'm.emp_id as manager'])
    .execute();
  return {
    organizationEmpIds: members.map((row) => row.emp_id.toUpperCase()),
    personalEmails: members.filter((row) => row.personal_email && emailKey(row.personal_email)).map((row) => [emailKey(row.personal_email!), row.emp_id.toUpperCase()] as [string, string]),
    managers: members.map((row) => [row.emp_id.toUpperCase(), row.manager?.toUpperCase() ?? null] as [string, string | null]),
  };
}

/** Which of the file's new Emp IDs and personal mails another organisation's employee already holds (only those values are read). */
export async function takenElsewhere(db: Db, organizationId: number, claims: readonly EmployeeSheetClaim[]): Promise<{ empIds: string[]; emails: string[] }> {
  const empIds = [...new Set(claims.flatMap((claim) => (claim.empId ? [claim.empId] : [])))];
  const emails = [...new Set(claims.flatMap((claim) => (claim.email ? [claim.email] : [])))];
  // Joined to the values (a hash join), not `= ANY(…)` per row: a file holds up to 10,000 of each.
  const elsewhere = sql`NOT EXISTS (SELECT 1 FROM employee_organization eo WHERE eo.employee_id = e.id AND eo.organization_id = ${organizationId})`;
  const [ids, mails] = await Promise.all([
    empIds.length ? sql<{ value: string }>`SELECT k.value FROM employee e JOIN unnest(${sql.val(empIds)}::text[]) AS k(value) ON upper(e.emp_id) = k.value WHERE ${elsewhere}`.execute(db) : { rows: [] },
    emails.length
      ? sql<{ value: string }>`SELECT DISTINCT k.value FROM employee e JOIN unnest(${sql.val(emails)}::text[]) AS k(value) ON lower(btrim(e.personal_email)) = k.value WHERE ${elsewhere}`.execute(db)
      : { rows: [] },
  ]);
  return { empIds: ids.rows.map((row) => row.value), emails: mails.rows.map((row) => row.value) };
}
