import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { recordAudit } from '../audit/recordAudit.js';
import { owns } from '../auth/tenancy.js';
import type { AuthContext } from '../auth/AuthContext.js';
import { access } from '../http/access.js';
import { badRequest } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import type { Services } from '../services.js';
import { readProfileUpload } from './profileUpload.js';
import { employeeOfOrganization, ownProfile, PEOPLE_PATH } from './profileOwner.js';
import type { ProfileOwner } from './profileSection.js';

/** The folder of users/docs that serves photos and banners. */
import { PROFILE_IMAGE_FOLDER } from './userDocument.js';
export { PROFILE_IMAGE_FOLDER };
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;

/** Each kind of profile image: the size it is stored at (cropped to fill) and its column. */
const KINDS = {
  photo: { width: 400, height: 400, column: 'photo_file' },
  banner: { width: 1500, height: 400, column: 'banner_file' },
} as const;
type Kind = keyof typeof KINDS;

/**
 * Re-encodes an uploaded image at its kind's size as JPEG. Re-encoding is the check that it is an
 * image at all (sharp refuses what it cannot decode, and anything over 40 megapixels, a
 * decompression bomb), and it drops whatever else the file carried (EXIF, GPS position, scripts).
 * sharp works on libuv's thread pool, off the HTTP thread.
 */
async function resized(bytes: Buffer, kind: Kind): Promise<Buffer> {
  const { width, height } = KINDS[kind];
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize(width, height, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer();
  } catch {
    throw badRequest('The image could not be read; upload a PNG or JPEG picture', [{ field: 'file', message: 'The image could not be read; upload a PNG or JPEG picture' }]);
  }
}

/** Profile photo and banner (spec 002 §7): the employee's own by POST, HR's for an employee by PUT. */
export async function profileImageRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;

  const store = async (request: FastifyRequest, auth: AuthContext, owner: ProfileOwner, kind: Kind) => {
    const upload = await readProfileUpload(request, IMAGE_TYPES, IMAGE_MAX_BYTES);
    const bytes = await resized(upload.bytes, kind);
    const { column } = KINDS[kind];
    const name = `${kind}-${owner.organizationId}-${Date.now()}-${crypto.randomUUID().slice(0, 8)}.jpg`;
    await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('employee_profile').select(column).where('employee_id', '=', owner.id).executeTakeFirst();
      await trx.insertInto('stored_file').values({ name, organization_id: owner.organizationId, content_type: 'image/jpeg', bytes, owner_employee_id: owner.id }).execute();
      await trx
        .insertInto('employee_profile')
        .values({ employee_id: owner.id, organization_id: owner.organizationId, [column]: name, updated_by: auth.empId })
        .onConflict((oc) => oc.column('employee_id').doUpdateSet({ [column]: name, updated_by: auth.empId, updated_at: new Date() }))
        .execute();
      await recordAudit(trx, auth, { entity: 'employee_profile', entityId: owner.empId, action: 'update', before: { [kind]: before?.[column] ?? null }, after: { [kind]: name } });
    });
    return ok({ empId: owner.empId, folderName: PROFILE_IMAGE_FOLDER, fileName: name }, kind === 'photo' ? 'Profile photo updated successfully' : 'Banner updated successfully');
  };

  const empIdParams = { type: 'object', required: ['empId'], properties: { empId: { type: 'string', title: 'Employee ID', minLength: 1, maxLength: 20 } } } as const;
  for (const kind of Object.keys(KINDS) as Kind[]) {
    app.post(`/api/profileImage/${kind}`, { config: { access: access.self } }, async (request) => store(request, request.auth!, ownProfile(request.auth!), kind));
    app.put<{ Params: { empId: string } }>(
      `/api/profileImage/${kind}/:empId`,
      { config: { access: access.menu(PEOPLE_PATH, 'edit'), owns: [owns('employee', 'params', 'empId')] }, schema: { params: empIdParams } },
      async (request) => store(request, request.auth!, await employeeOfOrganization(db, request.auth!, request.params.empId), kind),
    );
  }

  // Where an employee's photo and banner are (served by users/docs/profileImage/…): anyone of the organisation may see them (the org chart shows photos).
  app.get<{ Params: { empId: string } }>(
    '/api/profileImage/info/:empId',
    { config: { access: access.self, owns: [owns('employee', 'params', 'empId')] }, schema: { params: empIdParams } },
    async (request) => {
      const owner = await employeeOfOrganization(db, request.auth!, request.params.empId);
      const row = await db.selectFrom('employee_profile').select(['photo_file', 'banner_file']).where('employee_id', '=', owner.id).executeTakeFirst();
      return ok({ empId: owner.empId, folderName: PROFILE_IMAGE_FOLDER, photo: row?.photo_file ?? null, banner: row?.banner_file ?? null });
    },
  );
}
