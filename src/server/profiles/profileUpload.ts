import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../http/AppError.js';
import { contentTypeOf } from '../files/sendUserFile.js';
import { DOUBLE_EXTENSION_MESSAGE, documentTypesMessage } from '../../shared/profileSections.js';
import { formParts } from '../http/formParts.js';

/** What a file of each accepted extension must be by its own bytes (magic numbers). */
const TYPE_OF_EXTENSION: Record<string, string[]> = {
  pdf: ['application/pdf'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  doc: ['application/x-cfb', 'application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};

export interface ProfileUpload {
  fileName: string;
  extension: string;
  contentType: string;
  bytes: Buffer;
  /** The form's other fields (a document's type and expiry date), as text. */
  fields: Record<string, string>;
}

const refuse = (message: string) => badRequest(message, [{ field: 'file', message }]);

/**
 * The one file of a multipart upload with the form's fields, checked by the rules of spec 002 §5
 * 'File upload' before anything is written: one extension only ('Double extension files are not
 * allowed.'), an accepted extension ('Please upload a valid file type: …'), at most `maxBytes`, and
 * bytes that are what the extension says — a page or an SVG renamed .png is refused by its content.
 */
export async function readProfileUpload(request: FastifyRequest, accepted: readonly string[], maxBytes: number): Promise<ProfileUpload> {
  if (!request.isMultipart()) throw refuse('File is required');
  const fields: Record<string, string> = {};
  let file: Omit<ProfileUpload, 'fields' | 'contentType'> | undefined;
  let refusal: AppError | undefined;
  for await (const part of formParts(request, { limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 1000 } })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const name = part.filename.trim();
    const pieces = name.toLowerCase().split('.');
    const extension = pieces.length > 1 ? pieces[pieces.length - 1] : '';
    if (pieces.length > 2) refusal = refuse(DOUBLE_EXTENSION_MESSAGE);
    else if (!accepted.includes(extension)) refusal = refuse(documentTypesMessage(accepted));
    if (refusal) {
      part.file.resume();
      continue;
    }
    const bytes = await part.toBuffer().catch(() => undefined);
    if (!bytes || part.file.truncated) throw new AppError(413, `File must be at most ${Math.round(maxBytes / 1024 / 1024)} MB`);
    file = { fileName: name, extension, bytes };
  }
  if (refusal) throw refusal;
  if (!file || file.bytes.length === 0) throw refuse('File is required');
  const contentType = await contentTypeOf(file.bytes);
  if (!TYPE_OF_EXTENSION[file.extension]?.includes(contentType)) throw refuse(documentTypesMessage(accepted));
  return { ...file, contentType, fields };
}
