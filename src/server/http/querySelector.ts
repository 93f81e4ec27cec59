import type { FastifyInstance } from 'fastify';

/**
 * Routing by a query parameter: several masters share a spec path (`POST /settings?referenceName=Gender`,
 * `GET /forms?formName=Market Facing Title`), and each registers its own route, with its own
 * declared access, constrained to the name that picks it. A request naming none of them falls
 * through to the path's unconstrained route (the look-up), or is a 404.
 */
export const QUERY_SELECTOR = 'querySelector';
const SELECTORS = ['referenceName', 'formName'] as const;

/** The constraint value of a route picked by `parameter=name`: compared trimmed and case-insensitively. */
export function querySelector(parameter: (typeof SELECTORS)[number], name: string): string {
  return `${parameter}=${encodeURIComponent(name.trim().toLowerCase())}`;
}

export function installQuerySelector(app: FastifyInstance): void {
  if (app.hasConstraintStrategy(QUERY_SELECTOR)) return;
  app.addConstraintStrategy({
    name: QUERY_SELECTOR,
    mustMatchWhenDerived: false,
    storage() {
      const routes = new Map<string, unknown>();
      return {
        get: (value: string) => (routes.get(value) as never) ?? null,
        set: (value: string, route: unknown) => void routes.set(value, route),
      };
    },
    deriveConstraint(request: { url?: string }) {
      const url = request.url ?? '';
      const start = url.indexOf('?');
      if (start < 0) return undefined as unknown as string;
      const query = new URLSearchParams(url.slice(start + 1));
      for (const parameter of SELECTORS) {
        const name = query.get(parameter);
        if (name) return querySelector(parameter, name);
      }
      return undefined as unknown as string;
    },
  });
}
