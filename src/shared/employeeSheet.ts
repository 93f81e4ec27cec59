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

/**
 * The bulk upload of employees (issue 21 §2, docs/people.md "Bulk upload"): one row per employee,
 * the add-employee form's fields as columns, created or updated by `operation` and matched by Emp
 * ID. Every row is checked with the form's own rules (addEmployee.ts) in the worker pool, given what
 * the database knows, plus duplicates inside the file; the browser reads the columns for the sample
 * and the error grid.
 */

export type EmployeeOperation = 'create' | 'update';
export const EMPLOYEE_OPERATIONS: readonly EmployeeOperation[] = ['create', 'update'];
export const EMP_ID_COLUMN = 'Emp ID';
/** The sheet's columns, as the sample has them: Emp ID, then the form's fields by their labels. */
export const EMPLOYEE_SHEET_COLUMNS: readonly string[] = [EMP_ID_COLUMN, ...NEW_EMPLOYEE_FIELDS.map((field) => NEW_EMPLOYEE_LABELS[field])];
/** The error grid's columns: who the row is, then its errors. */
export const EMPLOYEE_ERROR_COLUMNS = [EMP_ID_COLUMN, NEW_EMPLOYEE_LABELS.firstName, NEW_EMPLOYEE_LABELS.lastName] as const;
const EMP_ID = /^[A-Z0-9_-]{1,20}$/;

export interface EmployeeSheetContext extends NewEmployeeContext {
  operation: EmployeeOperation;
  hrss: boolean;
  /** Emp IDs (upper-cased) of every employee of the organisation, active or not. */
  organizationEmpIds: readonly string[];
  /** Emp IDs of other organisations' employees: a create may not take one. */
  otherEmpIds: readonly string[];
  /** The organisation's employees by personal mail (lower-cased) → Emp ID: a create without Emp ID is matched by it. */
  personalEmails: readonly [string, string][];
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

export interface CheckedEmployeeSheet {
  rowCount: number;
  rows: EmployeeSheetRow[];
  errors: EmployeeSheetError[];
  /** The whole file is refused (not this sheet): nothing was checked. */
  refused?: string;
}

const key = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');
const HEADER_FIELDS = new Map<string, NewEmployeeField | 'empId'>([
  [key(EMP_ID_COLUMN), 'empId'],
  ['empid', 'empId'],
  ...NEW_EMPLOYEE_FIELDS.flatMap((field) => [[key(NEW_EMPLOYEE_LABELS[field]), field], [key(field), field]] as [string, NewEmployeeField][]),
]);

/** A sheet's rows (objects keyed by its header) → every row checked; nothing to write while any row is wrong. */
export function checkEmployeeSheet(headers: readonly string[], rows: readonly Record<string, unknown>[], sheetRows: readonly number[], context: EmployeeSheetContext): CheckedEmployeeSheet {
  const known = headers.filter((header) => HEADER_FIELDS.has(key(header)));
  if (!known.some((header) => HEADER_FIELDS.get(key(header)) === 'empId') || !known.some((header) => HEADER_FIELDS.get(key(header)) === 'firstName')) {
    return { rowCount: rows.length, rows: [], errors: [], refused: `The file's header is not the employee sheet's: download the sample (${EMP_ID_COLUMN}, ${NEW_EMPLOYEE_LABELS.firstName}, …)` };
  }
  const inOrganization = new Set(context.organizationEmpIds);
  const elsewhere = new Set(context.otherEmpIds);
  const byEmail = new Map(context.personalEmails);
  const parsed = rows.map((raw, index) => {
    const fields: Record<string, unknown> = {};
    for (const [header, value] of Object.entries(raw)) {
      const field = HEADER_FIELDS.get(key(header));
      if (field) fields[field] = value;
    }
    const empId = String(fields.empId ?? '').trim().toUpperCase();
    return { row: sheetRows[index], empId, form: formFromFields(fields) };
  });
  const seen = (values: (string | null)[]) => {
    const rowsOf = new Map<string, number[]>();
    values.forEach((value, index) => value && rowsOf.set(value, [...(rowsOf.get(value) ?? []), parsed[index].row]));
    return rowsOf;
  };
  const empIdRows = seen(parsed.map((p) => p.empId || null));
  const emailRows = seen(parsed.map((p) => p.form.personalEmailId.toLowerCase() || null));

  const checked: EmployeeSheetRow[] = [];
  const errors: EmployeeSheetError[] = [];
  for (const { row, empId, form } of parsed) {
    const problems: string[] = [];
    let matched: string | null = empId || null;
    if (empId && !EMP_ID.test(empId)) problems.push(`${EMP_ID_COLUMN} must be capital letters, digits, - or _ (at most 20)`);
    else if (context.operation === 'update') {
      if (!empId) problems.push(`${EMP_ID_COLUMN} is required to update an employee`);
      else if (!inOrganization.has(empId)) problems.push(`Employee ${empId} does not exist in this organisation`);
    } else if (empId && elsewhere.has(empId)) problems.push(`${EMP_ID_COLUMN} ${empId} belongs to another organisation`);
    else if (!empId) {
      const email = form.personalEmailId.toLowerCase();
      if (!email) problems.push(`${EMP_ID_COLUMN} or ${NEW_EMPLOYEE_LABELS.personalEmailId} is required to tell this employee apart`);
      else matched = byEmail.get(email) ?? null;
    }
    const twice = empId ? empIdRows.get(empId)! : [];
    if (twice.length > 1) problems.push(`${EMP_ID_COLUMN} ${empId} appears more than once in the file (rows ${twice.join(', ')})`);
    const sameMail = form.personalEmailId ? emailRows.get(form.personalEmailId.toLowerCase())! : [];
    if (sameMail.length > 1) problems.push(`${NEW_EMPLOYEE_LABELS.personalEmailId} ${form.personalEmailId} appears more than once in the file (rows ${sameMail.join(', ')})`);
    const formErrors = { ...referenceErrors(form, context), ...validateNewEmployee(form, { hrss: context.hrss }) };
    problems.push(...NEW_EMPLOYEE_FIELDS.flatMap((field) => (formErrors[field] ? [formErrors[field]!] : [])));
    if (problems.length) errors.push({ row, cells: [empId, form.firstName, form.lastName], error: problems.join('; ') });
    else checked.push({ row, empId: matched, form: settledForm(form, context) });
  }
  return { rowCount: rows.length, rows: errors.length ? [] : checked, errors };
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
  return Object.fromEntries([[EMP_ID_COLUMN, example.empId], ...NEW_EMPLOYEE_FIELDS.map((field) => [NEW_EMPLOYEE_LABELS[field], form[field] ?? ''])]);
}
