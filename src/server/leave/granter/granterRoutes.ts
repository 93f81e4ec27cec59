import type { GranterRun } from '../../../shared/leaveGranterRecords.js';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { access } from '../../http/access.js';
import { badRequest, conflict, notFound } from '../../http/AppError.js';
import { ok } from '../../http/reply.js';
import { owns } from '../../auth/tenancy.js';
import type { Services } from '../../services.js';
import { parseGrantPeriod } from '../ledger/grantPeriod.js';
import { employeeParams, employeeQuery, grantBody, rerunBody, runParams, runsQuery } from './granterSchemas.js';
import { previewGrant, startGrant } from './runGranter.js';
import { pageOf } from '../../http/pageOf.js';

const MENU = '/leaveGranter';
const BASE = '/api/leave/granter';

interface GrantPayload {
  periodKind: 'Month' | 'Year';
  period: string;
  leaveTypes?: string[];
  empIds?: string[];
  preview?: boolean;
}

/** A run as the runs table and its page show it. */
const runColumns = sql`
  r.id, r.period_kind AS "periodKind", r.period, r.leave_types AS "leaveTypes", cardinality(r.employee_ids) AS "selectedEmployees",
  r.status, r.job_id AS "jobId", r.employees_granted AS "employeesGranted", r.entries_written AS "entriesWritten",
  r.days_granted::float8 AS "daysGranted", r.created_by AS "createdBy", r.created_at AS "createdAt", r.finished_at AS "finishedAt"`;

/**
 * The Leave Granter (spec 002 §7, docs/leave-ledger.md): preview and start a run, the runs, one
 * run, a run again, and what the granter gave one employee. Leave Admin → Leave Granter.
 */
export async function granterRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, database, workers } = services;
  const tags = ['Leave Granter'];

  app.post<{ Body: GrantPayload }>(
    BASE,
    {
      config: { access: access.menu(MENU, 'add') },
      schema: { tags, summary: 'Preview (preview: true, nothing written) or start a run: accrual for a month or year, all or some employees and types, idempotent per entry key', body: grantBody },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const { periodKind, period: text, leaveTypes, empIds, preview } = request.body;
      const period = parseGrantPeriod(periodKind, text);
      if (!period) throw badRequest(`Period must be ${periodKind === 'Year' ? 'YYYY for a year' : 'YYYY-MM for a month'}`, [{ field: 'period', message: 'Period does not match its kind' }]);
      if (preview) return ok(await previewGrant(database, workers, auth.organizationId, { period, leaveTypes, empIds }));
      const started = await startGrant(database, workers, auth, { period, leaveTypes, empIds });
      return reply.status(202).send(ok(started, 'Leave granter started'));
    },
  );

  app.get<{ Querystring: { page?: number; size?: number } }>(
    `${BASE}/fetchTable/Leave Granter`,
    { config: { access: access.menu(MENU, 'view') }, schema: { tags, summary: 'The runs, newest first (paged: content, totalElements, totalPages)', querystring: runsQuery } },
    async (request) => {
      const auth = request.auth!;
      const page = request.query.page ?? 0;
      const size = request.query.size ?? 20;
      const [{ rows }, total] = await Promise.all([
        sql<GranterRun>`SELECT ${runColumns} FROM leave_granter_run r WHERE r.organization_id = ${auth.organizationId} ORDER BY r.id DESC LIMIT ${size} OFFSET ${page * size}`.execute(db),
        db.selectFrom('leave_granter_run').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', auth.organizationId).executeTakeFirstOrThrow(),
      ]);
      const totalElements = Number(total.n);
      return ok(pageOf(rows, totalElements, size));
    },
  );

  app.put<{ Body: { id: number } }>(
    `${BASE}/update`,
    {
      config: { access: access.menu(MENU, 'edit') },
      schema: { tags, summary: 'Run a run again for its same period, types and employees: writes only what is still missing (joiners since, a failed run)', body: rerunBody },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const run = await db.selectFrom('leave_granter_run').selectAll().where('organization_id', '=', auth.organizationId).where('id', '=', request.body.id).executeTakeFirst();
      if (!run) throw notFound('Granter run not found');
      if (run.status === 'Running') throw conflict('This run is still running; wait for it to finish.');
      const period = parseGrantPeriod(run.period_kind, run.period)!;
      const started = await startGrant(database, workers, auth, { period, leaveTypes: run.leave_types }, { runId: run.id, employeeIds: run.employee_ids });
      return reply.status(202).send(ok(started, 'Leave granter started again'));
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/:id`,
    { config: { access: access.menu(MENU, 'view') }, schema: { tags, summary: 'One run: its selection, status, totals and what it wrote per type', params: runParams } },
    async (request) => {
      const auth = request.auth!;
      const { rows } = await sql<GranterRun>`SELECT ${runColumns} FROM leave_granter_run r WHERE r.organization_id = ${auth.organizationId} AND r.id = ${request.params.id}`.execute(db);
      if (!rows[0]) throw notFound('Granter run not found');
      const { rows: byType } = await sql`
        SELECT leave_type AS "leaveType", entry_kind AS "entryKind", count(DISTINCT employee_id)::int AS employees, count(*)::int AS entries, sum(days)::float8 AS days
        FROM leave_ledger WHERE organization_id = ${auth.organizationId} AND source_ref = ${`granter:${request.params.id}`}
        GROUP BY leave_type, entry_kind ORDER BY leave_type, entry_kind`.execute(db);
      return ok({ ...rows[0], byType });
    },
  );

  app.get<{ Params: { empId: string }; Querystring: { year?: number } }>(
    `${BASE}/emp/:empId`,
    {
      config: { access: access.menu(MENU, 'view'), owns: [owns('employee', 'params', 'empId')] },
      schema: { tags, summary: "What the granter gave one employee: their accrual, carry-forward and lapse entries, newest first", params: employeeParams, querystring: employeeQuery },
    },
    async (request) => {
      const auth = request.auth!;
      const employee = await db.selectFrom('employee').select(['id', 'emp_id']).where('organization_id', '=', auth.organizationId).where('emp_id', '=', request.params.empId.trim().toUpperCase()).executeTakeFirst();
      if (!employee) throw notFound('Employee not found');
      const year = request.query.year;
      const { rows } = await sql`
        SELECT l.id::int AS id, l.leave_type AS "leaveType", l.leave_year AS "leaveYear", l.entry_kind AS "entryKind", l.days::float8 AS days,
          to_char(l.effective_date, 'YYYY-MM-DD') AS "effectiveDate", to_char(l.expires_on, 'YYYY-MM-DD') AS "expiresOn",
          nullif(substr(l.source_ref, 9), '')::int AS "runId", l.idempotency_key AS key, l.created_at AS "createdAt"
        FROM leave_ledger l
        WHERE l.organization_id = ${auth.organizationId} AND l.employee_id = ${employee.id} AND l.source_ref LIKE 'granter:%'
          ${year === undefined ? sql`` : sql`AND l.leave_year = ${year}`}
        ORDER BY l.effective_date DESC, l.id DESC LIMIT 1000`.execute(db);
      return ok({ empId: employee.emp_id, entries: rows });
    },
  );
}
