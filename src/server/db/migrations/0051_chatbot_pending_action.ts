import { sql, type Kysely } from 'kysely';

/**
 * A request the chatbot proposed and the employee has not yet confirmed (issue 22 §3,
 * docs/chatbot.md): one per employee and conversation, kept by the product so a restart of the
 * chatbot service, or a second service process, still finds it. It lapses at `expires_at`; taking
 * it deletes it, so a confirmation sends it once. A ticket's file (at most one, as the help desk
 * takes) waits with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE chatbot_pending_action (
      organization_id integer NOT NULL REFERENCES organization(id),
      employee_id integer NOT NULL REFERENCES employee(id),
      session_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('ticket', 'regularization', 'leave')),
      action jsonb NOT NULL,
      file_name text,
      file_bytes bytea,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (organization_id, employee_id, session_id)
    )`.execute(db);
}
