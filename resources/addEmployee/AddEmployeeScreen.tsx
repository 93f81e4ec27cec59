import type { ReactNode } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { isExperienced, needsCity, NOT_BLANK_FIELDS, type NewEmployeeErrors, type NewEmployeeField, type NewEmployeeForm } from '../../src/shared/addEmployee';
import { PageHeader } from '../../widgets/PageHeader';
import type { AddEmployeeLookups } from './addEmployeeApi';
import { AddEmployeeSelect, AddEmployeeText } from './AddEmployeeFields';

export interface AddEmployeeScreenProps {
  hrss: boolean;
  loading: boolean;
  lookups: AddEmployeeLookups | null;
  form: NewEmployeeForm;
  errors: NewEmployeeErrors;
  problem: string | null;
  submitting: boolean;
  onChange(field: NewEmployeeField, value: string): void;
  onSubmit(): void;
  onReset(): void;
  /** Bulk upload of employees, when the page offers it. */
  extra?: ReactNode;
}

type Kind = 'text' | 'email' | 'date' | 'select';
const SECTIONS: { title: string; fields: [NewEmployeeField, Kind][] }[] = [
  {
    title: 'Basic details',
    fields: [['ticketId', 'text'], ['firstName', 'text'], ['middleName', 'text'], ['lastName', 'text'], ['gender', 'select'], ['doj', 'date'], ['primaryContactNumber', 'text'], ['secondaryContactNumber', 'text'], ['personalEmailId', 'email']],
  },
  {
    title: 'Organisation',
    fields: [['organization', 'text'], ['subOrganization', 'text'], ['rfh', 'text'], ['department', 'select'], ['designation', 'select'], ['marketFacingTitle', 'select'], ['divisionHeadId', 'select']],
  },
  {
    title: 'Joining',
    fields: [['roleOfIntake', 'select'], ['grade', 'select'], ['probation', 'select'], ['probationMonths', 'select'], ['noticePeriod', 'text'], ['experience', 'select'], ['years', 'select'], ['months', 'select'], ['ctc', 'text']],
  },
  { title: 'Reporting', fields: [['recruiterId', 'select'], ['buddyId', 'select'], ['primaryReportingManager', 'select'], ['reviewer', 'select']] },
  {
    title: 'Work',
    fields: [['workLocation', 'select'], ['workLocationCity', 'text'], ['attendanceFormat', 'select'], ['weekOff', 'select'], ['shift', 'select'], ['swipeMethod', 'select'], ['manpowerOutsourcing', 'select'], ['mobileAccess', 'select']],
  },
  { title: 'Mail ID and assets', fields: [['mailIdRequired', 'select'], ['mailIdDomain', 'select'], ['assetRequired', 'select'], ['asset', 'select']] },
];

/** Which fields show (spec 002 §4–§6): conditional ones only when their rule needs them; CTC never for HRSS. */
function shown(field: NewEmployeeField, form: NewEmployeeForm, hrss: boolean): boolean {
  switch (field) {
    case 'years':
    case 'months':
      return isExperienced(form.experience);
    case 'workLocationCity':
      return needsCity(form.workLocation);
    case 'mailIdDomain':
      return form.mailIdRequired === 'Yes';
    case 'asset':
      return form.assetRequired === 'Yes';
    case 'ctc':
      return !hrss;
    default:
      return true;
  }
}

/** Which fields carry the red asterisk (spec 002 §5). */
function required(field: NewEmployeeField, hrss: boolean): boolean {
  if (field === 'ticketId' || field === 'ctc') return !hrss;
  return (NOT_BLANK_FIELDS as readonly string[]).includes(field) || ['doj', 'primaryContactNumber', 'buddyId', 'years', 'months', 'workLocationCity', 'mailIdDomain', 'asset'].includes(field);
}

/** Add Employee (spec 002 §2 "Add Employee form", §3–§7): one section per part of the record, two or three columns, one on a phone. */
export function AddEmployeeScreen({ hrss, loading, lookups, form, errors, problem, submitting, onChange, onSubmit, onReset, extra }: AddEmployeeScreenProps) {
  const fixedName = (field: 'organization' | 'subOrganization') => (lookups ? `${lookups[field].name} (${lookups[field].code})` : form[field]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <PageHeader title="Add Employee">{extra}</PageHeader>
      {loading ? <LinearProgress aria-label="Loading the form" /> : null}
      {problem ? <Alert severity="error" sx={{ mb: 2 }}>{problem}</Alert> : null}
      <Box
        component="form"
        noValidate
        aria-label="Add Employee"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {SECTIONS.map((section) => (
          <Box component="section" key={section.title} aria-labelledby={`addEmployee-${section.title}`} sx={{ mb: 2 }}>
            <Typography id={`addEmployee-${section.title}`} variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1.5 }}>
              {section.title}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
              {section.fields
                .filter(([field]) => shown(field, form, hrss))
                .map(([field, kind]) => {
                  const common = { field, value: form[field], error: errors[field], required: required(field, hrss), onChange, disabled: submitting || loading };
                  if (field === 'organization' || field === 'subOrganization') return <AddEmployeeText key={field} {...common} value={fixedName(field)} disabled />;
                  if (kind === 'select') return <AddEmployeeSelect key={field} {...common} options={lookups?.options[field] ?? []} />;
                  return <AddEmployeeText key={field} {...common} type={kind} />;
                })}
            </Box>
          </Box>
        ))}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onReset} disabled={submitting}>
            Reset
          </Button>
          <Button type="submit" variant="contained" disabled={submitting || loading}>
            {submitting ? 'Submitting...' : 'Submit'}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
