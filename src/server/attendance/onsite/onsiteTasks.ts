import { checkOnsiteSheet, type CheckedOnsiteSheet } from '../../../shared/onsiteSheet.js';
import { readSheet, SheetRefused } from '../../work/readSheet.js';

/** The onsite CSV read with papaparse and checked row by row, in the worker pool (docs/heavy-work.md). */
function checkOnsiteCsv({ name, bytes, today }: { name: string; bytes: Uint8Array; today: string }): CheckedOnsiteSheet {
  try {
    const { rows, sheetRows, headers } = readSheet(name, bytes);
    return checkOnsiteSheet(headers, rows, sheetRows, today);
  } catch (error) {
    if (!(error instanceof SheetRefused)) throw error;
    return { rows: [], lines: [], errors: [], refused: error.message };
  }
}

/** Onsite attendance's worker tasks (registered in src/server/workerTasks.ts). */
export const onsiteTasks = { checkOnsiteCsv };
