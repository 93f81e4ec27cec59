import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AuthContext } from '../auth/AuthContext.js';
import { access } from '../http/access.js';
import { badRequest } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { pageOf } from '../http/pageOf.js';
import type { Services } from '../services.js';
import { leaveDecisionMail, MONTH_END_RIGHT } from '../leave/apply/decideLeave.js';
import { regularizationDecisionMail } from '../regularization/decideRegularization.js';
import { readRegularizations } from '../regularization/regularizationRecords.js';
import { rejectReasonProblem } from '../../shared/regularizationRules.js';
import { MONTH_END_MESSAGES, REMARK_REQUIRED, type MonthEndDecision } from '../../shared/monthEnd/monthEndRecords.js';
import { runMonthEnd, type DecidedItem } from './runMonthEnd.js';
import { monthEndWindow, pendingRegularizationIn, policyDecisions } from './monthEndItems.js';
import { loadMonthEndCockpit } from './loadMonthEndCockpit.js';
import { closeMonthEnd } from './closeMonthEnd.js';
import {
  closeBody,
  cockpitQuery,
  previewBody,
  previewTokenQuery,
  regularizationDecisionBody,
  regularizationListQuery,
  type ClosePayload,
  type PreviewPayload,
  type RegularizationDecisionItem,
} from './monthEndSchemas.js';

/** The Month End Process screen's readers and deciders (spec 001 §2). */
export const MONTH_END_MENU = MONTH_END_RIGHT.path;

type RegularizationListQuery = { month: string; empId?: string; appliedTo?: string; sortDirection?: 'ASC' | 'DESC'; page?: number; size?: number; search?: string };

/** Spec 001 §5: a rejection needs a remark ('Remark is required when rejecting'), and a remark is a reason of at least 5 characters. */
export function checkRemarks(decisions: readonly MonthEndDecision[]): void {
  for (const decision of decisions) {
    if (decision.approve) continue;
    const problem = decision.remark?.trim() ? rejectReasonProblem(decision.remark) : REMARK_REQUIRED;
    if (problem) throw badRequest(`${decision.code}: ${problem}`, [{ field: 'remark', message: problem }]);
  }
}

/**
 * The month end (docs/month-end.md): spec 001 §7's regularization paths, the preview of what the
 * decisions will do, the cockpit and the close. The leave paths are in leaveApplyRoutes; both
 * Submits and the close run through runMonthEnd.
 */
export async function monthEndRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, mailer, workers } = services;
  const tags = ['Month end'];

  /** The mails the normal approvals send, after the commit, through the outbox. */
  const mailDecided = async (decided: readonly DecidedItem[], auth: AuthContext) => {
    for (const item of decided) {
      await mailer.send(item.kind === 'leave' ? leaveDecisionMail(item.decided, auth.empId, auth.organizationId) : regularizationDecisionMail(item.decided, auth.empId, auth.organizationId));
    }
  };

  app.get<{ Querystring: RegularizationListQuery }>(
    '/api/attendance-regularization/get-admin-regularization',
    { config: { access: access.menu(MONTH_END_MENU, 'view') }, schema: { tags, summary: "Month end (spec 001 §7): the organisation's pending regularization requests with a date in the payroll month", querystring: regularizationListQuery } },
    async (request) => {
      const auth = request.auth!;
      const { month, empId, appliedTo, sortDirection, page = 0, size = 10, search } = request.query;
      const window = await monthEndWindow(db, auth.organizationId, month);
      const like = search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = sql`${pendingRegularizationIn(auth.organizationId, window)}
        ${empId?.trim() ? sql`AND e.emp_id = ${empId.trim().toUpperCase()}` : sql``}
        ${appliedTo?.trim() ? sql`AND r.applied_to_id = (SELECT id FROM employee WHERE emp_id = ${appliedTo.trim().toUpperCase()})` : sql``}
        ${like ? sql`AND (e.emp_id ILIKE ${like} OR (e.first_name || ' ' || coalesce(e.last_name, '')) ILIKE ${like} OR r.regularization_code ILIKE ${like})` : sql``}`;
      const direction = sortDirection === 'ASC' ? sql`ASC` : sql`DESC`;
      const [{ rows: counted }, { rows: ids }] = await Promise.all([
        sql<{ total: number }>`SELECT count(*)::integer AS total FROM regularization r JOIN employee e ON e.id = r.employee_id WHERE ${where}`.execute(db),
        sql<{ id: number }>`SELECT r.id FROM regularization r JOIN employee e ON e.id = r.employee_id WHERE ${where} ORDER BY r.applied_at ${direction}, r.id ${direction} LIMIT ${size} OFFSET ${page * size}`.execute(db),
      ]);
      const records = await readRegularizations(db, auth.organizationId, ids.map((row) => row.id));
      // Spec 001 §3's month-end variant: employeeId, and each applied date's actual in and out beside the applied times.
      const actual = await actualTimes(auth.organizationId, records.flatMap((r) => r.appliedRegularizations.map((a) => ({ empId: r.empId, date: a.attendanceDate }))));
      const content = records.map((record) => ({
        ...record,
        employeeId: record.empId,
        appliedRegularizations: record.appliedRegularizations.map((applied) => ({ ...applied, ...(actual.get(`${record.empId}|${applied.attendanceDate}`) ?? { actualInTime: null, actualOutTime: null }) })),
      }));
      return ok(pageOf(content, counted[0].total, size));
    },
  );

  const actualTimes = async (organizationId: number, keys: { empId: string; date: string }[]) => {
    if (!keys.length) return new Map<string, { actualInTime: string | null; actualOutTime: string | null }>();
    const { rows } = await sql<{ emp_id: string; date: string; in_time: string | null; out_time: string | null }>`
      SELECT e.emp_id, to_char(a.attendance_date, 'YYYY-MM-DD') AS date, a.record->>'inTime' AS in_time, a.record->>'outTime' AS out_time
      FROM unnest(${sql.val(keys.map((k) => k.empId))}::text[], ${sql.val(keys.map((k) => k.date))}::date[]) AS k(emp_id, d)
      JOIN employee e ON e.emp_id = k.emp_id
      JOIN attendance_day a ON a.organization_id = ${organizationId} AND a.employee_id = e.id AND a.attendance_date = k.d`.execute(db);
    return new Map(rows.map((row) => [`${row.emp_id}|${row.date}`, { actualInTime: row.in_time, actualOutTime: row.out_time }]));
  };

  app.post<{ Body: RegularizationDecisionItem[]; Querystring: { previewToken?: string } }>(
    '/api/attendance-regularization/admin-approve-regularization',
    {
      config: { access: access.menu(MONTH_END_MENU, 'edit') },
      schema: {
        tags,
        summary: 'Month end (spec 001 §7): approve or reject whole regularization requests in one transaction (reject needs a remark); with previewToken, only if it comes out exactly as previewed',
        body: regularizationDecisionBody,
        querystring: previewTokenQuery,
      },
    },
    async (request) => {
      const auth = request.auth!;
      const decisions: MonthEndDecision[] = request.body.map((item) => ({ kind: 'regularization', empId: item.empId, code: item.regCode, approve: item.action === 'approve', remark: item.remark }));
      checkRemarks(decisions);
      const { decided } = await runMonthEnd(db, workers, auth, decisions, { commit: true, previewToken: request.query.previewToken });
      await mailDecided(decided, auth);
      return ok(
        decided.map((item) => ({ regularizationCode: item.kind === 'regularization' ? item.decided.regularizationCode : '', status: item.decided.status })),
        MONTH_END_MESSAGES.regularizationUpdated,
      );
    },
  );

  app.post<{ Body: PreviewPayload }>(
    '/api/month-end/preview',
    {
      config: { access: access.menu(MONTH_END_MENU, 'edit') },
      schema: {
        tags,
        summary:
          'What the decisions will do, computed by the attendance engine without writing: per employee the days whose status changes (before → after), the LOP days added or removed and the leave balance change; with pendingPolicy, the close also decides the rest of the month. Answers previewToken, which Submit (previewToken query) or the close sends back.',
        body: previewBody,
      },
    },
    async (request) => {
      const auth = request.auth!;
      const { monthYear, leave = [], regularization = [], pendingPolicy } = request.body;
      const window = await monthEndWindow(db, auth.organizationId, monthYear);
      const chosen: MonthEndDecision[] = [
        ...leave.map((item) => ({ kind: 'leave' as const, empId: item.empId, code: item.code, approve: item.type === 'approve', remark: item.remark })),
        ...regularization.map((item) => ({ kind: 'regularization' as const, empId: item.empId, code: item.code, approve: item.type === 'approve', remark: item.remark })),
      ];
      checkRemarks(chosen);
      const decisions = [...chosen, ...(await policyDecisions(db, auth.organizationId, window, pendingPolicy, chosen))];
      if (!decisions.length) throw badRequest('Select at least one item, or a policy that decides the pending ones');
      const { effect } = await runMonthEnd(db, workers, auth, decisions, { commit: false });
      return ok(effect);
    },
  );

  app.get<{ Querystring: { monthYear?: string } }>(
    '/api/month-end/cockpit',
    {
      config: { access: access.menu(MONTH_END_MENU, 'view') },
      schema: {
        tags,
        summary: 'The payroll month at a glance: pending leave and regularizations per approver, days not yet processed, employees with LOP and the LOP total against the previous close of the month',
        querystring: cockpitQuery,
      },
    },
    async (request) => ok(await loadMonthEndCockpit(db, request.auth!.organizationId, request.query.monthYear)),
  );

  app.post<{ Body: ClosePayload }>(
    '/api/attendance-month-close',
    {
      config: { access: access.menu(MONTH_END_MENU, 'edit') },
      schema: {
        tags,
        summary:
          "Close the payroll month: refused (409, with the count) while items are pending and no pendingPolicy is given; with 'approve' or 'reject' the pending items are decided as previewed (previewToken), processed and the month closed in one transaction",
        body: closeBody,
      },
    },
    async (request) => {
      const auth = request.auth!;
      const closed = await closeMonthEnd(services, auth, request.body);
      await mailDecided(closed.decided, auth);
      return ok(closed.result, MONTH_END_MESSAGES.closed);
    },
  );
}
