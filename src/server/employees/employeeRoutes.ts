import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { joinSession } from '../auth/joinSession.js';
import type { Db } from '../db/database.js';
import { access } from '../http/access.js';
import { sessionJoinedRoute } from '../auth/sessionJoinedRoute.js';
import { badRequest, forbidden, notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { employeeInOrganization, owns } from '../auth/tenancy.js';
import { shortText } from '../http/schemaParts.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { revokeEmployeeSessions } from '../auth/sessions.js';
import { MIN_RESET_PASSWORD_LENGTH } from '../auth/forgotPasswordRoutes.js';
import type { Services } from '../services.js';
import { ID_CARD_FOLDER, loadIdCardFacts, renderIdCard } from './idCard.js';
import { sendUserFile } from '../files/sendUserFile.js';
import { sendUserDocument } from '../profiles/userDocument.js';

/** Who may read another employee's ID card: HR screens of the people area. */
const PEOPLE_PATH = '/employeeList';

/**
 * The profile of the session's employee, read in the same statement as the session check
 * (joinSession.ts). Exported for the bench: its floor runs this very statement through the driver.
 */
export const profileStatement = (db: Db) => joinSession(db, 'profile', (session) => profileQuery(db).where('e.id', '=', session.employeeId));

/** An employee's profile facts (own or, for HR, anyone's of the organisation): one statement. */
const profileQuery = (db: Db) =>
  db
    .selectFrom('employee as e')
    .innerJoin('organization as o', 'o.id', 'e.organization_id')
    .leftJoin('employee as m', 'm.id', 'e.reporting_manager_id')
    .leftJoin('employee as r', 'r.id', 'e.reviewer_id')
    .select([
      'e.emp_id as empId',
      'e.first_name as firstName',
      'e.last_name as lastName',
      'e.designation',
      'e.department',
      'e.official_email as officialEmail',
      'e.date_of_joining as dateOfJoining',
      'e.blood_group as bloodGroup',
      'e.contact_no as contactNo',
      'e.status',
      'o.organization_code as organizationCode',
      'o.organization_detail as organizationDetail',
      'm.emp_id as managerEmpId',
      sql<string | null>`m.first_name || ' ' || m.last_name`.as('managerName'),
      'r.emp_id as reviewerEmpId',
      sql<string | null>`r.first_name || ' ' || r.last_name`.as('reviewerName'),
    ]);

type ProfileRow = Awaited<ReturnType<ReturnType<typeof profileQuery>['executeTakeFirstOrThrow']>>;
/** The answer's shape of a profile row: the organisation and the two approvers as objects. */
const profileAnswer = ({ organizationCode, organizationDetail, managerEmpId, managerName, reviewerEmpId, reviewerName, ...rest }: ProfileRow) => ({
  ...rest,
  organization: { organizationCode, organizationDetail },
  reportingManager: managerEmpId ? { empId: managerEmpId, name: managerName } : null,
  reviewer: reviewerEmpId ? { empId: reviewerEmpId, name: reviewerName } : null,
});

const nullableText = { type: ['string', 'null'] };
const person = { type: ['object', 'null'], properties: { empId: { type: 'string' }, name: nullableText } };
/** Serialised by this schema (fast-json-stringify) rather than JSON.stringify: the profile is read on every page. */
const profileResponse = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    data: {
      type: 'object',
      properties: {
        empId: { type: 'string' },
        firstName: { type: 'string' },
        lastName: nullableText,
        designation: nullableText,
        department: nullableText,
        officialEmail: nullableText,
        dateOfJoining: nullableText,
        bloodGroup: nullableText,
        contactNo: nullableText,
        status: { type: 'string' },
        organization: { type: 'object', properties: { organizationCode: { type: 'string' }, organizationDetail: nullableText } },
        reportingManager: person,
        reviewer: person,
      },
    },
  },
};

export async function employeeRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;

  const profileOfSession = profileStatement(db);
  app.get(
    '/api/employee/getEmployeeProfile',
    sessionJoinedRoute(services, { access: access.self, schema: { response: { 200: profileResponse } } }, async (_request, _reply, read) => {
      const {
        rows: [profile],
      } = await read(profileOfSession);
      if (!profile) throw notFound('Employee not found');
      return ok(profileAnswer(profile));
    }),
  );

  // Spec 002 §7 "HR variants by employee id": HR's read of an employee's profile, with when they
  // declared it complete (updateProfileOverallSubmit; null until then). Overall submit itself has no HR
  // variant: it is the employee's own declaration (docs/profiles.md).
  app.get<{ Params: { empId: string } }>(
    '/api/employee/getEmployeeProfile/hr/:empId',
    {
      config: { access: access.menu(PEOPLE_PATH, 'view'), owns: [owns('employee', 'params', 'empId')] },
      schema: { params: { type: 'object', required: ['empId'], properties: { empId: shortText('Employee ID', 20) } } },
    },
    async (request) => {
      const employee = await employeeInOrganization(db, request.params.empId, request.auth!.organizationId);
      if (!employee) throw notFound('Employee not found');
      const profile = await profileQuery(db)
        .leftJoin('employee_profile as p', 'p.employee_id', 'e.id')
        .select('p.submitted_at as submittedAt')
        .where('e.id', '=', employee.id)
        .executeTakeFirstOrThrow();
      const { submittedAt, ...facts } = profile;
      return ok({ ...profileAnswer(facts), submittedAt: submittedAt ? new Date(submittedAt).toISOString() : null });
    },
  );

  app.put<{ Body: { currentPassword: string; newPassword: string } }>(
    '/api/employee/update-password',
    {
      config: { access: access.self },
      schema: {
        body: {
          type: 'object',
          required: ['currentPassword', 'newPassword'],
          properties: {
            currentPassword: { type: 'string', title: 'Current Password', minLength: 1 },
            newPassword: { type: 'string', title: 'Password', minLength: MIN_RESET_PASSWORD_LENGTH, maxLength: 256 },
          },
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const employee = await db.selectFrom('employee').select('password_hash').where('id', '=', auth.employeeId).executeTakeFirstOrThrow();
      if (!(await verifyPassword(employee.password_hash, request.body.currentPassword))) {
        throw badRequest('Current password is incorrect');
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('employee').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', auth.employeeId).execute();
        await revokeEmployeeSessions(trx, auth.employeeId, 'password changed');
      });
      return ok(null, 'Password updated successfully');
    },
  );

  app.get<{ Params: { folderName: string; fileName: string } }>(
    '/api/users/docs/:folderName/:fileName',
    {
      config: { access: access.self, owns: [owns('idCard', 'params', 'fileName')] },
      schema: {
        params: { type: 'object', required: ['folderName', 'fileName'], properties: { folderName: shortText('Folder', 50), fileName: shortText('File', 100) } },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const { folderName, fileName } = request.params;
      if (folderName !== ID_CARD_FOLDER) return sendUserDocument(db, auth, reply, folderName, fileName, false);
      const empId = fileName.replace(/\.pdf$/i, '').toUpperCase();
      if (!fileName.toLowerCase().endsWith('.pdf')) throw notFound('Document not found');
      if (empId !== auth.empId && !auth.permissions.byPath.get(PEOPLE_PATH)?.view) throw forbidden();
      const employee = await employeeInOrganization(db, empId, auth.organizationId);
      const facts = employee && (await loadIdCardFacts(db, employee.id, auth.organizationId));
      if (!facts) throw notFound('Document not found');
      const pdf = await renderIdCard(facts);
      return sendUserFile(reply, { bytes: pdf, fileName: `${facts.empId}.pdf`, cacheSeconds: 300 });
    },
  );

  // A logo or a holiday attachment is read from a session of the organisation it belongs to (the top bar shows the active one's).
  app.get<{ Params: { name: string } }>(
    '/api/organization/file/:name',
    { config: { access: access.self, owns: [owns('file', 'params', 'name')] }, schema: { params: { type: 'object', required: ['name'], properties: { name: shortText('File', 100) } } } },
    async (request, reply) => {
    const file = await db
      .selectFrom('stored_file')
      .select(['bytes'])
      .where('name', '=', request.params.name)
      .where('organization_id', '=', request.auth!.organizationId)
      // A personal file (a leave document) is served only by the route that knows who may read it.
      .where('owner_employee_id', 'is', null)
      .executeTakeFirst();
    if (!file) throw notFound('File not found');
    return sendUserFile(reply, { bytes: file.bytes, fileName: request.params.name, cacheSeconds: 3600 });
  });
}
