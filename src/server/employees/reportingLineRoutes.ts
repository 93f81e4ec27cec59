import type { FastifyInstance } from 'fastify';
import { access } from '../http/access.js';
import { badRequest } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import type { Services } from '../services.js';
import { EMPLOYEE_LIST_PATH } from './employeeListRoutes.js';
import { changeReportingLine, employeeOfOrganization, type LineChange } from './reportingLine.js';
import { deactivateEmployee, dependantsOf } from './deactivateEmployee.js';
import { empIdText } from './lookups/employeeOption.js';

const tags = ['People'];
const empIdParams = { type: 'object', required: ['empId'], properties: { empId: empIdText } } as const;
const lineValue = { type: ['string', 'null'], maxLength: 50 } as const;
const lineBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { reportingManager: { ...lineValue, title: 'Reporting Manager' }, reviewer: { ...lineValue, title: 'Reviewer' } },
} as const;
const isoDate = { type: 'string', title: 'Last Working Day', format: 'date' } as const;

/**
 * HR's changes to the reporting tree (issue 21 §2, docs/people.md): an employee's reporting
 * manager and reviewer, moving everyone who reports to (or is reviewed by) an employee at once, and
 * deactivation with a last working day. All on the Employee List's edit right.
 */
export async function reportingLineRoutes(app: FastifyInstance, { db }: Services): Promise<void> {
  const edit = access.menu(EMPLOYEE_LIST_PATH, 'edit');

  app.put<{ Params: { empId: string }; Body: LineChange }>(
    '/api/employee/:empId/reporting-line',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: "Sets an employee's reporting manager and/or reviewer (Emp IDs; null for none). Pending requests follow to the new approver unless the organisation's pendingRequestsOnLineChange is 'leave'; audited. 400: self, cycle, not a current employee",
        params: empIdParams,
        body: lineBody,
      },
    },
    async (request) => {
      const result = await db.transaction().execute((trx) => changeReportingLine(trx, request.auth!, request.params.empId, request.body));
      return ok(result, 'Reporting line updated successfully');
    },
  );

  app.get<{ Params: { empId: string } }>(
    '/api/employee/:empId/dependants',
    { config: { access: access.menu(EMPLOYEE_LIST_PATH, 'view') }, schema: { tags, summary: 'Who reports to, or is reviewed by, an employee (to move before a deactivation)', params: empIdParams } },
    async (request) => {
      const employee = await employeeOfOrganization(db, request.auth!.organizationId, request.params.empId);
      return ok(await dependantsOf(db, employee.id));
    },
  );

  app.put<{ Params: { empId: string }; Body: LineChange }>(
    '/api/employee/:empId/move-dependants',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: "Moves everyone who reports to the employee to `reportingManager`, and everyone they review to `reviewer`, each as a reporting-line change (all or nothing)",
        params: empIdParams,
        body: lineBody,
      },
    },
    async (request) => {
      const auth = request.auth!;
      const employee = await employeeOfOrganization(db, auth.organizationId, request.params.empId);
      const dependants = await dependantsOf(db, employee.id);
      const moves = dependants.flatMap((d) => {
        const to = d.line === 'reportingManager' ? request.body.reportingManager : request.body.reviewer;
        return to === undefined ? [] : [{ empId: d.empId, change: { [d.line]: to } as LineChange }];
      });
      if (!moves.length) throw badRequest('Nobody to move: name a reporting manager or a reviewer for the employees listed');
      await db.transaction().execute(async (trx) => {
        for (const move of moves) await changeReportingLine(trx, auth, move.empId, move.change);
      });
      return ok({ moved: moves.length, dependants: await dependantsOf(db, employee.id) }, `${moves.length} reporting ${moves.length === 1 ? 'line' : 'lines'} moved`);
    },
  );

  app.put<{ Params: { empId: string }; Body: { lastWorkingDay: string } }>(
    '/api/employee/:empId/deactivate',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'Deactivates an employee with a last working day: out of every look-up from that day, sessions end after it; refused (409 with `dependants`) while anyone still reports to or is reviewed by them',
        params: empIdParams,
        body: { type: 'object', additionalProperties: false, required: ['lastWorkingDay'], properties: { lastWorkingDay: isoDate } },
      },
    },
    async (request) => {
      const result = await db.transaction().execute((trx) => deactivateEmployee(trx, request.auth!, request.params.empId, request.body.lastWorkingDay));
      return ok(result, 'Employee deactivated successfully');
    },
  );
}
