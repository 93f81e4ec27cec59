import type pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';

/**
 * A rate limiter whose counters live in the database's `rate_limit` table (migration 0007), so
 * every process and instance of the server counts together. `keyPrefix` keeps limiters apart.
 */
export function databaseRateLimiter(
  pool: pg.Pool,
  options: { keyPrefix: string; points: number; durationSeconds: number },
): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limit',
    tableCreated: true,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  });
}
