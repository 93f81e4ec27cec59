/**
 * The embedded database's own thread: PGlite's WebAssembly runs here, never on the HTTP thread,
 * and is served over the PostgreSQL wire protocol on a private Unix socket so the server reaches
 * it with `pg`, exactly as it reaches PostgreSQL.
 *
 * Messages: the parent sends 'close'; this thread answers { ready } once listening, { closed }
 * after PGlite shut down cleanly (its shutdown checkpoint written), or { error }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface PgliteWorkerData {
  /** The PGlite directory; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** The Unix socket to listen on, in a directory only this user can enter. */
  socketPath: string;
  /** PGlite's WebAssembly, compiled by the parent once for all its threads (startPgliteWorker.ts). */
  wasmModule: WebAssembly.Module;
}

/**
 * PGlite runs PostgreSQL in single-user mode: no checkpointer and no autovacuum, and no checkpoint
 * is requested on its own after max_wal_size (only under a postmaster), so the server checkpoints
 * when WAL grows (checkpointWhenWalGrows.ts); max_wal_size and min_wal_size then bound what a
 * checkpoint keeps of pg_wal for reuse. shared_buffers bounds the buffer pool, most of the idle
 * memory.
 */
const SETTINGS = { max_wal_size: '64MB', min_wal_size: '32MB', shared_buffers: '32MB', wal_buffers: '1MB' };

// PGlite's own defaults (single user, no fsync per commit, search_path=public, no parallel
// workers…), which passing startParams would otherwise replace, followed by the settings above.
const startParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

const { dataDir, socketPath, wasmModule } = workerData as PgliteWorkerData;
const port = parentPort!;

try {
  const pglite = new PGlite({ dataDir, startParams, pgliteWasmModule: wasmModule });
  await pglite.waitReady;
  // The server's pool holds one connection: pglite-socket can multiplex several, but it interleaves
  // their protocol messages outside transactions, which breaks the extended query protocol `pg`
  // uses. A second slot only lets a reconnect in while the dropped connection is still detaching
  // (pglite-socket frees its slot a tick later, and would refuse the new one).
  const server = new PGLiteSocketServer({ db: pglite, path: socketPath, maxConnections: 2 });
  await server.start();
  port.on('message', async (message) => {
    if (message !== 'close') return;
    try {
      await server.stop();
      await pglite.close();
      port.postMessage({ closed: true });
    } catch (err) {
      port.postMessage({ error: String(err) });
    }
  });
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ error: err instanceof Error ? err.message : String(err) });
}
