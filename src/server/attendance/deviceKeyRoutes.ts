import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/recordAudit.js';
import { access } from '../http/access.js';
import { notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { databaseId, shortText } from '../http/schemaParts.js';
import type { Services } from '../services.js';
import { newDeviceKey } from '../auth/deviceKeys.js';
import { SWIPE_INGESTION_PATH } from './swipeRoutes.js';

/**
 * The organisation's device keys (docs/swipes.md), under the swipe-ingestion permission: list
 * (never the key), make one (the key answered this once), revoke one.
 */
export async function deviceKeyRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;

  app.get('/api/attendance/device-keys', { config: { access: access.menu(SWIPE_INGESTION_PATH, 'view') } }, async (request) => {
    const rows = await db
      .selectFrom('swipe_device_key as k')
      .leftJoin('employee as e', 'e.id', 'k.created_by')
      .select(['k.id', 'k.name', 'k.key_prefix as keyPrefix', 'e.emp_id as createdBy', 'k.created_at as createdAt', 'k.last_used_at as lastUsedAt', 'k.revoked_at as revokedAt'])
      .where('k.organization_id', '=', request.auth!.organizationId)
      .orderBy('k.id', 'desc')
      .execute();
    return ok(rows);
  });

  app.post<{ Body: { name: string } }>(
    '/api/attendance/device-keys',
    {
      config: { access: access.menu(SWIPE_INGESTION_PATH, 'add') },
      schema: { body: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { ...shortText('Name', 100), minLength: 1, pattern: '\\S' } } } },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const made = newDeviceKey();
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('swipe_device_key')
          .values({ organization_id: auth.organizationId, name: request.body.name.trim(), key_hash: made.hash, key_prefix: made.prefix, created_by: auth.employeeId })
          .returning(['id', 'name', 'key_prefix'])
          .executeTakeFirstOrThrow();
        await recordAudit(trx, auth, { entity: 'swipeDeviceKey', entityId: inserted.id, action: 'create', after: { name: inserted.name, keyPrefix: inserted.key_prefix } });
        return inserted;
      });
      reply.status(201);
      return ok({ id: row.id, name: row.name, keyPrefix: row.key_prefix, key: made.key }, 'Device key created. Copy it now: it will not be shown again.');
    },
  );

  app.delete<{ Querystring: { id: number } }>(
    '/api/attendance/device-keys',
    {
      config: { access: access.menu(SWIPE_INGESTION_PATH, 'delete') },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id: { ...databaseId, title: 'ID' } } } },
    },
    async (request) => {
      const auth = request.auth!;
      await db.transaction().execute(async (trx) => {
        const revoked = await trx
          .updateTable('swipe_device_key')
          .set({ revoked_at: new Date() })
          .where('organization_id', '=', auth.organizationId)
          .where('id', '=', request.query.id)
          .where('revoked_at', 'is', null)
          .returning(['id', 'name'])
          .executeTakeFirst();
        if (!revoked) throw notFound('Device key not found');
        await recordAudit(trx, auth, { entity: 'swipeDeviceKey', entityId: revoked.id, action: 'delete', before: { name: revoked.name } });
      });
      return ok(null, 'Device key revoked');
    },
  );
}
