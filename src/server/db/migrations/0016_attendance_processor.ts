import { sql, type Kysely } from 'kysely';

/**
 * What the attendance processor needs besides the contract's tables (docs/attendance-engine.md,
 * "The processor"):
 * - attendance_dirty.held_reason: a mark of a closed payroll month is not processed; it stays in the
 *   table with the reason, so HR can list the days whose inputs changed after the month closed;
 * - the days still in progress (today, a night shift until the next morning), found without reading
 *   the month: the loop re-marks them once their shift has ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE attendance_dirty ADD COLUMN held_reason text`.execute(db);
  await sql`
    CREATE INDEX attendance_day_in_progress_idx ON attendance_day (organization_id, attendance_date)
    WHERE (record ->> 'inProgress') = 'true'`.execute(db);
}
