/** The Leave Balance Import's answers (docs/leave-import-and-reports.md), as the server builds them and the page reads them. */

/** A refused row of a sheet: its cells as written and the error (the 400's `rows`, and the error file). */
export interface ImportErrorRow {
  row: number;
  empId: string;
  leaveType: string;
  year: string;
  openingBalance: string;
  reason: string;
  error: string;
}

/** A refused import (400): its message, history id (for the error file) and the rows with errors. */
export interface BalanceImportRefusal {
  message: string;
  importId?: number;
  rows: ImportErrorRow[];
  errorCount?: number;
}

/** What a written import did. */
export interface ImportSummary {
  importId: number;
  rows: number;
  openings: number;
  adjustments: number;
  /** Rows whose figure was already the opening balance: nothing written. */
  unchanged: number;
}

/** The result of a finished import job: the summary and the first imported rows with the balance they leave. */
export interface BalanceImportResult extends ImportSummary {
  balances: { empId: string; leaveType: string; year: number; openingBalance: number; balance: number }[];
}

/** A row of the import history (GET /api/leave/granter/fetchTable/Leave Import). */
export interface ImportHistoryRow {
  id: number;
  fileName: string;
  status: 'Imported' | 'Rejected';
  rowCount: number;
  errorCount: number;
  importedBy: string | null;
  importedAt: string;
}
