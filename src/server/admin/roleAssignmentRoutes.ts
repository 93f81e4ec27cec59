import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/recordAudit.js';
import { access } from '../http/access.js';
import { badRequest, notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { requireAdministrator } from './requireAdministrator.js';
import { employeeInOrganization, owns } from '../auth/tenancy.js';
import type { Services } from '../services.js';

const PATH = '/rolesAndPermission';

/** Which roles an employee holds in the caller's organisation (spec 002: edit-role-type); feeds Login As. */
export async function roleAssignmentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  // Only employees of the caller's organisation (docs/tenancy.md); the routes' `owns` refused others already.
  const employeeByEmpId = async (empId: string, organizationId: number) => {
    const employee = await employeeInOrganization(db, empId, organizationId);
    if (!employee) throw notFound('Employee not found');
    return employee;
  };

  app.get<{ Querystring: { empId: string } }>(
    '/api/employee/role-types',
    {
      config: { access: access.menu(PATH, 'view'), owns: [owns('employee', 'query', 'empId')] },
      schema: { querystring: { type: 'object', required: ['empId'], properties: { empId: { type: 'string', title: 'Employee ID', minLength: 1 } } } },
    },
    async (request) => {
      const employee = await employeeByEmpId(request.query.empId, request.auth!.organizationId);
      const roles = await db
        .selectFrom('employee_role as er')
        .innerJoin('role as r', 'r.id', 'er.role_id')
        .select(['r.role_type'])
        .where('er.employee_id', '=', employee.id)
        .where('er.organization_id', '=', request.auth!.organizationId)
        .orderBy('r.role_sequence')
        .execute();
      return ok({ empId: employee.emp_id, roleTypes: roles.map((r) => r.role_type) });
    },
  );

  app.put<{ Body: { empId: string; roleTypes: string[] } }>(
    '/api/employee/edit-role-type',
    {
      config: { access: access.menu(PATH, 'edit'), owns: [owns('employee', 'body', 'empId')] },
      schema: {
        body: {
          type: 'object',
          required: ['empId', 'roleTypes'],
          additionalProperties: false,
          properties: {
            empId: { type: 'string', title: 'Employee ID', minLength: 1 },
            roleTypes: { type: 'array', title: 'Roles', minItems: 1, items: { type: 'string' }, uniqueItems: true },
          },
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const employee = await employeeByEmpId(request.body.empId, auth.organizationId);
      const roles = await db
        .selectFrom('role')
        .select(['id', 'role_type'])
        .where('organization_id', '=', auth.organizationId)
        .where('role_type', 'in', request.body.roleTypes)
        .where('status', '=', 'Active')
        .execute();
      const missing = request.body.roleTypes.filter((type) => !roles.some((r) => r.role_type === type));
      if (missing.length > 0) throw badRequest(`Unknown or inactive role: ${missing.join(', ')}`);
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('employee_role as er')
          .innerJoin('role as r', 'r.id', 'er.role_id')
          .select('r.role_type')
          .where('er.employee_id', '=', employee.id)
          .where('er.organization_id', '=', auth.organizationId)
          .execute();
        await trx.deleteFrom('employee_role').where('employee_id', '=', employee.id).where('organization_id', '=', auth.organizationId).execute();
        await trx
          .insertInto('employee_role')
          .values(request.body.roleTypes.map((type, index) => ({
            employee_id: employee.id,
            organization_id: auth.organizationId,
            role_id: roles.find((r) => r.role_type === type)!.id,
            is_default: index === 0,
          })))
          .execute();
        await requireAdministrator(trx, [auth.organizationId]);
        await recordAudit(trx, auth, {
          entity: 'employeeRole',
          entityId: employee.emp_id,
          action: 'update',
          before: before.map((r) => r.role_type),
          after: request.body.roleTypes,
        });
      });
      return ok({ empId: employee.emp_id, roleTypes: request.body.roleTypes }, 'Roles updated successfully');
    },
  );
}
