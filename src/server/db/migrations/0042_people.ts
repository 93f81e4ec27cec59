import { sql, type Kysely } from 'kysely';

/**
 * People (issue 21 §2, §4, docs/people.md): the last working day a deactivation records, the
 * organisation's choice of what happens to pending requests when a reporting line changes, and the
 * indexes the employee list's search and the org chart's levels read on 10,000 employees.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE employee ADD COLUMN IF NOT EXISTS last_working_day date`.execute(db);
  // 'move' (default): pending requests follow the new approver; 'leave': they stay with the one they were applied to.
  await sql`ALTER TABLE organization ADD COLUMN IF NOT EXISTS pending_requests_on_line_change text DEFAULT 'move' CHECK (pending_requests_on_line_change IN ('move', 'leave'))`.execute(db);
  // An organisation's people (every list, look-up and chart level starts here): the mapping by organisation.
  await sql`CREATE INDEX IF NOT EXISTS employee_organization_org_idx ON employee_organization (organization_id, employee_id)`.execute(db);
  // The list's exact filters (emp_id is unique already); the text search reads the organisation's rows.
  await sql`CREATE INDEX IF NOT EXISTS employee_department_idx ON employee (department)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS employee_designation_idx ON employee (designation)`.execute(db);
  // The chart's level and a reviewer's reportees: children of a node, and who reviews whom.
  await sql`CREATE INDEX IF NOT EXISTS employee_reviewer_idx ON employee (reviewer_id)`.execute(db);
}
