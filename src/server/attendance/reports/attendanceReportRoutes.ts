import type { FastifyInstance } from 'fastify';
import { ATTENDANCE_REPORT_COLUMNS, type AttendanceReportRow } from '../../../shared/attendanceReportColumns.js';
import { reportFormErrors } from '../../../shared/attendanceReportRules.js';
import { exportCell } from '../../../shared/exportCell.js';
import { limitMessages, MAX_EXPORT_ROWS } from '../../../shared/heavyWorkLimits.js';
import type { AuthContext } from '../../auth/AuthContext.js';
import { access } from '../../http/access.js';
import { badRequest } from '../../http/AppError.js';
import { ok } from '../../http/reply.js';
import { pageProperties, shortText } from '../../http/schemaParts.js';
import type { Services } from '../../services.js';
import { sendExport } from '../../work/sendExport.js';
import { attendanceToday } from '../attendanceClock.js';
import { monthQuery, payrollWindowOf } from './payrollWindow.js';
import {
  adminReportCount,
  adminReportPage,
  adminReportRows,
  regularizationReportCount,
  regularizationReportPage,
  regularizationReportRows,
  type AdminReportFilter,
} from './regularizationReport.js';
import { inScope, refuseForm, reportScope, scopeToEmployee } from './reportScope.js';
import { sql } from 'kysely';
import { holdsInSession } from '../../auth/tenancy.js';
import { personName } from '../../../shared/personName.js';
import { ONSITE_PROCESS_MENU } from '../onsite/onsiteRoutes.js';

/** Attendance Admin › Attendance Report: the organisation's report, and the organisation-wide scope of the team's. */
export const ATTENDANCE_REPORT_MENU = '/adminAttendance/attendanceReport';

const formProperties = {
  empId: shortText('Emp ID', 50),
  fromDate: { type: 'string', format: 'date', title: 'From Date' },
  toDate: { type: 'string', format: 'date', title: 'To Date' },
} as const;
type FormQuery = {
  empId?: string;
  fromDate?: string;
  toDate?: string;
  page?: number;
  size?: number;
};
type AdminQuery = {
  month: string;
  sortDirection?: 'ASC' | 'DESC';
  search?: string;
  page?: number;
  size?: number;
};

/**
 * The attendance reports (issue 20 §4; docs/attendance-reports.md): the Regularization Report of
 * /attendance/report (a manager's reportees, or the organisation with Attendance Report) and the
 * admin Attendance Report of a payroll month, each paged and exported as Excel built in the pool.
 */
export async function attendanceReportRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, workers } = services;
  const tags = ['Attendance reports'];

  const formScope = async (auth: AuthContext, query: FormQuery) => {
    refuseForm(
      reportFormErrors(
        {
          empId: query.empId ?? '',
          fromDate: query.fromDate ?? '',
          toDate: query.toDate ?? '',
        },
        attendanceToday(),
      ),
    );
    return scopeToEmployee(db, reportScope(auth, { path: ATTENDANCE_REPORT_MENU, verb: 'view' }), query.empId!);
  };

  const exportRows = (
    request: Parameters<typeof sendExport>[1],
    reply: Parameters<typeof sendExport>[2],
    title: string,
    fileName: string,
    rows: AsyncIterable<AttendanceReportRow[]>,
  ) => {
    async function* pages() {
      for await (const page of rows) yield page.map((row) => ATTENDANCE_REPORT_COLUMNS.map((column) => exportCell(column.cell(row))));
    }
    return sendExport(workers, request, reply, {
      format: 'xlsx',
      title,
      fileName,
      headers: ATTENDANCE_REPORT_COLUMNS.map((column) => column.label),
      pages: pages(),
    });
  };

  app.get(
    '/api/attendance/report/employees',
    {
      config: { access: access.self },
      schema: {
        tags,
        summary:
          "The employees the caller's reports read (their direct reportees, or with Attendance Report or Onsite Attendance Process the organisation), for the reports' pickers",
      },
    },
    async (request) => {
      const auth = request.auth!;
      const organizationWide =
        holdsInSession(auth, { path: ATTENDANCE_REPORT_MENU, verb: 'view' }) || holdsInSession(auth, { path: ONSITE_PROCESS_MENU, verb: 'view' });
      const scope = organizationWide ? { organizationId: auth.organizationId } : { organizationId: auth.organizationId, managerId: auth.employeeId };
      const { rows } = await sql<{
        emp_id: string;
        first_name: string;
        last_name: string;
      }>`
        SELECT e.emp_id, e.first_name, e.last_name FROM employee e WHERE ${inScope(scope)} AND e.status = 'Active' ORDER BY e.emp_id`.execute(db);
      return ok(
        rows.map((row) => ({
          value: row.emp_id,
          label: `${row.emp_id} - ${personName(row.first_name, row.last_name)}`,
        })),
      );
    },
  );

  app.get<{ Querystring: FormQuery }>(
    '/api/attendance/report/regularization',
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: 'Regularized dates of an employee (or ALL) from fromDate to toDate (spec 001 §3 report row; paged)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...formProperties, ...pageProperties },
        },
      },
    },
    async (request) => {
      const scope = await formScope(request.auth!, request.query);
      return ok(await regularizationReportPage(db, scope, request.query.fromDate!, request.query.toDate!, request.query.page ?? 0, request.query.size ?? 10));
    },
  );

  app.get<{ Querystring: FormQuery }>(
    '/api/attendance/report/regularization/export',
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: 'The regularization report of the same form as RegularizationReport.xlsx',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: formProperties,
        },
      },
    },
    async (request, reply) => {
      const scope = await formScope(request.auth!, request.query);
      const { fromDate, toDate } = request.query as Required<FormQuery>;
      const count = await regularizationReportCount(db, scope, fromDate, toDate);
      if (count > MAX_EXPORT_ROWS) throw badRequest(limitMessages.exportTooLarge(count));
      return exportRows(request, reply, 'Regularization Report', 'RegularizationReport.xlsx', regularizationReportRows(db, scope, fromDate, toDate));
    },
  );

  const adminFilter = async (auth: AuthContext, query: AdminQuery): Promise<AdminReportFilter> => {
    const window = await payrollWindowOf(db, auth.organizationId, query.month);
    return {
      fromDate: window.startDate,
      toDate: window.endDate,
      search: query.search,
      sortDirection: query.sortDirection ?? 'DESC',
    };
  };

  app.get<{ Querystring: AdminQuery }>(
    '/api/employee-attendance/admin-attendance-report',
    {
      config: { access: access.menu(ATTENDANCE_REPORT_MENU, 'view') },
      schema: {
        tags,
        summary:
          'Every processed day of the organisation in a payroll month (MM-YYYY), with the regularization applied for it; search on Emp ID and name; paged',
        querystring: {
          type: 'object',
          required: ['month'],
          additionalProperties: false,
          properties: {
            ...monthQuery.properties,
            sortDirection: {
              type: 'string',
              title: 'Sort Direction',
              enum: ['ASC', 'DESC'],
            },
            search: shortText('Search', 100),
            ...pageProperties,
          },
        },
      },
    },
    async (request) =>
      ok(
        await adminReportPage(
          db,
          request.auth!.organizationId,
          await adminFilter(request.auth!, request.query),
          request.query.page ?? 0,
          request.query.size ?? 10,
        ),
      ),
  );

  app.get<{ Querystring: AdminQuery }>(
    '/api/employee-attendance/export-admin-attendance-report',
    {
      config: { access: access.menu(ATTENDANCE_REPORT_MENU, 'view') },
      schema: {
        tags,
        summary: 'The admin attendance report of a payroll month as Excel (AttendanceReport.xlsx)',
        querystring: {
          type: 'object',
          required: ['month'],
          additionalProperties: false,
          properties: {
            ...monthQuery.properties,
            search: shortText('Search', 100),
          },
        },
      },
    },
    async (request, reply) => {
      const organizationId = request.auth!.organizationId;
      const filter = await adminFilter(request.auth!, request.query);
      const count = await adminReportCount(db, organizationId, filter);
      if (count > MAX_EXPORT_ROWS) throw badRequest(limitMessages.exportTooLarge(count));
      return exportRows(request, reply, 'Attendance Report', 'AttendanceReport.xlsx', adminReportRows(db, organizationId, filter));
    },
  );
}
