import { sql, type Kysely } from 'kysely';

/**
 * Rate-limit counters (sign-in failures, throttled look-ups) live in the database so every
 * process and instance of the server shares them. The shape is rate-limiter-flexible's Postgres
 * store: key = limiter prefix + subject, points used, expiry in epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE rate_limit (
    key varchar(255) PRIMARY KEY,
    points integer NOT NULL DEFAULT 0,
    expire bigint
  )`.execute(db);
}
