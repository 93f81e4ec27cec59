import {
  formFromFields,
  NEW_EMPLOYEE_FIELDS,
  NEW_EMPLOYEE_LABELS,
  referenceErrors,
  settledForm,
  validateNewEmployee,
  type NewEmployeeContext,
  type NewEmployeeField,
  type NewEmployeeForm,
} from './addEmployee.js';
import employeeSheetRowSchema from '../../schemas/people/employeeSheetRow.json';
import { cycleMessage, reportingCycle, selfReportMessage, selfReviewMessage, type ManagerOf } from './reportingChain.js';

/**
 * The bulk upload of employees (issue 21 §2, docs/people.md "Bulk upload"): one row per employee,
 * the add-employee form's fields as columns, created or updated by `operation` and matched by Emp
 * ID. The row is a JSON Schema (schemas/people/employeeSheetRow.json: columns, headers, lengths).
 * Every row is checked with the form's own rules (addEmployee.ts) in the worker pool, given what the
 * organisation's records say, plus duplicates inside the file, another employee's personal mail and
 * the reporting tree's rules (reportingChain.ts); what another organisation holds is asked about the
 * file's values only, afterwards (withTaken). The browser reads the columns for the sample and the
 * error grid.
 */

export type EmployeeOperation = 'create' | 'update';
export const EMPLOYEE_OPERATIONS: readonly EmployeeOperation[] = ['create', 'update'];

/** A column of the row's schema (schemas/people/employeeSheetRow.json). */
interface SheetColumnSchema {
  type: string;
  title: string;
  maxLength: number;
  description?: string;
}
/** The row as a JSON Schema: the columns in the sample's order, each titled by its header (the schema is the one place they are written). */
export const EMPLOYEE_SHEET_ROW_SCHEMA = employeeSheetRowSchema as unknown as { title: string; required: string[]; properties: Record<'empId' | NewEmployeeField, SheetColumnSchema> };
const SHEET_FIELDS = Object.keys(EMPLOYEE_SHEET_ROW_SCHEMA.properties) as ('empId' | NewEmployeeField)[];
const titleOf = (field: 'empId' | NewEmployeeField) => EMPLOYEE_SHEET_ROW_SCHEMA.properties[field].title;

export const EMP_ID_COLUMN = titleOf('empId');
/** The sheet's columns, as the sample has them: Emp ID, then the form's fields by their labels. */
export const EMPLOYEE_SHEET_COLUMNS: readonly string[] = SHEET_FIELDS.map(titleOf);
/** The error grid's columns: who the row is, then its errors. */
export const EMPLOYEE_ERROR_COLUMNS = [EMP_ID_COLUMN, titleOf('firstName'), titleOf('lastName')] as const;
const EMP_ID = /^[A-Z0-9_-]{1,20}$/;

export interface EmployeeSheetContext extends NewEmployeeContext {
  operation: EmployeeOperation;
  hrss: boolean;
  /** Emp IDs (upper-cased) of every employee of the organisation, active or not. */
  organizationEmpIds: readonly string[];
  /** The organisation's employees by personal mail (lower-cased, trimmed) → Emp ID: a create without Emp ID is matched by it, anyone else is refused it. */
  personalEmails: readonly [string, string][];
  /** The organisation's reporting tree: Emp ID → their reporting manager's Emp ID (null: nobody), for the cycle check. */
  managers: readonly [string, string | null][];
}

/** A clean row: its file row, the Emp ID it names or matched (null: a new employee numbered by the rule), its settled form. */
export interface EmployeeSheetRow {
  row: number;
  empId: string | null;
  form: NewEmployeeForm;
}

export interface EmployeeSheetError {
  row: number;
  cells: string[];
  error: string;
}

/**
 * What a row claims that no employee of the organisation holds, for the uniqueness test against
 * the rest of the installation (the server asks the database about these values only: takenErrors).
 */
export interface EmployeeSheetClaim {
  row: number;
  cells: string[];
  /** A new Emp ID (create only). */
  empId: string | null;
  /** A personal mail no employee of the organisation has, lower-cased. */
  email: string | null;
}

export interface CheckedEmployeeSheet {
  rowCount: number;
  rows: EmployeeSheetRow[];
  errors: EmployeeSheetError[];
  claims: EmployeeSheetClaim[];
  /** The whole file is refused (not this sheet): nothing was checked. */
  refused?: string;
}

/** A personal mail as uniqueness compares it (docs/people.md "Bulk upload"). */
export const emailKey = (email: string) => email.trim().toLowerCase();
export const takenEmpIdMessage = (empId: string) => `${EMP_ID_COLUMN} ${empId} is already taken`;
export const takenEmailMessage = (email: string, holder?: string) =>
  `${NEW_EMPLOYEE_LABELS.personalEmailId} ${email.trim()} ${holder ? `already belongs to employee ${holder}` : 'is already taken'}`;

const key = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');
const HEADER_FIELDS = new Map<string, NewEmployeeField | 'empId'>(SHEET_FIELDS.flatMap((field) => [[key(titleOf(field)), field], [key(field), field]] as [string, NewEmployeeField | 'empId'][]));

/** A sheet's rows (objects keyed by its header) → every row checked; nothing to write while any row is wrong. */
export function checkEmployeeSheet(headers: readonly string[], rows: readonly Record<string, unknown>[], sheetRows: readonly number[], context: EmployeeSheetContext): CheckedEmployeeSheet {
  const known = headers.filter((header) => HEADER_FIELDS.has(key(header)));
  if (!known.some((header) => HEADER_FIELDS.get(key(header)) === 'empId') || !known.some((header) => HEADER_FIELDS.get(key(header)) === 'firstName')) {
    return { rowCount: rows.length, rows: [], errors: [], claims: [], refused: `The file's header is not the employee sheet's: download the sample (${EMP_ID_COLUMN}, ${NEW_EMPLOYEE_LABELS.firstName}, …)` };
  }
  const inOrganization = new Set(context.organizationEmpIds);
  const byEmail = new Map(context.personalEmails);
  const parsed = rows.map((raw, index) => {
    const fields: Record<string, unknown> = {};
    for (const [header, value] of Object.entries(raw)) {
      const field = HEADER_FIELDS.get(key(header));
      if (field) fields[field] = value;
    }
    const empId = String(fields.empId ?? '').trim().toUpperCase();
    const form = formFromFields(fields);
    const email = emailKey(form.personalEmailId);
    // Who the row is: its Emp ID, or on create without one the organisation's employee with its personal mail.
    const who = empId || (context.operation === 'create' && email ? (byEmail.get(email) ?? null) : null);
    return { row: sheetRows[index], empId, form, email, who };
  });
  const seen = (values: (string | null)[]) => {
    const rowsOf = new Map<string, number[]>();
    values.forEach((value, index) => value && rowsOf.set(value, [...(rowsOf.get(value) ?? []), parsed[index].row]));
    return rowsOf;
  };
  const empIdRows = seen(parsed.map((p) => p.empId || null));
  const emailRows = seen(parsed.map((p) => p.email || null));
  // The tree as the file would leave it: the organisation's lines, each row's manager over its employee's.
  const tree = new Map(context.managers);
  for (const { who, form } of parsed) if (who && form.primaryReportingManager) tree.set(who, form.primaryReportingManager.trim().toUpperCase());
  const managerOf = (empId: string) => tree.get(empId) ?? null;

  const checked: EmployeeSheetRow[] = [];
  const errors: EmployeeSheetError[] = [];
  const claims: EmployeeSheetClaim[] = [];
  for (const { row, empId, form, email, who } of parsed) {
    const problems: string[] = [];
    const cells = [empId, form.firstName, form.lastName];
    if (empId && !EMP_ID.test(empId)) problems.push(`${EMP_ID_COLUMN} must be capital letters, digits, - or _ (at most 20)`);
    else if (context.operation === 'update') {
      if (!empId) problems.push(`${EMP_ID_COLUMN} is required to update an employee`);
      else if (!inOrganization.has(empId)) problems.push(`Employee ${empId} does not exist in this organisation`);
    } else if (!empId && !email) problems.push(`${EMP_ID_COLUMN} or ${NEW_EMPLOYEE_LABELS.personalEmailId} is required to tell this employee apart`);
    const twice = empId ? empIdRows.get(empId)! : [];
    if (twice.length > 1) problems.push(`${EMP_ID_COLUMN} ${empId} appears more than once in the file (rows ${twice.join(', ')})`);
    const sameMail = email ? emailRows.get(email)! : [];
    if (sameMail.length > 1) problems.push(`${NEW_EMPLOYEE_LABELS.personalEmailId} ${form.personalEmailId} appears more than once in the file (rows ${sameMail.join(', ')})`);
    // A personal mail is one person's: another employee's is refused, never a second person made with it.
    const holder = email ? byEmail.get(email) : undefined;
    if (holder && who && holder !== who) problems.push(takenEmailMessage(form.personalEmailId, holder));
    // The schema's lengths (the Emp ID's is its pattern's).
    for (const field of NEW_EMPLOYEE_FIELDS) {
      const { maxLength, title } = EMPLOYEE_SHEET_ROW_SCHEMA.properties[field];
      if (form[field].length > maxLength) problems.push(`${title} must be at most ${maxLength} characters`);
    }
    problems.push(...lineProblems(who, form, managerOf));
    const formErrors = { ...referenceErrors(form, context), ...validateNewEmployee(form, { hrss: context.hrss }) };
    problems.push(...NEW_EMPLOYEE_FIELDS.flatMap((field) => (formErrors[field] ? [formErrors[field]!] : [])));
    if (problems.length) errors.push({ row, cells, error: problems.join('; ') });
    else checked.push({ row, empId: who, form: settledForm(form, context) });
    const newEmpId = context.operation === 'create' && empId && !inOrganization.has(empId) ? empId : null;
    const newEmail = email && !holder ? email : null;
    if (newEmpId || newEmail) claims.push({ row, cells, empId: newEmpId, email: newEmail });
  }
  return { rowCount: rows.length, rows: errors.length ? [] : checked, errors, claims };
}

/** The reporting tree's rules (reportingChain.ts) for a row's employee: not themselves, no cycle through the file's lines. */
function lineProblems(who: string | null, form: NewEmployeeForm, managerOf: ManagerOf): string[] {
  if (!who) return [];
  const manager = form.primaryReportingManager.trim().toUpperCase();
  const reviewer = form.reviewer.trim().toUpperCase();
  const problems: string[] = [];
  if (manager === who) problems.push(selfReportMessage(who));
  else if (manager) {
    const cycle = reportingCycle(who, manager, managerOf);
    if (cycle) problems.push(cycleMessage(who, manager, cycle));
  }
  if (reviewer === who) problems.push(selfReviewMessage(who));
  return problems;
}

/**
 * The uniqueness test against the rest of the installation, given what the database answered about
 * the file's claims only (an Emp ID or personal mail another organisation's employee holds). The
 * message is neutral: it never says whose, nor which organisation (docs/tenancy.md).
 */
export function withTaken(checked: CheckedEmployeeSheet, taken: { empIds: readonly string[]; emails: readonly string[] }): CheckedEmployeeSheet {
  const empIds = new Set(taken.empIds.map((id) => id.toUpperCase()));
  const emails = new Set(taken.emails.map(emailKey));
  const reasons = new Map<number, EmployeeSheetError>();
  for (const claim of checked.claims) {
    const problems = [
      ...(claim.empId && empIds.has(claim.empId) ? [takenEmpIdMessage(claim.empId)] : []),
      ...(claim.email && emails.has(claim.email) ? [takenEmailMessage(claim.email)] : []),
    ];
    if (problems.length) reasons.set(claim.row, { row: claim.row, cells: claim.cells, error: problems.join('; ') });
  }
  if (!reasons.size) return checked;
  const errors = checked.errors.map((error) => {
    const more = reasons.get(error.row);
    reasons.delete(error.row);
    return more ? { ...error, error: `${more.error}; ${error.error}` } : error;
  });
  return { ...checked, rows: [], errors: [...errors, ...reasons.values()].sort((a, b) => a.row - b.row) };
}

/** The sample's example row: the form's fields as a new employee of the demo would have them. */
export function sampleEmployeeRow(example: { empId: string; organization: string; subOrganization: string; person: string; domain: string }): Record<string, string> {
  const form: Partial<Record<NewEmployeeField, string>> = {
    ticketId: 'TCK-0001',
    firstName: 'Asha',
    lastName: 'Rao',
    organization: example.organization,
    subOrganization: example.subOrganization,
    department: 'Engineering',
    designation: 'Software Engineer',
    primaryContactNumber: '9876543210',
    personalEmailId: 'asha.rao@example.org',
    roleOfIntake: 'Lateral',
    attendanceFormat: 'Mon-Fri 5 days / week',
    weekOff: 'Saturday-Alternative Full Day',
    experience: 'Fresher',
    grade: 'G1',
    probation: 'Probation',
    probationMonths: '6',
    noticePeriod: '30',
    recruiterId: example.person,
    buddyId: example.person,
    primaryReportingManager: example.person,
    reviewer: example.person,
    workLocation: 'Chennai HQ',
    ctc: '600000',
    doj: '01/12/2026',
    gender: 'Female',
    divisionHeadId: example.person,
    swipeMethod: 'Bio Metric',
    shift: 'S1',
    manpowerOutsourcing: 'No',
    marketFacingTitle: 'Consultant',
    mailIdRequired: 'Yes',
    mailIdDomain: example.domain,
    assetRequired: 'No',
    mobileAccess: 'No',
  };
  return Object.fromEntries(SHEET_FIELDS.map((field) => [titleOf(field), field === 'empId' ? example.empId : (form[field] ?? '')]));
}
