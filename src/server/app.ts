import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { authRoutes } from './login/authRoutes.js';
import { forgotPasswordRoutes } from './auth/forgotPasswordRoutes.js';
import { LoginCrypto } from './auth/loginCrypto.js';
import { LoginLimiter } from './auth/loginLimiter.js';
import { PermissionCache } from './auth/PermissionCache.js';
import { microsoftRoutes } from './login/microsoftRoutes.js';
import { createTokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { calendarRoutes } from './attendance/calendar/calendarRoutes.js';
import { employeeRoutes } from './employees/employeeRoutes.js';
import { employeeListRoutes } from './employees/employeeListRoutes.js';
import { employeeLookupRoutes } from './employees/lookups/index.js';
import { reportingLineRoutes } from './employees/reportingLineRoutes.js';
import { orgChartRoutes } from './employees/orgChartRoutes.js';
import { addEmployeeRoutes } from './employees/addEmployeeRoutes.js';
import { employeeBulkUploadRoutes } from './employees/employeeBulkUploadRoutes.js';
import { getShiftByOrgRoutes } from './employees/lookups/getShiftByOrg.js';
import { auditRoutes } from './admin/auditRoutes.js';
import { lookupRoutes } from './admin/lookupRoutes.js';
import { organizationLogoRoutes } from './admin/organizationLogoRoutes.js';
import { permissionRoutes } from './admin/permissionRoutes.js';
import { roleAssignmentRoutes } from './admin/roleAssignmentRoutes.js';
import { access } from './http/access.js';
import { installAccessControl } from './auth/accessControl.js';
import { apiDocsRoutes, installApiDocs } from './http/apiDocs.js';
import { installBodyParsers } from './http/bodyParsers.js';
import { installErrorHandler } from './http/errorHandler.js';
import { loggedRequest } from './http/loggedRequest.js';
import { installUnreadBodyDrain } from './http/unreadBody.js';
import { installSecurityHeaders } from './http/securityHeaders.js';
import { installNulGuard } from './http/rejectNul.js';
import { installRequestValidators } from './http/requestValidators.js';
import { ok } from './http/reply.js';
import { Mailer } from './mail/Mailer.js';
import { MAIL_TEMPLATE_MASTER, ProductMails } from './mailTemplates/productMails.js';
import { mailTemplateRoutes } from './mailTemplates/mailTemplateRoutes.js';
import { recognitionRoutes } from './recognition/recognitionRoutes.js';
import { eventRoutes } from './events/eventRoutes.js';
import { celebrationRoutes } from './events/celebrationRoutes.js';
import { loadMasterSchemas } from './masters/loadMasterSchemas.js';
import { importExportRoutes } from './masters/importExportRoutes.js';
import { masterLookupRoutes } from './masters/masterLookupRoutes.js';
import { masterRoutes } from './masters/masterRoutes.js';
import { schemaRoutes } from './masters/schemaRoutes.js';
import { syncMasterMenus } from './masters/syncMasterMenus.js';
import { openSecretBox } from './secrets/SecretBox.js';
import { syncMasterTables } from './masters/syncMasterTables.js';
import type { Services } from './services.js';
import { masterHooks } from './masterHooks.js';
import { failInterruptedJobs } from './jobs/jobStore.js';
import { jobRoutes } from './jobs/jobRoutes.js';
import { weekendPolicyRoutes } from './shifts/weekendPolicyRoutes.js';
import { shiftRosterRoutes } from './shifts/shiftRosterRoutes.js';
import { geographyRoutes } from './holidays/geographyRoutes.js';
import { holidayRoutes } from './holidays/holidayRoutes.js';
import { regularizationRoutes } from './regularization/regularizationRoutes.js';
import { leaveApplyRoutes } from './leave/apply/leaveApplyRoutes.js';
import { monthEndRoutes } from './monthEnd/monthEndRoutes.js';
import { monthEndLeaveRoutes } from './monthEnd/monthEndLeaveRoutes.js';
import { createServerWorkerPool } from './serverWorkerPool.js';
import { swipeRoutes } from './attendance/swipeRoutes.js';
import { deviceKeyRoutes } from './attendance/deviceKeyRoutes.js';
import { webSignRoutes } from './attendance/webSignRoutes.js';
import { musterOverrideRoutes } from './attendance/overrides/musterOverrideRoutes.js';
import { lockRoutes } from './attendance/lockRoutes.js';
import { monthCloseRoutes } from './attendance/monthClose/monthCloseRoutes.js';
import { onsiteRoutes } from './attendance/onsite/onsiteRoutes.js';
import { attendanceReportRoutes } from './attendance/reports/attendanceReportRoutes.js';
import { trackerRoutes } from './attendance/reports/trackerRoutes.js';
import { leaveSchemeRoutes } from './leave/schemes/leaveSchemeRoutes.js';
import { compOffRoutes } from './leave/special/compOffRoutes.js';
import { encashmentRoutes } from './leave/special/encashmentRoutes.js';
import { leaveCalendarRoutes } from './leave/special/leaveCalendarRoutes.js';
import { restrictedHolidayRoutes } from './leave/special/restrictedHolidayRoutes.js';
import { balanceRoutes } from './leave/balances/balanceRoutes.js';
import { granterRoutes } from './leave/granter/granterRoutes.js';
import { leaveImportReportRoutes } from './leave/leaveImportReportRoutes.js';
import { musterRoutes } from './attendance/muster/musterRoutes.js';
import { chatbotRoutes } from './chatbot/chatbotRoutes.js';
import { chatbotPendingRoutes } from './chatbot/chatbotPendingRoutes.js';
import { profileSectionRoutes } from './profiles/profileSectionRoutes.js';
import { profileImageRoutes } from './profiles/profileImageRoutes.js';
import { documentRoutes } from './profiles/documentRoutes.js';
import { sendDocumentExpiryReminders } from './profiles/documentExpiryReminders.js';
import { attendanceToday } from './attendance/attendanceClock.js';
import { ORGANIZATION_TIME_ZONE } from '../shared/organizationTimeZone.js';
import { startAttendanceProcessor, type AttendanceProcessor } from './attendance/processor/index.js';
import { helpDeskRoutes } from './helpDesk/helpDeskRoutes.js';
import { helpDeskReportRoutes } from './helpDesk/helpDeskReportRoutes.js';
import { startHelpDeskEscalation, type HelpDeskEscalation } from './helpDesk/helpDeskEscalation.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The attendance processing loop of this process: tests and the seed wait for it with whenIdle(). */
    attendanceProcessor: AttendanceProcessor;
    /** The help desk's escalation job: tests run one pass with runOnce() on a set clock. */
    helpDeskEscalation: HelpDeskEscalation;
  }
}

/** Builds the whole server on an open database; `main.ts` listens, tests inject. */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: loggedRequest } },
    // Only a configured proxy's X-Forwarded-For is believed; otherwise anyone could pick their address.
    trustProxy: config.trustProxy,
    bodyLimit: 20 * 1024 * 1024,
    ajv: undefined,
  });
  const masters = loadMasterSchemas(config.schemasDir);
  await syncMasterTables(database.db, masters);
  await syncMasterMenus(database.db, masters);
  installRequestValidators(app);

  if (config.production && !config.secretKey) {
    app.log.warn('SECRET_KEY is not set: stored secrets are sealed with a key kept in the same database');
  }
  const secrets = await openSecretBox(database.db, config);
  const services: Services = {
    config,
    database,
    db: database.db,
    tokens: await createTokenService(database.db),
    loginCrypto: new LoginCrypto(),
    loginLimiter: new LoginLimiter(database.pool),
    mailer: new Mailer(database.db, app.log, secrets, config.smtpUrl, config.mailFrom, config.production, new ProductMails(database.db, app.log, masters.find((master) => master.name === MAIL_TEMPLATE_MASTER))),
    secrets,
    masters,
    masterHooks,
    permissions: new PermissionCache(database.db),
    workers: createServerWorkerPool(),
  };
  app.addHook('onClose', () => services.workers.close());
  await failInterruptedJobs(database);

  installSecurityHeaders(app, services.config);
  installErrorHandler(app);
  installBodyParsers(app);
  installUnreadBodyDrain(app);
  installNulGuard(app);
  await installApiDocs(app);
  installAccessControl(app, services);

  app.get('/api/health', { config: { access: access.public } }, async () => ok({ status: 'ok', database: database.kind }));
  for (const routes of [
    authRoutes,
    forgotPasswordRoutes,
    microsoftRoutes,
    employeeRoutes,
    employeeListRoutes,
    employeeLookupRoutes,
    reportingLineRoutes,
    orgChartRoutes,
    addEmployeeRoutes,
    getShiftByOrgRoutes,
    profileSectionRoutes,
    schemaRoutes,
    masterLookupRoutes,
    permissionRoutes,
    roleAssignmentRoutes,
    auditRoutes,
    lookupRoutes,
    organizationLogoRoutes,
    // After organizationLogoRoutes, which registers the multipart reader they read uploads with.
    profileImageRoutes,
    documentRoutes,
    jobRoutes,
    calendarRoutes,
    weekendPolicyRoutes,
    shiftRosterRoutes,
    holidayRoutes,
    geographyRoutes,
    regularizationRoutes,
    leaveApplyRoutes,
    monthEndRoutes,
    monthEndLeaveRoutes,
    swipeRoutes,
    deviceKeyRoutes,
    webSignRoutes,
    lockRoutes,
    monthCloseRoutes,
    onsiteRoutes,
    attendanceReportRoutes,
    trackerRoutes,
    leaveSchemeRoutes,
    compOffRoutes,
    encashmentRoutes,
    leaveCalendarRoutes,
    restrictedHolidayRoutes,
    balanceRoutes,
    granterRoutes,
    leaveImportReportRoutes,
    musterRoutes,
    musterOverrideRoutes,
    chatbotRoutes,
    chatbotPendingRoutes,
    helpDeskRoutes,
    helpDeskReportRoutes,
    // After organizationLogoRoutes, which registers the multipart reader with its own limits.
    employeeBulkUploadRoutes,
    mailTemplateRoutes,
    recognitionRoutes,
    eventRoutes,
    celebrationRoutes,
  ]) {
    await routes(app, services);
  }
  for (const definition of masters) {
    await importExportRoutes(app, services, definition);
    await masterRoutes(app, services, definition);
  }
  await apiDocsRoutes(app);

  await serveBrowserApp(app, config);

  // Days are recomputed from their marks in the background, started last so a failed build leaves
  // no loop behind; it stops at preClose, before onClose ends the pool it computes in.
  const attendanceProcessor: AttendanceProcessor = config.attendanceProcessing
    ? startAttendanceProcessor(database, services.workers, {
        log: app.log,
        chores: [{ name: 'Document expiry reminders', everyMs: 60 * 60_000, run: () => sendDocumentExpiryReminders(database.db, services.mailer, attendanceToday(ORGANIZATION_TIME_ZONE)) }],
      })
    : { nudge: () => {}, whenIdle: async () => {}, stop: async () => {} };
  app.decorate('attendanceProcessor', attendanceProcessor);
  app.addHook('preClose', () => attendanceProcessor.stop());
  // Escalation of unanswered help desk tickets runs where attendance processing runs (not in a bare test app).
  const helpDeskEscalation = startHelpDeskEscalation(database.db, services.mailer, app.log, config.attendanceProcessing);
  app.decorate('helpDeskEscalation', helpDeskEscalation);
  app.addHook('preClose', () => helpDeskEscalation.stop());
  return app;
}

/** The built app from dist/client, or Vite's dev middleware with hot reload under `npm run dev`. */
async function serveBrowserApp(app: FastifyInstance, config: Config): Promise<void> {
  const apiNotFound = { message: 'Not found', errorType: 'OPERATIONAL' };
  if (config.dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true, hmr: { port: config.port + 1 } }, appType: 'spa' });
    await app.register((await import('@fastify/middie')).default);
    app.use((req, res, next) => (req.url?.startsWith('/api') ? next() : vite.middlewares(req, res, next)));
    app.addHook('onClose', () => vite.close());
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(apiNotFound));
    return;
  }
  const indexFile = path.join(config.clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built browser app in ${config.clientDir}; run 'npm run build'. Serving the API only.`);
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(apiNotFound));
    return;
  }
  // Hashed assets never change under their name: cached for a year. Everything else (index.html)
  // is checked on every load. Brotli and gzip copies are made once by the build (scripts/precompressAssets.ts).
  await app.register(fastifyStatic, {
    root: config.clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.startsWith(path.join(config.clientDir, 'assets') + path.sep);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || request.method !== 'GET') return reply.status(404).send(apiNotFound);
    // Every other path is a route of the single-page app.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
