import { on } from 'node:events';
import type { MessagePort } from 'node:worker_threads';
import { loadMasterSchemas } from '../masters/loadMasterSchemas.js';
import type { MasterDefinition } from '../masters/MasterDefinition.js';
import { readImportRows, type RowError } from '../masters/importRows.js';
import { computeDay, type DayInputs, type DayRecord } from '../attendance/engine/index.js';
import { computeDays, type ChangedDays, type DayChunk } from './computeDays.js';
import { createExportWriter, type ExportFormat } from './exportWriter.js';
import { readSheet, SheetRefused } from './readSheet.js';
import { planGrant, skippedGrants, type GrantInput, type GrantPlan } from '../leave/ledger/planGrant.js';
import { checkSwipeRows, type CheckedSwipeRows, type SwipeCheckContext, type SwipeRowInput } from '../attendance/checkSwipeRows.js';
import { checkLeaveBalanceSheet, type CheckedLeaveBalanceSheet } from '../../shared/leaveBalanceSheet.js';

/**
 * The worker pool's entry (docs/heavy-work.md): everything here runs off the HTTP thread. Large
 * results go back over a MessagePort in batches, so the HTTP thread never deserializes 100,000
 * rows in one go.
 */

export type ImportSource = { file: { name: string; bytes: Uint8Array } } | { rows: Record<string, unknown>[] };

export interface CheckImportTask {
  kind: 'checkImport';
  schemasDir: string;
  master: string;
  source: ImportSource;
  port: MessagePort;
}

export interface ExportTask {
  kind: 'export';
  format: ExportFormat;
  title: string;
  headers: string[];
  port: MessagePort;
}

/** A device batch of swipes (docs/swipes.md): each row checked against the organisation's employees. */
export interface CheckSwipesTask {
  kind: 'checkSwipes';
  rows: SwipeRowInput[];
  context: SwipeCheckContext;
}

export interface ComputeDaysTask {
  kind: 'computeDays';
  /** A handful of strings (the database's texts): nothing per day is cloned on the caller's thread. */
  chunk: DayChunk;
}

/** One day's record with its trace, for the day-details call (the stored record has no trace). */
export interface ExplainDayTask {
  kind: 'explainDay';
  inputs: DayInputs;
}

/** The Leave Granter's plan (docs/leave-ledger.md): who gets which entries, from what the run read. */
export interface PlanGrantTask {
  kind: 'planGrant';
  input: GrantInput;
}

/** An opening-balance sheet of the Leave Balance Import: read and checked without the database. */
export interface CheckLeaveBalancesTask {
  kind: 'checkLeaveBalances';
  file: { name: string; bytes: Uint8Array };
}

/** Messages of a checkImport task's port, in order: record batches, then the summary. */
export type CheckImportMessage =
  | { records: { row: number; record: Record<string, unknown> }[] }
  | { done: { total: number; errors: RowError[]; refused?: string } };

/** Messages of an export task's port: the HTTP thread sends pages and then `end`; the worker answers each with bytes (or none). */
export type ExportRequest = { rows: string[][] } | { end: true };
export type ExportAnswer = { chunk?: Uint8Array; last?: boolean; failed?: string };

const RECORD_BATCH = 1000;
const definitions = new Map<string, MasterDefinition[]>();

function definitionOf(schemasDir: string, master: string): MasterDefinition {
  if (!definitions.has(schemasDir)) definitions.set(schemasDir, loadMasterSchemas(schemasDir));
  const definition = definitions.get(schemasDir)!.find((d) => d.name === master);
  if (!definition) throw new Error(`No master ${master} in ${schemasDir}`);
  return definition;
}

function checkImport({ schemasDir, master, source, port }: CheckImportTask): void {
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

/** The sheet's rows and their checks; a file the reader refuses is answered as refused, like a wrong header. */
function checkLeaveBalances({ file }: CheckLeaveBalancesTask): CheckedLeaveBalanceSheet {
  try {
    const { rows, sheetRows, headers } = readSheet(file.name, file.bytes);
    return checkLeaveBalanceSheet(headers, rows, sheetRows);
  } catch (error) {
    if (!(error instanceof SheetRefused)) throw error;
    return { rows: [], lines: [], errors: [], refused: error.message };
  }
}

export default async function run(
  task: CheckImportTask | ExportTask | CheckSwipesTask | ComputeDaysTask | ExplainDayTask | PlanGrantTask | CheckLeaveBalancesTask,
): Promise<void | CheckedSwipeRows | ChangedDays | DayRecord | GrantPlan | CheckedLeaveBalanceSheet> {
  if (task.kind === 'planGrant') return { entries: planGrant(task.input), skipped: skippedGrants(task.input) };
  if (task.kind === 'checkSwipes') return checkSwipeRows(task.rows, task.context);
  if (task.kind === 'checkLeaveBalances') return checkLeaveBalances(task);
  if (task.kind === 'computeDays') return computeDays(task.chunk);
  if (task.kind === 'explainDay') return computeDay(task.inputs);
  if (task.kind === 'checkImport') return checkImport(task);
  return exportFile(task);
}
