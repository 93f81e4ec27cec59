import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access.js';
import { ok } from '../../http/reply.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import type { Services } from '../../services.js';
import { leaveYearOf } from '../../../shared/leaveRecords.js';
import type { RequestListKey } from '../../../shared/leaveSpecialRecords.js';
import { applyEncashment } from './applyEncashment.js';
import { decideEncashment } from './decideEncashment.js';
import { encashableTypes } from './encashableTypes.js';
import { listEncashments } from './listEncashments.js';
import { decisionBody, encashmentBody, encashmentCodeParams, listQuery, type Decision } from './specialSchemas.js';
import { withdrawRequest } from './withdrawRequest.js';

const BASE = '/api/leave/encashment';
/** Leave Admin → Leave Encashment Approval: HR's screen. */
export const ENCASHMENT_APPROVAL_MENU = '/leaveEncashmentApproval';
type ListQuery = { key?: RequestListKey; page?: number };

/**
 * Leave encashment (issue 11 §3–§4, docs/leave-special.md): the employee applies, lists and
 * withdraws their own; HR (the Leave Encashment Approval menu) lists the organisation's and decides.
 */
export async function encashmentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, mailer } = services;
  const tags = ['Leave: encashment'];

  app.get(
    `${BASE}/types`,
    { config: { access: access.self }, schema: { tags, summary: 'The encashable types with their cap, what is encashed this year and what is available to the caller' } },
    async (request) => {
      const auth = request.auth!;
      const year = leaveYearOf(attendanceToday());
      return ok({ leaveYear: year, types: await encashableTypes(db, auth.organizationId, auth.employeeId, year) });
    },
  );

  app.post<{ Body: { leaveType: string; days: number; reason?: string | null } }>(
    BASE,
    { config: { access: access.self }, schema: { tags, summary: 'Apply to encash days of an encashable type (up to its cap and the available balance)', body: encashmentBody } },
    async (request, reply) => {
      const auth = request.auth!;
      const applied = await applyEncashment(db, auth, request.body);
      // HR's contact for the employee is their reviewer (docs/leave-special.md).
      if (applied.employee.reviewerEmail) {
        await mailer.send({
          to: applied.employee.reviewerEmail,
          event: 'Leave Encashment Applied',
          variables: { employeeName: applied.employee.name, empId: auth.empId, encashmentCode: applied.encashmentCode, days: request.body.days, leaveType: request.body.leaveType.trim().toUpperCase(), leaveYear: applied.leaveYear },
          organizationId: auth.organizationId,
        });
      }
      return reply.status(201).send(ok({ encashmentCode: applied.encashmentCode }, 'Encashment applied successfully!'));
    },
  );

  app.get<{ Querystring: ListQuery }>(
    BASE,
    { config: { access: access.self }, schema: { tags, summary: "The caller's encashments: key Pending or Completed", querystring: listQuery } },
    async (request) => ok(await listEncashments(db, request.auth!.organizationId, { employeeId: request.auth!.employeeId }, request.query.key ?? 'Pending', request.query.page ?? 0)),
  );

  app.delete<{ Params: { encashmentCode: string } }>(
    `${BASE}/:encashmentCode`,
    { config: { access: access.self }, schema: { tags, summary: "Withdraw the caller's pending encashment", params: encashmentCodeParams } },
    async (request) => {
      await withdrawRequest(db, request.auth!, 'leave_encashment', request.params.encashmentCode);
      return ok({ encashmentCode: request.params.encashmentCode }, 'Withdraw Successfully.');
    },
  );

  app.get<{ Querystring: ListQuery }>(
    `${BASE}/approvals`,
    { config: { access: access.menu(ENCASHMENT_APPROVAL_MENU, 'view') }, schema: { tags, summary: "The organisation's encashments for HR: key Pending or Completed", querystring: listQuery } },
    async (request) => ok(await listEncashments(db, request.auth!.organizationId, { organizationWide: true }, request.query.key ?? 'Pending', request.query.page ?? 0)),
  );

  app.put<{ Params: { encashmentCode: string }; Body: Decision }>(
    `${BASE}/:encashmentCode/decision`,
    {
      config: { access: access.menu(ENCASHMENT_APPROVAL_MENU, 'edit') },
      schema: { tags, summary: 'Approve (debits the balance) or reject (with a remark) a pending encashment', params: encashmentCodeParams, body: decisionBody },
    },
    async (request) => {
      const decided = await decideEncashment(db, request.auth!, request.params.encashmentCode, request.body);
      await mailer.send({
        to: decided.employee.email,
        event: 'Leave Encashment Decided',
        variables: { employeeName: decided.employee.name, encashmentCode: decided.encashmentCode, days: decided.days, leaveType: decided.leaveType, status: decided.status, decidedBy: request.auth!.empId },
        organizationId: request.auth!.organizationId,
      });
      return ok({ encashmentCode: decided.encashmentCode, status: decided.status }, decided.status === 'Approved' ? 'Approved successfully!' : 'Rejected successfully!');
    },
  );
}
