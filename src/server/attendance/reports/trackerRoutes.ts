import type { FastifyInstance } from 'fastify';
import { ALL_EMPLOYEES, REPORT_MESSAGES, TRACKER_SCHEMAS, trackerFormErrors, type TrackerSchema } from '../../../shared/attendanceReportRules.js';
import { badRequest } from '../../http/AppError.js';
import { access } from '../../http/access.js';
import { ok } from '../../http/reply.js';
import { shortText } from '../../http/schemaParts.js';
import type { Services } from '../../services.js';
import { attendanceToday } from '../attendanceClock.js';
import { payrollWindowOf, monthQuery } from './payrollWindow.js';
import { refuseForm, reportScope, scopeToEmployee } from './reportScope.js';
import { adminTracker, memberDates, teamTracker } from './trackerQuery.js';

/** Attendance Admin › Tracker: the organisation's tracker, and the organisation-wide scope of the team tracker. */
export const TRACKER_MENU = '/adminAttendance/tracker';
const BASE = '/api/employee-attendance';

const rangeProperties = {
  startDate: { type: 'string', format: 'date', title: 'From Date' },
  endDate: { type: 'string', format: 'date', title: 'To Date' },
  schema: { type: 'string', title: 'Schema', enum: [...TRACKER_SCHEMAS] },
} as const;
type RangeQuery = {
  startDate?: string;
  endDate?: string;
  schema?: TrackerSchema;
  empId?: string;
};

/**
 * The trackers (issue 20 §4, spec 001 §2, §3, §5; docs/attendance-reports.md): the employee tracker's
 * departments and members over a range, a member's dates, and the admin tracker of a payroll month
 * keyed by department. Computed in SQL over the processed days, the swipes and the approved
 * regularization dates.
 */
export async function trackerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const tags = ['Attendance trackers'];

  const checkRange = (query: RangeQuery) =>
    refuseForm(
      trackerFormErrors(
        {
          schema: query.schema ?? '',
          fromDate: query.startDate ?? '',
          toDate: query.endDate ?? '',
        },
        attendanceToday(),
      ),
    );

  app.get<{ Querystring: RangeQuery }>(
    `${BASE}/team-tracker`,
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: "The employee tracker: departments with their figures and members (spec 001 §3), of the caller's reportees or, with Tracker, the organisation",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: rangeProperties,
        },
      },
    },
    async (request) => {
      checkRange(request.query);
      const scope = reportScope(request.auth!, {
        path: TRACKER_MENU,
        verb: 'view',
      });
      return ok(await teamTracker(db, scope, request.query.startDate!, request.query.endDate!, request.query.schema!));
    },
  );

  app.get<{ Querystring: RangeQuery }>(
    `${BASE}/team-member-report`,
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: "One employee's per-date tracker rows (in/out punch counts, total, productive and break hours)",
        querystring: {
          type: 'object',
          required: ['empId'],
          additionalProperties: false,
          properties: { ...rangeProperties, empId: shortText('Emp ID', 50) },
        },
      },
    },
    async (request) => {
      checkRange(request.query);
      if (request.query.empId!.trim().toUpperCase() === ALL_EMPLOYEES)
        throw badRequest(REPORT_MESSAGES.employee, [{ field: 'empId', message: REPORT_MESSAGES.employee }]);
      const scope = await scopeToEmployee(db, reportScope(request.auth!, { path: TRACKER_MENU, verb: 'view' }), request.query.empId!);
      return ok(await memberDates(db, { ...scope, employeeId: scope.employeeId! }, request.query.startDate!, request.query.endDate!, request.query.schema!));
    },
  );

  app.get<{ Querystring: { month: string } }>(
    `${BASE}/admin-attendance-tracker`,
    {
      config: { access: access.menu(TRACKER_MENU, 'view') },
      schema: {
        tags,
        summary: 'The admin tracker of a payroll month (MM-YYYY), keyed by department, eleven columns',
        querystring: monthQuery,
      },
    },
    async (request) => {
      const window = await payrollWindowOf(db, request.auth!.organizationId, request.query.month);
      return ok(await adminTracker(db, request.auth!.organizationId, window.startDate, window.endDate));
    },
  );
}
