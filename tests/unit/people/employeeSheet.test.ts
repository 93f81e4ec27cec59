import { describe, expect, it } from 'vitest';
import { NEW_EMPLOYEE_FIELDS, NEW_EMPLOYEE_LABELS, NOT_BLANK_FIELDS } from '../../../src/shared/addEmployee.js';
import { checkEmployeeSheet, EMPLOYEE_SHEET_COLUMNS, EMPLOYEE_SHEET_ROW_SCHEMA, withTaken, type EmployeeSheetContext } from '../../../src/shared/employeeSheet.js';

/** The bulk upload's whole-file check without a database (docs/people.md "Bulk upload"); expectations written by hand. */
const context = (operation: 'create' | 'update'): EmployeeSheetContext => ({
  options: { department: ['Engineering'], gender: ['Female'] },
  grades: [{ gradeName: 'G1', probationStatus: true, probationDetail: { defaultDurationMonth: 6 }, noticePeriod: 30 }],
  employees: new Set(['HR001', 'MGR001', 'EMP001']),
  shifts: ['S1'],
  mailDomains: ['acme.example.com'],
  organization: 'ACME',
  subOrganization: 'ACME',
  operation,
  hrss: false,
  organizationEmpIds: ['HR001', 'MGR001', 'EMP001'],
  personalEmails: [['old@example.org', 'EMP001']],
  managers: [['HR001', null], ['MGR001', 'HR001'], ['EMP001', 'MGR001']],
});
const good = (patch: Record<string, unknown> = {}) => ({
  'Emp ID': '',
  'Ticket ID': 'T1',
  'First Name': 'asha',
  'Last Name': 'Rao',
  Organization: 'ACME',
  'Sub Organization': 'ACME',
  Department: 'Engineering',
  Designation: 'Engineer',
  'Primary Contact Number': 9876543210,
  'Personal Email ID': 'asha@example.org',
  'Role Of Intake': 'Lateral',
  'Attendance Format': 'Mon-Fri 5 days / week',
  'Week Off': 'Sunday',
  Experience: 'Fresher',
  Grade: 'G1',
  'Probation Months': 6,
  'Notice Period': 30,
  Recruiter: 'HR001',
  HRBP: 'HR001',
  'Primary Reporting Manager': 'MGR001',
  Reviewer: 'hr001',
  'Work Location': 'Chennai HQ',
  CTC: 500000,
  'Date of Joining': '2026-12-01',
  Gender: 'Female',
  'Division Head': 'MGR001',
  'Swipe Method': 'Bio Metric',
  Shift: 'S1',
  'Manpower Outsourcing': 'No',
  'Market Facing Title': 'Consultant',
  'Mail ID Required': 'Yes',
  'Mail ID Domain': 'acme.example.com',
  'Asset Required': 'No',
  'Mobile Access': 'No',
  ...patch,
});
const check = (rows: Record<string, unknown>[], operation: 'create' | 'update' = 'create', headers = Object.keys(good())) =>
  checkEmployeeSheet(headers, rows, rows.map((_, i) => i + 2), context(operation));

describe('employee sheet check', () => {
  it('the row’s schema names Emp ID and the form’s fields in its order, titled by their labels, requiring every field the form requires of all', () => {
    expect(Object.keys(EMPLOYEE_SHEET_ROW_SCHEMA.properties)).toEqual(['empId', ...NEW_EMPLOYEE_FIELDS]);
    expect(EMPLOYEE_SHEET_COLUMNS).toEqual(['Emp ID', ...NEW_EMPLOYEE_FIELDS.map((field) => NEW_EMPLOYEE_LABELS[field])]);
    expect(EMPLOYEE_SHEET_ROW_SCHEMA.required).toEqual(expect.arrayContaining([...NOT_BLANK_FIELDS, 'primaryContactNumber', 'buddyId', 'doj']));
  });

  it('a clean row is settled as the form would store it; a blank Emp ID is matched by personal mail', () => {
    const checked = check([good(), good({ 'Personal Email ID': 'OLD@example.org', 'Primary Contact Number': '9876543211' })]);
    expect(checked.errors).toEqual([]);
    expect(checked.rows.map((r) => [r.row, r.empId, r.form.firstName, r.form.probation])).toEqual([
      [2, null, 'Asha', 'Probation'],
      [3, 'EMP001', 'Asha', 'Probation'],
    ]);
  });

  it.each<[string, Record<string, unknown>, 'create' | 'update', string]>([
    ['a blank required field', { 'Last Name': ' ' }, 'create', 'Last Name cannot be empty or just spaces'],
    ['another employee’s personal mail', { 'Emp ID': 'EMP900', 'Personal Email ID': ' Old@Example.org ' }, 'create', 'Personal Email ID Old@Example.org already belongs to employee EMP001'],
    ['a cell longer than its column', { 'First Name': 'x'.repeat(101) }, 'create', 'First Name must be at most 100 characters'],
    ['a manager reporting to themselves', { 'Emp ID': 'MGR001', 'Primary Reporting Manager': 'mgr001' }, 'update', 'MGR001 cannot report to themselves'],
    ['a reviewer reviewing themselves', { 'Emp ID': 'HR001', Reviewer: 'HR001', 'Primary Reporting Manager': 'MGR001' }, 'update', 'HR001 cannot report to MGR001: MGR001 already reports to HR001 (MGR001 → HR001); HR001 cannot review themselves'],
    ['an update without Emp ID', {}, 'update', 'Emp ID is required to update an employee'],
    ['an update of nobody', { 'Emp ID': 'EMP404' }, 'update', 'Employee EMP404 does not exist in this organisation'],
    ['a malformed Emp ID', { 'Emp ID': 'EMP 1' }, 'create', 'Emp ID must be capital letters, digits, - or _ (at most 20)'],
    ['no Emp ID and no mail', { 'Personal Email ID': '' }, 'create', 'Emp ID or Personal Email ID is required to tell this employee apart'],
  ])('%s', (_name, patch, operation, message) => {
    const checked = check([good(patch)], operation);
    expect(checked.rows).toEqual([]);
    expect(checked.errors[0].error).toBe(message);
  });

  it('refuses a cycle between rows of the file, each row with its reason', () => {
    const checked = check([good({ 'Emp ID': 'HR001', 'Primary Reporting Manager': 'EMP001', Reviewer: 'MGR001' }), good({ 'Emp ID': 'EMP001', 'Primary Reporting Manager': 'HR001', 'Personal Email ID': 'old@example.org', 'Primary Contact Number': '9876543212' })], 'update');
    expect(checked.errors.map((e) => [e.row, e.error])).toEqual([
      [2, 'HR001 cannot report to EMP001: EMP001 already reports to HR001 (EMP001 → HR001)'],
      [3, 'EMP001 cannot report to HR001: HR001 already reports to EMP001 (HR001 → EMP001)'],
    ]);
  });

  it('names an Emp ID or mail another organisation holds neutrally, after asking about the file’s values only', () => {
    const checked = check([good({ 'Emp ID': 'nil001' }), good({ 'Personal Email ID': 'omar@example.org', 'Primary Contact Number': '9876543219' })]);
    expect(checked.claims.map((c) => [c.row, c.empId, c.email])).toEqual([
      [2, 'NIL001', 'asha@example.org'],
      [3, null, 'omar@example.org'],
    ]);
    const taken = withTaken(checked, { empIds: ['NIL001'], emails: ['omar@example.org'] });
    expect(taken.rows).toEqual([]);
    expect(taken.errors.map((e) => [e.row, e.error])).toEqual([
      [2, 'Emp ID NIL001 is already taken'],
      [3, 'Personal Email ID omar@example.org is already taken'],
    ]);
  });

  it('a short row is blank where it is short, and only its own row is wrong', () => {
    const short = { 'Emp ID': 'EMP900', 'First Name': 'Short' };
    const checked = check([good(), short]);
    expect(checked.errors.map((e) => e.row)).toEqual([3]);
    expect(checked.errors[0].cells).toEqual(['EMP900', 'Short', '']);
  });

  it('a file without the sheet’s header is refused whole', () => {
    expect(check([{ Name: 'x' }], 'create', ['Name']).refused).toMatch(/^The file's header is not the employee sheet's/);
  });
});
