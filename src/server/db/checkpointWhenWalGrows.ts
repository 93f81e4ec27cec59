import type pg from 'pg';

const WAL_SINCE_CHECKPOINT = `SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 AS bytes FROM pg_control_checkpoint()`;

/**
 * PGlite runs PostgreSQL in single-user mode, where nothing checkpoints on its own: PostgreSQL
 * requests a checkpoint after max_wal_size of WAL only under a postmaster, so without this pg_wal
 * grew by everything written until the next restart (305 MB for 1.2 M swipes). Every `intervalMs`
 * this asks how much WAL was written since the last checkpoint and, past `walBytes`, checkpoints;
 * the checkpoint then recycles the old segments down to min_wal_size/max_wal_size. Both go through
 * the pool, so they take their turn like any query and never cut into a transaction.
 */
export function checkpointWhenWalGrows(pool: pg.Pool, { intervalMs = 10_000, walBytes = 32 * 1024 * 1024 } = {}): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => checkpointIfWalGrew(pool, walBytes)).catch((err) => console.error(`PGlite checkpoint failed: ${err.message}`));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** One look: checkpoints when more than `walBytes` of WAL were written since the last checkpoint. */
export async function checkpointIfWalGrew(pool: pg.Pool, walBytes: number): Promise<boolean> {
  const { rows } = await pool.query<{ bytes: number }>(WAL_SINCE_CHECKPOINT);
  if (rows[0].bytes <= walBytes) return false;
  await pool.query('CHECKPOINT');
  return true;
}
