import type { FastifyInstance } from 'fastify';
import { access } from '../http/access.js';
import { ok } from '../http/reply.js';
import type { Services } from '../services.js';

/** What the browser builds its master pages from. */
export async function schemaRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { masters } = services;

  app.get('/api/schemas', { config: { access: access.self } }, async (request) => {
    const { byPath } = request.auth!.permissions;
    return ok(
      masters
        .filter((definition) => byPath.get(definition.schema['x-menu'])?.view)
        .map((definition) => {
          const { 'x-seed': _seed, ...schema } = definition.schema;
          const granted = byPath.get(definition.schema['x-menu'])!;
          const access = schema['x-read-only'] ? { ...granted, add: false, edit: false, delete: false } : granted;
          return { name: definition.name, schema, access };
        }),
    );
  });
}
