import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import type { Services } from '../services.js';
import { forbidden } from './AppError.js';

/**
 * Enforces each route's declared access. A route under /api that declares none is a programming
 * error and stops start-up, so no call can slip through unguarded.
 */
export function installAccessControl(app: FastifyInstance, services: Services): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    }
  });

  app.addHook('preValidation', async (request) => {
    const declared = request.routeOptions.config?.access;
    if (!declared || declared.kind === 'public') return;
    request.auth = await authenticate(request, services.db, services.tokens, services.permissions);
    if (declared.kind === 'menu') {
      const flags = request.auth.permissions.byPath.get(declared.path);
      if (!flags?.[declared.verb]) throw forbidden();
    }
  });
}
