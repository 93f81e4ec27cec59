import { checkEmployeeSheet as check, type CheckedEmployeeSheet, type EmployeeSheetContext } from '../../shared/employeeSheet.js';
import { readSheet, SheetRefused } from '../work/readSheet.js';

export interface EmployeeSheetInput {
  file: { name: string; bytes: Uint8Array };
  context: EmployeeSheetContext;
}

/** An employee sheet read and checked whole (docs/people.md "Bulk upload"); a file the reader refuses is answered as refused. */
function checkEmployeeSheet({ file, context }: EmployeeSheetInput): CheckedEmployeeSheet {
  try {
    const { rows, sheetRows, headers } = readSheet(file.name, file.bytes);
    return check(headers, rows, sheetRows, context);
  } catch (error) {
    if (!(error instanceof SheetRefused)) throw error;
    return { rowCount: 0, rows: [], errors: [], claims: [], refused: error.message };
  }
}

/** The employees' worker tasks (registered in src/server/workerTasks.ts). */
export const employeeTasks = { checkEmployeeSheet };
