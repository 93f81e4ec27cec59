/** A refused row as POST /api/leave/balance/import answers it (400 `rows`). */
export interface RefusedRow {
  row: number;
  empId: string;
  leaveType: string;
  year: string;
  openingBalance: string;
  reason: string;
  error: string;
}

/** A refused import: its message, history id (for the error file) and rows with errors. */
export interface Refusal {
  message: string;
  importId?: number;
  rows: RefusedRow[];
  errorCount?: number;
}

/** The result of a finished import job. */
export interface ImportResult {
  importId: number;
  rows: number;
  openings: number;
  adjustments: number;
  unchanged: number;
  /** The first imported rows with the balance they leave. */
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
