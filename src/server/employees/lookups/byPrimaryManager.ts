import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { access } from '../../http/access.js';
import { notFound } from '../../http/AppError.js';
import { ok } from '../../http/reply.js';
import type { Services } from '../../services.js';
import { EMPLOYEE_LIST_PATH } from '../employeeListRoutes.js';
import { currentPeople, empIdText, normalEmpId, toEmployeeOption } from './employeeOption.js';

/**
 * Spec 002 §7 by-primary-manager ("reporting manager reviewer by manager id"): the reviewer the add
 * and edit forms pre-fill when a primary reporting manager is chosen — the reviewer most of that
 * manager's current reportees have, else the manager's own reporting manager; never the manager.
 */
export function byPrimaryManager(app: FastifyInstance, { db }: Services): void {
  app.get<{ Querystring: { managerId: string } }>(
    '/api/employee/by-primary-manager',
    {
      config: { access: access.menu(EMPLOYEE_LIST_PATH, 'view') },
      schema: { tags: ['People'], summary: "The reviewer to pre-fill for a primary reporting manager's new reportee", querystring: { type: 'object', additionalProperties: false, required: ['managerId'], properties: { managerId: empIdText } } },
    },
    async (request) => {
      const organizationId = request.auth!.organizationId;
      const manager = await currentPeople(db, organizationId).select('e.reporting_manager_id').where('e.emp_id', '=', normalEmpId(request.query.managerId)).executeTakeFirst();
      if (!manager) throw notFound('Reporting manager not found');
      const teamReviewer = await currentPeople(db, organizationId)
        .where('e.id', '=', (eb) =>
          eb
            .selectFrom('employee as t')
            .select('t.reviewer_id')
            .where('t.reporting_manager_id', '=', manager.id)
            .where('t.reviewer_id', 'is not', null)
            .where('t.reviewer_id', '!=', manager.id)
            .groupBy('t.reviewer_id')
            .orderBy(sql`count(*)`, 'desc')
            .orderBy('t.reviewer_id')
            .limit(1),
        )
        .executeTakeFirst();
      const reviewer = teamReviewer ?? (manager.reporting_manager_id === null ? undefined : await currentPeople(db, organizationId).where('e.id', '=', manager.reporting_manager_id).executeTakeFirst());
      return ok({ manager: toEmployeeOption(manager), reviewer: reviewer ? toEmployeeOption(reviewer) : null });
    },
  );
}
