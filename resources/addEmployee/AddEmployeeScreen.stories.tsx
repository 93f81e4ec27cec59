import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { newEmployeeForm, validateNewEmployee } from '../../src/shared/addEmployee';
import type { AddEmployeeLookups } from './addEmployeeApi';
import { AddEmployeeScreen } from './AddEmployeeScreen';

const names = (...values: string[]) => values.map((value) => ({ value, label: value }));
const people = names('HR001', 'MGR001', 'EMP001');
const lookups: AddEmployeeLookups = {
  organization: { code: 'ACME', name: 'Acme Technologies' },
  subOrganization: { code: 'ACME', name: 'Acme Technologies' },
  grades: [{ gradeName: 'TR', probationStatus: false, noticePeriod: 15 }, { gradeName: 'G1', probationStatus: true, probationDetail: { defaultDurationMonth: 6 }, noticePeriod: 30 }],
  options: {
    department: names('Engineering', 'Finance'),
    designation: names('Software Engineer'),
    gender: names('Female', 'Male'),
    grade: names('TR', 'G1'),
    roleOfIntake: names('Lateral', 'NAPS'),
    workLocation: names('Chennai HQ', 'Work From Home'),
    experience: names('Fresher', 'Experienced'),
    shift: [{ value: 'S1', label: 'Regular(S1)' }],
    mailIdRequired: names('Yes', 'No'),
    mailIdDomain: [{ value: 'acme.example.com', label: '@acme.example.com' }],
    recruiterId: people,
    buddyId: people,
    primaryReportingManager: people,
    reviewer: people,
    divisionHeadId: people,
  },
};
const form = { ...newEmployeeForm({ organization: 'ACME', subOrganization: 'ACME' }), experience: 'Experienced', workLocation: 'Work From Home' };

const meta = {
  title: 'People/AddEmployeeScreen',
  component: AddEmployeeScreen,
  args: { hrss: false, loading: false, lookups, form, errors: {}, problem: null, submitting: false, onChange: fn(), onSubmit: fn(), onReset: fn() },
} satisfies Meta<typeof AddEmployeeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults of spec 002 §3, Experienced and Work From Home chosen: years, months and the city show. */
export const Empty: Story = {};

/** Submitted empty: every message of spec 002 §5 under its field. */
export const Refused: Story = { args: { errors: validateNewEmployee(form, { hrss: false }) } };

/** HRSS (spec 002 §6): no CTC field, ticket ID not required. */
export const Hrss: Story = { args: { hrss: true } };
