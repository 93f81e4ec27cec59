import { on } from 'node:events';
import os from 'node:os';
import { MessageChannel, type Transferable } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ExportFormat } from './exportWriter.js';
import { EXPORT_TASK, type ExportAnswer, type ExportRequest, type ExportTask, type TaskCall, type WorkerTask, type WorkerTasks } from './workerEntry.js';

/** Each registered task as a call on the pool: the same input (a MessagePort in it goes in transferList), its answer. */
export type TaskRunners<Tasks extends WorkerTasks> = {
  [K in keyof Tasks]: (input: Parameters<Tasks[K]>[0], transferList?: Transferable[]) => Promise<Awaited<ReturnType<Tasks[K]>>>;
};

/**
 * The worker pool that runs heavy work off the HTTP thread (docs/heavy-work.md): the tasks the
 * areas register (parsing and checking imports, computing attendance days, planning a grant) and
 * its own, building export files. Started with the server, ended with it.
 */
export type WorkerPool<Tasks extends WorkerTasks = Record<never, WorkerTask>> = TaskRunners<Tasks> & OwnTasks;

/** What every pool runs, whatever the areas registered. */
interface OwnTasks {
  /** Builds an export from pages of cells, calling `write` with the file's bytes as they come. */
  exportFile(options: { format: ExportFormat; title: string; headers: string[]; pages: AsyncIterable<string[][]>; write: (chunk: Uint8Array) => void | Promise<void> }): Promise<void>;
  close(): Promise<void>;
}

/**
 * A pool whose workers load `entry` (a module whose default export is workerEntry(tasks)); `tasks`
 * is the same table, read here only for its names. A TypeScript entry (under tsx or vitest) runs
 * its workers through tsx.
 */
export function createWorkerPool<Tasks extends WorkerTasks>(entry: URL, tasks: Tasks): WorkerPool<Tasks> {
  const pool = new Piscina({
    filename: entry.href,
    execArgv: entry.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
    // One core stays with the HTTP thread (and an embedded database); at least two workers so an
    // export waiting for rows does not hold up an import.
    maxThreads: Math.max(2, os.availableParallelism() - 1),
    // One thread stays up: a new swipe's day is computed here, and starting a thread (loading this
    // module's imports) after an idle spell took longer than the second a swipe has to show.
    minThreads: 1,
    // Exports spend most of their time waiting for the next page of rows.
    concurrentTasksPerWorker: 2,
    idleTimeout: 30_000,
    // A workbook that lies about its size in its zip directory ends its worker, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 1536 },
  });
  const run = (kind: string, input: unknown, transferList?: Transferable[]) => pool.run({ kind, input } satisfies TaskCall, transferList ? { transferList } : {});
  const runners = Object.fromEntries(Object.keys(tasks).map((kind) => [kind, (input: unknown, transferList?: Transferable[]) => run(kind, input, transferList)])) as TaskRunners<Tasks>;

  const own: OwnTasks = {
    async exportFile({ format, title, headers, pages, write }) {
      const { port1, port2 } = new MessageChannel();
      const running = run(EXPORT_TASK, { format, title, headers, port: port2 } satisfies ExportTask, [port2]);
      const answers = on(port1, 'message') as AsyncIterableIterator<[ExportAnswer]>;
      const next = async () => {
        const { value, done } = await answers.next();
        if (done) throw new Error('The export ended without an answer');
        const [answer] = value;
        if (answer.failed) throw new Error(answer.failed);
        if (answer.chunk && answer.chunk.length > 0) await write(answer.chunk);
        return answer;
      };
      try {
        for await (const rows of pages) {
          port1.postMessage({ rows } satisfies ExportRequest);
          await next();
        }
        port1.postMessage({ end: true } satisfies ExportRequest);
        await next();
        await running;
      } finally {
        port1.close();
      }
    },

    close: () => pool.destroy(),
  };
  return { ...runners, ...own };
}
