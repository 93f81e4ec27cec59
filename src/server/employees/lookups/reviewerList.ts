import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access.js';
import { ok } from '../../http/reply.js';
import type { Services } from '../../services.js';
import { EMPLOYEE_LIST_PATH } from '../employeeListRoutes.js';
import { currentPeople, matching, pickerQuery, toEmployeeOption, type PickerQuery } from './employeeOption.js';

/** Spec 002 §7 reviewer-list: who may be chosen as a reviewer (any current employee; those already reviewing first). HR's people screens. */
export function reviewerList(app: FastifyInstance, { db }: Services): void {
  app.get<{ Querystring: PickerQuery }>(
    '/api/employee/reviewer-list',
    { config: { access: access.menu(EMPLOYEE_LIST_PATH, 'view') }, schema: { tags: ['People'], summary: 'Reviewer options: current employees, reviewers first (q, limit)', querystring: pickerQuery } },
    async (request) => {
      const rows = await currentPeople(db, request.auth!.organizationId)
        .select('e.is_reviewer')
        .where(matching(request.query.q))
        .orderBy('e.is_reviewer', 'desc')
        .orderBy('e.emp_id')
        .limit(request.query.limit ?? 50)
        .execute();
      return ok(rows.map((row) => ({ ...toEmployeeOption(row), reviewer: row.is_reviewer })));
    },
  );
}
