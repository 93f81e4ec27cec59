import { addMonths, format, parseISO } from 'date-fns';

/**
 * Add employee (spec 002 §3 "New employee form fields", §4, §5 "Add employee", §6, §7): every field,
 * its defaults, the rules that fill one field from another, every message, the HRSS behaviour and
 * the submission format. Pure functions, run by the browser form, by `POST /api/employee` on a
 * request that bypasses the form, and by the bulk upload's check in the worker pool, so all three
 * give the same messages (docs/people.md).
 *
 * A form holds text only: a select's value is the option's name (a department's, a grade's) or an
 * Emp ID (recruiter, HRBP, managers, division head); numbers are typed digits.
 */

/** Spec 002 §3, in the form's order. */
export const NEW_EMPLOYEE_FIELDS = [
  'ticketId',
  'firstName',
  'middleName',
  'lastName',
  'organization',
  'subOrganization',
  'rfh',
  'department',
  'designation',
  'primaryContactNumber',
  'secondaryContactNumber',
  'personalEmailId',
  'roleOfIntake',
  'attendanceFormat',
  'weekOff',
  'experience',
  'years',
  'months',
  'grade',
  'probation',
  'probationMonths',
  'noticePeriod',
  'recruiterId',
  'buddyId',
  'primaryReportingManager',
  'reviewer',
  'workLocation',
  'workLocationCity',
  'ctc',
  'doj',
  'gender',
  'divisionHeadId',
  'swipeMethod',
  'shift',
  'manpowerOutsourcing',
  'marketFacingTitle',
  'mailIdRequired',
  'mailIdDomain',
  'assetRequired',
  'asset',
  'mobileAccess',
] as const;

export type NewEmployeeField = (typeof NEW_EMPLOYEE_FIELDS)[number];
export type NewEmployeeForm = Record<NewEmployeeField, string>;
export type NewEmployeeErrors = Partial<Record<NewEmployeeField, string>>;

/** What each field is called on the form and in messages. */
export const NEW_EMPLOYEE_LABELS: Record<NewEmployeeField, string> = {
  ticketId: 'Ticket ID',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  organization: 'Organization',
  subOrganization: 'Sub Organization',
  rfh: 'RFH',
  department: 'Department',
  designation: 'Designation',
  primaryContactNumber: 'Primary Contact Number',
  secondaryContactNumber: 'Secondary Contact Number',
  personalEmailId: 'Personal Email ID',
  roleOfIntake: 'Role Of Intake',
  attendanceFormat: 'Attendance Format',
  weekOff: 'Week Off',
  experience: 'Experience',
  years: 'Years',
  months: 'Months',
  grade: 'Grade',
  probation: 'Probation',
  probationMonths: 'Probation Months',
  noticePeriod: 'Notice Period',
  recruiterId: 'Recruiter',
  buddyId: 'HRBP',
  primaryReportingManager: 'Primary Reporting Manager',
  reviewer: 'Reviewer',
  workLocation: 'Work Location',
  workLocationCity: 'Work Location City',
  ctc: 'CTC',
  doj: 'Date of Joining',
  gender: 'Gender',
  divisionHeadId: 'Division Head',
  swipeMethod: 'Swipe Method',
  shift: 'Shift',
  manpowerOutsourcing: 'Manpower Outsourcing',
  marketFacingTitle: 'Market Facing Title',
  mailIdRequired: 'Mail ID Required',
  mailIdDomain: 'Mail ID Domain',
  assetRequired: 'Asset Required',
  asset: 'Asset',
  mobileAccess: 'Mobile Access',
};

/** Spec 002 §4. */
export const PROBATION_VALUES = ['Trainee', 'Probation', 'Confirmed'] as const;
/** Spec 002 §9: the roles of intake whose new employee is a trainee of grade TR. */
export const TRAINEE_INTAKES = ['NAPS', 'NATS', 'IC'] as const;
export const TRAINEE_GRADE = 'TR';
export const EXPERIENCED = 'Experienced';
/** Spec 002 §4: the work locations that need a city. */
export const CITY_WORK_LOCATIONS = ['Work From Home', 'Others - Plant / Field / Other Offices'] as const;
export const YES = 'Yes';
export const NO = 'No';
/** Spec 001: the organisation's default shift, Regular (S1). */
export const DEFAULT_SHIFT = 'S1';
/** Spec 002 §6: a new employee's access type. */
export const NEW_EMPLOYEE_ACCESS_TYPE = ['Employee'];
export const ADD_EMPLOYEE_FORM_NAME = 'Add Employee';
export const EMPLOYEE_ADDED_MESSAGE = 'Employee added successfully';

/** Spec 002 §3 defaults; organization and subOrganization are fixed by the caller (§6). */
export const NEW_EMPLOYEE_DEFAULTS: Partial<NewEmployeeForm> = {
  shift: DEFAULT_SHIFT,
  swipeMethod: 'Bio Metric',
  mailIdRequired: YES,
  attendanceFormat: 'Mon-Fri 5 days / week',
  weekOff: 'Saturday-Alternative Full Day',
  manpowerOutsourcing: NO,
};

/** An empty form with the defaults, organization and sub-organization set as §6 says. */
export function newEmployeeForm(fixed: { organization: string; subOrganization: string }): NewEmployeeForm {
  const blank = Object.fromEntries(NEW_EMPLOYEE_FIELDS.map((field) => [field, ''])) as NewEmployeeForm;
  return { ...blank, ...NEW_EMPLOYEE_DEFAULTS, ...fixed };
}

/** A grade as the Grade look-up answers it (spec 002 §3). */
export interface GradeOption {
  gradeName: string;
  probationStatus?: boolean | null;
  probationDetail?: { defaultDurationMonth?: number | null } | null;
  noticePeriod?: number | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const isOneOf = (value: string, list: readonly string[]) => list.some((item) => same(item, value));

/** Spec 002 §4: a grade sets probation (Probation or Trainee), probation months (0 for Trainee) and the notice period. */
export function gradeRule(grade: GradeOption | null): Pick<NewEmployeeForm, 'grade' | 'probation' | 'probationMonths' | 'noticePeriod'> {
  if (!grade) return { grade: '', probation: '', probationMonths: '', noticePeriod: '' };
  const probation = grade.probationStatus ? 'Probation' : 'Trainee';
  const months = probation === 'Trainee' ? 0 : (grade.probationDetail?.defaultDurationMonth ?? 0);
  return {
    grade: grade.gradeName,
    probation,
    probationMonths: String(months),
    noticePeriod: grade.noticePeriod === null || grade.noticePeriod === undefined ? '' : String(grade.noticePeriod),
  };
}

export const isTraineeIntake = (roleOfIntake: string) => isOneOf(roleOfIntake, TRAINEE_INTAKES);
export const needsCity = (workLocation: string) => isOneOf(workLocation, CITY_WORK_LOCATIONS);
export const isExperienced = (experience: string) => same(experience, EXPERIENCED);
const isYes = (value: string) => same(value, YES);

/** What the form knows when a field changes: the grades (for §4's grade rule) and the chosen manager's reviewer. */
export interface ChangeContext {
  grades: readonly GradeOption[];
}

/**
 * A field changed to `value`: the form after spec 002 §4's rules. The reviewer pre-fill needs a
 * look-up, so it is its own step (withReviewer) that the page runs once the manager's reviewer is read.
 */
export function changeField(form: NewEmployeeForm, field: NewEmployeeField, value: string, context: ChangeContext): NewEmployeeForm {
  const next = { ...form, [field]: value };
  const gradeNamed = (name: string) => context.grades.find((grade) => same(grade.gradeName, name)) ?? null;
  switch (field) {
    case 'grade':
      return { ...next, ...gradeRule(value ? (gradeNamed(value) ?? { gradeName: value }) : null) };
    case 'roleOfIntake':
      if (isTraineeIntake(value)) {
        const trainee = gradeRule(gradeNamed(TRAINEE_GRADE) ?? { gradeName: TRAINEE_GRADE, probationStatus: false });
        return { ...next, ...trainee, probation: 'Trainee' };
      }
      return { ...next, grade: '', probation: '' };
    case 'experience':
      return isExperienced(value) ? next : { ...next, years: '', months: '' };
    case 'workLocation':
      return needsCity(value) ? next : { ...next, workLocationCity: '' };
    case 'mailIdRequired':
      return isYes(value) ? next : { ...next, mailIdDomain: '' };
    case 'assetRequired':
      return isYes(value) ? next : { ...next, asset: '' };
    case 'primaryReportingManager':
      return { ...next, reviewer: '' };
    default:
      return next;
  }
}

/**
 * Spec 002 §4: the chosen manager's reviewer pre-fills the reviewer field, when the manager is still
 * the one chosen and nobody picked a reviewer while it was read.
 */
export function withReviewer(form: NewEmployeeForm, managerEmpId: string, reviewerEmpId: string | null): NewEmployeeForm {
  if (!same(form.primaryReportingManager, managerEmpId) || form.reviewer.trim() !== '') return form;
  return { ...form, reviewer: reviewerEmpId ?? '' };
}

/** Spec 002 §5: required and not only spaces, as 'X cannot be empty or just spaces'. */
export const NOT_BLANK_FIELDS: readonly NewEmployeeField[] = [
  'firstName',
  'lastName',
  'gender',
  'shift',
  'swipeMethod',
  'experience',
  'recruiterId',
  'marketFacingTitle',
  'primaryReportingManager',
  'reviewer',
  'divisionHeadId',
  'mailIdRequired',
  'department',
  'designation',
  'subOrganization',
  'organization',
  'attendanceFormat',
  'roleOfIntake',
  'grade',
  'probationMonths',
  'noticePeriod',
  'weekOff',
  'workLocation',
  'manpowerOutsourcing',
  'mobileAccess',
  'assetRequired',
];

export const blankMessage = (field: NewEmployeeField) => `${NEW_EMPLOYEE_LABELS[field]} cannot be empty or just spaces`;
export const ADD_EMPLOYEE_MESSAGES = {
  ticketId: 'Ticket ID is required',
  ctcRequired: 'CTC is required',
  ctcDigits: 'CTC must contain digits only',
  dojRequired: 'Date of joining is required',
  dojInvalid: 'Invalid date',
  email: 'Invalid email format',
  phone: 'Enter a valid 10-digit phone number',
  hrbp: 'HRBP is required',
  mailIdDomain: 'Please Select Mail ID domain',
  asset: 'Please Select Asset',
  workLocationCity: 'Please enter the Work Location City',
  years: 'Years is required',
  months: 'Months is required',
  noticePeriod: 'Notice Period must be a number',
  probation: `Probation must be one of ${PROBATION_VALUES.join(', ')}`,
  /** The reset link goes to this address when no official mail ID is made (docs/people.md). */
  personalEmailNeeded: 'Personal Email ID is required when no mail ID is created',
} as const;

/** Who submits: HRSS needs no ticket ID and no CTC (spec 002 §6). */
export interface SubmitterRole {
  hrss: boolean;
}
export const isHrss = (roleType: string | null | undefined) => same(roleType ?? '', 'HRSS');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEN_DIGITS = /^[0-9]{10}$/;
const DIGITS = /^[0-9]+$/;
const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** A date typed yyyy-MM-dd or DD/MM/YYYY → yyyy-MM-dd; null when it is no calendar day. */
export function isoDateOf(typed: string): string | null {
  const text = typed.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dmy = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!year) return null;
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : date;
}

/**
 * The last day of probation (PRL and the probation lists read it): the joining date plus the probation
 * months, for an employee on Probation with months to serve; none for a trainee or the confirmed.
 * Add Employee stores it, and a profile change of either date or months recomputes it (docs/profiles.md).
 */
export function probationEndDateOf(probation: string | null | undefined, isoDoj: string | null | undefined, months: number | null | undefined): string | null {
  if (probation !== 'Probation' || !isoDoj || !months || months <= 0) return null;
  return format(addMonths(parseISO(isoDoj.slice(0, 10)), months), 'yyyy-MM-dd');
}

/** yyyy-MM-dd → DD/MM/YYYY (spec 002 §9: employee DOJ). */
export const dojText = (isoDate: string) => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;

/** Every message of spec 002 §5 "Add employee" for the form as it stands; empty when it may be sent. */
export function validateNewEmployee(form: NewEmployeeForm, role: SubmitterRole): NewEmployeeErrors {
  const errors: NewEmployeeErrors = {};
  const M = ADD_EMPLOYEE_MESSAGES;
  for (const field of NOT_BLANK_FIELDS) if (blank(form[field])) errors[field] = blankMessage(field);
  if (!role.hrss && blank(form.ticketId)) errors.ticketId = M.ticketId;
  const ctc = form.ctc.trim();
  if (!role.hrss && !ctc) errors.ctc = M.ctcRequired;
  else if (!role.hrss && !DIGITS.test(ctc)) errors.ctc = M.ctcDigits;
  if (blank(form.doj)) errors.doj = M.dojRequired;
  else if (!isoDateOf(form.doj)) errors.doj = M.dojInvalid;
  if (!blank(form.personalEmailId) && !EMAIL.test(form.personalEmailId.trim())) errors.personalEmailId = M.email;
  else if (blank(form.personalEmailId) && !isYes(form.mailIdRequired) && !blank(form.mailIdRequired)) errors.personalEmailId = M.personalEmailNeeded;
  if (!TEN_DIGITS.test(form.primaryContactNumber.trim())) errors.primaryContactNumber = M.phone;
  if (!blank(form.secondaryContactNumber) && !TEN_DIGITS.test(form.secondaryContactNumber.trim())) errors.secondaryContactNumber = M.phone;
  if (blank(form.buddyId)) errors.buddyId = M.hrbp;
  if (isYes(form.mailIdRequired) && blank(form.mailIdDomain)) errors.mailIdDomain = M.mailIdDomain;
  if (isYes(form.assetRequired) && blank(form.asset)) errors.asset = M.asset;
  if (needsCity(form.workLocation) && blank(form.workLocationCity)) errors.workLocationCity = M.workLocationCity;
  if (isExperienced(form.experience)) {
    if (blank(form.years)) errors.years = M.years;
    if (blank(form.months)) errors.months = M.months;
  }
  if (!errors.noticePeriod && !DIGITS.test(form.noticePeriod.trim())) errors.noticePeriod = M.noticePeriod;
  if (!errors.probationMonths && !DIGITS.test(form.probationMonths.trim())) errors.probationMonths = `${NEW_EMPLOYEE_LABELS.probationMonths} must be a number`;
  if (!blank(form.probation) && !isOneOf(form.probation, PROBATION_VALUES)) errors.probation = M.probation;
  for (const field of ['years', 'months'] as const) {
    if (!errors[field] && !blank(form[field]) && !DIGITS.test(form[field].trim())) errors[field] = `${NEW_EMPLOYEE_LABELS[field]} must be a number`;
  }
  return errors;
}

/** Spec 002 §7: the body of `POST /employee`. */
export interface NewEmployeeSubmission {
  formName: typeof ADD_EMPLOYEE_FORM_NAME;
  formFields: NewEmployeeFormFields;
}

/** The submitted fields: texts, except contact numbers, ctc and the counts as integers, doj DD/MM/YYYY, accessType a list. */
export type NewEmployeeFormFields = Omit<
  Record<NewEmployeeField, string>,
  'primaryContactNumber' | 'secondaryContactNumber' | 'ctc' | 'years' | 'months' | 'probationMonths' | 'noticePeriod'
> & {
  primaryContactNumber: number;
  secondaryContactNumber: number | null;
  ctc: number;
  years: number | null;
  months: number | null;
  probationMonths: number;
  noticePeriod: number;
  accessType: string[];
};

const capitalised = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);
const integerOrNull = (text: string) => (text.trim() === '' ? null : Number.parseInt(text.trim(), 10));

/** Spec 002 §7 and §6: the form as it is sent (call once validateNewEmployee answers nothing). */
export function toSubmission(form: NewEmployeeForm, role: SubmitterRole): NewEmployeeSubmission {
  const trimmed = Object.fromEntries(NEW_EMPLOYEE_FIELDS.map((field) => [field, form[field].trim()])) as NewEmployeeForm;
  const doj = isoDateOf(trimmed.doj);
  return {
    formName: ADD_EMPLOYEE_FORM_NAME,
    formFields: {
      ...trimmed,
      firstName: capitalised(trimmed.firstName),
      primaryContactNumber: Number.parseInt(trimmed.primaryContactNumber, 10),
      secondaryContactNumber: integerOrNull(trimmed.secondaryContactNumber),
      ctc: role.hrss ? 0 : Number.parseInt(trimmed.ctc, 10),
      years: integerOrNull(trimmed.years),
      months: integerOrNull(trimmed.months),
      probationMonths: Number.parseInt(trimmed.probationMonths, 10),
      noticePeriod: Number.parseInt(trimmed.noticePeriod, 10),
      doj: doj ? dojText(doj) : trimmed.doj,
      accessType: [...NEW_EMPLOYEE_ACCESS_TYPE],
    },
  };
}

/**
 * Submitted fields (a request, a spreadsheet row) read back into a form, so the same
 * validateNewEmployee judges them: numbers become their digits, anything else its text; a missing
 * field is blank.
 */
export function formFromFields(fields: Record<string, unknown>): NewEmployeeForm {
  const text = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
    if (typeof value === 'string') return value;
    if (typeof value === 'boolean') return value ? YES : NO;
    return '';
  };
  return Object.fromEntries(NEW_EMPLOYEE_FIELDS.map((field) => [field, text(fields[field]).trim()])) as NewEmployeeForm;
}

/** What the database knows, for the checks a form alone cannot make (names and people that exist). */
export interface NewEmployeeContext {
  /** Names of each look-up's active options, by field. */
  options: Partial<Record<NewEmployeeField, readonly string[]>>;
  grades: readonly GradeOption[];
  /** Active employees of the organisation, Emp IDs upper-cased. */
  employees: ReadonlySet<string>;
  /** The organisation's division heads (spec 002 §7 get-division-head), Emp IDs upper-cased; absent: not checked (the browser's own check). */
  divisionHeads?: ReadonlySet<string>;
  /** Active shift codes of the organisation. */
  shifts: readonly string[];
  mailDomains: readonly string[];
  /** §6: the fixed organisation codes. */
  organization: string;
  subOrganization: string;
}

/** Fields whose value must be one of a look-up's options. */
export const LOOKUP_FIELDS: Partial<Record<NewEmployeeField, string>> = {
  department: 'Department',
  designation: 'Designation',
  gender: 'Gender',
  workLocation: 'Work Location',
  weekOff: 'Week Off',
  attendanceFormat: 'Attendance Format',
  experience: 'Experience',
  swipeMethod: 'Swipe Method',
  marketFacingTitle: 'Market Facing Title',
  roleOfIntake: 'Role Of Intake',
  asset: 'Asset',
  mailIdRequired: 'Yes or No',
  assetRequired: 'Yes or No',
  manpowerOutsourcing: 'Yes or No',
  mobileAccess: 'Yes or No',
};
export const EMPLOYEE_FIELDS: readonly NewEmployeeField[] = ['recruiterId', 'buddyId', 'primaryReportingManager', 'reviewer', 'divisionHeadId'];

/**
 * A shift typed as its code (S1) or as the form shows it (Regular(S1)) → its code.
 */
export const shiftCodeOf = (typed: string) => (/\(([^()]+)\)\s*$/.exec(typed.trim())?.[1] ?? typed).trim();

/** The checks against what exists (dangling references), with their messages; run after validateNewEmployee. */
export function referenceErrors(form: NewEmployeeForm, context: NewEmployeeContext): NewEmployeeErrors {
  const errors: NewEmployeeErrors = {};
  const missing = (field: NewEmployeeField) => `${NEW_EMPLOYEE_LABELS[field]} ${form[field]} does not exist`;
  for (const field of Object.keys(LOOKUP_FIELDS) as NewEmployeeField[]) {
    const value = form[field];
    const options = context.options[field];
    if (!blank(value) && options && !isOneOf(value, options)) errors[field] = missing(field);
  }
  if (!blank(form.grade) && !context.grades.some((grade) => same(grade.gradeName, form.grade))) errors.grade = missing('grade');
  for (const field of EMPLOYEE_FIELDS) {
    if (!blank(form[field]) && !context.employees.has(form[field].trim().toUpperCase())) errors[field] = `${NEW_EMPLOYEE_LABELS[field]} '${form[field]}' is not an active employee`;
  }
  // The division head is chosen from get-division-head: another active employee is refused by name.
  if (!errors.divisionHeadId && !blank(form.divisionHeadId) && context.divisionHeads && !context.divisionHeads.has(form.divisionHeadId.trim().toUpperCase()))
    errors.divisionHeadId = `${NEW_EMPLOYEE_LABELS.divisionHeadId} '${form.divisionHeadId.trim()}' is not a division head of this organisation`;
  if (!blank(form.shift) && !isOneOf(shiftCodeOf(form.shift), context.shifts)) errors.shift = missing('shift');
  if (!blank(form.mailIdDomain) && isYes(form.mailIdRequired) && !isOneOf(form.mailIdDomain.replace(/^@/, ''), context.mailDomains)) errors.mailIdDomain = missing('mailIdDomain');
  if (!blank(form.organization) && !same(form.organization, context.organization)) errors.organization = `${NEW_EMPLOYEE_LABELS.organization} must be ${context.organization}`;
  if (!blank(form.subOrganization) && !same(form.subOrganization, context.subOrganization)) errors.subOrganization = `${NEW_EMPLOYEE_LABELS.subOrganization} must be ${context.subOrganization}`;
  // §4 holds on a request too: a trainee intake is grade TR and Trainee.
  if (isTraineeIntake(form.roleOfIntake) && !blank(form.grade) && !same(form.grade, TRAINEE_GRADE)) errors.grade = `Grade must be ${TRAINEE_GRADE} for role of intake ${form.roleOfIntake}`;
  return errors;
}

/** Every problem of a form, as one line (the bulk upload's error column): 'Field: message; …'. */
export const errorsLine = (errors: NewEmployeeErrors) =>
  (Object.entries(errors) as [NewEmployeeField, string][]).map(([, message]) => message).join('; ');

/**
 * The values stored for a checked form (§4 applied once more: the probation follows the grade when
 * it was not given; a trainee intake is Trainee), so a request and a row that skip the form's
 * reactions store what the form would.
 */
export function settledForm(form: NewEmployeeForm, context: Pick<NewEmployeeContext, 'grades'>): NewEmployeeForm {
  const grade = context.grades.find((option) => same(option.gradeName, form.grade));
  const settled = { ...form };
  if (grade) {
    const rule = gradeRule(grade);
    settled.grade = grade.gradeName;
    if (blank(settled.probation)) settled.probation = rule.probation;
  }
  if (isTraineeIntake(form.roleOfIntake)) settled.probation = 'Trainee';
  if (!isExperienced(form.experience)) Object.assign(settled, { years: '', months: '' });
  if (!needsCity(form.workLocation)) settled.workLocationCity = '';
  if (!isYes(form.mailIdRequired)) settled.mailIdDomain = '';
  if (!isYes(form.assetRequired)) settled.asset = '';
  settled.shift = shiftCodeOf(form.shift);
  settled.firstName = capitalised(form.firstName.trim());
  settled.mailIdDomain = settled.mailIdDomain.replace(/^@/, '');
  return settled;
}
