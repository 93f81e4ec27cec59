import { sql, type Kysely } from 'kysely';

/**
 * attendance_day.input_hash: the hash of the inputs a day was computed from (the engine's revision
 * with them), so the processor skips the engine for a re-marked day whose inputs are unchanged
 * (docs/attendance-engine.md, "Compute and writer"). Rows computed before have none and are
 * computed once more when next marked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE attendance_day ADD COLUMN input_hash text`.execute(db);
}
