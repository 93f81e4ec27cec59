import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldError } from '../../src/shared/validationMessages';
import { MOBILE_VALUE_PATTERN } from '../rules/mobileRules';

/** A form using every widget, as a master's schema and x-ui would produce it. */
export const sampleSchema: RJSFSchema = {
  title: 'New Joiner',
  type: 'object',
  required: ['firstName', 'personalEmailId', 'password', 'mobileNumber', 'department', 'gender', 'doj', 'acceptPolicy', 'offerLetter'],
  properties: {
    firstName: { type: 'string', title: 'First Name', maxLength: 50 },
    personalEmailId: { type: 'string', title: 'Personal Email Id', format: 'email' },
    password: { type: 'string', title: 'Password', minLength: 8 },
    address: { type: 'string', title: 'Address' },
    ifscCode: { type: 'string', title: 'IFSC Code' },
    ctc: { type: 'number', title: 'CTC', minimum: 0, maximum: 9999999999 },
    mobileNumber: { type: 'string', title: 'Mobile number', pattern: MOBILE_VALUE_PATTERN },
    department: { type: 'string', title: 'Department', enum: ['Human Resources', 'Finance', 'Engineering', 'Operations'] },
    gender: { type: 'string', title: 'Gender', enum: ['Male', 'Female', 'Other'] },
    mobileAccess: { type: 'boolean', title: 'Mobile Access' },
    acceptPolicy: { type: 'boolean', title: 'I accept the company policies', const: true },
    doj: { type: 'string', title: 'Date of Joining', format: 'date' },
    payrollMonth: { type: 'string', title: 'First Payroll Month', pattern: '^\\d{4}-\\d{2}$' },
    shiftStart: { type: 'string', title: 'Shift Start', pattern: '^\\d{2}:\\d{2}$' },
    badgeColour: { type: 'string', title: 'Badge Colour', format: 'color' },
    probationMonths: {
      type: 'array',
      title: 'Probation Months',
      uniqueItems: true,
      items: { type: 'string', enum: ['1', '2', '3', '6', '9', '12'] },
    },
    offerLetter: { type: 'string', title: 'Offer Letter', format: 'data-url' },
  },
};

export const sampleUiSchema: UiSchema = {
  address: { 'ui:widget': 'textarea', 'ui:options': { restrict: 'all' } },
  ifscCode: { 'ui:options': { restrict: 'ifsc', maxLength: 11 } },
  password: { 'ui:widget': 'password' },
  mobileNumber: { 'ui:widget': 'mobile' },
  department: { 'ui:options': { balance: { text: 'Open positions', count: 4 } } },
  gender: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
  acceptPolicy: { 'ui:widget': 'checkbox1' },
  doj: { 'ui:options': { disableFuture: true } },
  payrollMonth: { 'ui:widget': 'monthYear' },
  shiftStart: { 'ui:widget': 'time' },
  probationMonths: { 'ui:widget': 'multipleSelect', 'ui:options': { maxSelections: 2 } },
  offerLetter: { 'ui:options': { accept: ['pdf', 'doc'], message: 'PDF or Word document' } },
};

export const sampleData = {
  firstName: 'Ahmed Hassan',
  personalEmailId: 'ahmed.hassan@example.com',
  password: 's3cret-pass',
  address: '12 Nile Street, Zamalek, Cairo',
  ifscCode: 'SBIN0001234',
  ctc: 1200000,
  mobileNumber: '+20 1012345678',
  department: 'Engineering',
  gender: 'Male',
  mobileAccess: true,
  acceptPolicy: true,
  doj: '2024-03-12',
  payrollMonth: '2024-03',
  shiftStart: '09:30',
  badgeColour: '#247b48',
  probationMonths: ['3', '6'],
  offerLetter: 'data:application/pdf;name=Offer%20Letter%20-%20Ahmed%20Hassan%20-%20Engineering.pdf;base64,JVBERi0xLjQK',
};

/** What a server 400 answers in `fields`. */
export const sampleServerErrors: FieldError[] = [
  { field: 'personalEmailId', message: 'Invalid email format' },
  { field: 'mobileNumber', message: 'Mobile number must be 10 digits' },
  { field: 'department', message: 'Department is required' },
  { field: 'doj', message: 'Invalid date' },
  { field: 'offerLetter', message: 'Offer Letter is required' },
];
