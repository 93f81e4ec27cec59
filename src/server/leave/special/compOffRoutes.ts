import type { FastifyInstance } from 'fastify';
import { displayDate } from '../../../shared/displayDate.js';
import { access } from '../../http/access.js';
import { ok } from '../../http/reply.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import type { Services } from '../../services.js';
import { compOffClaimWindow, compOffNextExpiry } from '../../../shared/compOffRules.js';
import type { CompOffOverview, RequestListKey } from '../../../shared/leaveSpecialRecords.js';
import { applyCompOff } from './applyCompOff.js';
import { compOffEligibleDays } from './compOffEligibleDays.js';
import { decideCompOff } from './decideCompOff.js';
import { compOffStanding, lapseCompOff } from './lapseCompOff.js';
import { listCompOffRequests } from './listCompOffRequests.js';
import { compOffBody, decisionBody, listQuery, requestCodeParams, type Decision } from './specialSchemas.js';
import { withdrawRequest } from './withdrawRequest.js';

const BASE = '/api/leave/comp-off';
type ListQuery = { key?: RequestListKey; page?: number };

/**
 * Comp-off (issue 11 §3, docs/leave-special.md): the caller's worked weekly offs and holidays open
 * for a claim, their claims, and the claims applied to them to decide. Every route answers the
 * caller's own records only: the decision checks the claim was applied to the caller.
 */
export async function compOffRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, mailer } = services;
  const tags = ['Leave: comp-off'];

  app.get(
    `${BASE}/eligible`,
    { config: { access: access.self }, schema: { tags, summary: "The caller's worked weekly offs and holidays open for a claim, and their comp-off balance" } },
    async (request) => {
      const auth = request.auth!;
      const today = attendanceToday();
      // Expired credit lapses whenever the balance is shown (idempotent by key).
      await lapseCompOff(db, auth.organizationId, auth.employeeId, today, 'system');
      const window = compOffClaimWindow(today);
      const [days, standing] = await Promise.all([compOffEligibleDays(db, auth.organizationId, auth.employeeId, window.from, window.to), compOffStanding(db, auth.organizationId, auth.employeeId)]);
      const overview: CompOffOverview = { window, days, balance: standing.balance, nextExpiry: compOffNextExpiry(standing.credits, standing.used, today) };
      return ok(overview);
    },
  );

  app.post<{ Body: { workedDate: string; reason: string } }>(
    BASE,
    { config: { access: access.self }, schema: { tags, summary: 'Claim a comp-off for a worked weekly off or holiday (to the primary manager)', body: compOffBody } },
    async (request, reply) => {
      const applied = await applyCompOff(db, request.auth!, request.body);
      await mailer.send({
        to: applied.approver.email,
        event: 'Comp-Off Applied',
        variables: { employeeName: applied.employeeName, empId: request.auth!.empId, requestCode: applied.requestCode, days: applied.days, workedDate: displayDate(request.body.workedDate), reason: request.body.reason.trim() },
        organizationId: request.auth!.organizationId,
      });
      return reply.status(201).send(ok({ requestCode: applied.requestCode, days: applied.days }, 'Comp-off applied successfully!'));
    },
  );

  app.get<{ Querystring: ListQuery }>(
    BASE,
    { config: { access: access.self }, schema: { tags, summary: "The caller's comp-off claims: key Pending or Completed", querystring: listQuery } },
    async (request) => ok(await listCompOffRequests(db, request.auth!.organizationId, { employeeId: request.auth!.employeeId }, request.query.key ?? 'Pending', request.query.page ?? 0)),
  );

  app.delete<{ Params: { requestCode: string } }>(
    `${BASE}/:requestCode`,
    { config: { access: access.self }, schema: { tags, summary: "Withdraw the caller's pending comp-off claim", params: requestCodeParams } },
    async (request) => {
      await withdrawRequest(db, request.auth!, 'comp_off_request', request.params.requestCode);
      return ok({ requestCode: request.params.requestCode }, 'Withdraw Successfully.');
    },
  );

  app.get<{ Querystring: ListQuery }>(
    `${BASE}/approvals`,
    { config: { access: access.self }, schema: { tags, summary: 'Comp-off claims applied to the caller: key Pending or Completed', querystring: listQuery } },
    async (request) => ok(await listCompOffRequests(db, request.auth!.organizationId, { appliedToId: request.auth!.employeeId }, request.query.key ?? 'Pending', request.query.page ?? 0)),
  );

  app.put<{ Params: { requestCode: string }; Body: Decision }>(
    `${BASE}/:requestCode/decision`,
    { config: { access: access.self }, schema: { tags, summary: 'Approve (credits CO) or reject (with a remark) a claim applied to the caller', params: requestCodeParams, body: decisionBody } },
    async (request) => {
      const decided = await decideCompOff(db, request.auth!, request.params.requestCode, request.body);
      await mailer.send({
        to: decided.employee.email,
        event: 'Comp-Off Decided',
        variables: { employeeName: decided.employee.name, requestCode: decided.requestCode, status: decided.status, decidedBy: request.auth!.empId, expiresOn: decided.expiresOn ? displayDate(decided.expiresOn) : null },
        organizationId: request.auth!.organizationId,
      });
      return ok({ requestCode: decided.requestCode, status: decided.status, expiresOn: decided.expiresOn }, decided.status === 'Approved' ? 'Approved successfully!' : 'Rejected successfully!');
    },
  );
}

