import type { Db } from '../db/database.js';
import { badRequest } from '../http/AppError.js';
import { contentTypeOf } from '../files/sendUserFile.js';
import { ATTACHMENT_MAX_BYTES } from './holidayInput.js';

const DATA_URL = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=([^;]*);)?base64,([A-Za-z0-9+/=]*)$/;
/** What a holiday may attach (a circular, a poster): its bytes decide, not its name or claimed type. */
const ACCEPTED: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };
export const ATTACHMENT_TYPES_MESSAGE = 'Please upload a valid file type: .pdf, .png, .jpeg, .jpg';

/**
 * The holiday's attachment after a save: a data URL is stored as a new organisation file (the one
 * file store, served by GET /api/organization/file/{name}); the current name keeps it; empty drops
 * it. Any other name is refused: a body cannot point at another stored file.
 */
export async function storeHolidayAttachment(trx: Db, organizationId: number, file: string | null, current: string | null): Promise<string | null> {
  if (!file) return null;
  if (file === current) return current;
  const match = DATA_URL.exec(file);
  if (!match) throw badRequest('Attachment must be a file chosen in the form', [{ field: 'file', message: 'Attachment must be a file chosen in the form' }]);
  const bytes = Buffer.from(match[3], 'base64');
  if (bytes.length > ATTACHMENT_MAX_BYTES) throw badRequest('Attachment must be at most 2 MB', [{ field: 'file', message: 'Attachment must be at most 2 MB' }]);
  const type = await contentTypeOf(bytes);
  const extension = ACCEPTED[type];
  if (!extension) throw badRequest(ATTACHMENT_TYPES_MESSAGE, [{ field: 'file', message: ATTACHMENT_TYPES_MESSAGE }]);
  const name = `holiday-${organizationId}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.${extension}`;
  await trx.insertInto('stored_file').values({ name, organization_id: organizationId, content_type: type, bytes }).execute();
  return name;
}
