import { sql, type Kysely } from 'kysely';

/**
 * The processor's tables made cheaper to write a month at a time (docs/attendance-engine.md, "The
 * stored row"):
 * - attendance_day and attendance_dirty lose their foreign keys to organization and employee. A
 *   foreign key is a look-up in the referenced table for every row written; measured on 300,000
 *   rows, the two checks were about a third of the database's time to write the days and two
 *   thirds of its time to mark them. Nothing in the product deletes an organisation or an employee,
 *   so the cascades never ran; what the keys checked is checked where the rows are made:
 *   markAttendanceDirty marks only employees that exist, and the processor writes a day only for a
 *   mark.
 * - attendance_day.input_hash (migration 0018) goes: hashing a day's inputs cost more than
 *   computing the day, so the pool computes every marked day and leaves out those whose record
 *   hashes as stored.
 * - attendance_day_month_idx gains employee_id: a look-up of one employee·date (the processor's
 *   check for a stored day) planned while the table's statistics were still those of an empty
 *   table took the smaller month index and read every employee's row of that date, so a month
 *   written from scratch took quadratic time. With all three key columns either index finds the
 *   row at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['attendance_day', 'attendance_dirty']) {
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT IF EXISTS ${sql.ref(`${table}_organization_id_fkey`)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT IF EXISTS ${sql.ref(`${table}_employee_id_fkey`)}`.execute(db);
  }
  await sql`ALTER TABLE attendance_day DROP COLUMN IF EXISTS input_hash`.execute(db);
  await sql`DROP INDEX IF EXISTS attendance_day_month_idx`.execute(db);
  await sql`CREATE INDEX attendance_day_month_idx ON attendance_day (organization_id, attendance_date, employee_id)`.execute(db);
}
