import { on } from 'node:events';
import os from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { RowError } from '../masters/importRows.js';
import type { ExportFormat } from './exportWriter.js';
import type { CheckedSwipeRows, SwipeCheckContext, SwipeRowInput } from '../attendance/checkSwipeRows.js';
import type { DayInputs, DayRecord } from '../attendance/engine/index.js';
import type { ChangedDays, DayChunk } from './computeDays.js';
import type { GrantInput, GrantPlan } from '../leave/ledger/planGrant.js';
import type { CheckedLeaveBalanceSheet } from '../../shared/leaveBalanceSheet.js';
import type { CheckImportMessage, CheckImportTask, CheckLeaveBalancesTask, CheckSwipesTask, ComputeDaysTask, ExplainDayTask, ExportAnswer, ExportRequest, ExportTask, ImportSource, PlanGrantTask } from './heavyWorker.js';

/**
 * The worker pool that runs heavy work off the HTTP thread (docs/heavy-work.md): parsing and
 * checking imports, building exports, computing attendance days. Started with the server, ended with it.
 */
export interface WorkerPool {
  /** Reads (a file) and checks every row of an import against the master's schema. */
  checkImport(master: string, source: ImportSource): Promise<CheckedImport>;
  /** Builds an export from pages of cells, calling `write` with the file's bytes as they come. */
  exportFile(options: { format: ExportFormat; title: string; headers: string[]; pages: AsyncIterable<string[][]>; write: (chunk: Uint8Array) => void | Promise<void> }): Promise<void>;
  /** Checks a device batch of swipes row by row (attendance/checkSwipeRows.ts). */
  checkSwipes(rows: SwipeRowInput[], context: SwipeCheckContext): Promise<CheckedSwipeRows>;
  /** The attendance engine over a chunk of a processor batch: its days to write (a day whose inputs hash as stored is skipped). */
  computeDays(chunk: DayChunk): Promise<ChangedDays>;
  /** The engine's record of one day with its trace (the day-details call). */
  explainDay(inputs: DayInputs): Promise<DayRecord>;
  /** The Leave Granter's plan for a run or its preview (leave/ledger/planGrant.ts). */
  planGrant(input: GrantInput): Promise<GrantPlan>;
  /** Reads an opening-balance sheet (Leave Balance Import) and checks its header and rows. */
  checkLeaveBalances(file: { name: string; bytes: Uint8Array }): Promise<CheckedLeaveBalanceSheet>;
  close(): Promise<void>;
}

export interface CheckedImport {
  /** Valid rows, numbered as in the file. */
  records: { row: number; record: Record<string, unknown> }[];
  errors: RowError[];
  /** Data rows read. */
  total: number;
  /** Set when the file itself is refused (too large, not a workbook): nothing was checked. */
  refused?: string;
}

/** Compiled by scripts/build-server.mjs next to main.js; under tsx or vitest the TypeScript source. */
const source = import.meta.url.endsWith('.ts');
const workerFile = new URL(source ? './heavyWorker.ts' : './heavyWorker.js', import.meta.url).href;

export function createWorkerPool(schemasDir: string): WorkerPool {
  const pool = new Piscina({
    filename: workerFile,
    execArgv: source ? ['--import', 'tsx'] : [],
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

  return {
    async checkImport(master, importSource) {
      const { port1, port2 } = new MessageChannel();
      const task: CheckImportTask = { kind: 'checkImport', schemasDir, master, source: importSource, port: port2 };
      // The file is copied, not transferred: a Buffer may share its memory with others.
      const running = pool.run(task, { transferList: [port2] });
      const records: CheckedImport['records'] = [];
      const failed = running.then(() => new Promise<never>(() => {}));
      const collect = (async () => {
        for await (const [message] of on(port1, 'message') as AsyncIterable<[CheckImportMessage]>) {
          if ('records' in message) {
            for (const record of message.records) records.push(record);
            continue;
          }
          port1.close();
          return { records, ...message.done };
        }
        throw new Error('The import check ended without an answer');
      })();
      // A crash of the worker (out of memory on a lying workbook) rejects `running`.
      return Promise.race([collect, failed]).catch((error) => {
        port1.close();
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return { records: [], errors: [], total: 0, refused: 'The file is too large to read' };
        throw error;
      });
    },

    async exportFile({ format, title, headers, pages, write }) {
      const { port1, port2 } = new MessageChannel();
      const task: ExportTask = { kind: 'export', format, title, headers, port: port2 };
      const running = pool.run(task, { transferList: [port2] });
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

    checkSwipes: (rows, context) => pool.run({ kind: 'checkSwipes', rows, context } satisfies CheckSwipesTask) as Promise<CheckedSwipeRows>,
    computeDays: (chunk) => pool.run({ kind: 'computeDays', chunk } satisfies ComputeDaysTask),
    explainDay: (inputs) => pool.run({ kind: 'explainDay', inputs } satisfies ExplainDayTask),
    planGrant: (input) => pool.run({ kind: 'planGrant', input } satisfies PlanGrantTask),
    checkLeaveBalances: (file) => pool.run({ kind: 'checkLeaveBalances', file } satisfies CheckLeaveBalancesTask),

    close: () => pool.destroy(),
  };
}
