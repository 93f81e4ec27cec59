import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * Security headers on every answer (docs/security.md). The Content-Security-Policy is the one the
 * built app runs under without a violation in Chromium (tests/e2e/securityHeaders.test.ts):
 * - scripts only from this origin (Vite's hashed bundles; no inline script). 'unsafe-eval' stays
 *   until the forms validate without it: RJSF's ajv compiles each schema with new Function in the
 *   browser, and master schemas are data read at run time (docs/security.md, to do);
 * - styles from this origin and inline: MUI's emotion writes <style> elements at run time and the
 *   print view writes its own page, and the app is a static file without a per-request nonce;
 * - images from this origin, data: (the icon) and blob: (logo and ID card fetched with the token);
 * - the ID card PDF shown from a blob: object; collaboration screens in frames of any https
 *   address an administrator configured (http too outside production);
 * - Microsoft sign-in is a navigation, which CSP does not restrict;
 * - no page may frame this one except itself (frame-ancestors, X-Frame-Options).
 * Under `npm run dev` (Vite's inline HMR client) only the non-CSP headers are sent.
 *
 * `helmet` itself, built once: @fastify/helmet builds a new helmet (parsing the policy again) on
 * every request, 7 % of the server's CPU on the profile call (docs/performance.md). No route has
 * headers of its own, so one set for every answer is all that plugin gave.
 */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const frames = ["'self'", 'blob:', 'https:', ...(config.production ? [] : ['http:'])];
  const setHeaders = helmet({
    contentSecurityPolicy: config.dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            baseUri: ["'self'"],
            scriptSrc: ["'self'", "'unsafe-eval'"],
            scriptSrcAttr: ["'none'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            fontSrc: ["'self'", 'data:'],
            // The chatbot service (its own process and port: docs/chatbot.md).
            connectSrc: ["'self'", originOf(config.chatbotUrl)].filter(Boolean),
            workerSrc: ["'self'", 'blob:'],
            objectSrc: ['blob:'],
            frameSrc: frames,
            childSrc: frames,
            formAction: ["'self'", 'https://login.microsoftonline.com'],
            frameAncestors: ["'self'"],
            ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The app opens collaboration screens and Microsoft sign-in in other windows and frames.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // HSTS only where the product is served over https.
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 180 * 24 * 3600 } : false,
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}

/** The origin of an address, or '' when it is not one. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
