import { sql } from 'kysely';
import {
  isoDateOf,
  NEW_EMPLOYEE_ACCESS_TYPE,
  probationEndDateOf,
  type NewEmployeeForm,
} from '../../shared/addEmployee.js';
import type { AuthContext } from '../auth/AuthContext.js';
import { issueResetLinks } from '../auth/forgotPasswordRoutes.js';
import type { Db } from '../db/database.js';
import { conflict } from '../http/AppError.js';
import type { Mailer } from '../mail/Mailer.js';
import type { LoadedNewEmployeeContext } from './loadNewEmployeeContext.js';

/** Spec 002 §6's default prefix of Emp IDs, when the organisation names none (organization.employee_id_prefix). */
export const DEFAULT_EMPLOYEE_ID_PREFIX = 'EMP';
/** How long a new employee's first-password link lives: long enough to reach a personal mailbox before joining day. */
export const FIRST_PASSWORD_LINK_HOURS = 72;
/** The role every new employee gets (spec 002 §6: accessType Employee). */
export const NEW_EMPLOYEE_ROLE = 'Employee';

/** Employees written per statement: large enough that 10,000 take 20 chunks, small enough that PGlite's one thread answers other calls between them. */
const INSERT_CHUNK = 500;

/** The form fields kept as submitted in employee.joining_details (the rest have columns). */
const JOINING_DETAILS = [
  'ticketId',
  'rfh',
  'secondaryContactNumber',
  'attendanceFormat',
  'weekOff',
  'experience',
  'years',
  'months',
  'workLocationCity',
  'swipeMethod',
  'manpowerOutsourcing',
  'marketFacingTitle',
  'mailIdRequired',
  'mailIdDomain',
  'assetRequired',
  'asset',
  'mobileAccess',
  'organization',
  'subOrganization',
] as const satisfies readonly (keyof NewEmployeeForm)[];

const nullable = (text: string) => (text.trim() === '' ? null : text.trim());
const GENDERS = new Set(['Male', 'Female', 'Other']);

/** The employee columns a checked, settled form stores (all but identity, official mail and password). */
export function employeeColumns(form: NewEmployeeForm, context: LoadedNewEmployeeContext, hrss: boolean) {
  const doj = isoDateOf(form.doj)!;
  const person = (empId: string) => (empId.trim() ? (context.employeeIds.get(empId.trim().toUpperCase()) ?? null) : null);
  const probationMonths = Number.parseInt(form.probationMonths, 10);
  const probation = (form.probation || null) as 'Trainee' | 'Probation' | 'Confirmed' | null;
  return {
    first_name: form.firstName.trim(),
    middle_name: nullable(form.middleName),
    last_name: form.lastName.trim(),
    department: form.department.trim(),
    designation: form.designation.trim(),
    personal_email: nullable(form.personalEmailId),
    contact_no: form.primaryContactNumber.trim(),
    reporting_manager_id: person(form.primaryReportingManager),
    reviewer_id: person(form.reviewer),
    recruiter_id: person(form.recruiterId),
    buddy_id: person(form.buddyId),
    division_head_id: person(form.divisionHeadId),
    date_of_joining: doj,
    shift_code: form.shift.trim(),
    work_location_id: context.ids.workLocation.get(form.workLocation.trim().toLowerCase()) ?? null,
    gender: (GENDERS.has(form.gender) ? form.gender : null) as 'Male' | 'Female' | 'Other' | null,
    grade_id: context.ids.grade.get(form.grade.trim().toLowerCase()) ?? null,
    role_of_intake_id: context.ids.roleOfIntake.get(form.roleOfIntake.trim().toLowerCase()) ?? null,
    probation,
    probation_months: probationMonths,
    notice_period: Number.parseInt(form.noticePeriod, 10),
    // The last day of probation (PRL and the probation lists read it); none for a trainee or the confirmed.
    probation_end_date: probationEndDateOf(probation, doj, probationMonths),
    ctc: hrss ? 0 : Number.parseInt(form.ctc || '0', 10),
    joining_details: JSON.stringify({ ...Object.fromEntries(JOINING_DETAILS.map((field) => [field, form[field].trim()])), accessType: NEW_EMPLOYEE_ACCESS_TYPE }),
  };
}
export type EmployeeColumns = ReturnType<typeof employeeColumns>;

/**
 * The next `count` Emp IDs of the organisation (docs/people.md, "Employee ID"): its prefix
 * (organization.employee_id_prefix, else EMP) and the numbers after the highest one any employee
 * holds with that prefix, at least three digits (EMP181, EMP182…). Called inside the writing
 * transaction, after the organisation row is locked, so two adds never take the same number.
 */
export async function nextEmployeeIds(trx: Db, organizationId: number, count: number): Promise<string[]> {
  const org = await trx.selectFrom('organization').select('employee_id_prefix').where('id', '=', organizationId).forUpdate().executeTakeFirstOrThrow();
  const prefix = (org.employee_id_prefix ?? '').trim().toUpperCase() || DEFAULT_EMPLOYEE_ID_PREFIX;
  const { rows } = await sql<{ top: string | null }>`
    SELECT max(substring(emp_id from ${`^${prefix}([0-9]+)$`})::bigint)::text AS top FROM employee WHERE emp_id ~ ${`^${prefix}[0-9]+$`}`.execute(trx);
  const top = Number(rows[0]?.top ?? 0);
  return Array.from({ length: count }, (_, index) => `${prefix}${String(top + index + 1).padStart(3, '0')}`);
}

/** An official address for a new employee: first.last@domain (letters and digits only), numbered when taken. */
function officialAddress(first: string, last: string, domain: string, taken: Set<string>): string {
  const local = [first, last].map((part) => part.toLowerCase().replace(/[^a-z0-9]/g, '')).filter(Boolean).join('.') || 'employee';
  for (let n = 1; ; n++) {
    const address = `${n === 1 ? local : `${local}${n}`}@${domain.toLowerCase()}`;
    if (!taken.has(address)) {
      taken.add(address);
      return address;
    }
  }
}

export interface CreatedEmployee {
  id: number;
  empId: string;
  firstName: string;
  lastName: string;
  designation: string;
  department: string;
  dateOfJoining: string | null;
  officialEmail: string;
  /** Where the first-password link goes: the personal address when there is one. */
  mailTo: string;
}

/**
 * New employees written in the caller's transaction: the row, membership of the organisation, its
 * Employee role, the manager and reviewer flags of the people they report to. Each form is checked
 * and settled; `empIds` gives each its Emp ID. The role and the taken addresses are read once; the
 * rows go in chunks of INSERT_CHUNK, one statement per table each, `onChunk` told after each.
 */
export async function insertEmployees(
  trx: Db,
  auth: Pick<AuthContext, 'organizationId'>,
  context: LoadedNewEmployeeContext,
  forms: readonly NewEmployeeForm[],
  empIds: readonly string[],
  hrss: boolean,
  onChunk?: (written: number) => Promise<void>,
): Promise<CreatedEmployee[]> {
  if (forms.length === 0) return [];
  const role = await trx
    .selectFrom('role')
    .select('id')
    .where('organization_id', '=', auth.organizationId)
    .where('role_type', '=', NEW_EMPLOYEE_ROLE)
    .where('status', '=', 'Active')
    .executeTakeFirst();
  if (!role) throw conflict(`The organisation has no active ${NEW_EMPLOYEE_ROLE} role; add it in Roles before adding employees`);
  const wanted = forms.filter((form) => form.mailIdRequired === 'Yes').map((form) => form.mailIdDomain.toLowerCase());
  const taken = new Set<string>();
  if (wanted.length) {
    const { rows } = await sql<{ address: string }>`
      SELECT lower(official_email) AS address FROM employee WHERE lower(split_part(official_email, '@', 2)) = ANY(${sql.val([...new Set(wanted)])}::text[])`.execute(trx);
    for (const row of rows) taken.add(row.address);
  }
  const values = forms.map((form, index) => {
    const columns = employeeColumns(form, context, hrss);
    const official = form.mailIdRequired === 'Yes' ? officialAddress(form.firstName, form.lastName, form.mailIdDomain, taken) : form.personalEmailId.trim().toLowerCase();
    return { ...columns, emp_id: empIds[index], organization_id: auth.organizationId, official_email: official, password_hash: null, status: 'Active' as const };
  });
  const created: CreatedEmployee[] = [];
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    const batch = values.slice(start, start + INSERT_CHUNK);
    const rows = await trx.insertInto('employee').values(batch).returning(['id', 'emp_id', 'first_name', 'last_name', 'designation', 'department', 'date_of_joining', 'official_email', 'personal_email']).execute();
    await trx.insertInto('employee_organization').values(rows.map((row) => ({ employee_id: row.id, organization_id: auth.organizationId }))).execute();
    await trx.insertInto('employee_role').values(rows.map((row) => ({ employee_id: row.id, organization_id: auth.organizationId, role_id: role.id, is_default: true }))).execute();
    created.push(
      ...rows.map((row) => ({
        id: row.id,
        empId: row.emp_id,
        firstName: row.first_name,
        lastName: row.last_name,
        designation: row.designation,
        department: row.department,
        dateOfJoining: row.date_of_joining,
        officialEmail: row.official_email,
        mailTo: row.personal_email ?? row.official_email,
      })),
    );
    await onChunk?.(batch.length);
  }
  await markApprovers(trx, values);
  return created;
}

/**
 * Changed employees written a chunk per statement: the chunk as JSON read back as employee rows
 * (jsonb_populate_recordset types every column as the table does), one UPDATE … FROM it.
 */
export async function updateEmployees(trx: Db, updates: readonly { id: number; columns: EmployeeColumns }[], onChunk?: (written: number) => Promise<void>): Promise<void> {
  if (updates.length === 0) return;
  const names = Object.keys(updates[0].columns) as (keyof EmployeeColumns)[];
  for (let start = 0; start < updates.length; start += INSERT_CHUNK) {
    const batch = updates.slice(start, start + INSERT_CHUNK);
    // joining_details is JSON text here; the record wants the object for its jsonb column.
    const records = batch.map(({ id, columns }) => ({ ...columns, id, joining_details: JSON.parse(columns.joining_details) }));
    await sql`
      UPDATE employee AS e SET ${sql.join(names.map((name) => sql`${sql.ref(name)} = r.${sql.ref(name)}`))}, updated_at = now()
      FROM jsonb_populate_recordset(NULL::employee, ${JSON.stringify(records)}::jsonb) AS r
      WHERE e.id = r.id`.execute(trx);
    await onChunk?.(batch.length);
  }
}

/** Whoever a written employee reports to is a reporting manager, whoever reviews them a reviewer. */
export async function markApprovers(trx: Db, values: readonly Pick<EmployeeColumns, 'reporting_manager_id' | 'reviewer_id'>[]) {
  const managers = [...new Set(values.map((v) => v.reporting_manager_id).filter((id): id is number => id !== null))];
  const reviewers = [...new Set(values.map((v) => v.reviewer_id).filter((id): id is number => id !== null))];
  if (managers.length) await trx.updateTable('employee').set({ is_reporting_manager: true }).where('id', 'in', managers).where('is_reporting_manager', '=', false).execute();
  if (reviewers.length) await trx.updateTable('employee').set({ is_reviewer: true }).where('id', 'in', reviewers).where('is_reviewer', '=', false).execute();
}

/**
 * The welcome mails with the first-password link (the organisation's Welcome template,
 * docs/mail-templates.md), sent once the employees are committed (a link to a row that was rolled
 * back would be useless).
 */
export async function sendFirstPasswordLinks(db: Db, mailer: Mailer, publicUrl: string, organizationId: number, created: readonly CreatedEmployee[]): Promise<void> {
  if (created.length === 0) return;
  const organization = await db.selectFrom('organization').select('organization_detail').where('id', '=', organizationId).executeTakeFirst();
  const links = await issueResetLinks(db, publicUrl, created.map((employee) => employee.id), FIRST_PASSWORD_LINK_HOURS * 60);
  await mailer.sendMany(
    created.map((employee, index) => ({
      to: employee.mailTo,
      organizationId,
      event: 'Welcome' as const,
      variables: {
        firstName: employee.firstName,
        lastName: employee.lastName,
        empId: employee.empId,
        officialEmail: employee.officialEmail,
        organizationName: organization?.organization_detail ?? '',
        designation: employee.designation,
        department: employee.department,
        dateOfJoining: employee.dateOfJoining ?? '',
        signInLink: links[index].link,
        linkHours: FIRST_PASSWORD_LINK_HOURS,
      },
      // The token is the account: only the recipient's mailbox may hold it (docs/lookups.md).
      secrets: [links[index].token],
    })),
  );
}
