import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Services } from '../services.js';
import type { Db } from '../db/database.js';
import { access } from '../http/access.js';
import { AppError, notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { personName } from '../../shared/personName.js';
import { displayDate } from '../../shared/displayDate.js';
import { renderTemplate, TemplateError } from './renderTemplate.js';

/** The page whose right guards the preview: the Mail Templates master's (Settings › Mail Templates). */
export const MAIL_TEMPLATE_MENU = '/mailTemplate';
export const PREVIEW_FAILED = 'Failed to generate email preview';
const BASE = '/api/mail-templates';

const dmy = displayDate;

/**
 * Values no record holds (a reset link is made when the mail is sent): the preview shows these samples,
 * so a template for any product mail renders whole.
 */
const SAMPLES: Record<string, unknown> = {
  resetLink: 'https://hr.example.com/resetPassword?token=(sample)',
  minutes: 30,
  signInLink: 'https://hr.example.com/login',
  ticketId: 'HD0001 (sample)',
  category: 'IT Support (sample)',
  description: 'Sample ticket description',
  // Help desk notices.
  recipientName: 'Sample Recipient',
  raisedBy: 'EMP000 (sample)',
  raisedFor: 'Self (sample)',
  details: 'Sample reason',
  contact: 'Sample Contact',
  resolution: 'Sample resolution',
  reason: 'Sample reason',
  // Comp-off, encashment, onsite and document notices, and a decision previewed without an application.
  status: 'Approved (sample)',
  decidedBy: 'MGR000 (sample)',
  leaveType: 'CL (sample)',
  leaveCode: 'LV0001 (sample)',
  requestCode: 'CO0001 (sample)',
  encashmentCode: 'EN0001 (sample)',
  days: 2,
  workedDate: '01/01/2026 (sample)',
  expiresOn: '31/03/2026 (sample)',
  leaveYear: 2026,
  uploadedBy: 'HR000 (sample)',
  employees: 'EMP000, EMP999 (sample)',
  documentType: 'Passport (sample)',
  fileName: 'passport.pdf (sample)',
  expiryDate: '31/12/2026 (sample)',
};

interface PreviewBody {
  subject: string;
  body: string;
  empId: string;
  applicationCode?: string;
}

/** The variables of a real employee of the organisation and, when named, one of their leave or regularization applications. */
export async function previewVariables(db: Db, organizationId: number, empId: string, applicationCode?: string): Promise<Record<string, unknown>> {
  const employee = await db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
    .innerJoin('organization as o', 'o.id', 'eo.organization_id')
    .select(['e.id', 'e.emp_id', 'e.first_name', 'e.last_name', 'e.official_email', 'e.designation', 'e.department', 'e.date_of_joining', 'o.organization_detail as organization_name'])
    .where('eo.organization_id', '=', organizationId)
    .where('e.emp_id', '=', empId.trim().toUpperCase())
    .executeTakeFirst();
  if (!employee) throw notFound('Employee not found');
  const variables: Record<string, unknown> = {
    ...SAMPLES,
    firstName: employee.first_name,
    lastName: employee.last_name,
    employeeName: personName(employee.first_name, employee.last_name),
    empId: employee.emp_id,
    email: employee.official_email,
    designation: employee.designation,
    department: employee.department,
    dateOfJoining: dmy(employee.date_of_joining),
    organizationName: employee.organization_name,
  };
  const code = applicationCode?.trim();
  if (!code) return variables;
  const leave = await db
    .selectFrom('leave_application as l')
    .leftJoin('employee as d', 'd.id', 'l.decided_by')
    .select(['l.leave_code', 'l.leave_type', 'l.from_date', 'l.to_date', 'l.num_days', 'l.status', 'l.reason', 'l.remarks', 'd.emp_id as decided_by'])
    .where('l.organization_id', '=', organizationId)
    .where('l.employee_id', '=', employee.id)
    .where('l.leave_code', '=', code)
    .executeTakeFirst();
  if (leave) {
    return {
      ...variables,
      leaveCode: leave.leave_code,
      leaveType: leave.leave_type,
      fromDate: dmy(leave.from_date),
      toDate: dmy(leave.to_date),
      numOfDays: Number(leave.num_days),
      status: leave.status,
      reason: leave.reason,
      remarks: leave.remarks ?? '',
      decidedBy: leave.decided_by ?? '',
    };
  }
  const regularization = await db
    .selectFrom('regularization as r')
    .leftJoin('employee as d', 'd.id', 'r.decided_by')
    .select(['r.regularization_code', 'r.status', 'd.emp_id as decided_by', sql<string>`(SELECT string_agg(to_char(x.attendance_date, 'DD/MM/YYYY'), ', ' ORDER BY x.attendance_date) FROM regularization_date x WHERE x.regularization_id = r.id)`.as('dates')])
    .where('r.organization_id', '=', organizationId)
    .where('r.employee_id', '=', employee.id)
    .where('r.regularization_code', '=', code)
    .executeTakeFirst();
  if (!regularization) throw notFound('Application not found');
  return { ...variables, regularizationCode: regularization.regularization_code, status: regularization.status, dates: regularization.dates ?? '', decidedBy: regularization.decided_by ?? '' };
}

/** Spec 002 §2 Mail Template Management's live preview (paths are this product's: the spec shows none). */
export async function mailTemplateRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const tags = ['Mail templates'];

  app.get<{ Querystring: { empId: string } }>(
    `${BASE}/applications`,
    {
      config: { access: access.menu(MAIL_TEMPLATE_MENU, 'view') },
      schema: {
        tags,
        summary: "An employee's leave and regularization applications to preview a Leave or Attendance template against (newest first, 50 of each)",
        querystring: { type: 'object', additionalProperties: false, required: ['empId'], properties: { empId: { type: 'string', title: 'Employee ID', minLength: 1, maxLength: 20 } } },
      },
    },
    async (request) => {
      const organizationId = request.auth!.organizationId;
      const employee = await db
        .selectFrom('employee as e')
        .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
        .select('e.id')
        .where('eo.organization_id', '=', organizationId)
        .where('e.emp_id', '=', request.query.empId.trim().toUpperCase())
        .executeTakeFirst();
      if (!employee) throw notFound('Employee not found');
      const leave = await db
        .selectFrom('leave_application')
        .select(['leave_code as code', 'leave_type', 'from_date', 'to_date', 'status'])
        .where('organization_id', '=', organizationId)
        .where('employee_id', '=', employee.id)
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      const regularization = await db
        .selectFrom('regularization')
        .select(['regularization_code as code', 'status'])
        .where('organization_id', '=', organizationId)
        .where('employee_id', '=', employee.id)
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      return ok({
        leave: leave.map((row) => ({ value: row.code, label: `${row.code} · ${row.leave_type} · ${dmy(row.from_date)} – ${dmy(row.to_date)} · ${row.status}` })),
        regularization: regularization.map((row) => ({ value: row.code, label: `${row.code} · ${row.status}` })),
      });
    },
  );

  app.post<{ Body: PreviewBody }>(
    `${BASE}/preview`,
    {
      config: { access: access.menu(MAIL_TEMPLATE_MENU, 'view') },
      schema: {
        tags,
        summary: 'Renders a subject and body (unsaved edits included) against a real employee and, optionally, one of their applications; a failure names the field, line and column',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['subject', 'body', 'empId'],
          properties: {
            subject: { type: 'string', title: 'Subject', maxLength: 300 },
            body: { type: 'string', title: 'Body', maxLength: 20000 },
            empId: { type: 'string', title: 'Employee ID', minLength: 1, maxLength: 20 },
            applicationCode: { type: 'string', title: 'Application', maxLength: 40 },
          },
        },
      },
    },
    async (request) => {
      const { subject, body, empId, applicationCode } = request.body;
      const variables = await previewVariables(db, request.auth!.organizationId, empId, applicationCode);
      try {
        return ok(await renderTemplate({ subject, body }, variables));
      } catch (err) {
        if (!(err instanceof TemplateError)) throw err;
        const { field, message, line, col } = err.problem;
        const place = line === null ? '' : `Line ${line}, column ${col}: `;
        throw new AppError(400, PREVIEW_FAILED, [{ field, message: `${place}${message}` }], { problem: err.problem });
      }
    },
  );
}
