import { sql, type Kysely } from 'kysely';

/**
 * A leave application chooses its sessions for the first and for the last day on its own (issue 11:
 * "Session 1 / Session 2 on the first and last day"), so the span's from_session/to_session (start
 * in Session X, end in Session Y) become the two day-choices: from_sessions and to_sessions, each
 * {1}, {2} or {1,2}; a one-day leave has one choice, held in both. The days an application counts
 * stay in leave_application_day (session1/session2), as before.
 *
 * Existing rows keep their meaning: a span starting in Session 2 took Session 2 of its first day, one
 * ending in Session 1 took Session 1 of its last day; a one-day span took the sessions from its start
 * to its end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE leave_application ADD COLUMN from_sessions smallint[], ADD COLUMN to_sessions smallint[]`.execute(db);
  await sql`
    UPDATE leave_application SET
      from_sessions = CASE
        WHEN from_date = to_date AND from_session = to_session THEN ARRAY[from_session]
        WHEN from_date = to_date THEN ARRAY[1, 2]
        WHEN from_session = 2 THEN ARRAY[2]
        ELSE ARRAY[1, 2] END::smallint[],
      to_sessions = CASE
        WHEN from_date = to_date AND from_session = to_session THEN ARRAY[from_session]
        WHEN from_date = to_date THEN ARRAY[1, 2]
        WHEN to_session = 1 THEN ARRAY[1]
        ELSE ARRAY[1, 2] END::smallint[]`.execute(db);
  await sql`
    ALTER TABLE leave_application
      ALTER COLUMN from_sessions SET DEFAULT '{1,2}', ALTER COLUMN from_sessions SET NOT NULL,
      ALTER COLUMN to_sessions SET DEFAULT '{1,2}', ALTER COLUMN to_sessions SET NOT NULL,
      ADD CONSTRAINT leave_application_from_sessions_check CHECK (from_sessions IN ('{1}'::smallint[], '{2}'::smallint[], '{1,2}'::smallint[])),
      ADD CONSTRAINT leave_application_to_sessions_check CHECK (to_sessions IN ('{1}'::smallint[], '{2}'::smallint[], '{1,2}'::smallint[])),
      ADD CONSTRAINT leave_application_one_day_sessions_check CHECK (from_date <> to_date OR from_sessions = to_sessions),
      DROP COLUMN from_session,
      DROP COLUMN to_session`.execute(db);
}
