import { checkLeaveBalanceSheet, type CheckedLeaveBalanceSheet } from '../../shared/leaveBalanceSheet.js';
import { readSheet, SheetRefused } from '../work/readSheet.js';
import { planGrant, skippedGrants, type GrantInput, type GrantPlan } from './ledger/planGrant.js';

/** The sheet's rows and their checks; a file the reader refuses is answered as refused, like a wrong header. */
function checkLeaveBalances(file: { name: string; bytes: Uint8Array }): CheckedLeaveBalanceSheet {
  try {
    const { rows, sheetRows, headers } = readSheet(file.name, file.bytes);
    return checkLeaveBalanceSheet(headers, rows, sheetRows);
  } catch (error) {
    if (!(error instanceof SheetRefused)) throw error;
    return { rows: [], lines: [], errors: [], refused: error.message };
  }
}

/** Leave's worker tasks (registered in src/server/workerTasks.ts). */
export const leaveTasks = {
  /** The Leave Granter's plan for a run or its preview (docs/leave-ledger.md): who gets which entries, from what the run read. */
  planGrant: (input: GrantInput): GrantPlan => ({ entries: planGrant(input), skipped: skippedGrants(input) }),
  /** An opening-balance sheet of the Leave Balance Import, read and checked without the database. */
  checkLeaveBalances,
};

export type LeaveTasks = typeof leaveTasks;
