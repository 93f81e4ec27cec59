import type { Db } from '../db/database.js';
import { readAttachedFile, storeAttachedFile } from '../files/attachedFile.js';

/**
 * The holiday's attachment after a save: a data URL is stored as a new organisation file (the one
 * file store, served by GET /api/organization/file/{name}); the current name keeps it; empty drops
 * it. Any other name is refused: a body cannot point at another stored file.
 */
export async function storeHolidayAttachment(trx: Db, organizationId: number, file: string | null, current: string | null): Promise<string | null> {
  if (!file) return null;
  if (file === current) return current;
  return storeAttachedFile(trx, await readAttachedFile(file, 'file'), { organizationId, prefix: 'holiday' });
}
