import { sql, type Kysely } from 'kysely';

/**
 * attendance_day loses its foreign keys to organization and employee. The table is derived: the
 * processor writes a row only for a mark of attendance_dirty, whose own keys still check the
 * organisation and the employee, and nothing in the product deletes either. The two per-row checks were about a third of the database's time to write a month
 * (docs/attendance-engine.md, "The stored row").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE attendance_day DROP CONSTRAINT IF EXISTS attendance_day_organization_id_fkey`.execute(db);
  await sql`ALTER TABLE attendance_day DROP CONSTRAINT IF EXISTS attendance_day_employee_id_fkey`.execute(db);
}
