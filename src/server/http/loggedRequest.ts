import { REDACTED } from '../mail/Mailer.js';

/**
 * A request as the log shows it (Fastify's `req` serializer): a reset link's token (the page
 * /resetPassword?token=…) never reaches the log.
 */
export function loggedRequest(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: request.url.replace(/([?&]token=)[^&#]*/gi, `$1${REDACTED}`), remoteAddress: request.ip };
}
