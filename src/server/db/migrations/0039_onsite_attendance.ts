import { sql, type Kysely } from 'kysely';

/**
 * Onsite attendance (issue 20 §3, docs/onsite-attendance.md): the punches HR uploads for employees
 * working at a client site, and the day entry built from them that the employee's approver decides.
 * Neither counts as attendance; an approved entry is written as two swipes of source Onsite, which
 * is how the engine sees it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE onsite_punch (
      id bigserial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organization(id),
      employee_id integer NOT NULL REFERENCES employee(id),
      attendance_date date NOT NULL,
      punch_at timestamptz NOT NULL,
      direction text NOT NULL CHECK (direction IN ('IN', 'OUT')),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // The same employee, time and direction is one punch: uploading a file again adds nothing.
  await sql`CREATE UNIQUE INDEX onsite_punch_identity_idx ON onsite_punch (organization_id, employee_id, punch_at, direction)`.execute(db);
  await sql`CREATE INDEX onsite_punch_day_idx ON onsite_punch (organization_id, attendance_date, employee_id)`.execute(db);
  await sql`
    CREATE TABLE onsite_attendance (
      id serial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organization(id),
      employee_id integer NOT NULL REFERENCES employee(id),
      attendance_date date NOT NULL,
      in_at timestamptz NOT NULL,
      out_at timestamptz NOT NULL CHECK (out_at > in_at),
      status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected')),
      approver_id integer REFERENCES employee(id),
      reason text,
      decided_by integer REFERENCES employee(id),
      decided_at timestamptz,
      processed_by text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1,
      UNIQUE (organization_id, employee_id, attendance_date)
    )`.execute(db);
  await sql`CREATE INDEX onsite_attendance_approver_idx ON onsite_attendance (organization_id, approver_id, status)`.execute(db);
  await sql`CREATE INDEX onsite_attendance_date_idx ON onsite_attendance (organization_id, attendance_date)`.execute(db);
}
