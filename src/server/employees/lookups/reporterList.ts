import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access.js';
import { ok } from '../../http/reply.js';
import type { Services } from '../../services.js';
import { EMPLOYEE_LIST_PATH } from '../employeeListRoutes.js';
import { currentPeople, matching, pickerQuery, toEmployeeOption, type PickerQuery } from './employeeOption.js';

/** Spec 002 §7 reporter-list: who may be chosen as a reporting manager (any current employee; those already managing first). HR's people screens. */
export function reporterList(app: FastifyInstance, { db }: Services): void {
  app.get<{ Querystring: PickerQuery }>(
    '/api/employee/reporter-list',
    { config: { access: access.menu(EMPLOYEE_LIST_PATH, 'view') }, schema: { tags: ['People'], summary: 'Reporting manager options: current employees, managers first (q, limit)', querystring: pickerQuery } },
    async (request) => {
      const rows = await currentPeople(db, request.auth!.organizationId)
        .select('e.is_reporting_manager')
        .where(matching(request.query.q))
        .orderBy('e.is_reporting_manager', 'desc')
        .orderBy('e.emp_id')
        .limit(request.query.limit ?? 50)
        .execute();
      return ok(rows.map((row) => ({ ...toEmployeeOption(row), reportingManager: row.is_reporting_manager })));
    },
  );
}
