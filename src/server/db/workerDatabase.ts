import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Db } from './database.js';
import type { Tables } from './tables.js';

/**
 * Connections a pool thread holds to PostgreSQL for the reads it does itself (the attendance
 * processor's loader). One: a chunk's statements run one after another, as they did on the batch's
 * own connection, so the pool's threads load the database no more than the batches did (on a
 * loaded 2-core machine, three each ran ten chunks' statements at once and slowed everything).
 */
const WORKER_POOL_SIZE = 1;

const opened = new Map<string, Db>();

/**
 * This thread's own Kysely on PostgreSQL at `url`, opened on first use and kept for the thread's
 * life (an idle connection closes after ten seconds and does not hold the thread up). Only
 * PostgreSQL: PGlite is one session, held by the HTTP thread's pool.
 */
export function workerDatabase(url: string): Db {
  let db = opened.get(url);
  if (!db) {
    // The same readings as the server's own connections (database.ts).
    pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: url, max: WORKER_POOL_SIZE, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
    pool.on('error', (err) => console.error(`Database connection lost (pool thread): ${err.message}`));
    db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    opened.set(url, db);
  }
  return db;
}
