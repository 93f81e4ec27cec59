/** Error body the server sends: `{ message, errorType, fields? }` (docs/api-contract.md). */
export interface ApiErrorBody {
  message?: string;
  errorType?: string;
  fields?: { field: string; message: string }[];
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong!';
const NETWORK_ERROR_MESSAGE = 'Network/Interceptor error occurred';
/** Status used for a call that never got an answer (offline, DNS, CORS, server down). */
export const NETWORK_FAILURE_STATUS = 0;

function serverMessage(body: unknown): string | undefined {
  const message = (body as ApiErrorBody | null | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function operationalMessage(body: unknown): string | undefined {
  return (body as ApiErrorBody | null | undefined)?.errorType === 'OPERATIONAL' ? serverMessage(body) : undefined;
}

/**
 * The user-facing message for a failed call, spec 000 §8. Statuses the spec does not list (401 when the caller
 * opted out of the refresh, 413, 422, 429, 504, …) follow the 400/409 rule: only a message the server marked
 * OPERATIONAL is fit to show, anything else could leak internals.
 */
export function httpStatusMessage(status: number, body?: unknown): string {
  switch (status) {
    case NETWORK_FAILURE_STATUS:
      return NETWORK_ERROR_MESSAGE;
    case 403:
    case 404:
      return serverMessage(body) ?? `${GENERIC_ERROR_MESSAGE} (${status})`;
    case 500:
      return 'Internal Server Error. Please try again later.';
    case 502:
      return 'Bad Gateway. Please check the server connection.';
    case 503:
      return 'Service Unavailable. Try again later.';
    default:
      return operationalMessage(body) ?? GENERIC_ERROR_MESSAGE;
  }
}
