import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { access, type Access } from './access.js';

/** The contract's readers: whoever administers roles and menus (the Site Admin's Roles & Menus). */
export const API_DOCS_ACCESS: Access = access.menu('/rolesAndPermission', 'view');
export const OPENAPI_URL = '/api/openapi.json';
const UI_PREFIX = '/api/docs';
/** The page's own copies of the document; everything else under the prefix is swagger-ui's static shell. */
const UI_DOCUMENTS = new Set([`${UI_PREFIX}/json`, `${UI_PREFIX}/yaml`]);

/**
 * Collects every route's schemas into an OpenAPI document. Called before any route is declared:
 * it also gives swagger-ui's routes their access declaration, which the plugin cannot carry.
 */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(UI_PREFIX)) return;
    route.config = { ...route.config, access: UI_DOCUMENTS.has(route.url) ? API_DOCS_ACCESS : access.public };
  });
  await app.register(fastifySwagger, {
    openapi: {
      // 3.1 speaks JSON Schema 2020-12, the dialect of the master schemas (type arrays, $schema).
      openapi: '3.1.0',
      info: {
        title: 'HR Console API',
        version: '1',
        description: 'Generated from the schemas every route validates its path, query and body with (docs/input-validation.md).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
}

/**
 * `/api/openapi.json` for integrators, and a browsable page at `/api/docs`. The page's files are
 * swagger-ui's public shell; the document it shows is fetched with the signed-in user's token
 * (from the app's storage), so only administrators see the contract.
 */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_URL, { config: { access: API_DOCS_ACCESS }, schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, {
    routePrefix: UI_PREFIX,
    uiConfig: {
      // Serialised into the page's script: sends the app's bearer token with the document request.
      requestInterceptor: function (request: { headers: Record<string, string> }) {
        const raw = localStorage.getItem('loginDetails') ?? sessionStorage.getItem('loginDetails');
        try {
          const token = raw ? JSON.parse(raw).token : undefined;
          if (token) request.headers.Authorization = `Bearer ${token}`;
        } catch {
          // No readable session: the document request answers 401 and the page says so.
        }
        return request;
      },
    } as Record<string, unknown>,
  });
}
