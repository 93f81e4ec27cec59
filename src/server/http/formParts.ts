import type { FastifyRequest } from 'fastify';
import { assertNoNul } from './rejectNul.js';

type PartsOptions = NonNullable<Parameters<FastifyRequest['parts']>[0]>;

/**
 * A multipart form's parts, each refused (400) when its field name, value or file name holds a NUL:
 * the NUL guard (rejectNul.ts) sees path, query and JSON body, not a form read part by part, and
 * PostgreSQL cannot store the NUL character. Every route reading a form reads it through here.
 */
export async function* formParts(request: FastifyRequest, options: PartsOptions) {
  for await (const part of request.parts(options)) {
    assertNoNul(part.fieldname, 'form');
    if (part.type === 'file') assertNoNul(part.filename, `form.${part.fieldname} file name`);
    else assertNoNul(part.value, `form.${part.fieldname}`);
    yield part;
  }
}
