import { on } from 'node:events';
import type { MessagePort } from 'node:worker_threads';
import { createExportWriter, type ExportFormat } from './exportWriter.js';

/**
 * The worker side of the pool (docs/heavy-work.md): everything here runs off the HTTP thread. The
 * pool knows no domain: the areas register their tasks (src/server/workerTasks.ts, the file a
 * worker loads) and this dispatches a call to the one it names. Building an export file is the
 * pool's own task; large results go back over a MessagePort in batches, so the HTTP thread never
 * deserializes 100,000 rows in one go.
 */

/** A task an area registers (src/server/workerTasks.ts): one input that can be cloned to a thread, its answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each task names its own input
export type WorkerTask = (input: any) => unknown;
export type WorkerTasks = Readonly<Record<string, WorkerTask>>;

/** What the pool sends a worker: the task's name and its one input. */
export interface TaskCall {
  kind: string;
  input: unknown;
}

export interface ExportTask {
  format: ExportFormat;
  title: string;
  headers: string[];
  port: MessagePort;
}

/** Messages of an export task's port: the HTTP thread sends pages and then `end`; the worker answers each with bytes (or none). */
export type ExportRequest = { rows: string[][] } | { end: true };
export type ExportAnswer = { chunk?: Uint8Array; last?: boolean; failed?: string };

/** The pool's own task name for building an export file. */
export const EXPORT_TASK = 'export';

async function exportFile({ format, title, headers, port }: ExportTask): Promise<void> {
  try {
    const writer = await createExportWriter(format, title, headers);
    for await (const [request] of on(port, 'message') as AsyncIterable<[ExportRequest]>) {
      if ('end' in request) {
        const chunk = await writer.finish();
        port.postMessage({ chunk, last: true } satisfies ExportAnswer);
        return;
      }
      port.postMessage({ chunk: await writer.add(request.rows) } satisfies ExportAnswer);
    }
  } catch (error) {
    port.postMessage({ failed: (error as Error).message } satisfies ExportAnswer);
  } finally {
    port.close();
  }
}

/** A worker's entry (its default export): runs the task a call names, from the areas' table or the pool's own export. */
export function workerEntry(tasks: WorkerTasks): (call: TaskCall) => Promise<unknown> {
  return async ({ kind, input }) => {
    if (kind === EXPORT_TASK) return exportFile(input as ExportTask);
    const task = tasks[kind];
    if (!task) throw new Error(`No worker task ${kind}`);
    return (task as (input: unknown) => unknown)(input);
  };
}
