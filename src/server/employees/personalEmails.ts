import { sql } from 'kysely';
import { emailKey, takenEmailMessage } from '../../shared/employeeSheet.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/AppError.js';

/** A personal mail an employee is to hold: a new employee (empId null) or the employee named. */
export interface EmailClaim {
  email: string;
  empId: string | null;
}

/**
 * A personal mail belongs to one employee of the installation (docs/people.md "Bulk upload"). Run
 * first in the writing transaction of an add or an upload: it takes one transaction lock that every
 * such write takes before its organisation's Emp ID lock (the same order everywhere, so no deadlock),
 * then reads the holders; two identical requests at once therefore write one employee, and the second
 * is refused. No unique index: the column came with migration 0041 and may already hold duplicates
 * somewhere, which the index would refuse to build.
 */
export async function claimPersonalEmails(trx: Db, organizationId: number, claims: readonly EmailClaim[]): Promise<void> {
  const wanted = claims.filter((claim) => emailKey(claim.email));
  if (!wanted.length) return;
  await sql`SELECT pg_advisory_xact_lock(hashtext('employee_personal_email'))`.execute(trx);
  const holders = await heldEmails(trx, organizationId, wanted.map((claim) => claim.email));
  for (const claim of wanted) {
    const holder = holders.get(emailKey(claim.email));
    if (!holder || holder.empId === claim.empId?.toUpperCase()) continue;
    const message = takenEmailMessage(claim.email, holder.member ? holder.empId : undefined);
    throw badRequest(message, [{ field: 'personalEmailId', message }]);
  }
}

/** Who holds each of these personal mails (by emailKey): their Emp ID, and whether they are of the organisation. */
async function heldEmails(db: Db, organizationId: number, emails: readonly string[]) {
  const keys = [...new Set(emails.map(emailKey))];
  const { rows } = await sql<{ email: string; emp_id: string; member: boolean }>`
    SELECT k.email, upper(e.emp_id) AS emp_id,
           EXISTS (SELECT 1 FROM employee_organization eo WHERE eo.employee_id = e.id AND eo.organization_id = ${organizationId}) AS member
    FROM employee e JOIN unnest(${sql.val(keys)}::text[]) AS k(email) ON lower(btrim(e.personal_email)) = k.email`.execute(db);
  return new Map(rows.map((row) => [row.email, { empId: row.emp_id, member: row.member }]));
}

