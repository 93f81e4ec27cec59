import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access.js';
import { badRequest } from '../../http/AppError.js';
import { ok } from '../../http/reply.js';
import { monthYearText, pageProperties } from '../../http/schemaParts.js';
import type { Services } from '../../services.js';
import { PAYROLL_MONTH_REOPENED } from '../../../shared/payrollMonthClose.js';
import { reopenReasonError } from '../../../shared/reopenReasonError.js';
import { lastPayrollMonth } from './lastPayrollMonth.js';
import { payrollMonthLopChanges } from './payrollMonthLopChanges.js';
import { payrollMonthState } from './payrollMonthState.js';
import { reopenPayrollMonth } from './reopenPayrollMonth.js';

/** Issue 20 §2: the month-end close belongs to the Month End Process screen. */
export const MONTH_END_PATH = '/adminAttendance/monthEndProcess';
const BASE = '/api/attendance-month-close';

/** Absent, the payroll month just over (lastPayrollMonth). */
const monthQuery = { type: 'object', additionalProperties: false, properties: { monthYear: monthYearText('Month Year') } } as const;
const lopChangesQuery = { ...monthQuery, properties: { ...monthQuery.properties, ...pageProperties } } as const;
const reopenBody = {
  type: 'object',
  required: ['monthYear', 'reason'],
  additionalProperties: false,
  properties: { monthYear: monthYearText('Month Year'), reason: { type: 'string', title: 'Reason', maxLength: 500 } },
} as const;

/**
 * The close state of a payroll month, its reopen, and what a reopen changed against what payroll
 * used (docs/attendance-lock.md, "Closing and reopening a payroll month"). The close itself
 * (POST /api/attendance-month-close, with the month end's cut-off policy) is the Month End
 * Process's route; it calls closePayrollMonth. Everything is the active organisation's.
 */
export async function monthCloseRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const tags = ['Attendance: month close'];

  const monthOf = async (organizationId: number, monthYear: string | undefined) => monthYear ?? (await lastPayrollMonth(db, organizationId));

  app.get<{ Querystring: { monthYear?: string } }>(
    BASE,
    {
      config: { access: access.menu(MONTH_END_PATH, 'view') },
      schema: { tags, summary: "A payroll month's close state: Open, Closed (by whom, when) or Reopened (by whom, when, why), with its history", querystring: monthQuery },
    },
    async (request) => {
      const { organizationId } = request.auth!;
      return ok(await payrollMonthState(db, organizationId, await monthOf(organizationId, request.query.monthYear)));
    },
  );

  app.get<{ Querystring: { monthYear?: string; page?: number; size?: number } }>(
    `${BASE}/lop-changes`,
    {
      config: { access: access.menu(MONTH_END_PATH, 'view') },
      schema: {
        tags,
        summary: 'Per employee, the days whose status or LOP differ from what payroll used at the first close, and the LOP difference the next payroll must carry',
        querystring: lopChangesQuery,
      },
    },
    async (request) => {
      const { organizationId } = request.auth!;
      const { monthYear, page, size } = request.query;
      return ok(await payrollMonthLopChanges(db, organizationId, await monthOf(organizationId, monthYear), page, size));
    },
  );

  app.post<{ Body: { monthYear: string; reason: string } }>(
    `${BASE}/reopen`,
    {
      config: { access: access.menu(MONTH_END_PATH, 'edit') },
      schema: { tags, summary: 'Reopen a closed payroll month with a reason: its days are recomputed again', body: reopenBody },
    },
    async (request) => {
      const auth = request.auth!;
      const error = reopenReasonError(request.body.reason);
      if (error) throw badRequest(error, [{ field: 'reason', message: error }]);
      const reason = request.body.reason.trim();
      await db.transaction().execute((trx) => reopenPayrollMonth(trx, auth.organizationId, request.body.monthYear, reason, auth.empId));
      // The held marks are processable now: the loop need not wait for its next poll.
      request.server.attendanceProcessor.nudge();
      return ok(await payrollMonthState(db, auth.organizationId, request.body.monthYear), PAYROLL_MONTH_REOPENED);
    },
  );
}
