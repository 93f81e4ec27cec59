import { sql, type Kysely } from 'kysely';

/**
 * Closing a payroll month (issue 20 §2, docs/attendance-lock.md "Closing and reopening a payroll
 * month"): payroll_month_event is the append-only history of closes and reopens of an
 * organisation's payroll month (named by the month it ends in, MM-YYYY, with the days it covered);
 * its state is its latest event. payroll_month_snapshot is what payroll used, taken at each close
 * from attendance_day: per employee·day the status code and LOP days, so a reopen's corrections
 * can be listed against it and carried to the next payroll as LOP entries.
 *
 * The processor no longer holds days for being before the lock window, only for a closed month
 * (docs/attendance-engine.md, "Closed payroll months"): the marks the old rule held are released
 * (no month is closed yet), and the marks a pass may take — those not held — get an index of their
 * own, so a closed month's held marks are never walked again by the passes that skip them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payroll_month_event (
      id bigserial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organization(id),
      month_year text NOT NULL CHECK (month_year ~ '^(0[1-9]|1[0-2])-[0-9]{4}$'),
      start_date date NOT NULL,
      end_date date NOT NULL CHECK (end_date >= start_date),
      action text NOT NULL CHECK (action IN ('close', 'reopen')),
      reason text CHECK (action = 'close' OR (reason IS NOT NULL AND length(reason) >= 5)),
      actor_emp_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX payroll_month_event_month_idx ON payroll_month_event (organization_id, month_year, id)`.execute(db);
  await sql`
    CREATE TABLE payroll_month_snapshot (
      close_event_id bigint NOT NULL REFERENCES payroll_month_event(id),
      -- No foreign key, as attendance_day has none (migration 0028): a close copies a month of rows at once.
      employee_id integer NOT NULL,
      attendance_date date NOT NULL,
      status_code text,
      lop_days numeric(3, 1) NOT NULL,
      PRIMARY KEY (close_event_id, employee_id, attendance_date)
    )`.execute(db);
  await sql`UPDATE attendance_dirty SET held_reason = NULL WHERE held_reason IS NOT NULL`.execute(db);
  await sql`CREATE INDEX attendance_dirty_unheld_idx ON attendance_dirty (organization_id, employee_id, attendance_date) WHERE held_reason IS NULL`.execute(db);
}
