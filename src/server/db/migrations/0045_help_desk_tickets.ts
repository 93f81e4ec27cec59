import { sql, type Kysely } from 'kysely';

/**
 * Help desk tickets (issue 22 §1, docs/help-desk.md): the ticket routed to a contact of the help
 * desk contact master, its history of who did what and when, its attachments and the raiser's
 * feedback. The organisation's reopen grace period is a field of the organisation (7 days unless
 * set); response and resolution times are fields of the contact master (synced from its schema).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE organization ADD COLUMN IF NOT EXISTS help_desk_reopen_days integer NOT NULL DEFAULT 7 CHECK (help_desk_reopen_days BETWEEN 0 AND 365)`.execute(db);
  await sql`
    CREATE TABLE help_desk_ticket (
      id serial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organization(id),
      raised_by_id integer NOT NULL REFERENCES employee(id),
      raised_for_id integer NOT NULL REFERENCES employee(id),
      contact_row_id integer NOT NULL,
      menu_name text NOT NULL,
      sub_menu_name text,
      ticket_details text NOT NULL,
      assigned_to_id integer NOT NULL REFERENCES employee(id),
      manager_id integer REFERENCES employee(id),
      status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Completed')),
      resolution_comment text,
      raised_at timestamptz NOT NULL,
      response_due_at timestamptz NOT NULL,
      resolution_due_at timestamptz NOT NULL,
      responded_at timestamptz,
      completed_at timestamptz,
      escalated_at timestamptz,
      reopen_count integer NOT NULL DEFAULT 0,
      linked_ticket_id integer REFERENCES help_desk_ticket(id),
      version integer NOT NULL DEFAULT 1
    )`.execute(db);
  await sql`CREATE INDEX help_desk_ticket_raised_idx ON help_desk_ticket (organization_id, raised_at, id)`.execute(db);
  await sql`CREATE INDEX help_desk_ticket_raiser_idx ON help_desk_ticket (organization_id, raised_by_id, status)`.execute(db);
  await sql`CREATE INDEX help_desk_ticket_for_idx ON help_desk_ticket (organization_id, raised_for_id, status)`.execute(db);
  await sql`CREATE INDEX help_desk_ticket_assigned_idx ON help_desk_ticket (organization_id, assigned_to_id, status)`.execute(db);
  await sql`CREATE INDEX help_desk_ticket_manager_idx ON help_desk_ticket (organization_id, manager_id, status)`.execute(db);
  // The escalation pass reads only pending tickets not yet answered nor escalated.
  await sql`CREATE INDEX help_desk_ticket_overdue_idx ON help_desk_ticket (response_due_at) WHERE status = 'Pending' AND responded_at IS NULL AND escalated_at IS NULL`.execute(db);
  await sql`
    CREATE TABLE help_desk_ticket_history (
      id bigserial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organization(id),
      ticket_id integer NOT NULL REFERENCES help_desk_ticket(id),
      action text NOT NULL,
      by_employee_id integer REFERENCES employee(id),
      comment text,
      at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX help_desk_ticket_history_ticket_idx ON help_desk_ticket_history (ticket_id, id)`.execute(db);
  await sql`
    CREATE TABLE help_desk_attachment (
      id serial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organization(id),
      ticket_id integer NOT NULL REFERENCES help_desk_ticket(id),
      file_name text NOT NULL,
      stored_file text NOT NULL,
      uploaded_by_id integer NOT NULL REFERENCES employee(id),
      uploaded_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX help_desk_attachment_ticket_idx ON help_desk_attachment (ticket_id)`.execute(db);
  await sql`
    CREATE TABLE help_desk_feedback (
      id serial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organization(id),
      ticket_id integer NOT NULL REFERENCES help_desk_ticket(id),
      cycle integer NOT NULL,
      rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
      comment text,
      by_employee_id integer NOT NULL REFERENCES employee(id),
      at timestamptz NOT NULL,
      UNIQUE (ticket_id, cycle)
    )`.execute(db);
}
