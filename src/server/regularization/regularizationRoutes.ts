import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/AuthContext.js';
import { access } from '../http/access.js';
import { conflict, notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { owns } from '../auth/tenancy.js';
import { recordAudit } from '../audit/recordAudit.js';
import { format, parseISO } from 'date-fns';
import { attendanceToday } from '../attendance/attendanceClock.js';
import { loadLockSetting } from '../attendance/loadLockSetting.js';
import { attendanceWindows } from '../../shared/attendanceWindows.js';
import { payrollMonthEndingIn } from '../../shared/payrollMonth.js';
import { DECISION_MESSAGES, decisionOffers, MESSAGES, type DecisionPayload } from '../../shared/regularizationRules.js';
import type { Services } from '../services.js';
import { applyRegularization, type ApplyPayload } from './applyRegularization.js';
import { loadApprovers } from '../approvers/loadApprovers.js';
import { decideRegularization, regularizationDecisionMail } from './decideRegularization.js';
import { openExceptionDays } from './exceptionDays.js';
import { listRegularizations, type ListKey, type RegularizationScope } from './regularizationRecords.js';
import { applyBody, decisionBody, listQuery, withdrawParams, withdrawQuery, yearMonthQuery } from './regularizationSchemas.js';

const BASE = '/api/attendance-regularization';
/** Absent key: Pending; absent page: the first (0). */
type ListQuery = { key?: ListKey; page?: number };
/** The organisation-wide approval list: the admin approval screen's readers. */
const ADMIN_APPROVALS_MENU = '/attendance/adminAttendanceRegApproved';

/**
 * Spec 000 §2.6 / spec 001 §2 regularization: the employee's application, withdrawal and lists,
 * the approver's lists and decision (docs/regularization.md). Paths are this product's: the spec
 * does not show them.
 */
export async function regularizationRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, mailer } = services;
  const tags = ['Regularization'];

  app.post<{ Body: ApplyPayload }>(
    BASE,
    { config: { access: access.self }, schema: { tags, summary: 'Apply regularization for absent days (spec 000 §3 payload)', body: applyBody } },
    async (request, reply) => {
      const applied = await applyRegularization(db, request.auth!, request.body);
      await mailer.send({
        to: applied.approver.email,
        event: 'Regularization Applied',
        variables: {
          employeeName: applied.employeeName,
          empId: request.auth!.empId,
          regularizationCode: applied.regularizationCode,
          dates: request.body.regularizationInfo.map((row) => row.date).join(', '),
        },
        organizationId: request.auth!.organizationId,
      });
      return reply.status(201).send(ok({ regularizationCode: applied.regularizationCode }, MESSAGES.applied));
    },
  );

  app.get<{ Querystring: ListQuery }>(
    BASE,
    { config: { access: access.self }, schema: { tags, summary: "The caller's applications: key Pending, or Approved for every completed one", querystring: listQuery } },
    async (request) => ok(await listRegularizations(db, request.auth!.organizationId, { employeeId: request.auth!.employeeId }, request.query.key ?? 'Pending', request.query.page ?? 0)),
  );

  app.get(
    `${BASE}/applied-to`,
    {
      config: { access: access.self },
      schema: { tags, summary: "Who the caller may apply to: the primary manager (the default) and the reviewer; without a primary manager, the organisation's fallback approver (the default then)" },
    },
    async (request) => {
      const { primary, reviewer, fallback } = await loadApprovers(db, request.auth!.organizationId, request.auth!.employeeId);
      return ok({
        primary: primary ? { primaryManagerName: primary.name, primaryManagerId: primary.empId } : null,
        reviewer: reviewer ? { reviewerManagerName: reviewer.name, reviewerManagerId: reviewer.empId } : null,
        // Not in spec 000's applied-to data: a field of this product's (docs/regularization.md).
        fallback: fallback ? { fallbackApproverName: fallback.name, fallbackApproverId: fallback.empId } : null,
      });
    },
  );

  app.get<{ Querystring: { yearMonth?: string } }>(
    `${BASE}/quick-add`,
    {
      config: { access: access.self },
      schema: { tags, summary: "The caller's exception days open for regularization in the lock window of the month (Quick Add)", querystring: yearMonthQuery },
    },
    async (request) => {
      const auth = request.auth!;
      const lock = await loadLockSetting(db, auth.organizationId);
      const windows = attendanceWindows(attendanceToday(), lock);
      const window = windows.employee;
      const month = request.query.yearMonth ? payrollMonthEndingIn(request.query.yearMonth, lock.payrollStartDay) : windows.payrollMonth;
      const from = month.startDate > window.from ? month.startDate : window.from;
      const to = month.endDate < window.to ? month.endDate : window.to;
      const me = await db.selectFrom('employee').select('date_of_joining').where('id', '=', auth.employeeId).executeTakeFirstOrThrow();
      const days = await openExceptionDays(db, auth.organizationId, auth.employeeId, from, to, me.date_of_joining);
      return ok({ monthYear: format(parseISO(month.endDate), 'MM-yyyy'), lockStartDate: window.from, lockEndDate: window.to, attendanceInfo: days });
    },
  );

  app.delete<{ Params: { regCode: string }; Querystring: { empId?: string; yearMonth?: string } }>(
    `${BASE}/:regCode`,
    {
      config: { access: access.self, owns: [owns('employee', 'query', 'empId')] },
      schema: { tags, summary: "Withdraw the caller's pending application", params: withdrawParams, querystring: withdrawQuery },
    },
    async (request) => {
      const auth = request.auth!;
      if (request.query.empId && request.query.empId.trim().toUpperCase() !== auth.empId) throw notFound('Regularization request not found');
      const target = await db
        .selectFrom('regularization')
        .select(['id', 'status', 'version'])
        .where('organization_id', '=', auth.organizationId)
        .where('employee_id', '=', auth.employeeId)
        .where('regularization_code', '=', request.params.regCode)
        .executeTakeFirst();
      if (!target) throw notFound('Regularization request not found');
      if (target.status !== 'Pending') throw conflict('Only a pending application can be withdrawn.');
      await db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('regularization')
          .set({ status: 'Withdrawn', version: target.version + 1 })
          .where('organization_id', '=', auth.organizationId)
          .where('id', '=', target.id)
          .where('status', '=', 'Pending')
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) throw conflict('Only a pending application can be withdrawn.');
        await trx.updateTable('regularization_date').set({ status: 'Withdrawn' }).where('organization_id', '=', auth.organizationId).where('regularization_id', '=', target.id).execute();
        await recordAudit(trx, auth, { entity: 'regularization', entityId: request.params.regCode, action: 'withdraw', before: { status: 'Pending' }, after: { status: 'Withdrawn' } });
      });
      return ok({ regularizationCode: request.params.regCode }, MESSAGES.withdrawn);
    },
  );

  const approvals = (scopeOf: (auth: AuthContext) => RegularizationScope) =>
    async (request: FastifyRequest<{ Querystring: ListQuery }>) => {
      const auth = request.auth!;
      const page = await listRegularizations(db, auth.organizationId, scopeOf(auth), request.query.key ?? 'Pending', request.query.page ?? 0);
      // What the screen may offer on each (spec 001 §4), by the rule the decision itself applies.
      const window = attendanceWindows(attendanceToday(), await loadLockSetting(db, auth.organizationId)).approver;
      const records = page.content.map((record) => ({ ...record, offers: record.status === 'Pending' ? decisionOffers(record.regularizationDates, window) : { approveReject: false, partial: false } }));
      // Spec 001 §7 reads count and records; its paged lists read content, totalElements, totalPages.
      return ok({ count: page.totalElements, records, content: records, totalElements: page.totalElements, totalPages: page.totalPages });
    };

  app.get<{ Querystring: ListQuery }>(
    `${BASE}/approvals`,
    { config: { access: access.self }, schema: { tags, summary: 'Applications applied to the caller, by key Pending or Approved (decided)', querystring: listQuery } },
    approvals((auth) => ({ appliedToId: auth.employeeId })),
  );

  app.get<{ Querystring: ListQuery }>(
    `${BASE}/admin-approvals`,
    {
      config: { access: access.menu(ADMIN_APPROVALS_MENU, 'view') },
      schema: { tags, summary: "Every application of the organisation, by key Pending or Approved (decided)", querystring: listQuery },
    },
    approvals(() => ({ organizationWide: true })),
  );

  app.put<{ Body: DecisionPayload }>(
    `${BASE}/approve`,
    {
      config: { access: access.self, owns: [owns('employee', 'body', 'empId')] },
      schema: { tags, summary: 'Decide a pending application: Approved, Rejected or Partially Approved per date (spec 001 §7 payload)', body: decisionBody },
    },
    async (request) => {
      const decided = await decideRegularization(db, request.auth!, request.body);
      await mailer.send(regularizationDecisionMail(decided, request.auth!.empId, request.auth!.organizationId));
      return ok({ regularizationCode: decided.regularizationCode, status: decided.status }, DECISION_MESSAGES[decided.status]);
    },
  );
}
