/**
 * The opening-balance sheet of the Leave Balance Import (docs/leave-import-and-reports.md): its
 * header, and the checks a row needs without the database. Runs in the worker pool on the server;
 * the browser reads the header for its help text.
 */

/** The columns of the sheet, in order. Reason may be left out; an Error column (the error file's) is ignored. */
export const LEAVE_BALANCE_COLUMNS = ['Emp ID', 'Leave Type', 'Year', 'Opening Balance', 'Reason'] as const;
const REQUIRED = LEAVE_BALANCE_COLUMNS.slice(0, 4);
/** Columns of the error file that may come back in a corrected file. */
const IGNORED = ['row', 'error'];

export const MIN_LEAVE_YEAR = 2000;
export const MAX_LEAVE_YEAR = 2100;
/** A year's balance of one type: more than a year of days is a typing mistake. */
export const MAX_OPENING_DAYS = 366;

export const expectedHeaderMessage = (found: string[]) =>
  `The file's header must be: ${LEAVE_BALANCE_COLUMNS.join(', ')} (Reason may be left out); found: ${found.length ? found.join(', ') : 'no header'}`;

/** One row of the sheet as typed, the way the grid and the error file show it. */
export interface LeaveBalanceSheetRow {
  empId: string;
  leaveType: string;
  year: string;
  openingBalance: string;
  reason: string;
}

/** A row that passed the sheet's checks, typed. */
export interface LeaveBalanceLine {
  empId: string;
  leaveType: string;
  year: number;
  days: number;
  reason: string | null;
}

export interface SheetRowError {
  /** The row number in the file (the header is row 1). */
  row: number;
  field: string;
  message: string;
}

export interface CheckedLeaveBalanceSheet {
  /** Every row, numbered as in the file, as typed. */
  rows: { row: number; cells: LeaveBalanceSheetRow }[];
  /** The rows without a sheet error, typed. */
  lines: { row: number; line: LeaveBalanceLine }[];
  errors: SheetRowError[];
  /** The whole file is refused (a wrong header): nothing was checked. */
  refused?: string;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** The header's columns by their lower-case name → the name used in a row object, or a refusal. */
function headerOf(headers: string[]): Map<string, string> | string {
  const byName = new Map(headers.map((header) => [header.trim().toLowerCase(), header]));
  const known = new Set([...LEAVE_BALANCE_COLUMNS.map((c) => c.toLowerCase()), ...IGNORED]);
  const missing = REQUIRED.filter((column) => !byName.has(column.toLowerCase()));
  const unknown = headers.filter((header) => !known.has(header.trim().toLowerCase()));
  if (missing.length || unknown.length) return expectedHeaderMessage(headers);
  return byName;
}

/**
 * Checks every row of an opening-balance sheet: Emp ID and type given, the year a whole number
 * 2000–2100, the balance 0–366 in steps of half a day, no employee·type·year twice. Whether the
 * employee and the type exist is the database's question (checkBalanceReferences.ts).
 */
export function checkLeaveBalanceSheet(headers: string[], raw: Record<string, unknown>[], sheetRows: number[]): CheckedLeaveBalanceSheet {
  const header = headerOf(headers);
  if (typeof header === 'string') return { rows: [], lines: [], errors: [], refused: header };
  const cell = (row: Record<string, unknown>, column: string) => text(row[header.get(column.toLowerCase()) ?? '']);
  const rows: CheckedLeaveBalanceSheet['rows'] = [];
  const lines: CheckedLeaveBalanceSheet['lines'] = [];
  const errors: SheetRowError[] = [];
  const seen = new Map<string, number>();
  raw.forEach((values, index) => {
    const row = sheetRows[index] ?? index + 2;
    const cells: LeaveBalanceSheetRow = {
      empId: cell(values, 'Emp ID').toUpperCase(),
      leaveType: cell(values, 'Leave Type').toUpperCase(),
      year: cell(values, 'Year'),
      openingBalance: cell(values, 'Opening Balance'),
      reason: cell(values, 'Reason'),
    };
    rows.push({ row, cells });
    const problems = rowProblems(cells);
    if (problems.length === 0) {
      const key = `${cells.empId}\u0000${cells.leaveType}\u0000${Number(cells.year)}`;
      const first = seen.get(key);
      if (first !== undefined) problems.push({ field: 'Emp ID', message: `Duplicate of row ${first}: ${cells.empId} ${cells.leaveType} ${Number(cells.year)} appears twice` });
      else seen.set(key, row);
    }
    if (problems.length) {
      for (const problem of problems) errors.push({ row, ...problem });
      return;
    }
    lines.push({ row, line: { empId: cells.empId, leaveType: cells.leaveType, year: Number(cells.year), days: Number(cells.openingBalance), reason: cells.reason || null } });
  });
  return { rows, lines, errors };
}

function rowProblems(cells: LeaveBalanceSheetRow): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (!cells.empId) problems.push({ field: 'Emp ID', message: 'Emp ID is required' });
  else if (cells.empId.length > 50) problems.push({ field: 'Emp ID', message: 'Emp ID is at most 50 characters' });
  if (!cells.leaveType) problems.push({ field: 'Leave Type', message: 'Leave Type is required' });
  else if (cells.leaveType.length > 20) problems.push({ field: 'Leave Type', message: `Leave type ${cells.leaveType.slice(0, 20)}… does not exist` });
  const year = Number(cells.year);
  if (!cells.year) problems.push({ field: 'Year', message: 'Year is required' });
  else if (!/^\d{4}$/.test(cells.year) || year < MIN_LEAVE_YEAR || year > MAX_LEAVE_YEAR) {
    problems.push({ field: 'Year', message: `Year must be a year from ${MIN_LEAVE_YEAR} to ${MAX_LEAVE_YEAR}; found ${cells.year}` });
  }
  const days = Number(cells.openingBalance);
  if (!cells.openingBalance) problems.push({ field: 'Opening Balance', message: 'Opening Balance is required' });
  else if (!/^-?\d+(\.\d+)?$/.test(cells.openingBalance) || !Number.isFinite(days)) problems.push({ field: 'Opening Balance', message: `Opening Balance must be a number of days; found ${cells.openingBalance}` });
  else if (days < 0) problems.push({ field: 'Opening Balance', message: `Opening Balance cannot be negative; found ${cells.openingBalance}` });
  else if (days * 2 !== Math.floor(days * 2)) problems.push({ field: 'Opening Balance', message: `Opening Balance must be in whole or half days; found ${cells.openingBalance}` });
  else if (days > MAX_OPENING_DAYS) problems.push({ field: 'Opening Balance', message: `Opening Balance is at most ${MAX_OPENING_DAYS} days; found ${cells.openingBalance}` });
  if (cells.reason.length > 500) problems.push({ field: 'Reason', message: 'Reason is at most 500 characters' });
  return problems;
}
