import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import { balanceExportRoutes } from './balanceImport/balanceExportRoutes.js';
import { balanceImportRoutes } from './balanceImport/balanceImportRoutes.js';
import { leaveReportRoutes } from './report/leaveReportRoutes.js';

/** Leave's balance import and exports, full and final, and the reports (docs/leave-import-and-reports.md). */
export async function leaveImportReportRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await balanceImportRoutes(app, services);
  await balanceExportRoutes(app, services);
  await leaveReportRoutes(app, services);
}
