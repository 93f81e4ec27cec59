/**
 * PGlite's disk after bulk writes: 1.2 million swipe-shaped rows (a month of swipes for 10,000
 * employees) written in batches into a table of the bench's own, on a fresh data directory. The
 * server checkpoints when WAL grows (checkpointWhenWalGrows.ts), so pg_wal stays bounded however
 * much is written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database.js';
import type { BenchTable } from './measure.js';

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 1_200_000);
const BATCH = 100_000;

function megabytes(dir: string): number {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes / 1024 / 1024;
}

export async function pgliteDisk(table: BenchTable): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-disk-'));
  const database = await openDatabase({ dataDir });
  const pgData = path.join(dataDir, 'pglite');
  try {
    const { db } = database;
    await sql`CREATE TABLE bench_swipe (id serial PRIMARY KEY, employee_id integer NOT NULL, log_date_time timestamptz NOT NULL, device_name text NOT NULL, direction text NOT NULL)`.execute(db);
    await sql`CREATE INDEX bench_swipe_employee_time_idx ON bench_swipe (employee_id, log_date_time)`.execute(db);
    const before = megabytes(pgData);
    const started = performance.now();
    for (let n = 0; n < ROWS; n += BATCH) {
      await sql`INSERT INTO bench_swipe (employee_id, log_date_time, device_name, direction)
        SELECT 1 + i % 10000, timestamptz '2026-01-01' + (i / 10000) * interval '6 hours', 'Gate ' || i % 7, CASE WHEN i % 2 = 0 THEN 'IN' ELSE 'OUT' END
        FROM generate_series(${n}::int, ${Math.min(n + BATCH, ROWS) - 1}::int) AS i`.execute(db);
    }
    const seconds = (performance.now() - started) / 1000;
    table.add({ figure: `bulk write of ${ROWS.toLocaleString('en')} rows (PGlite)`, value: ROWS / seconds, unit: 'rows/s' });
    table.add({ figure: '  data directory growth', value: megabytes(pgData) - before, unit: 'MB' });
    table.add({ figure: '  of which pg_wal (checkpoints past 32 MB, max_wal_size 64 MB)', value: megabytes(path.join(pgData, 'pg_wal')), unit: 'MB', budget: '≤ 64 MB + WAL of 10 s' });
    // What code doing bulk work can add: no autovacuum runs in PGlite's single-user mode.
    await sql`VACUUM (ANALYZE) bench_swipe`.execute(db);
    await sql`CHECKPOINT`.execute(db);
    table.add({ figure: '  pg_wal after VACUUM and CHECKPOINT', value: megabytes(path.join(pgData, 'pg_wal')), unit: 'MB', budget: '≤ 64 MB + 1 segment' });
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
