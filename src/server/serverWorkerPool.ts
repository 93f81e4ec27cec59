import { createWorkerPool, type WorkerPool } from './work/workerPool.js';
import { workerTasks, type ServerWorkerTasks } from './workerTasks.js';

/** Compiled by scripts/build-server.mjs next to main.js; under tsx or vitest the TypeScript source. */
const entry = new URL(import.meta.url.endsWith('.ts') ? './workerTasks.ts' : './workerTasks.js', import.meta.url);

/** The server's worker pool, running the tasks of src/server/workerTasks.ts. */
export const createServerWorkerPool = (): WorkerPool<ServerWorkerTasks> => createWorkerPool(entry, workerTasks);
