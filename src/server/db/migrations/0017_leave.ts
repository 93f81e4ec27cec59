import { sql, type Kysely } from 'kysely';

/**
 * The tables of leave (issue 11, docs/leave.md), laid down together so types and schemes, the
 * ledger, applications, comp-off, encashment, the granter and the balance import share one
 * contract. Leave types are a schema master (schemas/masters/leaveTypeCategory.schema.json, table
 * master_leave_type_category) and are named here by their code (CL, PL, …), which is unique per
 * organisation. Every key leads with the organisation (docs/scale-out.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Who may take which type (gender for ML/PAL, probation for PRL) and which scheme applies.
  await sql`
    ALTER TABLE employee
      ADD COLUMN gender text CHECK (gender IN ('Male', 'Female', 'Other')),
      ADD COLUMN grade_id bigint,
      ADD COLUMN role_of_intake_id bigint,
      ADD COLUMN probation_end_date date,
      ADD COLUMN leave_scheme_id integer`.execute(db);

  // A named set of types with yearly entitlements; one per organisation is the default.
  await sql`
    CREATE TABLE leave_scheme (
      id serial,
      organization_id integer NOT NULL REFERENCES organization(id),
      scheme_name text NOT NULL,
      is_default boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
      version integer NOT NULL DEFAULT 1,
      created_by text,
      updated_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (organization_id, id)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX leave_scheme_name_idx ON leave_scheme (organization_id, lower(scheme_name))`.execute(db);
  await sql`CREATE UNIQUE INDEX leave_scheme_default_idx ON leave_scheme (organization_id) WHERE is_default`.execute(db);
  await sql`
    CREATE TABLE leave_scheme_entitlement (
      organization_id integer NOT NULL,
      scheme_id integer NOT NULL,
      leave_type text NOT NULL,
      days_per_year numeric(6, 2) NOT NULL CHECK (days_per_year >= 0 AND days_per_year <= 366),
      PRIMARY KEY (organization_id, scheme_id, leave_type),
      FOREIGN KEY (organization_id, scheme_id) REFERENCES leave_scheme (organization_id, id) ON DELETE CASCADE
    )`.execute(db);
  // Assignment by grade or role of intake; one by one is employee.leave_scheme_id (it wins).
  await sql`
    CREATE TABLE leave_scheme_assignment (
      organization_id integer NOT NULL,
      scheme_id integer NOT NULL,
      assign_by text NOT NULL CHECK (assign_by IN ('grade', 'roleOfIntake')),
      target_id bigint NOT NULL,
      PRIMARY KEY (organization_id, assign_by, target_id),
      FOREIGN KEY (organization_id, scheme_id) REFERENCES leave_scheme (organization_id, id) ON DELETE CASCADE
    )`.execute(db);

  // The ledger: every credit (+) and debit (−) with who, when and why; a balance is their sum.
  await sql`
    CREATE TABLE leave_ledger (
      id bigserial,
      organization_id integer NOT NULL REFERENCES organization(id),
      employee_id integer NOT NULL REFERENCES employee(id) ON DELETE CASCADE,
      leave_type text NOT NULL,
      leave_year smallint NOT NULL CHECK (leave_year BETWEEN 2000 AND 2100),
      entry_kind text NOT NULL CHECK (entry_kind IN (
        'opening', 'accrual', 'grant', 'application', 'cancellation', 'encashment', 'lapse', 'carryForward', 'adjustment', 'compOff')),
      days numeric(7, 2) NOT NULL CHECK (days <> 0),
      effective_date date NOT NULL,
      expires_on date,
      source_ref text,
      idempotency_key text,
      reason text,
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (organization_id, id)
    )`.execute(db);
  await sql`CREATE INDEX leave_ledger_balance_idx ON leave_ledger (organization_id, employee_id, leave_year, leave_type)`.execute(db);
  await sql`CREATE UNIQUE INDEX leave_ledger_once_idx ON leave_ledger (organization_id, idempotency_key) WHERE idempotency_key IS NOT NULL`.execute(db);

  // An application (its leave_code is the spec's leaveCode, LV…) and the days it counts, decided per date.
  await sql`
    CREATE TABLE leave_application (
      id serial,
      organization_id integer NOT NULL REFERENCES organization(id),
      leave_code text NOT NULL,
      employee_id integer NOT NULL REFERENCES employee(id) ON DELETE CASCADE,
      leave_type text NOT NULL,
      from_date date NOT NULL,
      from_session smallint NOT NULL DEFAULT 1 CHECK (from_session IN (1, 2)),
      to_date date NOT NULL,
      to_session smallint NOT NULL DEFAULT 2 CHECK (to_session IN (1, 2)),
      num_days numeric(6, 2) NOT NULL CHECK (num_days > 0),
      reason text NOT NULL,
      applied_to_id integer NOT NULL REFERENCES employee(id),
      attachment text,
      status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Partially Approved', 'Rejected', 'Withdrawn', 'Cancelled')),
      remarks text,
      applied_at timestamptz NOT NULL DEFAULT now(),
      decided_by integer REFERENCES employee(id),
      decided_at timestamptz,
      version integer NOT NULL DEFAULT 1,
      PRIMARY KEY (organization_id, id),
      UNIQUE (organization_id, leave_code),
      CHECK (to_date >= from_date)
    )`.execute(db);
  await sql`CREATE INDEX leave_application_employee_idx ON leave_application (organization_id, employee_id, status)`.execute(db);
  await sql`CREATE INDEX leave_application_applied_to_idx ON leave_application (organization_id, applied_to_id, status)`.execute(db);
  await sql`
    CREATE TABLE leave_application_day (
      organization_id integer NOT NULL,
      application_id integer NOT NULL,
      employee_id integer NOT NULL,
      leave_date date NOT NULL,
      session1 boolean NOT NULL,
      session2 boolean NOT NULL,
      days numeric(3, 2) NOT NULL CHECK (days IN (0.5, 1)),
      status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected', 'Withdrawn', 'Cancelled')),
      remarks text,
      PRIMARY KEY (organization_id, application_id, leave_date),
      FOREIGN KEY (organization_id, application_id) REFERENCES leave_application (organization_id, id) ON DELETE CASCADE,
      CHECK (session1 OR session2)
    )`.execute(db);
  await sql`CREATE INDEX leave_application_day_employee_idx ON leave_application_day (organization_id, employee_id, leave_date)`.execute(db);

  // Comp-off: a worked weekly off or holiday, credited as CO after approval, with an expiry.
  await sql`
    CREATE TABLE comp_off_request (
      id serial,
      organization_id integer NOT NULL REFERENCES organization(id),
      request_code text NOT NULL,
      employee_id integer NOT NULL REFERENCES employee(id) ON DELETE CASCADE,
      worked_date date NOT NULL,
      days numeric(3, 2) NOT NULL CHECK (days IN (0.5, 1)),
      reason text NOT NULL,
      applied_to_id integer NOT NULL REFERENCES employee(id),
      status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected', 'Withdrawn')),
      remarks text,
      expires_on date,
      applied_at timestamptz NOT NULL DEFAULT now(),
      decided_by integer REFERENCES employee(id),
      decided_at timestamptz,
      version integer NOT NULL DEFAULT 1,
      PRIMARY KEY (organization_id, id),
      UNIQUE (organization_id, request_code)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX comp_off_request_once_idx ON comp_off_request (organization_id, employee_id, worked_date) WHERE status IN ('Pending', 'Approved')`.execute(db);

  // Encashment: days of an encashable type turned into pay, decided by HR.
  await sql`
    CREATE TABLE leave_encashment (
      id serial,
      organization_id integer NOT NULL REFERENCES organization(id),
      encashment_code text NOT NULL,
      employee_id integer NOT NULL REFERENCES employee(id) ON DELETE CASCADE,
      leave_type text NOT NULL,
      leave_year smallint NOT NULL,
      days numeric(6, 2) NOT NULL CHECK (days > 0),
      reason text,
      status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected', 'Withdrawn')),
      remarks text,
      applied_at timestamptz NOT NULL DEFAULT now(),
      decided_by integer REFERENCES employee(id),
      decided_at timestamptz,
      version integer NOT NULL DEFAULT 1,
      PRIMARY KEY (organization_id, id),
      UNIQUE (organization_id, encashment_code)
    )`.execute(db);

  // A granter run: what was granted for which period and to whom (its entries carry the run's key).
  await sql`
    CREATE TABLE leave_granter_run (
      id serial,
      organization_id integer NOT NULL REFERENCES organization(id),
      period_kind text NOT NULL CHECK (period_kind IN ('Month', 'Year')),
      period text NOT NULL,
      leave_types text[] NOT NULL,
      employee_ids integer[],
      status text NOT NULL DEFAULT 'Running' CHECK (status IN ('Running', 'Done', 'Failed')),
      job_id integer,
      employees_granted integer NOT NULL DEFAULT 0,
      entries_written integer NOT NULL DEFAULT 0,
      days_granted numeric(12, 2) NOT NULL DEFAULT 0,
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      PRIMARY KEY (organization_id, id)
    )`.execute(db);

  // A balance import: the file checked whole, its rows' errors kept for the grid and the error file.
  await sql`
    CREATE TABLE leave_balance_import (
      id serial,
      organization_id integer NOT NULL REFERENCES organization(id),
      file_name text NOT NULL,
      status text NOT NULL CHECK (status IN ('Rejected', 'Imported')),
      row_count integer NOT NULL,
      error_count integer NOT NULL,
      errors jsonb NOT NULL DEFAULT '[]',
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (organization_id, id)
    )`.execute(db);
}
