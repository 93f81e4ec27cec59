import { sql, type Kysely } from 'kysely';

/**
 * Events, birthdays and work anniversaries (issue 23 §1, docs/recognition-and-events.md): an
 * organisation's events, shown to all its employees or to chosen departments, with attendees; and
 * the employee's own date of birth (the date of joining exists) with their choice to hide it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE employee ADD COLUMN date_of_birth date`.execute(db);
  await sql`ALTER TABLE employee ADD COLUMN hide_birthday boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    CREATE TABLE org_event (
      id serial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organization(id),
      title text NOT NULL,
      category text NOT NULL,
      event_type text NOT NULL CHECK (event_type IN ('All Employees', 'Departments')),
      departments text[] NOT NULL DEFAULT '{}',
      description text NOT NULL DEFAULT '',
      location text NOT NULL DEFAULT '',
      start_date date NOT NULL,
      end_date date NOT NULL CHECK (end_date >= start_date),
      start_time text,
      end_time text,
      version integer NOT NULL DEFAULT 1,
      created_by integer NOT NULL REFERENCES employee(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX org_event_month_idx ON org_event (organization_id, start_date)`.execute(db);
  await sql`
    CREATE TABLE org_event_attendee (
      event_id integer NOT NULL REFERENCES org_event(id) ON DELETE CASCADE,
      organization_id integer NOT NULL REFERENCES organization(id),
      employee_id integer NOT NULL REFERENCES employee(id),
      PRIMARY KEY (event_id, employee_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE org_event_attendee`.execute(db);
  await sql`DROP TABLE org_event`.execute(db);
  await sql`ALTER TABLE employee DROP COLUMN hide_birthday`.execute(db);
  await sql`ALTER TABLE employee DROP COLUMN date_of_birth`.execute(db);
}
