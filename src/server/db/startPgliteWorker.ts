import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import { acquireLockFile } from './lockFile.js';
import type { PgliteWorkerData } from './pgliteWorker.js';

export interface PgliteWorker {
  /** Where `pg` connects: the worker's Unix socket. */
  connection: pg.PoolConfig;
  /** Closes PGlite cleanly (shutdown checkpoint), ends the thread and releases the directory. */
  close(): Promise<void>;
}

const SOCKET_PORT = 5432;

/**
 * The worker: beside the bundle when built (scripts/build-server.mjs emits it as its own entry);
 * from source (tsx, vitest) the TypeScript file, loaded through tsx's API because Node 20 does not
 * pass the parent's loader on to a worker.
 */
function newWorker(workerData: PgliteWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pgliteWorker.js', import.meta.url), { workerData });
  const source = JSON.stringify(new URL('./pgliteWorker.ts', import.meta.url).href);
  const bootstrap = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${source}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/**
 * PGlite's WebAssembly, compiled once per process and handed to every thread that opens a database.
 * Compiling it (and V8's later optimising of its hot functions) is most of a thread's start; a
 * process that opens several databases — tests open dozens — pays it once, as long as the module
 * stays alive here.
 */
let compiledPglite: Promise<WebAssembly.Module> | undefined;
function pgliteWasmModule(): Promise<WebAssembly.Module> {
  const entry = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  return (compiledPglite ??= fs.promises.readFile(new URL('pglite.wasm', entry)).then((bytes) => WebAssembly.compile(bytes)));
}

/**
 * Starts PGlite in its own thread, serving the PostgreSQL wire protocol on a Unix socket in a
 * fresh directory only this user can enter (PGlite has no authentication of its own). The data
 * directory is locked first, in this process, the one that opens it; `onCrash` is told when the
 * thread dies without being asked to.
 */
export async function startPgliteWorker(options: { dataDir?: string; onCrash?: (err: Error) => void }): Promise<PgliteWorker> {
  const wasmModule = await pgliteWasmModule();
  const releaseLock = options.dataDir ? await acquireLockFile(options.dataDir) : () => undefined;
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-'));
  const cleanUp = () => {
    fs.rmSync(socketDir, { recursive: true, force: true });
    releaseLock();
  };
  const data: PgliteWorkerData = {
    dataDir: options.dataDir && path.join(options.dataDir, 'pglite'),
    socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    wasmModule,
  };
  const worker = newWorker(data);
  let state: 'starting' | 'running' | 'closing' = 'starting';
  let failure: Error | undefined;
  worker.on('error', (err) => {
    failure = err;
    console.error(`PGlite's thread failed: ${err.message}`);
  });
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      cleanUp();
      if (state === 'running') options.onCrash?.(new Error(`PGlite's thread ended unexpectedly (exit code ${code})`));
      resolve();
    }),
  );
  /** The thread's answer, or its failure if it ends first. */
  const reply = (expected: 'ready' | 'closed') =>
    new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean; closed?: boolean; error?: string }) => {
        if (message.error) reject(new Error(`PGlite: ${message.error}`));
        else if (message[expected]) resolve();
      };
      worker.on('message', onMessage);
      void exited.then(() => reject(failure ?? new Error("PGlite's thread ended")));
    });

  try {
    await reply('ready');
  } catch (err) {
    await worker.terminate();
    await exited;
    throw err;
  }
  state = 'running';

  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    close: async () => {
      if (state === 'closing') return exited;
      state = 'closing';
      const closed = reply('closed');
      worker.postMessage('close');
      try {
        await closed;
      } finally {
        await worker.terminate();
        await exited;
      }
    },
  };
}
