import { createAjv } from '../../shared/ajv.js';
import { SYSTEM_PROPERTIES, type JsonSchema } from '../../shared/masterSchema.js';
import { toFieldErrors } from '../../shared/validationMessages.js';
import { badRequest } from '../http/AppError.js';
import { withColumnRanges } from './masterRouteSchemas.js';

/** The optimistic lock's part of an update: the version the record was read at, as the grid's route schema judges it. */
const VERSION_BODY = withColumnRanges<JsonSchema>({ type: 'object', required: ['version'], properties: { version: SYSTEM_PROPERTIES.version } });
const validate = createAjv().compile(VERSION_BODY);

/**
 * The version an update names, or 400 with the messages the grid's PUT /api/<master>/:id gives
 * (missing, text, fractional, out of the column's range). Every path to a master's update calls it,
 * so a spec path (PUT /grade-master/{id}) holds the same lock as the grid's (issue 17 §4); a version
 * that is well formed but not the stored one is the update's 409.
 */
export function requestedVersion(body: unknown): number {
  if (!validate(body)) {
    const fields = toFieldErrors(validate.errors, VERSION_BODY.properties as never);
    throw badRequest(fields.map((field) => field.message).join(', '), fields);
  }
  return (body as { version: number }).version;
}
