import { sql, type Kysely } from 'kysely';

/**
 * The chatbot's conversations (issue 22 §3, docs/chatbot.md): each message an employee sent and each
 * reply the widget showed, kept per employee and conversation (session_id), read by that employee
 * only. Attachments are not kept: their names and sizes are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE chatbot_message (
      id bigserial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organization(id),
      employee_id integer NOT NULL REFERENCES employee(id),
      session_id text NOT NULL,
      sender text NOT NULL CHECK (sender IN ('user', 'bot')),
      text text NOT NULL,
      feature text,
      files jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX chatbot_message_conversation_idx ON chatbot_message (organization_id, employee_id, session_id, id)`.execute(db);
}
