import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access.js';
import { ok } from '../../http/reply.js';
import type { Services } from '../../services.js';
import { EMPLOYEE_LIST_PATH } from '../employeeListRoutes.js';

/**
 * Spec 002 §7 editorgsAndSubOrgs, read by the add and edit employee forms (spec 002 §6): the
 * organisation is the active organisation's parent (itself when it has none), the sub-organisation
 * the active organisation; `subOrganizations` lists the active ones an employee may be mapped to
 * (the active organisation and those mapped under it). Codes and names only.
 */
export function editOrgsAndSubOrgs(app: FastifyInstance, { db }: Services): void {
  app.get(
    '/api/employee/editorgsAndSubOrgs',
    { config: { access: access.menu(EMPLOYEE_LIST_PATH, 'view') }, schema: { tags: ['People'], summary: 'The fixed organisation and sub-organisation of the add/edit employee forms, and the sub-organisations to map to' } },
    async (request) => {
      const organizationId = request.auth!.organizationId;
      const active = await db.selectFrom('organization').select(['id', 'organization_code', 'organization_detail', 'parent_organization']).where('id', '=', organizationId).executeTakeFirstOrThrow();
      const parent = active.parent_organization === null ? active : ((await db.selectFrom('organization').select(['id', 'organization_code', 'organization_detail', 'parent_organization']).where('id', '=', active.parent_organization).executeTakeFirst()) ?? active);
      const subs = await db
        .selectFrom('organization')
        .select(['organization_code', 'organization_detail'])
        .where('status', '=', 'Active')
        .where((eb) => eb.or([eb('id', '=', organizationId), eb('parent_organization', '=', organizationId)]))
        .orderBy('organization_code')
        .execute();
      const option = (row: { organization_code: string; organization_detail: string }) => ({ value: row.organization_code, label: row.organization_detail });
      return ok({ organization: option(parent), subOrganization: option(active), subOrganizations: subs.map(option) });
    },
  );
}
