import type { FastifyInstance } from 'fastify';
import { badRequest } from './AppError.js';

const NUL = /\u0000/;
/** The query's JSON parameters (filter, sort, range) carry a NUL as its JSON escape. */
const NUL_OR_ESCAPE = /\u0000|\\u0000/i;

/**
 * Where a value holds a NUL character, e.g. 'body.rows.0.Name', or undefined. Iterative, so no
 * depth of nesting can overflow the stack (JSON bodies are also bounded at parsing: bodyParsers.ts).
 */
function nulIn(value: unknown, where: string, nul: RegExp): string | undefined {
  const pending: { value: unknown; path: string; key?: string }[] = [{ value, path: where }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.key !== undefined && nul.test(next.key)) return next.path;
    if (typeof next.value === 'string') {
      if (nul.test(next.value)) return next.path;
    } else if (next.value !== null && typeof next.value === 'object') {
      // Reversed onto the stack, so entries are searched in their own order and the first NUL is named.
      for (const [key, item] of Object.entries(next.value).reverse()) pending.push({ value: item, path: `${next.path}.${key}`, key });
    }
  }
  return undefined;
}

/** Refuses a value read outside the guard below (a multipart form's fields, JSON inside a field) that holds a NUL. */
export function assertNoNul(value: unknown, where: string): void {
  const found = nulIn(value, where, NUL);
  if (found) throw badRequest(`The request holds a NUL character (in ${found}), which is not allowed`);
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
