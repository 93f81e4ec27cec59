/** Spec 000 §5, §8, §9: the chatbot's limits and every text it shows. */
export const CHAT_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 15728640,
  timeoutMs: 40_000,
  alertMs: 4_000,
  greetingMs: 5_000,
} as const;

export const CHAT_TEXT = {
  greeting: 'Hello! How can I help you today?',
  emptyMessage: 'Please enter a message before sending.',
  noUser: 'User authentication error. Please log in again.',
  waiting: 'Please wait for the current response to complete.',
  tooManyFiles: 'Too many files selected. Maximum 5 files allowed.',
  tooLarge: (names: string[]) => `File(s) too large: ${names.join(', ')}. Maximum file size is 15MB each.`,
  timeout: 'Something went wrong Please try again',
  network: 'Network error: Unable to connect to the server. Please check your internet connection.',
  badRequest: 'Invalid request. Please check your message and try again.',
  unauthorized: 'Authentication error. Please log in again.',
  serverError: 'Server error. Please try again later.',
  errorField: (error: string) => `Error: ${error}. Please try again.`,
  noReply: "Sorry, I'm having trouble responding right now. Please try again.",
  other: "Sorry, I'm having trouble connecting. Please check your internet connection and try again.",
  defaultServerError: 'Something went wrong',
} as const;

/** What the chatbot service answered (spec 000 §3: session_id, response or message, or error). */
export interface ChatReplyBody {
  session_id?: string;
  response?: string;
  message?: string;
  error?: unknown;
  /** Pages that show what the answer says. */
  links?: { label: string; path: string }[];
  /** Quick replies offered (a confirmation's Yes and No). */
  suggestions?: string[];
}

/** How a sent message ended: an answer from the service, or why there is none. */
export type ChatOutcome = { kind: 'answer'; status: number; body: ChatReplyBody | null } | { kind: 'timeout' } | { kind: 'network' } | { kind: 'failed' };

/** Spec 000 §8: the alert for an outcome, or null when it is an answer to show. */
export function chatErrorText(outcome: ChatOutcome): string | null {
  switch (outcome.kind) {
    case 'timeout':
      return CHAT_TEXT.timeout;
    case 'network':
      return CHAT_TEXT.network;
    case 'failed':
      return CHAT_TEXT.other;
    case 'answer':
      break;
  }
  const { status, body } = outcome;
  if (status === 400) return CHAT_TEXT.badRequest;
  if (status === 401) return CHAT_TEXT.unauthorized;
  if (status === 500) return CHAT_TEXT.serverError;
  if (status < 200 || status >= 300) return CHAT_TEXT.other;
  if (body?.error !== undefined && body.error !== null && body.error !== false) {
    return CHAT_TEXT.errorField(typeof body.error === 'string' && body.error.trim() ? body.error : CHAT_TEXT.defaultServerError);
  }
  if (!replyText(body)) return CHAT_TEXT.noReply;
  return null;
}

/** The reply's text: `response`, else `message`. */
export function replyText(body: ChatReplyBody | null): string {
  const text = body?.response ?? body?.message;
  return typeof text === 'string' ? text.trim() : '';
}
