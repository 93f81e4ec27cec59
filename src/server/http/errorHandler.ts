import type { FastifyError, FastifyInstance } from 'fastify';
import { toFieldErrors } from '../../shared/validationMessages.js';
import { AppError } from './AppError.js';

/** Turns every failure into `{ message, errorType, fields? }`; only AppErrors reach the user as written. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, errorType: 'OPERATIONAL', fields: error.fields, ...error.details });
    }
    if (error.validation) {
      const properties = (request.routeOptions.schema?.body as { properties?: Record<string, object> } | undefined)?.properties;
      const fields = toFieldErrors(error.validation as never, properties);
      return reply.status(400).send({
        message: fields.map((f) => f.message).join(', ') || 'Invalid request',
        errorType: 'OPERATIONAL',
        fields,
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals (malformed JSON, body too large, bad content type).
      return reply.status(error.statusCode).send({ message: error.message, errorType: 'OPERATIONAL' });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error. Please try again later.', errorType: 'INTERNAL' });
  });
}
