import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { checkpointWhenWalGrows } from './checkpointWhenWalGrows.js';
import { migrationProvider } from './migrations/index.js';
import { SoleWriterCache } from './SoleWriterCache.js';
import { startPgliteWorker } from './startPgliteWorker.js';
import type { Tables } from './tables.js';

// A DATE column is a calendar day, not an instant: keep it as 'yyyy-MM-dd' so no time zone shifts it.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// Counts come back as int8; every count this product keeps fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Db = Kysely<Tables>;

/** Connections a server process holds to PostgreSQL (the call bench's HTTP floor holds as many). */
export const POSTGRES_POOL_SIZE = 10;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool under `db`: prepared statements (preparedStatement.ts) and the benchmarks' floor. */
  pool: pg.Pool;
  /** PGlite only: reads kept until this process's next write (SoleWriterCache.ts). */
  cache?: SoleWriterCache;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** For tests: PGlite in memory, no lock file. */
  inMemory?: boolean;
  /** Told when PGlite's thread dies unasked: the server cannot go on without its database. */
  onDatabaseLost?: (err: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const opened = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(options);
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: opened.pool }) });
  try {
    await migrate(db);
  } catch (err) {
    await opened.stopBackgroundWork();
    await db.destroy().catch(() => undefined);
    await opened.release();
    throw err;
  }
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: opened.kind,
    pool: opened.pool,
    cache: opened.cache,
    close: () => (closing ??= opened.stopBackgroundWork().then(() => db.destroy()).then(opened.release)),
  };
}

function openPostgres(url: string) {
  const none = async () => undefined;
  return { kind: 'postgres' as const, pool: newPool({ connectionString: url, max: POSTGRES_POOL_SIZE }), cache: undefined, stopBackgroundWork: none, release: none };
}

/**
 * PGlite in its own thread, reached over its socket with the same driver as PostgreSQL. It is one
 * connection (see pgliteWorker.ts), so the pool holds one and every transaction waits its turn.
 */
async function openPglite(options: DatabaseOptions) {
  const worker = await startPgliteWorker({
    dataDir: options.inMemory ? undefined : options.dataDir,
    onCrash: options.onDatabaseLost,
  });
  // This process is the data's only writer, and this connection its only way in: what it read
  // stays true until it sends a write, which the cache sees (SoleWriterCache.ts).
  const cache = new SoleWriterCache();
  // The one connection is kept, not closed when idle. PGlite has one session whatever the socket:
  // a new connection would inherit the last one's prepared statements, which `pg` would then try
  // to prepare again, so a fresh connection starts by discarding the session's state.
  const pool = newPool({
    ...worker.connection,
    max: 1,
    idleTimeoutMillis: 0,
    // Awaited by the pool before the connection is handed out (typed as void in @types/pg).
    onConnect: async (client: pg.ClientBase) => {
      cache.watch(client);
      await client.query('DISCARD ALL');
    },
  });
  // Kysely's destroy() ends the pool before release() stops the thread.
  return { kind: 'pglite' as const, pool, cache, stopBackgroundWork: checkpointWhenWalGrows(pool), release: worker.close };
}

function newPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle connection dropped by the server (restart, failover) must not take the process down;
  // the pool replaces it on the next checkout.
  pool.on('error', (err) => console.error(`Database connection lost: ${err.message}`));
  return pool;
}

async function migrate(db: Kysely<Tables>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
