import type { FastifyInstance } from 'fastify';
import { badRequest } from './AppError.js';

const NUL = /\u0000/;
/** The query's JSON parameters (filter, sort, range) carry a NUL as its JSON escape. */
const NUL_OR_ESCAPE = /\u0000|\\u0000/i;

/** Where a value holds a NUL character, e.g. 'body.rows.0.Name', or undefined. */
function nulIn(value: unknown, where: string, nul: RegExp): string | undefined {
  if (typeof value === 'string') return nul.test(value) ? where : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const path = `${where}.${key}`;
    if (nul.test(key)) return path;
    const found = nulIn(inner, path, nul);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL cannot store the NUL character in text, so no request may carry one anywhere: path,
 * query or JSON body (import rows included). One guard for every route, before any handler runs.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where = nulIn(request.params, 'path', NUL) ?? nulIn(request.query, 'query', NUL_OR_ESCAPE) ?? nulIn(request.body, 'body', NUL);
    if (where) throw badRequest(`The request holds a NUL character (in ${where}), which is not allowed`);
  });
}
