import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access.js';
import { ok } from '../../http/reply.js';
import type { Services } from '../../services.js';
import { currentPeople, toEmployeeOption } from './employeeOption.js';

/** The people of the active organisation, for pickers (a help desk contact, the fallback approver): value is the Emp ID. Any signed-in user. */
export function getActiveEmployees(app: FastifyInstance, { db }: Services): void {
  app.get('/api/employee/getActiveEmployees', { config: { access: access.self }, schema: { tags: ['People'], summary: "The active organisation's current employees as options (value: Emp ID)" } }, async (request) => {
    const rows = await currentPeople(db, request.auth!.organizationId).orderBy('e.emp_id').execute();
    return ok(rows.map(toEmployeeOption));
  });
}
