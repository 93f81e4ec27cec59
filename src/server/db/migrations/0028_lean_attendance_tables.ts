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
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['attendance_day', 'attendance_dirty']) {
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT IF EXISTS ${sql.ref(`${table}_organization_id_fkey`)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT IF EXISTS ${sql.ref(`${table}_employee_id_fkey`)}`.execute(db);
  }
  await sql`ALTER TABLE attendance_day DROP COLUMN IF EXISTS input_hash`.execute(db);
}
