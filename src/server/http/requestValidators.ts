import type { FastifyInstance } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../shared/ajv.js';

/**
 * Every route's schemas are compiled here. A body is judged by the same ajv settings as the
 * browser's forms (no coercion: a number sent as text is wrong); the address's path and query
 * parameters are always text, so their validator turns '12' into 12 before judging it.
 */
export function installRequestValidators(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? forBody : forText;
    const key = `${ajv === forBody ? 'body' : 'text'} ${JSON.stringify(schema)}`;
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile(schema)));
    return validate;
  });
}

// Most routes share their schemas (every master's id, list query; GET's twin HEAD): each is compiled
// once per process, not once per app, since compiling is most of an app's start (tests build two
// apps per file, one per database kind). A validator keeps no state between calls but its last
// `errors`, which Fastify reads right after the call.
const forBody = createAjv();
const forText = createAjv({ coerceTypes: true });
const compiled = new Map<string, ValidateFunction>();
