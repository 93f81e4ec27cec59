import type { FastifyInstance } from 'fastify';
import { access } from '../http/access.js';
import { notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import type { Services } from '../services.js';
import { lookupOptions, lookupQuerySchema, lookupSource, type LookupParams } from './masterLookups.js';

type LookupQuery = LookupParams & { referenceName: string };

/**
 * The dropdown look-ups of spec 002 §7 (docs/lookups.md). Any signed-in user may read them, so they
 * answer only what a select needs, and only from masters whose schema declares `x-lookup`.
 */
export async function masterLookupRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { masters, db } = services;
  const options = { config: { access: access.self }, schema: { querystring: lookupQuerySchema } };

  app.get<{ Querystring: LookupQuery }>('/api/settings', options, async (request) => {
    const source = lookupSource(masters, request.query.referenceName);
    return ok(await lookupOptions(db, source, request.auth!.organizationId, request.query));
  });

  // Module settings hold many small lists in one master; `referenceName` picks the list (qualification, …).
  app.get<{ Querystring: LookupQuery }>('/api/module-settings', options, async (request) => {
    const source = masters.find((master) => master.schema['x-lookup']?.listedBy);
    if (!source) throw notFound(`No module settings list named '${request.query.referenceName}'`);
    return ok(await lookupOptions(db, source, request.auth!.organizationId, request.query, request.query.referenceName));
  });
}
