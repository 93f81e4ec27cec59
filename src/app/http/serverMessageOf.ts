import type { ApiErrorBody } from './httpStatusMessage';

/**
 * The message the server put in a failed call's body, for callers that word failures themselves (silent calls).
 * With `operationalOnly`, only a message the server marked fit for users (errorType 'OPERATIONAL').
 */
export function serverMessageOf(error: unknown, operationalOnly = false): string | undefined {
  const body = (error as { body?: ApiErrorBody | null } | null)?.body;
  if (!body || typeof body.message !== 'string' || body.message.trim() === '') return undefined;
  if (operationalOnly && body.errorType !== 'OPERATIONAL') return undefined;
  return body.message;
}
