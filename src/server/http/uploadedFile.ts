import type { FastifyRequest } from 'fastify';
import { limitMessages, MAX_IMPORT_FILE_BYTES } from '../../shared/heavyWorkLimits.js';
import { AppError, badRequest } from './AppError.js';

/**
 * The one file of a multipart upload, refused when missing (400), of a type not in `extensions`
 * (400 with `typeMessage`) or larger than the import cap (413). Multipart must be registered.
 */
export async function uploadedFile(request: FastifyRequest, extensions: readonly string[], typeMessage: string): Promise<{ name: string; bytes: Buffer }> {
  const missing = () => badRequest('File is required', [{ field: 'file', message: 'File is required' }]);
  if (!request.isMultipart()) throw missing();
  const upload = await request.file({ limits: { files: 1, fileSize: MAX_IMPORT_FILE_BYTES } });
  if (!upload) throw missing();
  const extension = upload.filename.toLowerCase().split('.').pop() ?? '';
  if (!extensions.includes(extension)) {
    upload.file.resume();
    throw badRequest(typeMessage, [{ field: 'file', message: typeMessage }]);
  }
  const bytes = await upload.toBuffer().catch(() => {
    throw new AppError(413, limitMessages.fileTooLarge);
  });
  if (upload.file.truncated) throw new AppError(413, limitMessages.fileTooLarge);
  return { name: upload.filename, bytes };
}
