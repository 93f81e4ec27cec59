import { sql, type Kysely } from 'kysely';

/**
 * Which upload wrote a shift_roster entry (issue 19 §3): 'shiftRoster' (the Shift Roster upload) or
 * 'dayType' (the Day Type upload). Each upload replaces the whole entry of an employee·date, so one
 * source names it exactly; the day's trace says which decided the shift or day type. Entries written
 * before (none through the product) read as the roster's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE shift_roster ADD COLUMN source text NOT NULL DEFAULT 'shiftRoster' CHECK (source IN ('shiftRoster', 'dayType'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE shift_roster DROP COLUMN source`.execute(db);
}
