import type { FastifyInstance } from 'fastify';
import { exportCell } from '../../shared/exportCell.js';
import { limitMessages, MAX_EXPORT_ROWS } from '../../shared/heavyWorkLimits.js';
import { access } from '../http/access.js';
import { badRequest } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { pageProperties, shortText } from '../http/schemaParts.js';
import type { Services } from '../services.js';
import { sendExport } from '../work/sendExport.js';
import { HELP_DESK_REPORT_MENU } from './ticketViews.js';
import { checkRange, EXPORT_HEADERS, exportValues, movementGraph, reportCount, reportGraph, reportPage, reportRows, type ReportFilters } from './helpDeskReport.js';

const tags = ['Help desk report'];
const filterProperties = {
  startDate: { type: 'string', format: 'date', title: 'Start Date' },
  endDate: { type: 'string', format: 'date', title: 'End Date' },
  menu: shortText('Category', 80),
  subMenu: shortText('Sub Category', 80),
  status: { type: 'string', title: 'Status', enum: ['Pending', 'Completed'] },
  sortDirection: { type: 'string', title: 'Sort Direction', enum: ['asc', 'desc'] },
  search: shortText('Search', 100),
} as const;
const reportQuery = { type: 'object', additionalProperties: false, properties: { ...filterProperties, ...pageProperties } } as const;
const exportQuery = { type: 'object', additionalProperties: false, properties: filterProperties } as const;
const graphQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { startDate: filterProperties.startDate, endDate: filterProperties.endDate, menu: filterProperties.menu, subMenu: filterProperties.subMenu },
} as const;

/** Help desk reports (issue 22 §2; spec 002 §3, §7): the list, its Excel export and the two graphs, on the Help Desk Report screen's view right. */
export async function helpDeskReportRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, workers } = services;
  const config = { access: access.menu(HELP_DESK_REPORT_MENU, 'view') };

  app.get<{ Querystring: ReportFilters }>(
    '/api/help-desk/reports',
    { config, schema: { tags, summary: "The organisation's tickets raised from startDate to endDate (the organisation's dates), by menu, subMenu, status and search, newest first unless sortDirection asc: content, totalElements, totalPages", querystring: reportQuery } },
    async (request) => {
      checkRange(request.query);
      return ok(await reportPage(db, request.auth!.organizationId, request.query));
    },
  );

  app.get<{ Querystring: ReportFilters }>(
    '/api/help-desk/export',
    { config, schema: { tags, summary: 'The report of the same filters as HelpDeskReport.xlsx (written off the HTTP thread; cells that would start a formula are escaped)', querystring: exportQuery } },
    async (request, reply) => {
      checkRange(request.query);
      const organizationId = request.auth!.organizationId;
      const count = await reportCount(db, organizationId, request.query);
      if (count > MAX_EXPORT_ROWS) throw badRequest(limitMessages.exportTooLarge(count));
      async function* pages() {
        for await (const rows of reportRows(db, organizationId, request.query)) yield rows.map((row) => exportValues(row).map((cell) => exportCell(cell)));
      }
      return sendExport(workers, request, reply, { format: 'xlsx', title: 'Help Desk Report', fileName: 'HelpDeskReport.xlsx', headers: EXPORT_HEADERS, pages: pages() });
    },
  );

  app.get<{ Querystring: ReportFilters }>(
    '/api/help-desk-report/graph',
    { config, schema: { tags, summary: 'Tickets by category and status, average hours to resolve per category, and the reopen rate, of the tickets raised from startDate to endDate', querystring: graphQuery } },
    async (request) => {
      checkRange(request.query);
      return ok(await reportGraph(db, request.auth!.organizationId, request.query));
    },
  );

  app.get<{ Querystring: ReportFilters }>(
    '/api/help-desk-report/movement-graph',
    { config, schema: { tags, summary: 'Tickets over time: raised, completed and reopened per day (ranges up to 62 days) or per month', querystring: graphQuery } },
    async (request) => {
      checkRange(request.query);
      return ok(await movementGraph(db, request.auth!.organizationId, request.query));
    },
  );
}
