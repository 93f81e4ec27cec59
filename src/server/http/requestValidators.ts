import type { FastifyInstance } from 'fastify';
import { createAjv } from '../../shared/ajv.js';

/**
 * Every route's schemas are compiled here. A body is judged by the same ajv settings as the
 * browser's forms (no coercion: a number sent as text is wrong); the address's path and query
 * parameters are always text, so their validator turns '12' into 12 before judging it.
 */
export function installRequestValidators(app: FastifyInstance): void {
  const forBody = createAjv();
  const forText = createAjv({ coerceTypes: true });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? forBody : forText).compile(schema));
}
