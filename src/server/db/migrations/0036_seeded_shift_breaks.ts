import { sql, type Kysely } from 'kysely';

/**
 * Issue 19 §2: shifts configure their break (breakStart, breakMinutes), which replaces the engine's
 * 60-minute midday tolerance. A new organisation's shifts are seeded with their breaks; this gives
 * an existing organisation's seeded shifts the same breaks where HR has not changed their times nor
 * set a break (the master's own start-up adds the columns too; adding them here first lets the
 * update run), then marks every stored day once so the days are recomputed with them (as 0029):
 * the processor leaves closed payroll months alone and writes only days whose record changed.
 */
const SEEDED_BREAKS = [
  ['S1', '09:30', '18:30', '13:30', 60],
  ['G1', '09:00', '18:00', '13:00', 60],
  ['S2', '14:00', '23:00', '18:00', 30],
  ['N1', '22:00', '07:00', '02:00', 30],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ present: boolean }>`SELECT to_regclass('master_shift_master') IS NOT NULL AS present`.execute(db);
  if (!rows[0].present) return;
  await sql`ALTER TABLE master_shift_master ADD COLUMN IF NOT EXISTS break_start text, ADD COLUMN IF NOT EXISTS break_minutes bigint`.execute(db);
  for (const [code, inTime, outTime, breakStart, breakMinutes] of SEEDED_BREAKS) {
    await sql`
      UPDATE master_shift_master SET break_start = ${breakStart}, break_minutes = ${breakMinutes}
      WHERE shift_code = ${code} AND in_time = ${inTime} AND out_time = ${outTime} AND break_start IS NULL AND break_minutes IS NULL`.execute(db);
  }
  await sql`
    INSERT INTO attendance_dirty (organization_id, employee_id, attendance_date, marked_at)
    SELECT organization_id, employee_id, attendance_date, clock_timestamp() FROM attendance_day
    ON CONFLICT (organization_id, employee_id, attendance_date) DO NOTHING`.execute(db);
}
