import type { FastifyInstance } from 'fastify';
import { access } from '../http/access.js';
import { conflict, forbidden, notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import type { Services } from '../services.js';
import { leaveDecisionMail, MONTH_END_RIGHT } from '../leave/apply/decideLeave.js';
import { listLeaveApplications } from '../leave/apply/leaveApplicationRecords.js';
import { monthEndBody, monthEndQuery } from '../leave/apply/leaveApplySchemas.js';
import { loadApplication } from '../leave/apply/loadOwnApplication.js';
import { LEAVE_MESSAGES } from '../leave/apply/leaveApplyRoutes.js';
import type { MonthEndDecision } from '../../shared/monthEnd/monthEndRecords.js';
import { runMonthEnd } from './runMonthEnd.js';
import { monthEndWindow } from './monthEndItems.js';
import { checkRemarks } from './monthEndRoutes.js';
import { previewTokenQuery } from './monthEndSchemas.js';

type MonthEndQuery = { leaveType?: string; empId?: string; appliedTo?: string; month: string; sortDirection?: 'ASC' | 'DESC'; page?: number; size?: number; search?: string };
type MonthEndItem = { empId: string; leaveCode: string; type: 'approve' | 'reject'; remark?: string | null };

/**
 * Spec 001 §7's month-end leave paths (docs/month-end.md): the organisation's pending applications
 * touching the payroll month, and HR's decisions on them through the month end's one path. They live
 * in the month end's area, which builds on leave, so leave never imports the month end.
 */
export async function monthEndLeaveRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, mailer } = services;
  const tags = ['Leave applications'];

  app.get<{ Querystring: MonthEndQuery }>(
    '/api/attendance-regularization/get-admin-leave-apply',
    { config: { access: access.menu(MONTH_END_RIGHT.path, 'view') }, schema: { tags, summary: "Month end (spec 001 §7): the organisation's pending leave applications touching the payroll month", querystring: monthEndQuery } },
    async (request) => {
      const auth = request.auth!;
      const { month, leaveType, empId, appliedTo, sortDirection, page, size, search } = request.query;
      const payroll = await monthEndWindow(db, auth.organizationId, month);
      const found = await listLeaveApplications(db, auth.organizationId, { organizationWide: true }, ['Pending'], page ?? 0, {
        leaveType,
        empId,
        appliedTo,
        search,
        size: size ?? 10,
        from: payroll.startDate,
        to: payroll.endDate,
        ascending: sortDirection === 'ASC',
      });
      return ok(found);
    },
  );

  app.post<{ Body: MonthEndItem[]; Querystring: { previewToken?: string } }>(
    '/api/leave-approval/admin/approve-or-reject',
    {
      config: { access: access.menu(MONTH_END_RIGHT.path, 'edit') },
      schema: {
        tags,
        summary: 'Month end (spec 001 §7): approve or reject whole applications in one transaction (reject needs a remark); with previewToken, only if it comes out exactly as previewed (POST /api/month-end/preview)',
        body: monthEndBody,
        querystring: previewTokenQuery,
      },
    },
    async (request) => {
      const auth = request.auth!;
      // Every item is checked before any is decided, so a bad item (unknown, decided, the caller's own, a
      // reject without remark) is named in the refusal; the dates are decideLeavesIn's (the month end's path).
      for (const item of request.body) {
        const application = await loadApplication(db, auth.organizationId, item.leaveCode).catch(() => null);
        if (!application || application.emp_id !== item.empId.trim().toUpperCase()) throw notFound(`${item.leaveCode}: Leave application not found`);
        if (application.employee_id === auth.employeeId) throw forbidden(`${item.leaveCode}: You cannot decide your own leave application.`);
        if (application.status !== 'Pending') throw conflict(`${item.leaveCode}: This leave application is already ${application.status.toLowerCase()}.`);
      }
      const decisions: MonthEndDecision[] = request.body.map((item) => ({ kind: 'leave', empId: item.empId, code: item.leaveCode, approve: item.type === 'approve', remark: item.remark }));
      checkRemarks(decisions);
      // All in one transaction, through the month end's one path (the preview runs the same).
      const { decided } = await runMonthEnd(db, services.workers, auth, decisions, { commit: true, previewToken: request.query.previewToken });
      for (const item of decided) if (item.kind === 'leave') await mailer.send(leaveDecisionMail(item.decided, auth.empId, auth.organizationId));
      return ok(
        decided.map((item) => ({ leaveCode: item.kind === 'leave' ? item.decided.leaveCode : '', status: item.decided.status })),
        LEAVE_MESSAGES.updated,
      );
    },
  );
}
