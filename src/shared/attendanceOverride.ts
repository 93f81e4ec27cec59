import { addMonths, format, isValid, parse } from 'date-fns';
import { payrollMonthEndingIn, payrollMonthOf, type PayrollMonth } from './payrollMonth.js';

/**
 * Overrides, the muster import and Add LOP (spec 001 §3–§5, issue 20 §1; docs/attendance-overrides.md):
 * their messages and the rules both the server and the browser apply. Pure.
 */

export const OVERRIDE_MESSAGES = {
  updated: 'Override Updated Successfully!',
  selectRow: 'Please select at least one row.',
  selectRowToDelete: 'Please select at least one row to delete.',
  deleted: 'Override entries deleted successfully!',
  uploaded: 'Uploaded Successfully!',
  excelOnly: 'Only Excel files are allowed',
  lopAdded: 'LOP added successfully',
  lopFailed: 'Failed to add LOP',
  selectEmployee: 'Please select an employee',
  selectMonth: 'Please select a month and year',
  pastMonthOnly: 'The current month and future months cannot be chosen',
  lopNotNumber: 'LOP Days must be a number',
  enterLop: 'Please enter LOP Days',
  negative: 'Cannot be negative',
  reversalNotNumber: 'LOP Reversal Days must be a number',
  nothingToAdd: 'Enter LOP Days or LOP Reversal Days above 0',
} as const;

/** Spec 001 §9: an override session is P (present) or A (absent). */
export const OVERRIDE_SESSION_VALUES = ['P', 'A'] as const;
export type OverrideSessionValue = (typeof OVERRIDE_SESSION_VALUES)[number];

/** lop_entry.lop_days is numeric(4,1) and at most 31 a month; LOP is counted in half days. */
export const MAX_LOP_DAYS = 31;
export const MAX_REMARKS = 500;

const MONTH_YEAR = /^(0[1-9]|1[0-2])-(\d{4})$/;

/** MM-YYYY → the payroll month ending in that month (docs/attendance-lock.md), or null when not a month. */
export function payrollMonthNamed(monthYear: string | null | undefined, startDay?: number): PayrollMonth | null {
  if (!monthYear || !MONTH_YEAR.test(monthYear)) return null;
  return payrollMonthEndingIn(monthYear, startDay);
}

/** The MM-YYYY name of the payroll month a date falls in (the calendar month it ends in). */
export function monthYearOf(date: string, startDay?: number): string {
  const { endDate } = payrollMonthOf(date, startDay);
  return `${endDate.slice(5, 7)}-${endDate.slice(0, 4)}`;
}

/** The MM-YYYY name of the payroll month before the one `date` falls in. */
export function previousMonthYear(date: string, startDay?: number): string {
  const { endDate } = payrollMonthOf(date, startDay);
  return format(addMonths(parse(endDate, 'yyyy-MM-dd', new Date()), -1), 'MM-yyyy');
}

/** Why a date cannot be overridden in the payroll month named, or null: inside the month, not in the future. */
export function overrideDateProblem(date: string, month: PayrollMonth, today: string): string | null {
  if (date < month.startDate || date > month.endDate) return `${date} is outside the payroll month ${month.startDate} to ${month.endDate}`;
  if (date > today) return `${date} is in the future`;
  return null;
}

/** A date typed in a sheet or a form: YYYY-MM-DD, or DD/MM/YYYY as the product displays it; null when neither or impossible. */
export function readDate(text: string): string | null {
  const trimmed = text.trim();
  const pattern = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? 'yyyy-MM-dd' : /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(trimmed) ? 'd/M/yyyy' : null;
  if (!pattern) return null;
  const parsed = parse(trimmed, pattern, new Date(2000, 0, 1));
  return isValid(parsed) ? format(parsed, 'yyyy-MM-dd') : null;
}

/** The Add LOP form as typed (spec 001 §7: empId, previousMonth, oldLop, lopReversal). */
export interface AddLopInput {
  empId: string | null;
  previousMonth: string | null;
  oldLop: string | number | null;
  lopReversal: string | number | null;
}

export type AddLopField = keyof AddLopInput;

/** A day count typed in the form: a number of whole or half days, 0 to 31; '' means not typed. */
function dayCountProblem(value: string | number | null, notNumber: string, required: string | null): string | null {
  const text = value === null ? '' : String(value).trim();
  if (text === '') return required;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return notNumber;
  const days = Number(text);
  if (days < 0) return OVERRIDE_MESSAGES.negative;
  if (days * 2 !== Math.floor(days * 2)) return 'Enter whole or half days';
  if (days > MAX_LOP_DAYS) return `At most ${MAX_LOP_DAYS} days`;
  return null;
}

/**
 * Spec 001 §4/§5 Add LOP: an employee; a month that is neither the current payroll month nor a
 * future one (`today` decides which is current); LOP Days a number ≥ 0; LOP Reversal Days the
 * same, only when the month's LOP count is above 0 and never more than it (when the count is known,
 * not null); something to add.
 */
export function addLopProblems(input: AddLopInput, today: string, lopCount: number | null, startDay?: number): Partial<Record<AddLopField, string>> {
  const problems: Partial<Record<AddLopField, string>> = {};
  if (!input.empId?.trim()) problems.empId = OVERRIDE_MESSAGES.selectEmployee;
  const month = payrollMonthNamed(input.previousMonth, startDay);
  if (!month) problems.previousMonth = OVERRIDE_MESSAGES.selectMonth;
  else if (month.startDate >= payrollMonthOf(today, startDay).startDate) problems.previousMonth = OVERRIDE_MESSAGES.pastMonthOnly;
  const lop = dayCountProblem(input.oldLop, OVERRIDE_MESSAGES.lopNotNumber, OVERRIDE_MESSAGES.enterLop);
  if (lop) problems.oldLop = lop;
  const reversal = dayCountProblem(input.lopReversal, OVERRIDE_MESSAGES.reversalNotNumber, null);
  if (reversal) problems.lopReversal = reversal;
  else {
    const days = Number(input.lopReversal ?? 0);
    if (lopCount !== null && days > 0 && lopCount <= 0) problems.lopReversal = 'There is no LOP to reverse in this month';
    else if (lopCount !== null && days > lopCount) problems.lopReversal = `At most ${lopCount} day(s) of LOP can be reversed`;
  }
  if (!lop && !reversal && Number(input.oldLop) === 0 && Number(input.lopReversal ?? 0) === 0) problems.oldLop = OVERRIDE_MESSAGES.nothingToAdd;
  return problems;
}

/** The muster import's columns, in order (the sample's header). Remarks may be left out. */
export const MUSTER_IMPORT_COLUMNS = ['Emp ID', 'Date', 'Session 1', 'Session 2', 'Remarks'] as const;
const REQUIRED_COLUMNS = MUSTER_IMPORT_COLUMNS.slice(0, 4);
/** Columns of the error file that may come back in a corrected file. */
const IGNORED_COLUMNS = ['row', 'error'];

/** A row of the muster sheet as typed. */
export interface MusterSheetRow {
  empId: string;
  date: string;
  session1: string;
  session2: string;
  remarks: string;
}

/** A row that passed the sheet's checks. */
export interface MusterLine {
  empId: string;
  date: string;
  session1: OverrideSessionValue | null;
  session2: OverrideSessionValue | null;
  remarks: string;
}

export interface SheetRowError {
  row: number;
  field: string;
  message: string;
}

export interface CheckedMusterSheet {
  rows: { row: number; cells: MusterSheetRow }[];
  lines: { row: number; line: MusterLine }[];
  errors: SheetRowError[];
  refused?: string;
}

const cellText = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
const sessionValue = (text: string) => text.toUpperCase() as OverrideSessionValue;

/**
 * Checks every row of a muster sheet without the database: the header, Emp ID, a real date in the
 * payroll month `month` and not after `today`, each session P, A or blank (not both blank), remarks'
 * length, no employee·date twice. Whether the employee exists and the month is open is the
 * database's question.
 */
export function checkMusterSheet(headers: string[], raw: Record<string, unknown>[], sheetRows: number[], month: PayrollMonth, today: string): CheckedMusterSheet {
  const byName = new Map(headers.map((header) => [header.trim().toLowerCase(), header]));
  const known = new Set([...MUSTER_IMPORT_COLUMNS.map((c) => c.toLowerCase()), ...IGNORED_COLUMNS]);
  if (REQUIRED_COLUMNS.some((c) => !byName.has(c.toLowerCase())) || headers.some((h) => !known.has(h.trim().toLowerCase()))) {
    return { rows: [], lines: [], errors: [], refused: `The file's header must be: ${MUSTER_IMPORT_COLUMNS.join(', ')} (Remarks may be left out); found: ${headers.length ? headers.join(', ') : 'no header'}` };
  }
  const cell = (row: Record<string, unknown>, column: string) => cellText(row[byName.get(column.toLowerCase()) ?? '']);
  const checked: CheckedMusterSheet = { rows: [], lines: [], errors: [] };
  const seen = new Map<string, number>();
  raw.forEach((values, index) => {
    const row = sheetRows[index] ?? index + 2;
    const cells: MusterSheetRow = {
      empId: cell(values, 'Emp ID').toUpperCase(),
      date: cell(values, 'Date'),
      session1: cell(values, 'Session 1'),
      session2: cell(values, 'Session 2'),
      remarks: cell(values, 'Remarks'),
    };
    checked.rows.push({ row, cells });
    const problems: { field: string; message: string }[] = [];
    if (!cells.empId) problems.push({ field: 'Emp ID', message: 'Emp ID is required' });
    else if (cells.empId.length > 50) problems.push({ field: 'Emp ID', message: 'Emp ID is at most 50 characters' });
    const date = cells.date ? readDate(cells.date) : null;
    if (!cells.date) problems.push({ field: 'Date', message: 'Date is required' });
    else if (!date) problems.push({ field: 'Date', message: `Date must be a date (YYYY-MM-DD or DD/MM/YYYY); found ${cells.date}` });
    else {
      const problem = overrideDateProblem(date, month, today);
      if (problem) problems.push({ field: 'Date', message: problem });
    }
    for (const [field, value] of [['Session 1', cells.session1], ['Session 2', cells.session2]] as const) {
      if (value && !(OVERRIDE_SESSION_VALUES as readonly string[]).includes(value.toUpperCase())) problems.push({ field, message: `${field} must be P or A; found ${value}` });
    }
    if (!cells.session1 && !cells.session2) problems.push({ field: 'Session 1', message: 'Session 1 or Session 2 must be P or A' });
    if (cells.remarks.length > MAX_REMARKS) problems.push({ field: 'Remarks', message: `Remarks are at most ${MAX_REMARKS} characters` });
    if (problems.length === 0) {
      const key = `${cells.empId}\u0000${date}`;
      const first = seen.get(key);
      if (first !== undefined) problems.push({ field: 'Emp ID', message: `Duplicate of row ${first}: ${cells.empId} on ${date} appears twice` });
      else seen.set(key, row);
    }
    if (problems.length > 0) {
      for (const problem of problems) checked.errors.push({ row, ...problem });
      return;
    }
    checked.lines.push({
      row,
      line: { empId: cells.empId, date: date!, session1: cells.session1 ? sessionValue(cells.session1) : null, session2: cells.session2 ? sessionValue(cells.session2) : null, remarks: cells.remarks },
    });
  });
  return checked;
}
