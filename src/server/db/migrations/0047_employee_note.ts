import { sql, type Kysely } from 'kysely';

/**
 * Recognition (spec 002 §3/§5/§7 "employee notes", docs/recognition-and-events.md): a note one
 * employee writes about one or more colleagues for a period, kept per organisation. The recipients
 * are rows of their own so a recognised employee's notes are one indexed read (dashboard, profile).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE employee_note (
      id serial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organization(id),
      author_id integer NOT NULL REFERENCES employee(id),
      from_date date NOT NULL,
      to_date date NOT NULL CHECK (to_date >= from_date),
      description text NOT NULL,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX employee_note_org_idx ON employee_note (organization_id, id DESC)`.execute(db);
  await sql`
    CREATE TABLE employee_note_recipient (
      note_id integer NOT NULL REFERENCES employee_note(id) ON DELETE CASCADE,
      organization_id integer NOT NULL REFERENCES organization(id),
      employee_id integer NOT NULL REFERENCES employee(id),
      PRIMARY KEY (note_id, employee_id)
    )`.execute(db);
  await sql`CREATE INDEX employee_note_recipient_idx ON employee_note_recipient (organization_id, employee_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE employee_note_recipient`.execute(db);
  await sql`DROP TABLE employee_note`.execute(db);
}
