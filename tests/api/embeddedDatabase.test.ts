import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointIfWalGrew } from '../../src/server/db/checkpointWhenWalGrows.js';
import { openDatabase, type Database } from '../../src/server/db/database.js';

describe('PGlite in its own thread, reached over its socket', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: '', inMemory: true });
  });
  afterAll(() => database?.close());

  it('is served by another thread than the caller’s, over the PostgreSQL protocol', async () => {
    expect(isMainThread).toBe(true);
    const { rows } = await database.pool.query<{ version: string }>('SELECT version()');
    expect(rows[0].version).toMatch(/PGlite/);
    // The pool talks to a socket, never to an in-thread PGlite.
    expect(String((database.pool as unknown as { options: { host: string } }).options.host)).toMatch(/pglite-/);
  });

  it('bounds its WAL and buffer pool by configuration', async () => {
    const settings = await sql<{ name: string; setting: string }>`
      SELECT name, current_setting(name) AS setting FROM pg_settings WHERE name IN ('max_wal_size', 'min_wal_size', 'shared_buffers')`.execute(database.db);
    expect(Object.fromEntries(settings.rows.map((r) => [r.name, r.setting]))).toEqual({ max_wal_size: '64MB', min_wal_size: '32MB', shared_buffers: '32MB' });
  });

  it('checkpoints once WAL has grown past the bound, which single-user PostgreSQL never does itself', async () => {
    const walSinceCheckpoint = async () =>
      (await database.pool.query<{ bytes: number }>('SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 AS bytes FROM pg_control_checkpoint()')).rows[0].bytes;
    const bound = 4 * 1024 * 1024;
    await database.pool.query('CHECKPOINT');
    expect(await checkpointIfWalGrew(database.pool, bound)).toBe(false);
    await database.pool.query(`CREATE TABLE wal_test AS SELECT i, repeat('x', 100) AS filler FROM generate_series(1, 100000) AS i`);
    expect(await walSinceCheckpoint()).toBeGreaterThan(bound);
    expect(await checkpointIfWalGrew(database.pool, bound)).toBe(true);
    expect(await walSinceCheckpoint()).toBeLessThan(bound);
  });

  it('keeps prepared statements working when its one connection is replaced', async () => {
    const prepared = (value: number) => database.pool.query({ name: 'reconnect-check', text: 'SELECT $1::int AS value', values: [value] });
    expect((await prepared(1)).rows).toEqual([{ value: 1 }]);
    // The session outlives the socket: a new connection must not find the old statement in its way.
    const client = await database.pool.connect();
    client.release(true);
    expect((await prepared(2)).rows).toEqual([{ value: 2 }]);
  });
});

describe('PGlite on disk', () => {
  it('keeps what was written across a clean close and a new open', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-disk-test-'));
    try {
      const first = await openDatabase({ dataDir });
      await sql`INSERT INTO app_secret (name, value) VALUES ('disk-test', 'kept')`.execute(first.db);
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        const row = await second.db.selectFrom('app_secret').select('value').where('name', '=', 'disk-test').executeTakeFirst();
        expect(row?.value).toBe('kept');
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
