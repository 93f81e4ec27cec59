import { sql, type Kysely } from 'kysely';

/**
 * Issue 19 §1 changed what the attendance engine answers for the same inputs (within grace is on
 * time, an overnight span counts on the day it began, late-in and early-out only on a session
 * worked, no excess on leave, a lunch across the sessions' boundary is no flag, the trace's words).
 * Stored days are recomputed only when marked (the engine revision went with the input hash,
 * migration 0028), so every stored day is marked once; the processor leaves closed payroll months
 * alone and writes only days whose record changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO attendance_dirty (organization_id, employee_id, attendance_date, marked_at)
    SELECT organization_id, employee_id, attendance_date, clock_timestamp() FROM attendance_day
    ON CONFLICT (organization_id, employee_id, attendance_date) DO NOTHING`.execute(db);
}
