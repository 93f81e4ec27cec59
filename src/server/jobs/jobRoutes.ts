import type { FastifyInstance } from 'fastify';
import { access } from '../http/access.js';
import { notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import type { Services } from '../services.js';
import { findOwnJob } from './jobStore.js';

/** GET /api/jobs/:id — a background job's status and progress, for its owner in its organisation only. */
export async function jobRoutes(app: FastifyInstance, services: Services): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/api/jobs/:id',
    {
      config: { access: access.self },
      schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$', title: 'Job' } } } },
    },
    async (request) => {
      const id = Number(request.params.id);
      const job = id <= 2_147_483_647 ? await findOwnJob(services.db, request.auth!, id) : undefined;
      if (!job) throw notFound('Job not found');
      return ok(job);
    },
  );
}
