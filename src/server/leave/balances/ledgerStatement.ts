import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LeaveEntryView, StatementLine } from '../../../shared/leaveRecords.js';

/** A year's statement holds far fewer entries than this; the cap keeps a read bounded whatever the data. */
export const STATEMENT_CAP = 2000;

const columns = sql`
  l.id::int AS id, e.emp_id AS "empId", l.leave_type AS "leaveType", l.leave_year AS "leaveYear", l.entry_kind AS "entryKind",
  l.days::float8 AS days, to_char(l.effective_date, 'YYYY-MM-DD') AS "effectiveDate", to_char(l.expires_on, 'YYYY-MM-DD') AS "expiresOn",
  l.source_ref AS "sourceRef", l.reason, l.created_by AS "createdBy", l.created_at AS "createdAt"`;

/** The entries of one employee's type in a year, oldest first, each with the balance after it. */
export async function ledgerStatement(db: Db, organizationId: number, employeeId: number, year: number, leaveType: string): Promise<{ lines: StatementLine[]; truncated: boolean }> {
  const { rows } = await sql<LeaveEntryView>`
    SELECT ${columns} FROM leave_ledger l JOIN employee e ON e.id = l.employee_id
    WHERE l.organization_id = ${organizationId} AND l.employee_id = ${employeeId} AND l.leave_year = ${year} AND l.leave_type = ${leaveType}
    ORDER BY l.effective_date, l.id LIMIT ${STATEMENT_CAP + 1}`.execute(db);
  let balance = 0;
  const lines = rows.slice(0, STATEMENT_CAP).map((row) => {
    balance = Math.round((balance + row.days) * 100) / 100;
    return { ...row, runningBalance: balance };
  });
  return { lines, truncated: rows.length > STATEMENT_CAP };
}

/** One entry of the organisation with its employee's reporting line (for the read rule), or undefined. */
export async function ledgerEntry(db: Db, organizationId: number, id: number) {
  const { rows } = await sql<LeaveEntryView & { employeeId: number; firstName: string; lastName: string | null; dateOfJoining: string | null; reportingManagerId: number | null }>`
    SELECT ${columns}, e.id AS "employeeId", e.first_name AS "firstName", e.last_name AS "lastName",
      to_char(e.date_of_joining, 'YYYY-MM-DD') AS "dateOfJoining", e.reporting_manager_id AS "reportingManagerId"
    FROM leave_ledger l JOIN employee e ON e.id = l.employee_id
    WHERE l.organization_id = ${organizationId} AND l.id = ${id}`.execute(db);
  return rows[0];
}
