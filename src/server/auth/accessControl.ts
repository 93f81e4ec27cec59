import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, bearerClaims } from './authenticate.js';
import { authenticateDevice, DEVICE_KEY_HEADER } from './deviceKeys.js';
import type { Services } from '../services.js';
import type { Access } from '../http/access.js';
import { QUERY_SELECTOR } from '../http/querySelector.js';
import { requireAccess } from './requireAccess.js';
import { enforceOwnership, type Owned } from './tenancy.js';

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  /** Records named by the request that must belong to the caller's organisation (auth/tenancy.ts). */
  owns: readonly Owned[];
}

const routeTables = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every /api route with the access it declared, for the generated authorization test and docs. */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return routeTables.get(app) ?? [];
}

/**
 * Enforces each route's declared access. A route under /api that declares none is a programming
 * error and stops start-up, so no call can slip through unguarded.
 */
export function installAccessControl(app: FastifyInstance, services: Services): void {
  const table: DeclaredRoute[] = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const declared = route.config?.access;
    if (!declared) throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    // Ownership is checked before the handler, but a joined route knows its caller only inside it.
    if (route.config?.sessionJoined && route.config.owns?.length) throw new Error(`Route ${String(route.method)} ${route.url} joins its session check and so cannot declare owns`);
    // A route picked by a query parameter (querySelector.ts) is listed with it, so a walk of the table reaches it.
    const selector = (route.constraints as Record<string, unknown> | undefined)?.[QUERY_SELECTOR];
    const url = typeof selector === 'string' ? `${route.url}?${selector}` : route.url;
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url, access: declared, owns: route.config?.owns ?? [] });
  });

  app.addHook('preValidation', async (request) => {
    const declared = request.routeOptions.config?.access;
    if (!declared || declared.kind === 'public') return;
    // A device sync tool (docs/swipes.md) acts for its key's organisation, on the routes that accept one.
    if (request.routeOptions.config?.deviceKey && request.headers[DEVICE_KEY_HEADER] !== undefined) {
      request.device = await authenticateDevice(services.db, request.headers[DEVICE_KEY_HEADER]);
      return;
    }
    // A session-joined route (sessionJoinedRoute.ts) reads the session with its own rows.
    if (request.routeOptions.config?.sessionJoined) {
      request.sessionClaims = await bearerClaims(request, services.tokens);
      return;
    }
    await authorize(services, request, declared);
  });

  // Deny by default: a joined route that answered without its joined read has checked no session.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config?.sessionJoined && !request.auth && reply.statusCode < 400) {
      return done(new Error(`${request.method} ${request.routeOptions.url} answered without reading its session`));
    }
    done(null, payload);
  });

  // After validation, so the records a route names are read from a body and query of the right shape.
  app.addHook('preHandler', async (request) => {
    const declared = request.routeOptions.config?.owns;
    if (declared && request.auth) await enforceOwnership(services.db, request, request.auth, declared);
  });
}

/** The session check on its own, then the declared right: request.auth, or 401/403. */
export async function authorize(services: Services, request: FastifyRequest, declared: Access): Promise<void> {
  request.auth = await authenticate(request, services.database, services.tokens, services.permissions);
  requireAccess(request.auth, declared);
}
