import { sql, type Kysely } from 'kysely';

/**
 * Add employee (issue 21 §1, spec 002 §3; docs/people.md):
 * - `organization.employee_id_prefix`: the prefix of the Emp IDs the organisation gives new
 *   employees (empty: EMP);
 * - on `employee`, the new-employee form's fields the product reads (middle name, personal mail,
 *   probation, notice period, the recruiter, HRBP and division head as employees, CTC, the bulk
 *   upload's operation) as columns, and the rest of the form as it was submitted
 *   (`joining_details`, one JSON object), so nothing typed is lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE organization ADD COLUMN IF NOT EXISTS employee_id_prefix text`.execute(db);
  await sql`
    ALTER TABLE employee
      ADD COLUMN IF NOT EXISTS middle_name text,
      ADD COLUMN IF NOT EXISTS personal_email text,
      ADD COLUMN IF NOT EXISTS probation text CHECK (probation IN ('Trainee', 'Probation', 'Confirmed')),
      ADD COLUMN IF NOT EXISTS probation_months integer,
      ADD COLUMN IF NOT EXISTS notice_period integer,
      ADD COLUMN IF NOT EXISTS recruiter_id integer REFERENCES employee(id),
      ADD COLUMN IF NOT EXISTS buddy_id integer REFERENCES employee(id),
      ADD COLUMN IF NOT EXISTS division_head_id integer REFERENCES employee(id),
      ADD COLUMN IF NOT EXISTS ctc bigint,
      ADD COLUMN IF NOT EXISTS joining_details jsonb`.execute(db);
}
