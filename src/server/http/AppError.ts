import type { FieldError } from '../../shared/validationMessages.js';

/**
 * An error whose message is fit to show a user (errorType OPERATIONAL, spec 000 §8). Anything
 * else that escapes a handler is a 500 whose details stay in the log.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldError[],
    /** Extra members of the error body, e.g. an import's per-row errors. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: FieldError[]) => new AppError(400, message, fields);
export const unauthorized = (message = 'Your session has expired. Please log in again.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to perform this action.') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
