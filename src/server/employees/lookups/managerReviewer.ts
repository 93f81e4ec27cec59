import type { FastifyInstance } from 'fastify';
import { personName } from '../../../shared/personName.js';
import { access } from '../../http/access.js';
import { ok } from '../../http/reply.js';
import { shortText } from '../../http/schemaParts.js';
import type { Services } from '../../services.js';
import { ADD_EMPLOYEE_PATH } from '../addEmployeeRoutes.js';

/**
 * Spec 002 §4 "choosing a primary reporting manager loads the reviewer": the reviewer a new
 * reportee of `managerId` (an Emp ID; none: null) gets by default — the manager's own reporting manager (the
 * next level up, docs/people.md), or null when the manager reports to nobody or is no active
 * employee of the organisation. For the Add Employee form, so guarded by its menu.
 */
export async function managerReviewerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  app.get<{ Querystring: { managerId?: string } }>(
    '/api/employee/manager-reviewer',
    {
      config: { access: access.menu(ADD_EMPLOYEE_PATH, 'add') },
      schema: {
        tags: ['Employees'],
        summary: "The reviewer pre-filled for a new employee of this manager: the manager's own reporting manager",
        querystring: { type: 'object', additionalProperties: false, properties: { managerId: shortText('Manager', 50) } },
      },
    },
    async (request) => {
      const organizationId = request.auth!.organizationId;
      const managerId = request.query.managerId?.trim().toUpperCase();
      // No manager chosen: no reviewer to pre-fill.
      if (!managerId) return ok(null);
      const row = await db
        .selectFrom('employee as m')
        .innerJoin('employee_organization as mo', (join) => join.onRef('mo.employee_id', '=', 'm.id').on('mo.organization_id', '=', organizationId))
        .innerJoin('employee as r', 'r.id', 'm.reporting_manager_id')
        .innerJoin('employee_organization as ro', (join) => join.onRef('ro.employee_id', '=', 'r.id').on('ro.organization_id', '=', organizationId))
        .select(['r.emp_id', 'r.first_name', 'r.last_name'])
        .where('m.emp_id', '=', managerId)
        .where('m.status', '=', 'Active')
        .where('r.status', '=', 'Active')
        .executeTakeFirst();
      return ok(row ? { empId: row.emp_id, name: personName(row.first_name, row.last_name) } : null);
    },
  );
}
