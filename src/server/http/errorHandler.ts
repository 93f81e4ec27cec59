import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { toFieldErrors } from '../../shared/validationMessages.js';
import { AppError } from './AppError.js';
import { databaseRefusal } from './databaseErrors.js';

type SchemaPart = 'body' | 'querystring' | 'params' | 'headers';

/** The properties of the schema part that refused the request, so messages use their titles. */
function propertiesOf(request: FastifyRequest, part: SchemaPart | undefined) {
  const schema = part ? (request.routeOptions.schema?.[part] as { properties?: Record<string, object> } | undefined) : undefined;
  return schema?.properties;
}

const WHOLE_PART: Record<SchemaPart, string> = {
  body: 'Send the request body as a JSON object',
  querystring: 'Invalid query parameters',
  params: 'Invalid address',
  headers: 'Invalid request headers',
};

/** Turns every failure into `{ message, errorType, fields? }`; only AppErrors reach the user as written. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((caught: FastifyError | AppError, request, reply) => {
    const refusal = caught instanceof AppError ? caught : databaseRefusal(caught);
    if (refusal) {
      if (refusal !== caught) request.log.warn({ err: caught }, 'Database refused the request');
      return reply.status(refusal.statusCode).send({ message: refusal.message, errorType: 'OPERATIONAL', fields: refusal.fields, ...refusal.details });
    }
    const error = caught as FastifyError;
    if (error.validation) {
      const part = error.validationContext as SchemaPart | undefined;
      const fields = toFieldErrors(error.validation as never, propertiesOf(request, part)).filter((f) => f.field !== '');
      return reply.status(400).send({
        message: fields.map((f) => f.message).join(', ') || (part && WHOLE_PART[part]) || 'Invalid request',
        errorType: 'OPERATIONAL',
        fields,
      });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const sent = request.headers['content-type'] ? `Content type ${request.headers['content-type']} is not accepted` : 'The request body has no content type';
      return reply.status(415).send({ message: `${sent}: send JSON as application/json, or a file upload as multipart/form-data`, errorType: 'OPERATIONAL' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals (malformed JSON, body too large, bad content type).
      return reply.status(error.statusCode).send({ message: error.message, errorType: 'OPERATIONAL' });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error. Please try again later.', errorType: 'INTERNAL' });
  });
}
