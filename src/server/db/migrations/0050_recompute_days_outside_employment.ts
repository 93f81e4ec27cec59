import { sql, type Kysely } from 'kysely';

/**
 * The attendance engine now records a date before an employee's date of joining or after their last
 * working day as not employed (no status, no LOP; docs/attendance-engine.md, "The employment
 * window"). Days stored before that were computed as ordinary days (absent with LOP), so those
 * days, and only those, are marked once; the processor leaves closed payroll months alone (held
 * with their reason) and writes only days whose record changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO attendance_dirty (organization_id, employee_id, attendance_date, marked_at)
    SELECT d.organization_id, d.employee_id, d.attendance_date, clock_timestamp()
    FROM attendance_day d JOIN employee e ON e.id = d.employee_id
    WHERE d.attendance_date < e.date_of_joining OR d.attendance_date > e.last_working_day
    ON CONFLICT (organization_id, employee_id, attendance_date) DO NOTHING`.execute(db);
}
