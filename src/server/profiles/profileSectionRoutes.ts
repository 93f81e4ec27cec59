import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/AuthContext.js';
import { access } from '../http/access.js';
import { ok } from '../http/reply.js';
import { owns } from '../auth/tenancy.js';
import { recordAudit } from '../audit/recordAudit.js';
import type { Services } from '../services.js';
import { PROFILE_SCHEMAS, PROFILE_SECTIONS } from '../../shared/profileSections.js';
import { answerSection, saveSection, type StoredSection } from './profileSection.js';
import { employeeOfOrganization, ownProfile, PEOPLE_PATH, readableEmployee } from './profileOwner.js';

const empIdParams = { type: 'object', required: ['empId'], properties: { empId: { type: 'string', title: 'Employee ID', minLength: 1, maxLength: 20 } } } as const;
const anyObject = { type: 'object' } as const;

/**
 * The profile sections of spec 002 §7 (docs/profiles.md): `GET|PUT /api/employee/<call>` for the
 * caller's own profile and `GET|PUT /api/employee/<call>/hr/{empId}` for HR of the organisation; the
 * section's schema decides what each may change. Other Documents is a list of files (documentRoutes.ts).
 */
export async function profileSectionRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const sections = PROFILE_SECTIONS.filter((section): section is Exclude<typeof section, 'otherDocuments'> => section !== 'otherDocuments');
  for (const section of sections) {
    const call = PROFILE_SCHEMAS[section]['x-call'];
    const summary = `${PROFILE_SCHEMAS[section].title} (schemas/profile/${section}.json; docs/profiles.md)`;
    app.get(`/api/employee/${call}`, { config: { access: access.self }, schema: { summary } }, async (request) =>
      ok(await answerSection(db, ownProfile(request.auth!), section, 'self')),
    );
    app.put(`/api/employee/${call}`, { config: { access: access.self }, schema: { summary, description: 'A partial update: only the fields named change; an HR-only field changed by the employee is a 403.', body: anyObject } }, async (request) =>
      ok(await saveSection(db, request.auth!, ownProfile(request.auth!), section, 'self', request.body), `${PROFILE_SCHEMAS[section].title} updated successfully`),
    );
    const hr = (verb: 'view' | 'edit') => ({ access: access.menu(PEOPLE_PATH, verb), owns: [owns('employee', 'params', 'empId')] });
    app.get<{ Params: { empId: string } }>(`/api/employee/${call}/hr/:empId`, { config: hr('view'), schema: { params: empIdParams } }, async (request) =>
      ok(await answerSection(db, await employeeOfOrganization(db, request.auth!, request.params.empId), section, 'hr')),
    );
    app.put<{ Params: { empId: string } }>(`/api/employee/${call}/hr/:empId`, { config: hr('edit'), schema: { params: empIdParams, body: anyObject } }, async (request) => {
      const owner = await employeeOfOrganization(db, request.auth!, request.params.empId);
      return ok(await saveSection(db, request.auth!, owner, section, 'hr', request.body), `${PROFILE_SCHEMAS[section].title} updated successfully`);
    });
  }

  // ID card details (spec 002 §3): read by the employee or HR, changed by HR only; they feed the ID card PDF.
  const idCard: StoredSection = 'idCard';
  app.get<{ Params: { empId: string } }>('/api/employee/card/info/:empId', { config: { access: access.self }, schema: { params: empIdParams } }, async (request) => {
    const owner = await readableEmployee(db, request.auth!, request.params.empId);
    const answer = await answerSection(db, owner, idCard, owner.id === request.auth!.employeeId ? 'self' : 'hr');
    return ok({ empId: owner.empId, ...answer.values, status: 'Active', editable: answer.editable });
  });
  const saveIdCard = async (auth: AuthContext, empId: string, body: unknown) => {
    const owner = await employeeOfOrganization(db, auth, empId);
    const answer = await saveSection(db, auth, owner, idCard, 'hr', body);
    return ok({ empId: owner.empId, ...answer.values, status: 'Active' }, 'ID card details updated successfully');
  };
  app.put<{ Params: { empId: string } }>(
    '/api/employee/update-idCardByHr/:empId',
    { config: { access: access.menu(PEOPLE_PATH, 'edit'), owns: [owns('employee', 'params', 'empId')] }, schema: { params: empIdParams, body: anyObject } },
    async (request) => saveIdCard(request.auth!, request.params.empId, request.body),
  );
  // The spec's own form (§7 names the call without an id; the §3 entity carries empId): the same
  // rules, the employee named in the body. `status` is the entity's, always Active: read, not stored.
  app.put<{ Body: { empId: string; status?: string } & Record<string, unknown> }>(
    '/api/employee/update-idCardByHr',
    {
      config: { access: access.menu(PEOPLE_PATH, 'edit'), owns: [owns('employee', 'body', 'empId')] },
      schema: { body: { type: 'object', required: ['empId'], properties: { empId: empIdParams.properties.empId, status: { type: 'string', title: 'Status', maxLength: 20 } } } },
    },
    async (request) => {
      const { empId, status: _status, ...details } = request.body;
      return saveIdCard(request.auth!, empId, details);
    },
  );

  // The employee declares their profile complete (spec 002 §7): stamped and audited; HR sees when.
  // The body is an empty object: a request with anything else in it is refused and stamps nothing.
  app.post(
    '/api/employee/updateProfileOverallSubmit',
    { config: { access: access.self }, schema: { body: { type: 'object', additionalProperties: false, properties: {} } } },
    async (request) => {
    const auth = request.auth!;
    const submittedAt = new Date();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('employee_profile')
        .values({ employee_id: auth.employeeId, organization_id: auth.organizationId, submitted_at: submittedAt, updated_by: auth.empId })
        .onConflict((oc) => oc.column('employee_id').doUpdateSet({ submitted_at: submittedAt, updated_by: auth.empId, updated_at: submittedAt }))
        .execute();
      await recordAudit(trx, auth, { entity: 'employee_profile', entityId: auth.empId, action: 'submit', after: { submittedAt } });
    });
    return ok({ empId: auth.empId, submittedAt: submittedAt.toISOString() }, 'Profile submitted successfully');
    },
  );
}
