import { checkDayTypeSheet, checkShiftRosterSheet, type CheckedRosterSheet, type RosterSheetContext, type RosterSheetKind } from '../../shared/shiftRosterSheet.js';
import { readSheet, SheetRefused } from '../work/readSheet.js';

export interface RosterSheetInput {
  kind: RosterSheetKind;
  file: { name: string; bytes: Uint8Array };
  context: RosterSheetContext;
}

/** A Shift Roster or Day Type sheet read and checked whole; a file the reader refuses is answered as refused, like a wrong header. */
function checkRosterSheet({ kind, file, context }: RosterSheetInput): CheckedRosterSheet {
  try {
    const { rows, sheetRows, headers } = readSheet(file.name, file.bytes);
    return (kind === 'shiftRoster' ? checkShiftRosterSheet : checkDayTypeSheet)(headers, rows, sheetRows, context);
  } catch (error) {
    if (!(error instanceof SheetRefused)) throw error;
    return { rowCount: 0, entries: { employeeIds: [], dates: [], shiftCodes: [], dayTypes: [] }, errors: [], refused: error.message };
  }
}

/** The shift roster's worker tasks (registered in src/server/workerTasks.ts). */
export const rosterTasks = { checkRosterSheet };
