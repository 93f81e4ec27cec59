import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, Migrator, PostgresDialect, type Compilable } from 'kysely';
import pg from 'pg';
import { acquireLockFile } from './lockFile.js';
import { migrationProvider } from './migrations/index.js';
import type { Tables } from './tables.js';

// A DATE column is a calendar day, not an instant: keep it as 'yyyy-MM-dd' so no time zone shifts it.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// Counts come back as int8; every count this product keeps fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Db = Kysely<Tables>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A raw node-postgres pool: the driver floor the benchmarks compare against. */
  pool: pg.Pool;
  /**
   * Runs a hot query of fixed shape (one run per API call) as a named prepared statement, so
   * PostgreSQL plans it once per connection instead of on every call. Outside any transaction.
   */
  prepared<Row>(name: string, query: Compilable<Row>): Promise<Row[]>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** For tests: PGlite in memory, no lock file. */
  inMemory?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const opened = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(options);
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: opened.pool }) });
  try {
    await migrate(db);
  } catch (err) {
    await db.destroy().catch(() => undefined);
    await opened.release();
    throw err;
  }
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: opened.kind,
    pool: opened.pool,
    prepared: async <Row>(name: string, query: Compilable<Row>) => {
      const { sql: text, parameters } = query.compile();
      return (await opened.pool.query({ name, text, values: [...parameters] })).rows as Row[];
    },
    close: () => (closing ??= db.destroy().then(opened.release)),
  };
}

function openPostgres(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not take the process down;
  // the pool replaces it on the next checkout.
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
  return { kind: 'postgres' as const, pool, release: async () => undefined };
}

async function openPglite(options: DatabaseOptions) {
  const releaseLock = options.inMemory ? () => undefined : await acquireLockFile(options.dataDir);
  try {
    const pglite = options.inMemory ? new PGlite() : new PGlite(path.join(options.dataDir, 'pglite'));
    await pglite.waitReady;
    // PGlite is one connection in this thread: a pool of one makes every transaction wait its turn.
    const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
    return {
      kind: 'pglite' as const,
      pool,
      release: async () => {
        await pglite.close();
        releaseLock();
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

async function migrate(db: Kysely<Tables>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
