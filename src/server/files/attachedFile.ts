import type { Db } from '../db/database.js';
import { badRequest } from '../http/AppError.js';
import { contentTypeOf } from './sendUserFile.js';

/** A document attached in a form (a holiday's circular, a leave's medical certificate): at most 2 MB. */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
/** The schema's bound on the data URL carrying it (base64 is 4/3 of the bytes, plus the header). */
export const ATTACHMENT_MAX_CHARS = Math.ceil((ATTACHMENT_MAX_BYTES * 4) / 3) + 300;
export const ATTACHMENT_TYPES_MESSAGE = 'Please upload a valid file type: .pdf, .png, .jpeg, .jpg';

/** What may be attached: its bytes decide, not its name or claimed type. */
const ACCEPTED: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };
/** A file input's value: `data:<type>;name=<file name>;base64,<bytes>` (the name is optional). */
const DATA_URL = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=([^;]*);)?base64,([A-Za-z0-9+/=]*)$/;

export interface AttachedFile {
  /** The name the user's file had (for display), or "document.{ext}". */
  fileName: string;
  contentType: string;
  extension: string;
  bytes: Buffer;
}

/**
 * A form's file (a data URL) read and checked before anything is written: a data URL at all, at most
 * 2 MB, a PDF, PNG or JPEG by its bytes. Each refusal is a 400 on `field` saying what to do.
 */
export async function readAttachedFile(dataUrl: string, field: string): Promise<AttachedFile> {
  const refuse = (message: string) => badRequest(message, [{ field, message }]);
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw refuse('Attachment must be a file chosen in the form');
  return checkAttachedBytes(Buffer.from(match[3], 'base64'), match[2] ? safeDecode(match[2]) : '', field);
}

/** The same checks on a file's bytes and its given name (a multipart upload's file). */
export async function checkAttachedBytes(bytes: Buffer, givenName: string, field: string): Promise<AttachedFile> {
  const refuse = (message: string) => badRequest(message, [{ field, message }]);
  if (bytes.length === 0) throw refuse('Attachment is an empty file');
  if (bytes.length > ATTACHMENT_MAX_BYTES) throw refuse('Attachment must be at most 2 MB');
  const contentType = await contentTypeOf(bytes);
  const extension = ACCEPTED[contentType];
  if (!extension) throw refuse(ATTACHMENT_TYPES_MESSAGE);
  const given = givenName.trim();
  return { fileName: given.slice(0, 200) || `document.${extension}`, contentType, extension, bytes };
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Stores a checked file in the one file store under a new unguessable name `{prefix}-{org}-…`; an
 * `owner` makes it personal (never served as an organisation file, migration 0027).
 */
export async function storeAttachedFile(trx: Db, file: AttachedFile, where: { organizationId: number; prefix: string; ownerEmployeeId?: number }): Promise<string> {
  const name = `${where.prefix}-${where.organizationId}-${Date.now()}-${crypto.randomUUID().slice(0, 8)}.${file.extension}`;
  await trx.insertInto('stored_file').values({ name, organization_id: where.organizationId, content_type: file.contentType, bytes: file.bytes, owner_employee_id: where.ownerEmployeeId ?? null }).execute();
  return name;
}
