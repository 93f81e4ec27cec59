import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { lopRoutes } from './lopRoutes.js';
import { musterImportRoutes } from './musterImportRoutes.js';
import { overrideRoutes } from './overrideRoutes.js';

/** The muster's overrides, its import and Add LOP (docs/attendance-overrides.md). */
export async function musterOverrideRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await overrideRoutes(app, services);
  await musterImportRoutes(app, services);
  await lopRoutes(app, services);
}
