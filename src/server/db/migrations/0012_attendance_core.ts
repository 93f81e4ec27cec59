import { sql, type Kysely } from 'kysely';

/**
 * The tables of attendance core (issue 10, docs/attendance-engine.md), laid down together so the
 * calendar inputs, the swipe ingestion, the processor and regularization share one contract.
 * Every key leads with the organisation (docs/scale-out.md: distributed by organization_id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The employee's own shift (null: the organisation's default shift, Regular S1) and work
  // location (an id of the Work Location master), which decides the holidays that apply.
  await sql`ALTER TABLE employee ADD COLUMN shift_code text, ADD COLUMN work_location_id bigint`.execute(db);

  // Swipes from devices, the web and onsite; the same employee, time and device is one swipe.
  await sql`ALTER TABLE swipe ALTER COLUMN direction DROP NOT NULL`.execute(db);
  await sql`
    ALTER TABLE swipe
      ADD COLUMN source text NOT NULL DEFAULT 'Bio Metric' CHECK (source IN ('Bio Metric', 'Web', 'Onsite')),
      ADD COLUMN access_card_no text,
      ADD COLUMN door_address text,
      ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`
    DELETE FROM swipe s USING swipe t
    WHERE s.organization_id = t.organization_id AND s.employee_id = t.employee_id
      AND s.log_date_time = t.log_date_time AND s.device_name = t.device_name AND s.id > t.id`.execute(db);
  await sql`CREATE UNIQUE INDEX swipe_identity_idx ON swipe (organization_id, employee_id, log_date_time, device_name)`.execute(db);

  // Roster: employee × date → a shift or a day type (OFF, WORKING), overriding the employee's shift and the weekend policy.
  await sql`
    CREATE TABLE shift_roster (
      organization_id integer NOT NULL REFERENCES organization(id),
      employee_id integer NOT NULL REFERENCES employee(id) ON DELETE CASCADE,
      roster_date date NOT NULL,
      shift_code text,
      day_type text CHECK (day_type IN ('OFF', 'WORKING')),
      updated_by text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (organization_id, employee_id, roster_date),
      CHECK (shift_code IS NOT NULL OR day_type IS NOT NULL)
    )`.execute(db);

  // Spec 001 §3 weekend policy: one row per month, the weeks as the spec's week list.
  await sql`
    CREATE TABLE weekend_policy (
      id serial,
      organization_id integer NOT NULL REFERENCES organization(id),
      month_start date NOT NULL CHECK (extract(day FROM month_start) = 1),
      weeks jsonb NOT NULL,
      version integer NOT NULL DEFAULT 1,
      created_by text,
      updated_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (organization_id, id),
      UNIQUE (organization_id, month_start)
    )`.execute(db);

  // Spec 002 holiday: restrictedHoliday is the spec's yes/no text; stateList/locationList hold [{ name }].
  await sql`
    CREATE TABLE holiday (
      id serial,
      organization_id integer NOT NULL REFERENCES organization(id),
      occasion text NOT NULL,
      holiday_date date NOT NULL,
      discription text,
      restricted_holiday text NOT NULL DEFAULT 'No',
      all_state boolean NOT NULL DEFAULT true,
      all_location boolean NOT NULL DEFAULT true,
      state_list jsonb NOT NULL DEFAULT '[]',
      location_list jsonb NOT NULL DEFAULT '[]',
      file text,
      status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
      version integer NOT NULL DEFAULT 1,
      created_by text,
      updated_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (organization_id, id)
    )`.execute(db);
  await sql`CREATE INDEX holiday_date_idx ON holiday (organization_id, holiday_date)`.execute(db);

  // Spec 001 §3 lock setting (one per organisation) and the payroll month's start day (25: the 25th to the 24th).
  await sql`
    CREATE TABLE attendance_lock (
      organization_id integer PRIMARY KEY REFERENCES organization(id),
      attendance_emp_lock_date date,
      attendance_repo_lock_date date,
      payroll_start_day integer NOT NULL DEFAULT 25 CHECK (payroll_start_day BETWEEN 1 AND 28),
      version integer NOT NULL DEFAULT 1,
      updated_by text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // The processed day (spec 001 §3 record, its trace in the record) and the dates waiting to be processed.
  await sql`
    CREATE TABLE attendance_day (
      organization_id integer NOT NULL REFERENCES organization(id),
      employee_id integer NOT NULL REFERENCES employee(id) ON DELETE CASCADE,
      attendance_date date NOT NULL,
      status_code text,
      shift_code text NOT NULL,
      lop_days numeric(3, 1) NOT NULL DEFAULT 0,
      record jsonb NOT NULL,
      result_hash text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (organization_id, employee_id, attendance_date)
    )`.execute(db);
  await sql`CREATE INDEX attendance_day_month_idx ON attendance_day (organization_id, attendance_date)`.execute(db);
  await sql`
    CREATE TABLE attendance_dirty (
      organization_id integer NOT NULL REFERENCES organization(id),
      employee_id integer NOT NULL REFERENCES employee(id) ON DELETE CASCADE,
      attendance_date date NOT NULL,
      marked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (organization_id, employee_id, attendance_date)
    )`.execute(db);

  // Spec 000 §2.6 / spec 001 §3 regularization: a request and its applied dates, decided per date.
  await sql`
    CREATE TABLE regularization (
      id serial,
      organization_id integer NOT NULL REFERENCES organization(id),
      regularization_code text NOT NULL,
      employee_id integer NOT NULL REFERENCES employee(id) ON DELETE CASCADE,
      applied_to_id integer NOT NULL REFERENCES employee(id),
      status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Partially Approved', 'Rejected', 'Withdrawn')),
      remarks text,
      reject_reason text,
      applied_at timestamptz NOT NULL DEFAULT now(),
      decided_by integer REFERENCES employee(id),
      decided_at timestamptz,
      version integer NOT NULL DEFAULT 1,
      PRIMARY KEY (organization_id, id),
      UNIQUE (organization_id, regularization_code)
    )`.execute(db);
  await sql`CREATE INDEX regularization_employee_idx ON regularization (organization_id, employee_id, status)`.execute(db);
  await sql`CREATE INDEX regularization_applied_to_idx ON regularization (organization_id, applied_to_id, status)`.execute(db);
  await sql`
    CREATE TABLE regularization_date (
      organization_id integer NOT NULL,
      regularization_id integer NOT NULL,
      employee_id integer NOT NULL REFERENCES employee(id) ON DELETE CASCADE,
      attendance_date date NOT NULL,
      work_type text NOT NULL CHECK (work_type IN ('REG', 'WFH', 'OD')),
      start_time text,
      end_time text,
      sessions jsonb NOT NULL DEFAULT '[1, 2]',
      reason text NOT NULL,
      status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected', 'Withdrawn')),
      approver_remarks text,
      PRIMARY KEY (organization_id, regularization_id, attendance_date),
      FOREIGN KEY (organization_id, regularization_id) REFERENCES regularization (organization_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX regularization_date_employee_idx ON regularization_date (organization_id, employee_id, attendance_date)`.execute(db);
}
