import type { FastifyReply } from 'fastify';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import { badRequest, forbidden, notFound } from '../http/AppError.js';
import { sendUserFile } from '../files/sendUserFile.js';
import { PEOPLE_PATH } from './profileOwner.js';

export const DOCUMENTS_FOLDER = 'otherDocuments';
import { PROFILE_IMAGE_FOLDER } from '../../shared/employeeRecords.js';
export { PROFILE_IMAGE_FOLDER };

/** A stored file's name: letters, digits, dot, dash and underscore, no '..' — a path never leads elsewhere. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

/** Refuses a folder or file name that is not a plain name (`..`, a slash, an encoded slash once decoded). */
export function checkDocumentPath(folderName: string, fileName: string): void {
  for (const part of [folderName, fileName]) {
    if (!SAFE_NAME.test(part)) throw badRequest('Invalid file path');
  }
}

/**
 * A personal file of users/docs (docs/profiles.md): a profile photo or banner is seen by anyone of the
 * organisation; a document of Other Documents by its employee and by HR of the organisation (Employee
 * List view) only. Another organisation's file is 'Document not found', as tenancy answers.
 */
export async function sendUserDocument(db: Db, auth: AuthContext, reply: FastifyReply, folderName: string, fileName: string, download: boolean) {
  checkDocumentPath(folderName, fileName);
  let owner: number | undefined;
  let shownName = fileName;
  if (folderName === PROFILE_IMAGE_FOLDER) {
    const image = await db
      .selectFrom('employee_profile')
      .select('employee_id')
      .where('organization_id', '=', auth.organizationId)
      .where((eb) => eb.or([eb('photo_file', '=', fileName), eb('banner_file', '=', fileName)]))
      .executeTakeFirst();
    if (!image) throw notFound('Document not found');
  } else if (folderName === DOCUMENTS_FOLDER) {
    const document = await db
      .selectFrom('employee_document')
      .select(['employee_id', 'original_name'])
      .where('organization_id', '=', auth.organizationId)
      .where('file_name', '=', fileName)
      .executeTakeFirst();
    if (!document) throw notFound('Document not found');
    owner = document.employee_id;
    shownName = document.original_name;
  } else {
    throw notFound('Document not found');
  }
  if (owner !== undefined && owner !== auth.employeeId && !auth.permissions.byPath.get(PEOPLE_PATH)?.view) throw forbidden();
  const file = await db.selectFrom('stored_file').select('bytes').where('name', '=', fileName).where('organization_id', '=', auth.organizationId).executeTakeFirst();
  if (!file) throw notFound('Document not found');
  return sendUserFile(reply, { bytes: file.bytes, fileName: shownName, cacheSeconds: 300, download });
}
