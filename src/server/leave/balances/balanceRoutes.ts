import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access.js';
import { badRequest, notFound } from '../../http/AppError.js';
import { ok } from '../../http/reply.js';
import { owns } from '../../auth/tenancy.js';
import type { Services } from '../../services.js';
import { loadLeaveTypes } from '../leaveTypes.js';
import { loadLeaveSchemes } from '../loadLeaveSchemes.js';
import { loadLeaveBalances } from '../ledger/loadLeaveBalances.js';
import type { BalanceAdjustment, YearBalances } from '../../../shared/leaveRecords.js';
import { adjustBalance } from './adjustBalance.js';
import { adjustBody, balanceParams, entryParams, statementQuery } from './balanceSchemas.js';
import { ledgerEntry, ledgerStatement } from './ledgerStatement.js';
import { mayReadLeave, readableLeaveEmployee } from './leaveReader.js';

/** Employee Leave Balance's adjustment: its edit right. */
const ADJUST_MENU = '/employeeLeaveBalance';

/**
 * Spec 002 §7 balances (docs/leave-ledger.md): a year's balances, one entry, a type's statement and
 * HR's adjustment. The reads are self routes with the rule of readableLeaveEmployee (own, direct
 * reportee, Employee Leave Balance); another organisation's employee is a 404 through `owns`.
 */
export async function balanceRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const tags = ['Leave balances'];

  app.get<{ Params: { empId: string; year: number } }>(
    '/api/employee/leave/:empId/:year',
    {
      config: { access: access.self, owns: [owns('employee', 'params', 'empId')] },
      schema: { tags, summary: "An employee's balances for a year: per type, the sums of the ledger by kind, pending days and the balance", params: balanceParams },
    },
    async (request) => {
      const auth = request.auth!;
      const subject = await readableLeaveEmployee(db, auth, request.params.empId);
      const [balances, schemes] = await Promise.all([
        loadLeaveBalances(db, auth.organizationId, [subject.id], request.params.year),
        loadLeaveSchemes(db, auth.organizationId, [subject.id]),
      ]);
      const scheme = schemes.get(subject.id);
      // The types the scheme entitles them to, and any other type with entries or pending days (comp-off).
      const rows = (balances.get(subject.id) ?? []).filter((row) => scheme?.entitlements.has(row.leaveType) || Object.keys(row.byKind).length > 0 || row.pending > 0);
      return ok({ empId: subject.empId, empName: subject.empName, year: request.params.year, schemeName: scheme?.schemeName ?? null, balances: rows } satisfies YearBalances);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/employee/leave/:id',
    { config: { access: access.self }, schema: { tags, summary: 'One ledger entry: kind, days, who wrote it, when and why', params: entryParams } },
    async (request) => {
      const auth = request.auth!;
      const entry = await ledgerEntry(db, auth.organizationId, request.params.id);
      if (!entry) throw notFound('Leave entry not found');
      const { employeeId, firstName, lastName, dateOfJoining, reportingManagerId, ...view } = entry;
      mayReadLeave(auth, { id: employeeId, emp_id: view.empId, first_name: firstName, last_name: lastName, date_of_joining: dateOfJoining, reporting_manager_id: reportingManagerId });
      return ok(view);
    },
  );

  app.get<{ Querystring: { empId?: string; year: number; leaveType: string } }>(
    '/api/employee/leave',
    {
      config: { access: access.self, owns: [owns('employee', 'query', 'empId')] },
      schema: { tags, summary: "A type's statement for a year: its entries oldest first, each with the balance after it", querystring: statementQuery },
    },
    async (request) => {
      const auth = request.auth!;
      const subject = await readableLeaveEmployee(db, auth, request.query.empId);
      const leaveType = request.query.leaveType.toUpperCase();
      if (!(await loadLeaveTypes(db, auth.organizationId)).has(leaveType)) throw badRequest(`Unknown leave type: ${request.query.leaveType}`, [{ field: 'leaveType', message: 'Unknown leave type' }]);
      const { lines, truncated } = await ledgerStatement(db, auth.organizationId, subject.id, request.query.year, leaveType);
      return ok({ empId: subject.empId, empName: subject.empName, year: request.query.year, leaveType, entries: lines, truncated });
    },
  );

  app.put<{ Body: BalanceAdjustment }>(
    '/api/leave/balance/update',
    {
      config: { access: access.menu(ADJUST_MENU, 'edit'), owns: [owns('employee', 'body', 'empId')] },
      schema: { tags, summary: "Adjust a balance: an adjustment entry (+ or − half days) with a required reason; HR only, never one's own", body: adjustBody },
    },
    async (request) => {
      const auth = request.auth!;
      const subject = await readableLeaveEmployee(db, auth, request.body.empId);
      const adjusted = await adjustBalance(db, auth, subject, request.body);
      return ok({ id: adjusted.id, empId: subject.empId, leaveType: request.body.leaveType.toUpperCase(), year: request.body.year, balance: adjusted.balance }, 'Leave balance adjusted');
    },
  );

  app.get(
    '/api/leave/reportees',
    { config: { access: access.self }, schema: { tags, summary: "The caller's direct reportees, for Team Member Leave Balance's picker" } },
    async (request) => {
      const auth = request.auth!;
      const rows = await db
        .selectFrom('employee as e')
        .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
        .select(['e.emp_id as empId', 'e.first_name as firstName', 'e.last_name as lastName'])
        .where('eo.organization_id', '=', auth.organizationId)
        .where('e.reporting_manager_id', '=', auth.employeeId)
        .where('e.status', '=', 'Active')
        .orderBy('e.emp_id')
        .execute();
      return ok(rows.map((row) => ({ value: row.empId, label: `${row.empId} - ${row.firstName} ${row.lastName ?? ''}`.trim() })));
    },
  );
}
