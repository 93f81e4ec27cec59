import { checkMusterSheet, type CheckedMusterSheet } from '../../../shared/attendanceOverride.js';
import type { PayrollMonth } from '../../../shared/payrollMonth.js';
import { readSheet, SheetRefused } from '../../work/readSheet.js';

/** A muster import file read (readSheet: caps, zip-bomb refusal) and checked row by row; a file the reader refuses is answered as refused. A worker task. */
export function checkMusterFile({ file, month, today }: { file: { name: string; bytes: Uint8Array }; month: PayrollMonth; today: string }): CheckedMusterSheet {
  try {
    const { rows, sheetRows, headers } = readSheet(file.name, file.bytes);
    return checkMusterSheet(headers, rows, sheetRows, month, today);
  } catch (error) {
    if (!(error instanceof SheetRefused)) throw error;
    return { rows: [], lines: [], errors: [], refused: error.message };
  }
}
