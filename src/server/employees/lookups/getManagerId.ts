import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access.js';
import { forbidden, notFound } from '../../http/AppError.js';
import { ok } from '../../http/reply.js';
import type { Services } from '../../services.js';
import { EMPLOYEE_LIST_PATH } from '../employeeListRoutes.js';
import { empIdText, normalEmpId, toEmployeeOption } from './employeeOption.js';

/**
 * Spec 002 §7 get-manager-id: an employee's reporting manager and reviewer. Any signed-in user reads
 * their own (no empId, or their own); another employee's needs HR's people screen (403 otherwise),
 * and only in the active organisation (404 otherwise).
 */
export function getManagerId(app: FastifyInstance, { db }: Services): void {
  app.get<{ Querystring: { empId?: string } }>(
    '/api/employee/get-manager-id',
    { config: { access: access.self }, schema: { tags: ['People'], summary: "An employee's reporting manager and reviewer (own, or anyone's for HR)", querystring: { type: 'object', additionalProperties: false, properties: { empId: empIdText } } } },
    async (request) => {
      const auth = request.auth!;
      const empId = request.query.empId?.trim() ? normalEmpId(request.query.empId) : auth.empId;
      if (empId !== auth.empId && !auth.permissions.byPath.get(EMPLOYEE_LIST_PATH)?.view) throw forbidden();
      const row = await db
        .selectFrom('employee as e')
        .innerJoin('employee_organization as eo', (join) => join.onRef('eo.employee_id', '=', 'e.id').on('eo.organization_id', '=', auth.organizationId))
        .leftJoin('employee as m', 'm.id', 'e.reporting_manager_id')
        .leftJoin('employee as r', 'r.id', 'e.reviewer_id')
        .select([
          'e.emp_id',
          'm.emp_id as m_emp_id', 'm.first_name as m_first', 'm.last_name as m_last', 'm.designation as m_designation', 'm.department as m_department',
          'r.emp_id as r_emp_id', 'r.first_name as r_first', 'r.last_name as r_last', 'r.designation as r_designation', 'r.department as r_department',
        ])
        .where('e.emp_id', '=', empId)
        .executeTakeFirst();
      if (!row) throw notFound('Employee not found');
      const option = (id: string | null, first: string | null, last: string | null, designation: string | null, department: string | null) =>
        id ? toEmployeeOption({ emp_id: id, first_name: first ?? '', last_name: last ?? '', designation: designation ?? '', department: department ?? '' }) : null;
      return ok({
        empId: row.emp_id,
        reportingManager: option(row.m_emp_id, row.m_first, row.m_last, row.m_designation, row.m_department),
        reviewer: option(row.r_emp_id, row.r_first, row.r_last, row.r_designation, row.r_department),
      });
    },
  );
}
