import { describe, expect, it } from 'vitest';
import {
  changeField,
  formFromFields,
  isoDateOf,
  newEmployeeForm,
  referenceErrors,
  settledForm,
  shiftCodeOf,
  toSubmission,
  validateNewEmployee,
  withReviewer,
  type GradeOption,
  type NewEmployeeContext,
  type NewEmployeeField,
  type NewEmployeeForm,
} from '../../../src/shared/addEmployee.js';

/** Spec 002 §3–§7's add-employee rules without a browser or a database; expectations written by hand from the spec. */
const grades: GradeOption[] = [
  { gradeName: 'TR', probationStatus: false, probationDetail: { defaultDurationMonth: 0 }, noticePeriod: 15 },
  { gradeName: 'G1', probationStatus: true, probationDetail: { defaultDurationMonth: 6 }, noticePeriod: 30 },
  { gradeName: 'G9', probationStatus: false, probationDetail: { defaultDurationMonth: 3 }, noticePeriod: 10 },
];
const fixed = { organization: 'ACME', subOrganization: 'ACME' };
const valid: NewEmployeeForm = {
  ...newEmployeeForm(fixed),
  ticketId: 'TCK-1',
  firstName: 'asha',
  lastName: 'Rao',
  department: 'Engineering',
  designation: 'Software Engineer',
  primaryContactNumber: '9876543210',
  personalEmailId: 'asha@example.com',
  roleOfIntake: 'Lateral',
  experience: 'Fresher',
  grade: 'G1',
  probation: 'Probation',
  probationMonths: '6',
  noticePeriod: '30',
  recruiterId: 'HR001',
  buddyId: 'HR001',
  primaryReportingManager: 'MGR001',
  reviewer: 'HR001',
  workLocation: 'Chennai HQ',
  ctc: '600000',
  doj: '2026-12-01',
  gender: 'Female',
  divisionHeadId: 'MGR001',
  marketFacingTitle: 'Consultant',
  mailIdDomain: 'acme.com',
  assetRequired: 'No',
  mobileAccess: 'No',
};
const hr = { hrss: false };
const hrss = { hrss: true };
const context = { grades };

describe('defaults (spec 002 §3) and fixed organisation (§6)', () => {
  it('starts with the spec defaults', () => {
    const form = newEmployeeForm(fixed);
    expect(form).toMatchObject({
      shift: 'S1',
      swipeMethod: 'Bio Metric',
      mailIdRequired: 'Yes',
      attendanceFormat: 'Mon-Fri 5 days / week',
      weekOff: 'Saturday-Alternative Full Day',
      manpowerOutsourcing: 'No',
      organization: 'ACME',
      subOrganization: 'ACME',
      firstName: '',
    });
  });
});

describe('rules of spec 002 §4', () => {
  it.each([
    ['G1', { grade: 'G1', probation: 'Probation', probationMonths: '6', noticePeriod: '30' }],
    ['TR', { grade: 'TR', probation: 'Trainee', probationMonths: '0', noticePeriod: '15' }],
    // A grade without probation is Trainee, whose probation months are 0 whatever the grade's default.
    ['G9', { grade: 'G9', probation: 'Trainee', probationMonths: '0', noticePeriod: '10' }],
    ['', { grade: '', probation: '', probationMonths: '', noticePeriod: '' }],
  ])('grade %s sets probation, probation months and notice period', (grade, expected) => {
    expect(changeField(valid, 'grade', grade, context)).toMatchObject(expected);
  });

  it.each([
    ['NAPS', { grade: 'TR', probation: 'Trainee', probationMonths: '0', noticePeriod: '15' }],
    ['NATS', { grade: 'TR', probation: 'Trainee' }],
    ['IC', { grade: 'TR', probation: 'Trainee' }],
    ['Lateral', { grade: '', probation: '' }],
    ['Campus', { grade: '', probation: '' }],
  ])('role of intake %s', (roleOfIntake, expected) => {
    expect(changeField(valid, 'roleOfIntake', roleOfIntake, context)).toMatchObject({ roleOfIntake, ...expected });
  });

  it.each([
    ['Experienced', { years: '2', months: '3' }],
    ['Fresher', { years: '', months: '' }],
    ['', { years: '', months: '' }],
  ])('experience %s keeps or clears years and months', (experience, expected) => {
    expect(changeField({ ...valid, years: '2', months: '3' }, 'experience', experience, context)).toMatchObject(expected);
  });

  it.each([
    ['Work From Home', 'Madurai'],
    ['Others - Plant / Field / Other Offices', 'Madurai'],
    ['Chennai HQ', ''],
  ])('work location %s keeps the city: %s', (workLocation, city) => {
    expect(changeField({ ...valid, workLocationCity: 'Madurai' }, 'workLocation', workLocation, context).workLocationCity).toBe(city);
  });

  it('a new manager clears the reviewer until theirs is read, then pre-fills it', () => {
    const chosen = changeField(valid, 'primaryReportingManager', 'EMP001', context);
    expect(chosen.reviewer).toBe('');
    expect(withReviewer(chosen, 'EMP001', 'MGR001').reviewer).toBe('MGR001');
    // A late answer for a manager no longer chosen changes nothing.
    expect(withReviewer(chosen, 'EMP002', 'HR001').reviewer).toBe('');
    // A reviewer picked while the manager's was read is kept.
    expect(withReviewer({ ...chosen, reviewer: 'HR001' }, 'EMP001', 'MGR001').reviewer).toBe('HR001');
  });
});

describe('messages of spec 002 §5', () => {
  it('a complete form has none', () => {
    expect(validateNewEmployee(valid, hr)).toEqual({});
  });

  const blankCases: [NewEmployeeField, string][] = [
    ['firstName', 'First Name cannot be empty or just spaces'],
    ['lastName', 'Last Name cannot be empty or just spaces'],
    ['gender', 'Gender cannot be empty or just spaces'],
    ['shift', 'Shift cannot be empty or just spaces'],
    ['swipeMethod', 'Swipe Method cannot be empty or just spaces'],
    ['experience', 'Experience cannot be empty or just spaces'],
    ['recruiterId', 'Recruiter cannot be empty or just spaces'],
    ['marketFacingTitle', 'Market Facing Title cannot be empty or just spaces'],
    ['primaryReportingManager', 'Primary Reporting Manager cannot be empty or just spaces'],
    ['reviewer', 'Reviewer cannot be empty or just spaces'],
    ['divisionHeadId', 'Division Head cannot be empty or just spaces'],
    ['mailIdRequired', 'Mail ID Required cannot be empty or just spaces'],
    ['department', 'Department cannot be empty or just spaces'],
    ['designation', 'Designation cannot be empty or just spaces'],
    ['subOrganization', 'Sub Organization cannot be empty or just spaces'],
    ['organization', 'Organization cannot be empty or just spaces'],
    ['attendanceFormat', 'Attendance Format cannot be empty or just spaces'],
    ['roleOfIntake', 'Role Of Intake cannot be empty or just spaces'],
    ['grade', 'Grade cannot be empty or just spaces'],
    ['probationMonths', 'Probation Months cannot be empty or just spaces'],
    ['noticePeriod', 'Notice Period cannot be empty or just spaces'],
    ['weekOff', 'Week Off cannot be empty or just spaces'],
    ['workLocation', 'Work Location cannot be empty or just spaces'],
    ['manpowerOutsourcing', 'Manpower Outsourcing cannot be empty or just spaces'],
    ['mobileAccess', 'Mobile Access cannot be empty or just spaces'],
    ['assetRequired', 'Asset Required cannot be empty or just spaces'],
  ];
  it.each(blankCases)('%s of only spaces: %s', (field, message) => {
    expect(validateNewEmployee({ ...valid, [field]: '   ' }, hr)[field]).toBe(message);
    expect(validateNewEmployee({ ...valid, [field]: '' }, hr)[field]).toBe(message);
  });

  it.each<[Partial<NewEmployeeForm>, NewEmployeeField, string | undefined]>([
    [{ ticketId: ' ' }, 'ticketId', 'Ticket ID is required'],
    [{ ctc: '' }, 'ctc', 'CTC is required'],
    [{ ctc: '12a' }, 'ctc', 'CTC must contain digits only'],
    [{ doj: '' }, 'doj', 'Date of joining is required'],
    [{ doj: '2026-02-30' }, 'doj', 'Invalid date'],
    [{ doj: '31/12/2026' }, 'doj', undefined],
    [{ personalEmailId: 'not-an-email' }, 'personalEmailId', 'Invalid email format'],
    [{ personalEmailId: '' }, 'personalEmailId', undefined],
    [{ personalEmailId: '', mailIdRequired: 'No', mailIdDomain: '' }, 'personalEmailId', 'Personal Email ID is required when no mail ID is created'],
    [{ primaryContactNumber: '' }, 'primaryContactNumber', 'Enter a valid 10-digit phone number'],
    [{ primaryContactNumber: '98765' }, 'primaryContactNumber', 'Enter a valid 10-digit phone number'],
    [{ primaryContactNumber: '98765432101' }, 'primaryContactNumber', 'Enter a valid 10-digit phone number'],
    [{ secondaryContactNumber: '' }, 'secondaryContactNumber', undefined],
    [{ secondaryContactNumber: '123' }, 'secondaryContactNumber', 'Enter a valid 10-digit phone number'],
    [{ secondaryContactNumber: '0123456789' }, 'secondaryContactNumber', undefined],
    [{ buddyId: ' ' }, 'buddyId', 'HRBP is required'],
    [{ mailIdRequired: 'Yes', mailIdDomain: '' }, 'mailIdDomain', 'Please Select Mail ID domain'],
    [{ mailIdRequired: 'No', mailIdDomain: '' }, 'mailIdDomain', undefined],
    [{ assetRequired: 'Yes', asset: '' }, 'asset', 'Please Select Asset'],
    [{ assetRequired: 'Yes', asset: 'Laptop' }, 'asset', undefined],
    [{ workLocation: 'Work From Home', workLocationCity: ' ' }, 'workLocationCity', 'Please enter the Work Location City'],
    [{ workLocation: 'Others - Plant / Field / Other Offices', workLocationCity: '' }, 'workLocationCity', 'Please enter the Work Location City'],
    [{ workLocation: 'Chennai HQ', workLocationCity: '' }, 'workLocationCity', undefined],
    [{ experience: 'Experienced', years: '', months: '4' }, 'years', 'Years is required'],
    [{ experience: 'Experienced', years: '2', months: '' }, 'months', 'Months is required'],
    [{ experience: 'Fresher', years: '', months: '' }, 'years', undefined],
    [{ noticePeriod: 'thirty' }, 'noticePeriod', 'Notice Period must be a number'],
    [{ middleName: '' }, 'middleName', undefined],
  ])('%o → %s: %s', (patch, field, message) => {
    expect(validateNewEmployee({ ...valid, ...patch }, hr)[field]).toBe(message);
  });

  it('HRSS needs no ticket ID and no CTC (spec 002 §6)', () => {
    const errors = validateNewEmployee({ ...valid, ticketId: '', ctc: '' }, hrss);
    expect(errors).toEqual({});
  });
});

describe('submission format of spec 002 §7', () => {
  it('formName, capitalised first name, integers, DD/MM/YYYY, accessType list', () => {
    const sent = toSubmission({ ...valid, secondaryContactNumber: '0123456789', firstName: ' asha ' }, hr);
    expect(sent.formName).toBe('Add Employee');
    expect(sent.formFields).toMatchObject({
      firstName: 'Asha',
      primaryContactNumber: 9876543210,
      secondaryContactNumber: 123456789,
      ctc: 600000,
      probationMonths: 6,
      noticePeriod: 30,
      years: null,
      doj: '01/12/2026',
      accessType: ['Employee'],
    });
  });

  it('HRSS sends CTC 0 (spec 002 §6)', () => {
    expect(toSubmission({ ...valid, ctc: '' }, hrss).formFields.ctc).toBe(0);
    expect(toSubmission({ ...valid, ctc: '900000' }, hrss).formFields.ctc).toBe(0);
  });

  it('a submission read back is the same form, and judged the same', () => {
    const back = formFromFields(toSubmission(valid, hr).formFields as unknown as Record<string, unknown>);
    expect(back.doj).toBe('01/12/2026');
    expect(isoDateOf(back.doj)).toBe('2026-12-01');
    expect(validateNewEmployee(back, hr)).toEqual({});
    expect(validateNewEmployee(formFromFields({}), hr).firstName).toBe('First Name cannot be empty or just spaces');
  });
});

describe('references (server and bulk upload)', () => {
  const known: NewEmployeeContext = {
    options: { department: ['Engineering'], gender: ['Female', 'Male'], roleOfIntake: ['Lateral', 'NAPS'], mailIdRequired: ['Yes', 'No'] },
    grades,
    employees: new Set(['HR001', 'MGR001']),
    shifts: ['S1'],
    mailDomains: ['acme.com'],
    organization: 'ACME',
    subOrganization: 'ACME',
  };
  it.each<[Partial<NewEmployeeForm>, NewEmployeeField, string | undefined]>([
    [{}, 'department', undefined],
    [{ department: 'engineering' }, 'department', undefined],
    [{ department: 'Astrology' }, 'department', 'Department Astrology does not exist'],
    [{ grade: 'Z9' }, 'grade', 'Grade Z9 does not exist'],
    [{ reviewer: 'EMP999' }, 'reviewer', "Reviewer 'EMP999' is not an active employee"],
    [{ buddyId: 'hr001' }, 'buddyId', undefined],
    [{ shift: 'Regular(S1)' }, 'shift', undefined],
    [{ shift: 'N9' }, 'shift', 'Shift N9 does not exist'],
    [{ mailIdDomain: 'other.org' }, 'mailIdDomain', 'Mail ID Domain other.org does not exist'],
    [{ subOrganization: 'NILE' }, 'subOrganization', 'Sub Organization must be ACME'],
    [{ roleOfIntake: 'NAPS', grade: 'G1' }, 'grade', 'Grade must be TR for role of intake NAPS'],
  ])('%o → %s: %s', (patch, field, message) => {
    expect(referenceErrors({ ...valid, ...patch }, known)[field]).toBe(message);
  });

  it('settles what the form would have set', () => {
    const settled = settledForm({ ...valid, probation: '', roleOfIntake: 'NAPS', grade: 'tr', shift: 'Regular(S1)', experience: 'Fresher', years: '3' }, context);
    expect(settled).toMatchObject({ grade: 'TR', probation: 'Trainee', shift: 'S1', years: '', firstName: 'Asha' });
    expect(shiftCodeOf('Night (N1)')).toBe('N1');
  });
});
