import type { FastifyInstance } from 'fastify';
import { badRequest } from './AppError.js';

/** Where a value holds a NUL character, e.g. 'body.rows.0.Name', or undefined. */
function nulIn(value: unknown, where: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? where : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const path = `${where}.${key}`;
    if (key.includes('\u0000')) return path;
    const found = nulIn(inner, path);
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
    const where = nulIn(request.params, 'path') ?? nulIn(request.query, 'query') ?? nulIn(request.body, 'body');
    if (where) throw badRequest(`The request holds a NUL character (in ${where}), which is not allowed`);
  });
}
