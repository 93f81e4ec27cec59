import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access.js';
import { ok } from '../../http/reply.js';
import type { Services } from '../../services.js';
import { currentPeople, empIdText, matching, toEmployeeOption } from './employeeOption.js';

type OptionsQuery = { size?: number; cursor?: string; q?: string };

/**
 * Spec 002 §7 GET /employee/options (events' attendee picker): the organisation's current employees
 * by Emp ID, cursor paged — `size` (default 10) after `cursor` (the last Emp ID read); `nextCursor`
 * is null on the last page. Any signed-in user.
 */
export function employeeOptions(app: FastifyInstance, { db }: Services): void {
  app.get<{ Querystring: OptionsQuery }>(
    '/api/employee/options',
    {
      config: { access: access.self },
      schema: {
        tags: ['People'],
        summary: "The organisation's current employees as options, cursor paged (size, cursor = last Emp ID, q)",
        querystring: { type: 'object', additionalProperties: false, properties: { size: { type: 'integer', title: 'Size', minimum: 1, maximum: 50 }, cursor: empIdText, q: { type: 'string', title: 'Search', maxLength: 100 } } },
      },
    },
    async (request) => {
      const size = request.query.size ?? 10;
      const cursor = request.query.cursor?.trim();
      let query = currentPeople(db, request.auth!.organizationId).where(matching(request.query.q));
      if (cursor) query = query.where('e.emp_id', '>', cursor.toUpperCase());
      const rows = await query.orderBy('e.emp_id').limit(size + 1).execute();
      const page = rows.slice(0, size);
      return ok({ content: page.map(toEmployeeOption), nextCursor: rows.length > size ? page[page.length - 1].emp_id : null });
    },
  );
}
