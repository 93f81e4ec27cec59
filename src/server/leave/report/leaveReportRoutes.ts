import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportCell } from '../../../shared/exportCell.js';
import { limitMessages, MAX_EXPORT_ROWS } from '../../../shared/heavyWorkLimits.js';
import { MAX_LEAVE_YEAR, MIN_LEAVE_YEAR } from '../../../shared/leaveBalanceSheet.js';
import type { AuthContext } from '../../auth/AuthContext.js';
import { access, type Access } from '../../http/access.js';
import { badRequest } from '../../http/AppError.js';
import { ok } from '../../http/reply.js';
import { pageProperties, shortText } from '../../http/schemaParts.js';
import type { Services } from '../../services.js';
import { exportFormatOf, sendExport } from '../../work/sendExport.js';
import { LEAVE_STATUSES, leaveReportCount, leaveReportPage, leaveReportPages, type LeaveReportFilter, type LeaveReportScope } from './leaveReportQuery.js';

type ReportQuery = LeaveReportFilter & { page?: number; size?: number; format?: 'xlsx' | 'csv' };

const filterProperties = {
  month: { type: 'integer', title: 'Month', minimum: 1, maximum: 12 },
  year: { type: 'integer', title: 'Year', minimum: MIN_LEAVE_YEAR, maximum: MAX_LEAVE_YEAR },
  empId: shortText('Emp ID', 50),
  leaveType: shortText('Leave Type', 20),
  status: { type: 'string', title: 'Status', enum: [...LEAVE_STATUSES] },
  search: shortText('Search', 100),
} as const;
const listQuery = {
  type: 'object',
  properties: { ...filterProperties, ...pageProperties },
  additionalProperties: false,
} as const;
const exportQuery = { type: 'object', properties: { ...filterProperties, format: { type: 'string', title: 'Format', enum: ['xlsx', 'csv'] } }, additionalProperties: false } as const;

const HEADERS = ['Leave Code', 'Emp ID', 'Employee Name', 'Leave Category', 'Leave Type', 'From', 'To', 'Days', 'Dates', 'Reason', 'Applied To', 'Applied On', 'Status', 'Remarks'];

const filterOf = ({ month, year, empId, leaveType, status, search }: ReportQuery): LeaveReportFilter => ({ month, year, empId, leaveType, status, search });

/**
 * The leave report (issue 11 §5): HR's over the organisation (leaveReport) and a manager's over
 * their reportees (rmLeaveReport, any signed-in user: one without reportees reads an empty report).
 * Each has a page and an Excel/CSV export of the same filter.
 */
export async function leaveReportRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, workers } = services;
  const tags = ['Leave report'];

  const serve = (base: string, routeAccess: Access, scopeOf: (auth: AuthContext) => LeaveReportScope, who: string) => {
    app.get<{ Querystring: ReportQuery }>(
      base,
      { config: { access: routeAccess }, schema: { tags, summary: `Leave applications of ${who} by month, year, Emp ID, type, status and search (paged: content, totalElements, totalPages)`, querystring: listQuery } },
      async (request) => ok(await leaveReportPage(db, scopeOf(request.auth!), filterOf(request.query), request.query.page ?? 0, request.query.size ?? 20)),
    );
    app.get<{ Querystring: ReportQuery }>(
      `${base}/export`,
      { config: { access: routeAccess }, schema: { tags, summary: `The leave report of ${who} as Excel or CSV, same filter`, querystring: exportQuery } },
      async (request: FastifyRequest<{ Querystring: ReportQuery }>, reply: FastifyReply) => {
        const format = exportFormatOf(request.query.format, ['xlsx', 'csv']);
        const scope = scopeOf(request.auth!);
        const filter = filterOf(request.query);
        const count = await leaveReportCount(db, scope, filter);
        if (count > MAX_EXPORT_ROWS) throw badRequest(limitMessages.exportTooLarge(count));
        async function* pages() {
          for await (const rows of leaveReportPages(db, scope, filter)) {
            yield rows.map((r) =>
              [r.leaveCode, r.empId, r.empName, r.leaveCategory, r.leaveType, r.fromDate, r.toDate, r.numOfDays, r.dateList.join(', '), r.empReason, r.appliedToName, r.appliedDate.slice(0, 10), r.status, r.remarks ?? ''].map((cell) =>
                exportCell(cell),
              ),
            );
          }
        }
        return sendExport(workers, request, reply, { format, title: 'Leave report', fileName: `leave-report.${format}`, headers: HEADERS, pages: pages() });
      },
    );
  };

  serve('/api/leave/report', access.menu('/leaveReport', 'view'), (auth) => ({ organizationId: auth.organizationId }), 'the organisation');
  serve('/api/leave/report/rm', access.self, (auth) => ({ organizationId: auth.organizationId, managerId: auth.employeeId }), "the caller's reportees");
}
