import type { FastifyRequest } from 'fastify';
import { limitMessages, MAX_IMPORT_FILE_BYTES } from '../../shared/heavyWorkLimits.js';
import { sheetRefusal } from '../../shared/sheetRefusal.js';
import { AppError, badRequest } from './AppError.js';
import { assertNoNul } from './rejectNul.js';

/**
 * The one import sheet of a multipart upload, refused when missing (400), of a type not in
 * `extensions` (400 with `typeMessage`), larger than the import cap (413), or unimportable at a
 * look at its bytes (400: a NUL in a CSV, a zip bomb) — before any job starts, so a bad file is
 * never a 202 and a failed job. Multipart must be registered.
 */
export async function uploadedFile(request: FastifyRequest, extensions: readonly string[], typeMessage: string): Promise<{ name: string; bytes: Buffer }> {
  const missing = () => badRequest('File is required', [{ field: 'file', message: 'File is required' }]);
  if (!request.isMultipart()) throw missing();
  const upload = await request.file({ limits: { files: 1, fileSize: MAX_IMPORT_FILE_BYTES } });
  if (!upload) throw missing();
  assertNoNul(upload.filename, 'form.file name');
  const extension = upload.filename.toLowerCase().split('.').pop() ?? '';
  if (!extensions.includes(extension)) {
    upload.file.resume();
    throw badRequest(typeMessage, [{ field: 'file', message: typeMessage }]);
  }
  const bytes = await upload.toBuffer().catch(() => {
    throw new AppError(413, limitMessages.fileTooLarge);
  });
  if (upload.file.truncated) throw new AppError(413, limitMessages.fileTooLarge);
  const refusal = sheetRefusal(upload.filename, bytes);
  if (refusal) throw badRequest(refusal, [{ field: 'file', message: refusal }]);
  return { name: upload.filename, bytes };
}
