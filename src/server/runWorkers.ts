import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.js';

/**
 * WORKERS=N with DATABASE_URL: N server processes share the port (Node's cluster). Nothing a
 * process needs lives only in its memory (sessions, permission version, Microsoft sign-ins are
 * database rows), so any process may answer any call. The first process starts alone, so
 * migrations, first-start seeding and schema sync run once; the rest follow when it listens. A
 * process that dies is replaced; SIGINT/SIGTERM are passed on and awaited.
 */
export async function runWorkers(config: Config): Promise<void> {
  if (!config.databaseUrl) {
    console.error('WORKERS needs DATABASE_URL: PGlite is one process’s database. Unset WORKERS or set DATABASE_URL.');
    process.exit(1);
  }
  let stopping = false;
  const fork = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork();
      worker.once('listening', () => resolve(worker));
      worker.once('exit', (code) => reject(new Error(`server process ended with ${code} before listening`)));
    });
  try {
    await fork();
    await Promise.all(Array.from({ length: config.workers - 1 }, fork));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(1);
  }
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    let left = running.length;
    if (left === 0) process.exit(0);
    for (const worker of running) {
      worker.once('exit', () => --left === 0 && process.exit(0));
      worker.process.kill(signal);
    }
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
