import type { FastifyInstance } from 'fastify';
import { access } from '../http/access.js';
import { AppError } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import type { Services } from '../services.js';
import { dynamic } from './dynamicDb.js';
import { fromRow } from './masterRecords.js';
import { scopeCondition } from './masterScope.js';

/** What the browser builds its master pages from, and the dropdown look-ups that read masters. */
export async function schemaRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { masters, db } = services;

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

  // Dropdowns anywhere in the product read active options; the list itself stays guarded by its menu.
  app.get<{ Querystring: { referenceName: string } }>(
    '/api/settings',
    {
      config: { access: access.self },
      schema: {
        querystring: {
          type: 'object',
          required: ['referenceName'],
          properties: { referenceName: { type: 'string', title: 'Reference Name', minLength: 1 } },
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const wanted = request.query.referenceName.trim().toLowerCase();
      const definition = masters.find(
        (d) => d.schema['x-reference'].toLowerCase() === wanted || d.name.toLowerCase() === wanted,
      );
      if (!definition) throw new AppError(404, `No settings list named '${request.query.referenceName}'`);
      const scope = scopeCondition(definition, auth.organizationId);
      const sortField = definition.byName.get(definition.schema['x-unique'][0] ?? 'id') ?? definition.byName.get('id')!;
      let query = dynamic(db).selectFrom(definition.table).selectAll().where(scope as never);
      if (definition.byName.has('status')) query = query.where('status', '=', 'Active');
      const rows = (await query.orderBy(sortField.column).execute()) as Record<string, unknown>[];
      return ok(rows.map((row) => ({ ...fromRow(definition, row), value: row.id })));
    },
  );
}
