import { sql, type Kysely } from 'kysely';

/**
 * Swipes shaped for the queries attendance makes (docs/heavy-work.md, "Swipe storage"):
 * - attendance_date: the attendance day a swipe counts for (src/server/attendance/attendanceDate.ts);
 *   existing rows take the default rule (India time, the day starting at midnight);
 * - the organisation leads every key, so the table can be distributed by organisation;
 * - one employee's day: (organization_id, employee_id, attendance_date, log_date_time);
 * - a month for many employees: (organization_id, attendance_date) carrying employee and time, read
 *   by an index-only scan;
 * - swipes since a watermark: the primary key (organization_id, id);
 * - ad-hoc time ranges: a BRIN index on log_date_time (swipes arrive in time order, so it stays tiny).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE swipe ADD COLUMN attendance_date date`.execute(db);
  await sql`UPDATE swipe SET attendance_date = (log_date_time AT TIME ZONE 'Asia/Kolkata')::date`.execute(db);
  await sql`ALTER TABLE swipe ALTER COLUMN attendance_date SET NOT NULL`.execute(db);
  await sql`ALTER TABLE swipe DROP CONSTRAINT swipe_pkey`.execute(db);
  await sql`ALTER TABLE swipe ADD PRIMARY KEY (organization_id, id)`.execute(db);
  await sql`DROP INDEX swipe_employee_time_idx`.execute(db);
  await sql`CREATE INDEX swipe_employee_day_idx ON swipe (organization_id, employee_id, attendance_date, log_date_time)`.execute(db);
  await sql`CREATE INDEX swipe_day_idx ON swipe (organization_id, attendance_date) INCLUDE (employee_id, log_date_time)`.execute(db);
  await sql`CREATE INDEX swipe_time_brin ON swipe USING brin (log_date_time)`.execute(db);
}
