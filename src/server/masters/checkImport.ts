import { on } from 'node:events';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { WorkerPool } from '../work/workerPool.js';
import { readSheet, SheetRefused } from '../work/readSheet.js';
import { loadMasterSchemas } from './loadMasterSchemas.js';
import type { MasterDefinition } from './MasterDefinition.js';
import { readImportRows, type RowError } from './importRows.js';

/**
 * An import's rows read (from a file) and checked against the master's schema in the worker pool
 * (docs/heavy-work.md); the valid records come back over a MessagePort in batches.
 */

export type ImportSource = { file: { name: string; bytes: Uint8Array } } | { rows: Record<string, unknown>[] };

export interface CheckedImport {
  /** Valid rows, numbered as in the file. */
  records: { row: number; record: Record<string, unknown> }[];
  errors: RowError[];
  /** Data rows read. */
  total: number;
  /** Set when the file itself is refused (too large, not a workbook): nothing was checked. */
  refused?: string;
}

export interface CheckImportTask {
  schemasDir: string;
  master: string;
  source: ImportSource;
  port: MessagePort;
}

/** Messages of a checkImport task's port, in order: record batches, then the summary. */
type CheckImportMessage =
  | { records: { row: number; record: Record<string, unknown> }[] }
  | { done: { total: number; errors: RowError[]; refused?: string } };

const RECORD_BATCH = 1000;
const definitions = new Map<string, MasterDefinition[]>();

function definitionOf(schemasDir: string, master: string): MasterDefinition {
  if (!definitions.has(schemasDir)) definitions.set(schemasDir, loadMasterSchemas(schemasDir));
  const definition = definitions.get(schemasDir)!.find((d) => d.name === master);
  if (!definition) throw new Error(`No master ${master} in ${schemasDir}`);
  return definition;
}

/** The worker's half: reads and checks every row, posting the records in batches and then the summary. */
function checkImportTask({ schemasDir, master, source, port }: CheckImportTask): void {
  try {
    let rows: Record<string, unknown>[];
    let sheetRows: number[] | undefined;
    if ('file' in source) {
      ({ rows, sheetRows } = readSheet(source.file.name, source.file.bytes));
    } else {
      rows = source.rows;
    }
    const { records, errors } = readImportRows(definitionOf(schemasDir, master), rows);
    // Row numbers as the user sees them in the file (blank rows are not sent but keep their numbers).
    const fileRow = (row: number) => sheetRows?.[row - 2] ?? row;
    for (let i = 0; i < records.length; i += RECORD_BATCH) {
      port.postMessage({ records: records.slice(i, i + RECORD_BATCH).map(({ row, record }) => ({ row: fileRow(row), record })) } satisfies CheckImportMessage);
    }
    port.postMessage({ done: { total: rows.length, errors: errors.map((e) => ({ ...e, row: fileRow(e.row) })) } } satisfies CheckImportMessage);
  } catch (error) {
    if (!(error instanceof SheetRefused)) throw error;
    port.postMessage({ done: { total: 0, errors: [], refused: error.message } } satisfies CheckImportMessage);
  } finally {
    port.close();
  }
}

/** The masters' worker tasks (registered in src/server/workerTasks.ts). */
export const masterTasks = { checkImport: checkImportTask };

/** Reads (a file) and checks every row of an import against the master's schema, in the worker pool. */
export async function checkImport(workers: Pick<WorkerPool<typeof masterTasks>, 'checkImport'>, schemasDir: string, master: string, source: ImportSource): Promise<CheckedImport> {
  const { port1, port2 } = new MessageChannel();
  // The file is copied, not transferred: a Buffer may share its memory with others.
  const running = workers.checkImport({ schemasDir, master, source, port: port2 }, [port2]);
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
}
