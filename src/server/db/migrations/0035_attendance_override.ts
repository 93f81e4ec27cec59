import { sql, type Kysely } from 'kysely';

/**
 * HR's attendance overrides (issue 20 §1, spec 001 §3 Override): per employee·date the Session 1 /
 * Session 2 value HR set (P or A; null leaves the session to the engine) with the value it replaced,
 * remarks, who and when. The engine reads them as its strongest input (precedence 'override').
 * attendance_override_history is append-only: every set and every deletion, never updated.
 * attendance_override_import keeps a refused muster import's rows for its error file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE attendance_override (
      organization_id integer NOT NULL REFERENCES organization(id),
      employee_id integer NOT NULL REFERENCES employee(id),
      attendance_date date NOT NULL,
      old_session1 text,
      old_session2 text,
      session1 text,
      session2 text,
      remarks text NOT NULL DEFAULT '',
      source text NOT NULL CHECK (source IN ('override', 'import')),
      overridden_by text NOT NULL,
      overridden_at timestamptz NOT NULL DEFAULT now(),
      CHECK (session1 IS NOT NULL OR session2 IS NOT NULL),
      PRIMARY KEY (organization_id, employee_id, attendance_date)
    )`.execute(db);
  await sql`CREATE INDEX attendance_override_date_idx ON attendance_override (organization_id, attendance_date)`.execute(db);
  await sql`
    CREATE TABLE attendance_override_history (
      id bigserial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organization(id),
      employee_id integer NOT NULL REFERENCES employee(id),
      attendance_date date NOT NULL,
      action text NOT NULL CHECK (action IN ('set', 'delete')),
      old_session1 text,
      old_session2 text,
      session1 text,
      session2 text,
      remarks text NOT NULL DEFAULT '',
      source text NOT NULL CHECK (source IN ('override', 'import')),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX attendance_override_history_day_idx ON attendance_override_history (organization_id, employee_id, attendance_date)`.execute(db);
  await sql`
    CREATE TABLE attendance_override_import (
      id serial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organization(id),
      file_name text NOT NULL,
      status text NOT NULL CHECK (status IN ('Rejected', 'Imported')),
      row_count integer NOT NULL,
      error_count integer NOT NULL,
      errors jsonb NOT NULL DEFAULT '[]',
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
