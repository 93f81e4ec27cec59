/**
 * The two sheets of Shift Roster Excel Import (spec 001 §2, issue 19 §3; docs/shifts-and-weekends.md):
 * their columns, and every check a row needs. Runs in the worker pool, given what the database
 * knows (the organisation's employees and shifts, the open payroll month), so one pass checks the
 * whole file; the browser reads the columns for its help text and error grid.
 *
 * - Shift Roster: one row per employee, one column per date (the payroll month's grid, as the
 *   viewer shows it): Emp ID, Employee Name (read, not checked), then dates; a cell holds a shift
 *   code or OFF, a blank cell leaves the date as it was.
 * - Day Type: one row per employee·date: Emp ID, Date, Day Type (OFF or WORKING), Shift Code (may be
 *   blank: the employee's own shift).
 */

export type RosterSheetKind = 'shiftRoster' | 'dayType';
export type RosterDayType = 'OFF' | 'WORKING';

export const ROSTER_OFF = 'OFF';
export const DAY_TYPES: readonly RosterDayType[] = ['OFF', 'WORKING'];
/** The roster sheet's leading columns; every other column is a date. */
export const ROSTER_LEAD_COLUMNS = ['Emp ID', 'Employee Name'] as const;
export const DAY_TYPE_COLUMNS = ['Emp ID', 'Date', 'Day Type', 'Shift Code'] as const;
/** The error grid's columns of each sheet (the roster's lists a row's wrong cells, date by date). */
export const ERROR_GRID_COLUMNS: Record<RosterSheetKind, readonly string[]> = {
  shiftRoster: ['Emp ID', 'Date', 'Shift'],
  dayType: DAY_TYPE_COLUMNS,
};
/** Columns of an error file that may come back in a corrected file. */
const IGNORED = new Set(['row', 'error']);
const SHIFT_CODE = /^[A-Za-z0-9]{1,10}$/;

/** What the database knows, read once before the worker checks the file. */
export interface RosterSheetContext {
  /** The organisation's employees: [Emp ID upper-cased, employee.id]. */
  employees: [string, number][];
  /** The organisation's shifts: [shift code as the master spells it, active]. */
  shifts: [string, boolean][];
  /** The open payroll month, yyyy-MM-dd inclusive: the only dates an import may set. */
  window: { from: string; to: string };
}

/** The entries a clean file writes, as parallel arrays (cheap to hand across threads). */
export interface RosterEntries {
  employeeIds: number[];
  dates: string[];
  shiftCodes: (string | null)[];
  dayTypes: (RosterDayType | null)[];
}

/** One row of the error grid: the file's row, the grid's cells, every problem of the row. */
export interface RosterErrorRow {
  row: number;
  cells: string[];
  error: string;
}

export interface CheckedRosterSheet {
  /** Data rows in the file. */
  rowCount: number;
  entries: RosterEntries;
  /** Rows with a problem, in file order; empty when the file is clean. */
  errors: RosterErrorRow[];
  /** The whole file is refused (a wrong header): nothing was checked. */
  refused?: string;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** A date typed yyyy-MM-dd, dd-MM-yyyy or dd/MM/yyyy → yyyy-MM-dd; null when it is no date (2026-02-30 is none). */
export function rosterDateOf(typed: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed);
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(typed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!year) return null;
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : date;
}

const display = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The checks both sheets share, over the context, keeping the first row of each employee·date. */
function referenceChecker(context: RosterSheetContext) {
  const employees = new Map(context.employees);
  const shifts = new Map(context.shifts.map(([code, active]) => [code.toUpperCase(), { code, active }]));
  const seen = new Map<string, number>();
  const windowText = `${display(context.window.from)} to ${display(context.window.to)}`;
  return {
    employee: (empId: string) => employees.get(empId),
    /** A typed shift code → the master's code, or the problem. */
    shift(typed: string): { code: string } | { problem: string } {
      if (!SHIFT_CODE.test(typed)) return { problem: `Shift ${typed.slice(0, 20)} is not a shift code` };
      const shift = shifts.get(typed.toUpperCase());
      if (!shift) return { problem: `Shift ${typed} does not exist` };
      if (!shift.active) return { problem: `Shift ${shift.code} is inactive` };
      return { code: shift.code };
    },
    outside: (date: string) => (date < context.window.from || date > context.window.to ? `${date} is outside the open payroll month (${windowText})` : null),
    /** The earlier row of the same employee·date, or null (and the pair is remembered). */
    duplicate(employeeId: number, date: string, row: number): number | null {
      const key = `${employeeId}|${date}`;
      const first = seen.get(key);
      if (first !== undefined) return first;
      seen.set(key, row);
      return null;
    },
  };
}

function emptyEntries(): RosterEntries {
  return { employeeIds: [], dates: [], shiftCodes: [], dayTypes: [] };
}

/** Header names by lower case; the unknown ones and the missing required ones. */
function headerCheck(headers: string[], required: readonly string[], known: (name: string) => boolean) {
  const byName = new Map(headers.map((header) => [header.trim().toLowerCase(), header]));
  const missing = required.filter((column) => !byName.has(column.toLowerCase()));
  const unknown = headers.filter((header) => !IGNORED.has(header.trim().toLowerCase()) && !known(header));
  return { byName, missing, unknown };
}

/**
 * The Shift Roster sheet: Emp ID, Employee Name, then one column per date. Each non-blank cell is a
 * shift code (active, of the organisation) or OFF, on a date of the open payroll month; an employee
 * given twice is a duplicate for the dates both rows set.
 */
export function checkShiftRosterSheet(headers: string[], raw: Record<string, unknown>[], sheetRows: number[], context: RosterSheetContext): CheckedRosterSheet {
  const dateColumns: { header: string; date: string }[] = [];
  const leads = ROSTER_LEAD_COLUMNS.map((c) => c.toLowerCase());
  const badDates: string[] = [];
  const { byName, missing } = headerCheck(headers, ['Emp ID'], () => true);
  const datesSeen = new Set<string>();
  for (const header of headers) {
    const name = header.trim().toLowerCase();
    if (leads.includes(name) || IGNORED.has(name)) continue;
    const date = rosterDateOf(header.trim());
    if (!date || datesSeen.has(date)) badDates.push(header);
    else {
      datesSeen.add(date);
      dateColumns.push({ header, date });
    }
  }
  const expected = `Emp ID, Employee Name, then one column per date (yyyy-MM-dd)`;
  if (missing.length || badDates.length || dateColumns.length === 0 || new Set(headers).size !== headers.length) {
    const why = badDates.length ? `; ${badDates.slice(0, 5).join(', ')} ${badDates.length === 1 ? 'is not a date or is given twice' : 'are not dates or are given twice'}` : '';
    return { rowCount: raw.length, entries: emptyEntries(), errors: [], refused: `The file's header must be: ${expected}; found: ${headers.length ? headers.join(', ') : 'no header'}${why}` };
  }
  const empColumn = byName.get('emp id')!;
  const check = referenceChecker(context);
  const entries = emptyEntries();
  const errors: RosterErrorRow[] = [];
  raw.forEach((values, index) => {
    const row = sheetRows[index] ?? index + 2;
    const empId = text(values[empColumn]).toUpperCase();
    const problems: { date: string; value: string; message: string }[] = [];
    const employeeId = empId ? check.employee(empId) : undefined;
    if (!empId) problems.push({ date: '', value: '', message: 'Emp ID is required' });
    else if (employeeId === undefined) problems.push({ date: '', value: '', message: `No employee ${empId.slice(0, 50)} in this organisation` });
    const rowEntries: number[] = [];
    for (const { header, date } of dateColumns) {
      const value = text(values[header]);
      if (!value) continue;
      const cellProblem = (message: string) => problems.push({ date, value, message });
      const outside = check.outside(date);
      if (outside) cellProblem(outside);
      const off = value.toUpperCase() === ROSTER_OFF;
      const shift = off ? null : check.shift(value);
      if (shift && 'problem' in shift) cellProblem(`${date}: ${shift.problem}`);
      if (employeeId === undefined || outside || (shift && 'problem' in shift)) continue;
      const first = check.duplicate(employeeId, date, row);
      if (first !== null) {
        cellProblem(`${date}: duplicate of row ${first}: ${empId} is rostered twice`);
        continue;
      }
      entries.employeeIds.push(employeeId);
      entries.dates.push(date);
      entries.shiftCodes.push(shift && 'code' in shift ? shift.code : null);
      entries.dayTypes.push(off ? 'OFF' : null);
      rowEntries.push(entries.dates.length - 1);
    }
    if (problems.length) {
      const join = (list: string[]) => [...new Set(list.filter(Boolean))].join(', ');
      errors.push({ row, cells: [empId, join(problems.map((p) => p.date)), join(problems.map((p) => p.value))], error: problems.map((p) => p.message).join('; ') });
    }
  });
  return { rowCount: raw.length, entries: errors.length ? emptyEntries() : entries, errors };
}

/**
 * The Day Type sheet: Emp ID, Date, Day Type, Shift Code. The date a real date of the open payroll
 * month, the day type OFF or WORKING, the shift code (when given) an active shift of the
 * organisation, each employee·date once.
 */
export function checkDayTypeSheet(headers: string[], raw: Record<string, unknown>[], sheetRows: number[], context: RosterSheetContext): CheckedRosterSheet {
  const known = new Set(DAY_TYPE_COLUMNS.map((c) => c.toLowerCase()));
  const { byName, missing, unknown } = headerCheck(headers, DAY_TYPE_COLUMNS.slice(0, 3), (name) => known.has(name.trim().toLowerCase()));
  if (missing.length || unknown.length) {
    return {
      rowCount: raw.length,
      entries: emptyEntries(),
      errors: [],
      refused: `The file's header must be: ${DAY_TYPE_COLUMNS.join(', ')} (Shift Code may be left out); found: ${headers.length ? headers.join(', ') : 'no header'}`,
    };
  }
  const cell = (values: Record<string, unknown>, column: string) => text(values[byName.get(column.toLowerCase()) ?? '']);
  const check = referenceChecker(context);
  const entries = emptyEntries();
  const errors: RosterErrorRow[] = [];
  raw.forEach((values, index) => {
    const row = sheetRows[index] ?? index + 2;
    const cells = [cell(values, 'Emp ID').toUpperCase(), cell(values, 'Date'), cell(values, 'Day Type').toUpperCase(), cell(values, 'Shift Code')];
    const [empId, typedDate, dayType, typedShift] = cells;
    const problems: string[] = [];
    const employeeId = empId ? check.employee(empId) : undefined;
    if (!empId) problems.push('Emp ID is required');
    else if (employeeId === undefined) problems.push(`No employee ${empId.slice(0, 50)} in this organisation`);
    const date = rosterDateOf(typedDate);
    if (!typedDate) problems.push('Date is required');
    else if (!date) problems.push(`Date ${typedDate.slice(0, 20)} is not a date (yyyy-MM-dd)`);
    else {
      const outside = check.outside(date);
      if (outside) problems.push(outside);
    }
    if (!dayType) problems.push('Day Type is required');
    else if (!DAY_TYPES.includes(dayType as RosterDayType)) problems.push(`Day Type must be OFF or WORKING; found ${dayType.slice(0, 20)}`);
    const shift = typedShift ? check.shift(typedShift) : null;
    if (shift && 'problem' in shift) problems.push(shift.problem);
    if (problems.length === 0) {
      const first = check.duplicate(employeeId!, date!, row);
      if (first !== null) problems.push(`Duplicate of row ${first}: ${empId} ${date} appears twice`);
    }
    if (problems.length) {
      errors.push({ row, cells, error: problems.join('; ') });
      return;
    }
    entries.employeeIds.push(employeeId!);
    entries.dates.push(date!);
    entries.shiftCodes.push(shift && 'code' in shift ? shift.code : null);
    entries.dayTypes.push(dayType as RosterDayType);
  });
  return { rowCount: raw.length, entries: errors.length ? emptyEntries() : entries, errors };
}

/** Spec 001 §3 shift roster row, as GET /shift-roster answers it (shift: a shift code or OFF). */
export interface ShiftRosterRow {
  empId: string;
  employeeName: string;
  shiftCount: number;
  offCount: number;
  rosterDetails: { date: string; shift: string }[];
}

/** Spec 001 §3 day type history, per employee, as GET /attendance-day-type-history answers it. */
export interface DayTypeHistoryRow {
  empId: string;
  empName: string;
  updatedDayType: { date: string; dayTypes: { dayType: RosterDayType; shiftCode: string | null } }[];
}

