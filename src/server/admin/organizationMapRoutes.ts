import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { recordAudit } from '../audit/recordAudit.js';
import { access } from '../http/access.js';
import { notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import type { Services } from '../services.js';

/**
 * Spec 002 §4/§7 `orgMap-status-update`: the status of an organisation mapped under the active one (Active or
 * Inactive), the toggle of the organisation mapping screen. Only a mapping of the caller's active organisation
 * can be changed. Stands in until the schema engine serves the spec's status paths per master; delete it then
 * (Fastify refuses the same route twice, so the server says so at start-up).
 */
export async function organizationMapRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  app.put<{ Params: { id: string }; Body: { status: 'Active' | 'Inactive' } }>(
    '/api/orgMap-status-update/:id',
    {
      config: { access: access.menu('/organization', 'edit') },
      schema: {
        // Path parameters arrive as text (the shared ajv does not coerce); at most 9 digits stays within an integer column.
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', title: 'Id', pattern: '^[1-9][0-9]{0,8}$' } } },
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: { status: { type: 'string', title: 'Status', enum: ['Active', 'Inactive'] } },
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const { status } = request.body;
      const changed = await db.transaction().execute(async (trx) => {
        const mapped = await trx
          .selectFrom('organization')
          .select(['id', 'organization_code', 'status'])
          .where('id', '=', Number(request.params.id))
          .where('parent_organization', '=', auth.organizationId)
          .executeTakeFirst();
        if (!mapped) throw notFound('Organization mapping not found');
        if (mapped.status === status) return mapped;
        await trx
          .updateTable('organization')
          .set({ status, updated_by: auth.empId, updated_at: new Date(), version: sql<number>`version + 1` })
          .where('id', '=', mapped.id)
          .execute();
        await recordAudit(trx, auth, {
          entity: 'organizationMap',
          entityId: mapped.id,
          action: 'update',
          before: { organizationCode: mapped.organization_code, status: mapped.status },
          after: { organizationCode: mapped.organization_code, status },
        });
        return { ...mapped, status };
      });
      // An organisation's status decides who may act in it.
      services.permissions.invalidate();
      return ok({ id: changed.id, status }, 'Organization mapping status updated successfully');
    },
  );
}
