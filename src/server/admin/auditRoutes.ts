import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { access } from '../http/access.js';
import { badRequest } from '../http/AppError.js';
import { isRealDate } from '../http/realDates.js';
import type { Services } from '../services.js';

export const AUDIT_PATH = '/auditTrail';

/**
 * The audit trail of the caller's organisation, newest first, in the ra-data-simple-rest list
 * protocol so the same grid reads it. Filters: entity, actor (Emp ID), action, from, to (dates).
 */
export async function auditRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const querystring = {
    type: 'object',
    properties: {
      range: { type: 'string', title: 'Range', description: 'JSON [first, last] row numbers, from 0', maxLength: 100 },
      filter: { type: 'string', title: 'Filter', description: 'JSON {entity, actor, action, from, to (yyyy-MM-dd), q}', maxLength: 2000 },
    },
  };
  app.get<{ Querystring: { range?: string; filter?: string } }>('/api/auditLog', { config: { access: access.menu(AUDIT_PATH, 'view') }, schema: { querystring } }, async (request, reply) => {
    let range: [number, number] = [0, 9];
    let filter: Record<string, unknown> = {};
    try {
      if (request.query.range) range = JSON.parse(request.query.range);
      if (request.query.filter) filter = JSON.parse(request.query.filter);
    } catch {
      throw badRequest('"range" and "filter" must be JSON');
    }
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
      throw badRequest('"range" must be [start, end]');
    }
    const allowed = new Set(['entity', 'actor', 'action', 'from', 'to', 'q']);
    for (const key of Object.keys(filter)) if (!allowed.has(key)) throw badRequest(`Cannot filter the audit trail by "${key}"`);
    const text = (key: string) => (typeof filter[key] === 'string' && filter[key] !== '' ? (filter[key] as string) : undefined);
    const date = (key: string) => {
      const value = text(key);
      if (value !== undefined && !isRealDate(value)) throw badRequest(`"${key}" must be a date (yyyy-MM-dd)`);
      return value;
    };

    let query = db
      .selectFrom('audit_log as a')
      .leftJoin('employee as e', 'e.id', 'a.actor_employee_id')
      .where('a.organization_id', '=', request.auth!.organizationId);
    const entity = text('entity');
    const actor = text('actor');
    const action = text('action');
    const from = date('from');
    const to = date('to');
    const q = text('q');
    if (entity) query = query.where('a.entity', '=', entity);
    if (actor) query = query.where('e.emp_id', '=', actor.toUpperCase());
    if (action) query = query.where('a.action', '=', action);
    if (from) query = query.where('a.at', '>=', new Date(`${from}T00:00:00Z`));
    if (to) query = query.where('a.at', '<', sql<Date>`${to}::date + 1`);
    if (q) query = query.where((eb) => eb.or([eb('a.entity', 'ilike', `%${q}%`), eb('a.entity_id', 'ilike', `%${q}%`), eb('e.emp_id', 'ilike', `%${q}%`)]));

    const rows = await query
      .select([
        'a.id',
        'a.entity',
        'a.entity_id as entityId',
        'a.action',
        'a.before',
        'a.after',
        'a.at',
        'e.emp_id as actor',
        sql<string>`e.first_name || ' ' || e.last_name`.as('actorName'),
        sql<number>`count(*) OVER ()`.as('total'),
      ])
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .offset(range[0])
      .limit(Math.min(range[1] - range[0] + 1, 1000))
      .execute();
    const total = rows[0]?.total ?? 0;
    return reply
      .header('Content-Range', `auditLog ${range[0]}-${range[0] + Math.max(rows.length - 1, 0)}/${total}`)
      .header('Access-Control-Expose-Headers', 'Content-Range')
      .send(rows.map(({ total: _total, ...row }) => row));
  });
}
