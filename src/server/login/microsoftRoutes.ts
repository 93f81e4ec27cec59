import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { access } from '../http/access.js';
import { AppError, badRequest } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { shortText } from '../http/schemaParts.js';
import type { Services } from '../services.js';
import { buildLoginDetails, defaultScope } from './loginDetails.js';
import { startSession } from '../auth/sessions.js';

const PENDING_MS = 10 * 60_000;
const HANDOFF_MS = 2 * 60_000;
/** Hand-off tokens are kept hashed: the table alone does not let anyone sign in. */
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');
export const MICROSOFT_NOT_CONFIGURED = 'Microsoft login is not configured. Please contact administrator.';

/**
 * Microsoft sign-in as OpenID Connect (authorization code flow). The browser never sees Microsoft's
 * tokens: after the callback it gets a one-time hand-off token in the address, which it posts to
 * /api/users/microsoft/login (spec 000 §4) to receive ordinary login details.
 */
export async function microsoftRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { config, db } = services;
  // Pending sign-ins and hand-offs live in the database: with several processes or instances the
  // callback or the hand-off may reach another one than the sign-in started on. Each is taken
  // once (DELETE … RETURNING), so a replay finds nothing.
  const sweep = async () => {
    const now = new Date();
    await db.deleteFrom('microsoft_sign_in').where('expires_at', '<', now).execute();
    await db.deleteFrom('microsoft_handoff').where('expires_at', '<', now).execute();
  };
  const ms = config.microsoft;
  const authority = ms?.authority;
  const jwks = authority ? createRemoteJWKSet(new URL(`${authority}/discovery/v2.0/keys`)) : undefined;
  const callbackUrl = `${config.publicUrl}/api/users/auth/mlogin/callback`;

  app.get<{ Querystring: { state?: string } }>('/api/users/auth/mlogin', { config: { access: access.public }, schema: { querystring: { type: 'object', properties: { state: shortText('State', 128) } } } }, async (request, reply) => {
    if (!ms || !authority) throw badRequest(MICROSOFT_NOT_CONFIGURED);
    await sweep();
    const state = request.query.state && /^[\w-]{8,128}$/.test(request.query.state) ? request.query.state : crypto.randomUUID();
    const nonce = crypto.randomUUID();
    await db
      .insertInto('microsoft_sign_in')
      .values({ state, nonce, expires_at: new Date(Date.now() + PENDING_MS) })
      .onConflict((oc) => oc.column('state').doUpdateSet({ nonce, expires_at: new Date(Date.now() + PENDING_MS) }))
      .execute();
    const url = new URL(`${authority}/oauth2/v2.0/authorize`);
    url.search = new URLSearchParams({
      client_id: ms.clientId,
      response_type: 'code',
      redirect_uri: callbackUrl,
      response_mode: 'query',
      scope: 'openid email profile',
      state,
      nonce,
    }).toString();
    return reply.redirect(url.toString());
  });

  app.get<{ Querystring: { code?: string; state?: string; error?: string } }>(
    '/api/users/auth/mlogin/callback',
    {
      config: { access: access.public },
      schema: { querystring: { type: 'object', properties: { code: shortText('Code', 4096), state: shortText('State', 128), error: shortText('Error', 200) } } },
    },
    async (request, reply) => {
      const fail = (reason: string) => reply.redirect(`/login?error=${reason}`);
      const { code, state } = request.query;
      const started = state ? await db.deleteFrom('microsoft_sign_in').where('state', '=', state).returning(['nonce', 'expires_at']).executeTakeFirst() : undefined;
      if (!ms || !authority || !jwks || !code || !started || started.expires_at.getTime() < Date.now()) return fail('failed');
      try {
        const response = await fetch(`${authority}/oauth2/v2.0/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            client_id: ms.clientId,
            client_secret: ms.clientSecret,
            grant_type: 'authorization_code',
            code,
            redirect_uri: callbackUrl,
          }),
        });
        const body = (await response.json()) as { id_token?: string };
        if (!response.ok || !body.id_token) return fail('failed');
        const { payload } = await jwtVerify(body.id_token, jwks, {
          issuer: `${authority}/v2.0`,
          audience: ms.clientId,
          algorithms: ['RS256'],
        });
        if (payload.nonce !== started.nonce) return fail('failed');
        const email = String(payload.email ?? payload.preferred_username ?? '').toLowerCase();
        const employee = email
          ? await db
              .selectFrom('employee')
              .select('id')
              .where((eb) => eb(eb.fn('lower', ['official_email']), '=', email))
              .where('status', '=', 'Active')
              .executeTakeFirst()
          : undefined;
        if (!employee) return fail('unauthorized');
        const handoff = crypto.randomBytes(32).toString('base64url');
        await db.insertInto('microsoft_handoff').values({ token_hash: sha256(handoff), employee_id: employee.id, expires_at: new Date(Date.now() + HANDOFF_MS) }).execute();
        return reply.redirect(`/login?mstoken=${handoff}`);
      } catch (err) {
        request.log.warn({ err }, 'Microsoft sign-in failed');
        return fail('failed');
      }
    },
  );

  app.post<{ Body: { token: string } }>(
    '/api/users/microsoft/login',
    {
      config: { access: access.public },
      schema: { body: { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 1 } } } },
    },
    async (request) => {
      const handoff = await db
        .deleteFrom('microsoft_handoff')
        .where('token_hash', '=', sha256(request.body.token))
        .returning(['employee_id', 'expires_at'])
        .executeTakeFirst();
      if (!handoff || handoff.expires_at.getTime() < Date.now()) throw new AppError(401, 'Microsoft login failed');
      const scope = await defaultScope(db, handoff.employee_id);
      const session = await startSession(db, { employeeId: handoff.employee_id, ...scope, viaMicrosoft: true });
      return ok(await buildLoginDetails(services, session.sessionId, session.refreshToken), 'Login successful');
    },
  );
}
