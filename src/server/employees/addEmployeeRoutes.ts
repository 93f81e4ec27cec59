import type { FastifyInstance } from 'fastify';
import {
  ADD_EMPLOYEE_FORM_NAME,
  EMPLOYEE_ADDED_MESSAGE,
  formFromFields,
  isHrss,
  NEW_EMPLOYEE_FIELDS,
  NEW_EMPLOYEE_LABELS,
  referenceErrors,
  settledForm,
  validateNewEmployee,
  type NewEmployeeErrors,
  type NewEmployeeField,
} from '../../shared/addEmployee.js';
import type { FieldError } from '../../shared/validationMessages.js';
import { recordAudit } from '../audit/recordAudit.js';
import { access } from '../http/access.js';
import { badRequest } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { loadLeaveSchemes } from '../leave/loadLeaveSchemes.js';
import type { Services } from '../services.js';
import { fixedOrganizations, loadNewEmployeeContext, mailDomains } from './loadNewEmployeeContext.js';
import { claimPersonalEmails } from './personalEmails.js';
import { insertEmployees, nextEmployeeIds, sendFirstPasswordLinks } from './writeNewEmployees.js';

/** The menu path that guards adding employees (spec 002 §2 People → Add Employee). */
export const ADD_EMPLOYEE_PATH = '/addemployee';

/** Fields sent as integers (spec 002 §7); a client may also send their digits as text. */
const INTEGER_FIELDS: Partial<Record<NewEmployeeField, number>> = {
  primaryContactNumber: 9_999_999_999,
  secondaryContactNumber: 9_999_999_999,
  ctc: 999_999_999_999,
  years: 100,
  months: 100,
  probationMonths: 1_000,
  noticePeriod: 10_000,
};

/** The body's shape only: what each field may be, so the shared rules (not the schema) give spec 002 §5's messages. */
const formFieldsSchema = {
  type: 'object',
  title: 'Form Fields',
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(
      NEW_EMPLOYEE_FIELDS.map((field) => {
        const maximum = INTEGER_FIELDS[field];
        const title = NEW_EMPLOYEE_LABELS[field];
        return [field, maximum === undefined ? { type: ['string', 'null'], title, maxLength: 200 } : { type: ['integer', 'string', 'null'], title, minimum: 0, maximum, maxLength: 20 }];
      }),
    ),
    accessType: { type: 'array', title: 'Access Type', items: { type: 'string', maxLength: 50 }, maxItems: 10 },
  },
} as const;

export const addEmployeeBody = {
  type: 'object',
  required: ['formFields'],
  additionalProperties: false,
  properties: {
    formName: { type: 'string', title: 'Form Name', enum: [ADD_EMPLOYEE_FORM_NAME] },
    formFields: formFieldsSchema,
  },
} as const;

/** Messages of a checked form as the error body lists them (field, message), in the form's order. */
export function fieldErrors(errors: NewEmployeeErrors): FieldError[] {
  return NEW_EMPLOYEE_FIELDS.filter((field) => errors[field]).map((field) => ({ field, message: errors[field]! }));
}

/**
 * Add employee (issue 21 §1, spec 002 §3–§7; docs/people.md): the form's own checks (the shared
 * rules, so a request that bypasses the form gets the same messages), then the references (every
 * name and person must exist), then one transaction: the Emp ID by the organisation's rule, the
 * row, the Employee role, the audit entry. Afterwards the first-password link goes through the
 * outbox; the leave scheme follows from the grade, the role of intake or the organisation's default.
 */
export async function addEmployeeRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, masters, mailer, config } = services;
  const tags = ['Employees'];

  app.post<{ Body: { formName?: string; formFields: Record<string, unknown> } }>(
    '/api/employee',
    {
      config: { access: access.menu(ADD_EMPLOYEE_PATH, 'add') },
      schema: {
        tags,
        summary: "Add an employee (spec 002 §7: { formName: 'Add Employee', formFields }): 400 with each field's message, else 201 with the new Emp ID",
        body: addEmployeeBody,
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const hrss = isHrss(auth.roleType);
      const form = formFromFields(request.body.formFields);
      const context = await loadNewEmployeeContext(db, masters, auth.organizationId);
      const errors = { ...referenceErrors(form, context), ...validateNewEmployee(form, { hrss }) };
      const fields = fieldErrors(errors);
      if (fields.length) throw badRequest(fields.map((f) => f.message).join(', '), fields);
      const settled = settledForm(form, context);
      const [created] = await db.transaction().execute(async (trx) => {
        // Before the Emp ID lock, as every writer takes them; a double submit's second request is refused here.
        await claimPersonalEmails(trx, auth.organizationId, [{ email: settled.personalEmailId, empId: null }]);
        const [empId] = await nextEmployeeIds(trx, auth.organizationId, 1);
        const rows = await insertEmployees(trx, auth, context, [settled], [empId], hrss);
        const { ctc: _ctc, ...shown } = settled;
        await recordAudit(trx, auth, { entity: 'Employee', entityId: empId, action: 'create', after: { empId, ...shown, officialEmail: rows[0].officialEmail } });
        return rows;
      });
      await sendFirstPasswordLinks(db, mailer, config.publicUrl, auth.organizationId, [created]);
      const scheme = (await loadLeaveSchemes(db, auth.organizationId, [created.id])).get(created.id);
      reply.status(201);
      return ok({ empId: created.empId, officialEmail: created.officialEmail, leaveScheme: scheme?.schemeName ?? null }, EMPLOYEE_ADDED_MESSAGE);
    },
  );

  // What the form fixes and offers beside the look-ups (spec 002 §6): organisation and sub-organisation, the mail ID domains.
  app.get(
    '/api/employee/add-options',
    { config: { access: access.menu(ADD_EMPLOYEE_PATH, 'add') }, schema: { tags, summary: 'The Add Employee form: the fixed organisation (the parent) and sub-organisation (the active one), and the mail ID domains' } },
    async (request) => {
      const organizationId = request.auth!.organizationId;
      const [fixed, domains] = await Promise.all([fixedOrganizations(db, organizationId), mailDomains(db, organizationId)]);
      return ok({ ...fixed, mailDomains: domains });
    },
  );
}
