import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { sql } from 'kysely';
import { recordAudit } from '../audit/recordAudit.js';
import { access } from '../http/access.js';
import { badRequest, notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { owns } from '../auth/tenancy.js';
import { idParams } from '../http/schemaParts.js';
import type { Services } from '../services.js';
import { contentTypeOf } from '../files/sendUserFile.js';

export const LOGO_MAX_BYTES = 1024 * 1024;
const ACCEPTED = 'png, jpeg, jpg';

/** Organisation logos (spec 002 §3): png, jpeg or jpg only, kept in the database, served with the bearer token. */
export async function organizationLogoRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  await app.register(multipart, { limits: { files: 1, fileSize: LOGO_MAX_BYTES, fields: 5 } });

  // An organisation's logo is changed from its own session only (docs/tenancy.md).
  const ownOrganization = { access: access.menu('/organization', 'edit'), owns: [owns('organization', 'params', 'id')] };
  app.post<{ Params: { id: string } }>('/api/organization/:id/logo', { config: ownOrganization, schema: { params: idParams('id') } }, async (request) => {
    const auth = request.auth!;
    const organization = await db.selectFrom('organization').select(['id', 'logo_file']).where('id', '=', auth.organizationId).executeTakeFirst();
    if (!organization) throw notFound('Organization not found');
    if (!request.isMultipart()) throw badRequest('Send the logo as multipart/form-data with a field named file');
    const file = await request.file();
    if (!file) throw badRequest('Please choose a logo file');
    const parts = file.filename.toLowerCase().split('.');
    if (parts.length > 2) throw badRequest('Double extension files are not allowed.');
    const extension = parts.length === 2 ? parts[1] : '';
    if (!['png', 'jpeg', 'jpg'].includes(extension)) throw badRequest(`Please upload a valid file type: ${ACCEPTED}`);
    const bytes = await file.toBuffer().catch(() => {
      throw badRequest('Logo must be at most 1 MB');
    });
    if (file.file.truncated) throw badRequest('Logo must be at most 1 MB');
    // The bytes decide the type (an SVG or a page renamed .png is refused); the name has to agree.
    const type = await contentTypeOf(bytes);
    if (type !== (extension === 'png' ? 'image/png' : 'image/jpeg')) throw badRequest(`Please upload a valid file type: ${ACCEPTED}`);

    const name = `org-${organization.id}-${Date.now()}.${extension}`;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('stored_file').values({ name, organization_id: organization.id, content_type: type, bytes }).execute();
      await trx.updateTable('organization').set({ logo_file: name, updated_by: auth.empId, updated_at: new Date(), version: sql<number>`version + 1` }).where('id', '=', organization.id).execute();
      await recordAudit(trx, auth, { entity: 'organization', entityId: organization.id, action: 'update', before: { logoFile: organization.logo_file }, after: { logoFile: name } });
    });
    return ok({ logoFile: name }, 'Logo updated successfully');
  });
}
