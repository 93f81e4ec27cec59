import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../auth/AuthContext.js';
import { sql } from 'kysely';
import { exportCell } from '../../../shared/exportCell.js';
import { ONSITE_COLUMNS, onsiteDays, type CheckedOnsiteSheet } from '../../../shared/onsiteSheet.js';
import { processDateError, reportFormErrors } from '../../../shared/attendanceReportRules.js';
import { limitMessages, MAX_EXPORT_ROWS } from '../../../shared/heavyWorkLimits.js';
import { recordAudit } from '../../audit/recordAudit.js';
import { access } from '../../http/access.js';
import { AppError, badRequest, notFound } from '../../http/AppError.js';
import { findOwnJob, startJob } from '../../jobs/jobStore.js';
import { runJob } from '../../jobs/runJob.js';
import { ok } from '../../http/reply.js';
import { databaseId, keyedListQuery, pageProperties, shortText } from '../../http/schemaParts.js';
import { uploadedFile } from '../../http/uploadedFile.js';
import type { Services } from '../../services.js';
import { sendExport } from '../../work/sendExport.js';
import { DEFAULT_DAY_RULE } from '../attendanceDate.js';
import { attendanceToday } from '../attendanceClock.js';
import { zonedInstant } from '../zonedInstant.js';
import { refuseForm, reportScope, scopeToEmployee } from '../reports/reportScope.js';
import { decideOnsite, listOnsiteApprovals, ONSITE_DECISION_MESSAGES, type OnsiteDecision, type OnsiteKey } from './onsiteApprovals.js';
import { buildOnsiteDays, decidedOnsiteDays, ONSITE_SHEET_HEADERS, onsiteSheetRows, pendingOnsiteApprovers } from './onsiteDays.js';
import { overrideOnsite } from './overrideOnsite.js';
import { onsiteReportCount, onsiteReportPage, onsiteReportRows } from './onsiteReport.js';

/** Attendance Admin › Onsite Attendance Process: HR's uploads and day-wise processing. */
export const ONSITE_PROCESS_MENU = '/adminAttendance/onsiteAttendanceProcess';
const BASE = '/api/employee-attendance';
/** The error grid lists at most this many rows; the message counts them all. */
const MAX_REPORTED_ROWS = 10_000;

/** A finished upload job's result: what it wrote, and the employee·dates its sheet shows. */
interface OnsiteUploadResult {
  punches: number;
  days: number;
  selection: { employeeIds: number[]; dates: string[] };
}

const dateQuery = (title: string) => ({
  type: 'string',
  format: 'date',
  title,
});
const reportQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    empId: shortText('Emp ID', 50),
    fromDate: dateQuery('From Date'),
    toDate: dateQuery('To Date'),
    ...pageProperties,
  },
} as const;
const exportQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    empId: shortText('Emp ID', 50),
    fromDate: dateQuery('From Date'),
    toDate: dateQuery('To Date'),
  },
} as const;

type ReportQuery = {
  empId?: string;
  fromDate?: string;
  toDate?: string;
  page?: number;
  size?: number;
};

const decisionBody = {
  type: 'object',
  required: ['status', 'empId', 'date', 'month'],
  additionalProperties: false,
  properties: {
    status: { type: 'string', title: 'Status', enum: ['Approved', 'Rejected'] },
    empId: shortText('Emp ID', 50),
    date: dateQuery('Date'),
    month: {
      type: 'string',
      title: 'Month',
      description: 'MM-YYYY',
      pattern: '^(0[1-9]|1[0-2])-\\d{4}$',
    },
    reason: { type: ['string', 'null'], title: 'Reason', maxLength: 500 },
  },
} as const;

/**
 * Onsite attendance (issue 20 §3, spec 001 §2, §5, §7; docs/onsite-attendance.md): HR uploads
 * punches (a CSV checked whole in the worker pool) or processes a day's stored punches into day
 * entries; each employee's approver approves or rejects them; an approved day becomes swipes of
 * source Onsite. The report lists the punches.
 */
export async function onsiteRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, workers, mailer } = services;
  const tags = ['Onsite attendance'];
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  app.get(
    `${BASE}/onsite-attendance-sample-download`,
    {
      config: { access: access.menu(ONSITE_PROCESS_MENU, 'add') },
      schema: {
        tags,
        summary: 'The onsite attendance CSV to fill in (Emp ID, Date, Time, Punch), with an example day',
      },
    },
    async (request, reply) => {
      const date = attendanceToday();
      async function* example() {
        yield [
          [request.auth!.empId, date, '09:30', 'IN'],
          [request.auth!.empId, date, '18:30', 'OUT'],
        ].map((row) => row.map((cell) => exportCell(cell)));
      }
      return sendExport(workers, request, reply, {
        format: 'csv',
        title: 'Onsite Attendance',
        fileName: 'sample.csv',
        headers: [...ONSITE_COLUMNS],
        pages: example(),
      });
    },
  );

  app.post(
    `${BASE}/bulk-upload`,
    {
      config: { access: access.menu(ONSITE_PROCESS_MENU, 'add') },
      schema: {
        tags,
        summary:
          'Upload onsite punches (CSV): 400 with the error grid (rows) when any row is wrong and nothing written; else 202 { jobId }, the job writing every punch and day entry in one transaction (its sheet: GET bulk-upload/:jobId/sheet, OnsiteAttendance.xlsx)',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const file = await uploadedFile(request, ['csv'], 'Only .csv files are accepted');
      const today = attendanceToday();
      const checked = await workers.checkOnsiteCsv({
        name: file.name,
        bytes: file.bytes,
        today,
      });
      if (checked.refused) throw badRequest(checked.refused);
      if (checked.rows.length === 0) throw badRequest('The file has no rows to upload');
      const employees = await employeeIds(services, auth.organizationId, [...new Set(checked.lines.map((line) => line.empId))]);
      const errors = [
        ...checked.errors,
        ...checked.lines
          .filter((line) => !employees.has(line.empId))
          .map((line) => ({
            row: line.row,
            message: `No employee ${line.empId} in this organisation`,
          })),
      ];
      if (errors.length > 0) throw refusal(checked, errors);
      const days = onsiteDays(checked.lines);
      const selection: OnsiteUploadResult['selection'] = {
        employeeIds: days.map((day) => employees.get(day.empId)!),
        dates: days.map((day) => day.date),
      };
      // A day its approver has already decided refuses the file now, with the grid; the writing
      // transaction checks again for one decided since.
      const decided = await decidedOnsiteDays(db, auth.organizationId, selection);
      if (decided.length > 0) throw decidedRefusal(checked, decided);
      const job = await startJob(services.database, auth, 'import', 'onsiteAttendance', `Uploading ${checked.lines.length.toLocaleString('en')} punches of ${file.name}`);
      runJob(job, request.log, 'The upload failed; nothing was uploaded', async () => {
        await job.progress(0.1, 'Uploading', true);
        const built = await db.transaction().execute(async (trx) => {
          const decidedSince = await decidedOnsiteDays(trx, auth.organizationId, selection);
          if (decidedSince.length > 0) throw decidedRefusal(checked, decidedSince);
          await writePunches(trx, auth.organizationId, auth.empId, checked, employees);
          await job.progress(0.6, 'Uploading');
          const count = await buildOnsiteDays(trx, auth.organizationId, selection, auth.empId);
          await recordAudit(trx, auth, {
            entity: 'onsiteAttendance',
            entityId: file.name,
            action: 'import',
            after: { file: file.name, punches: checked.lines.length, days: count },
          });
          return count;
        });
        request.log.info({ punches: checked.lines.length, days: built }, 'onsite upload written');
        // After the commit, through the outbox: one mail per approver holding days of this upload.
        for (const approver of await pendingOnsiteApprovers(db, auth.organizationId, selection)) {
          await mailer.send({
            to: approver.email,
            event: 'Onsite Attendance Uploaded',
            variables: { recipientName: approver.name, uploadedBy: auth.empId, days: approver.days, employees: approver.employees.join(', ') },
            organizationId: auth.organizationId,
          });
        }
        const result: OnsiteUploadResult = { punches: checked.lines.length, days: built, selection };
        return { message: 'Uploaded Successfully!', result };
      });
      return reply.status(202).send(ok({ jobId: job.id }, 'Upload started'));
    },
  );

  app.get<{ Params: { jobId: number } }>(
    `${BASE}/bulk-upload/:jobId/sheet`,
    {
      config: { access: access.menu(ONSITE_PROCESS_MENU, 'add') },
      schema: {
        tags,
        summary: "The result of the caller's finished bulk upload job: the day entries it built, as they stand, as OnsiteAttendance.xlsx",
        params: { type: 'object', required: ['jobId'], properties: { jobId: { ...databaseId, title: 'Job ID' } } },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const job = await findOwnJob(db, auth, request.params.jobId);
      if (!job || job.subject !== 'onsiteAttendance' || job.status !== 'done') throw notFound('Upload not found');
      const { selection } = job.result as OnsiteUploadResult;
      return sheet(request, reply, await onsiteSheetRows(db, auth.organizationId, selection));
    },
  );

  app.post<{ Querystring: { date: string } }>(
    `${BASE}/process-by-date`,
    {
      config: { access: access.menu(ONSITE_PROCESS_MENU, 'add') },
      schema: {
        tags,
        summary:
          "Process one day's stored onsite punches into day entries for approval (a Pending entry is rebuilt, a decided one kept), answered as OnsiteAttendance.xlsx",
        querystring: {
          type: 'object',
          required: ['date'],
          additionalProperties: false,
          properties: { date: dateQuery('Date') },
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const problem = processDateError(request.query.date, attendanceToday());
      if (problem) throw badRequest(problem, [{ field: 'date', message: problem }]);
      const selection = { date: request.query.date };
      const built = await db.transaction().execute(async (trx) => {
        const count = await buildOnsiteDays(trx, auth.organizationId, selection, auth.empId);
        await recordAudit(trx, auth, {
          entity: 'onsiteAttendance',
          entityId: request.query.date,
          action: 'process',
          after: { date: request.query.date, days: count },
        });
        return count;
      });
      request.log.info({ date: request.query.date, days: built }, 'onsite day processed');
      return sheet(request, reply, await onsiteSheetRows(db, auth.organizationId, selection));
    },
  );

  app.get<{ Querystring: ReportQuery }>(
    `${BASE}/report`,
    {
      config: { access: access.self },
      schema: {
        tags,
        summary:
          "Onsite punches (empId, empName, date, inOut, punchInOrOut) of an employee (or ALL) from fromDate to toDate: a manager's reportees, or the organisation with Onsite Attendance Process",
        querystring: reportQuery,
      },
    },
    async (request) => {
      const scope = await formScope(request.auth!, request.query);
      const size = request.query.size ?? 10;
      return ok(await onsiteReportPage(db, scope, request.query.fromDate!, request.query.toDate!, request.query.page ?? 0, size));
    },
  );

  app.get<{ Querystring: ReportQuery }>(
    `${BASE}/report/export`,
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: 'The onsite report of the same form as OnsiteAttendanceReport.xlsx',
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const scope = await formScope(request.auth!, request.query);
      const { fromDate, toDate } = request.query as Required<ReportQuery>;
      const count = await onsiteReportCount(db, scope, fromDate, toDate);
      if (count > MAX_EXPORT_ROWS) throw badRequest(limitMessages.exportTooLarge(count));
      async function* pages() {
        for await (const rows of onsiteReportRows(db, scope, fromDate, toDate))
          yield rows.map((r) => [r.empId, r.empName, r.date, r.inOut, r.punchInOrOut].map((cell) => exportCell(cell)));
      }
      return sendExport(workers, request, reply, {
        format: 'xlsx',
        title: 'Onsite Attendance Report',
        fileName: 'OnsiteAttendanceReport.xlsx',
        headers: ['Emp ID', 'Employee Name', 'Date', 'Time', 'In/Out'],
        pages: pages(),
      });
    },
  );

  app.get<{ Querystring: { key?: OnsiteKey; page?: number } }>(
    `${BASE}/onsite-approvals`,
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: "Onsite days awaiting the caller's decision (key Pending) or decided by them (key Approved): count and records",
        querystring: keyedListQuery(['Pending', 'Approved'] as const),
      },
    },
    async (request) => ok(await listOnsiteApprovals(db, request.auth!, request.query.key ?? 'Pending', request.query.page ?? 0)),
  );

  app.put<{ Body: OnsiteDecision }>(
    `${BASE}/onsite-approvals`,
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: 'Approve or reject an onsite day applied to the caller (spec 001 §7: status, empId, date, month, reason when rejected)',
        body: decisionBody,
      },
    },
    async (request) => {
      const decided = await decideOnsite(db, request.auth!, request.body);
      return ok(decided, ONSITE_DECISION_MESSAGES[decided.status]);
    },
  );

  app.get<{ Querystring: { key?: OnsiteKey; empId?: string; page?: number } }>(
    `${BASE}/onsite-days`,
    {
      config: { access: access.menu(ONSITE_PROCESS_MENU, 'view') },
      schema: {
        tags,
        summary: "HR's override list: the organisation's onsite days, Pending (key Pending) or decided (key Approved), of every approver or one employee (empId): count and records, as the approvals list",
        querystring: { ...keyedListQuery(['Pending', 'Approved'] as const), properties: { ...keyedListQuery(['Pending', 'Approved'] as const).properties, empId: shortText('Emp ID', 50) } },
      },
    },
    async (request) => ok(await listOnsiteApprovals(db, request.auth!, request.query.key ?? 'Pending', request.query.page ?? 0, { organizationWide: true, empId: request.query.empId })),
  );

  app.put<{ Body: OnsiteDecision }>(
    `${BASE}/onsite-override`,
    {
      config: { access: access.menu(ONSITE_PROCESS_MENU, 'edit') },
      schema: {
        tags,
        summary:
          "HR's override: approve or reject an onsite day on behalf of its approver (Pending, or decided the other way), reason required; a day of a closed payroll month is refused (409) until the month is reopened; audited",
        body: decisionBody,
      },
    },
    async (request) => {
      const decided = await overrideOnsite(db, request.auth!, request.body);
      return ok(decided, ONSITE_DECISION_MESSAGES[decided.status]);
    },
  );

  /** The form's rules (spec 001 §5) and its employee held to the caller's scope. */
  async function formScope(auth: AuthContext, query: ReportQuery) {
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
    return scopeToEmployee(db, reportScope(auth, { path: ONSITE_PROCESS_MENU, verb: 'view' }), query.empId!);
  }

  function sheet(request: FastifyRequest, reply: FastifyReply, rows: string[][]) {
    async function* pages() {
      yield rows.map((row) => row.map((cell) => exportCell(cell)));
    }
    return sendExport(workers, request, reply, {
      format: 'xlsx',
      title: 'Onsite Attendance',
      fileName: 'OnsiteAttendance.xlsx',
      headers: ONSITE_SHEET_HEADERS,
      pages: pages(),
    });
  }
}

/** Emp ID → employee id for the Emp IDs of the organisation among `empIds`. */
async function employeeIds(services: Services, organizationId: number, empIds: string[]): Promise<Map<string, number>> {
  if (empIds.length === 0) return new Map();
  const { rows } = await sql<{ id: number; emp_id: string }>`
    SELECT e.id, e.emp_id FROM employee e JOIN employee_organization eo ON eo.employee_id = e.id AND eo.organization_id = ${organizationId}
    WHERE e.emp_id = ANY(${sql.val(empIds)}::text[])`.execute(services.db);
  return new Map(rows.map((row) => [row.emp_id, row.id]));
}

/** The 400 of a file with wrong rows: every wrong row as typed with its errors joined, nothing written. */
function refusal(checked: CheckedOnsiteSheet, errors: { row: number; message: string }[]): AppError {
  const byRow = new Map<number, string[]>();
  for (const error of errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error.message]);
  const rows = checked.rows
    .filter(({ row }) => byRow.has(row))
    .map(({ row, cells }) => ({
      row,
      cells: ONSITE_COLUMNS.map((column) => cells[column]),
      error: byRow.get(row)!.join('; '),
    }));
  const total = checked.rows.length;
  const message = `${rows.length.toLocaleString('en')} of ${total.toLocaleString('en')} row${total === 1 ? '' : 's'} ${rows.length === 1 ? 'has' : 'have'} errors; nothing was uploaded`;
  return new AppError(400, message, undefined, {
    rows: rows.slice(0, MAX_REPORTED_ROWS),
    columns: [...ONSITE_COLUMNS],
    rowCount: total,
    errorCount: rows.length,
  });
}

/** The 400 of a file naming a day its approver has decided: those rows, nothing written. */
function decidedRefusal(checked: CheckedOnsiteSheet, decided: { emp_id: string; attendance_date: string; status: string }[]): AppError {
  const status = new Map(decided.map((row) => [`${row.emp_id}|${row.attendance_date}`, row.status]));
  return refusal(
    checked,
    checked.lines
      .filter((line) => status.has(`${line.empId}|${line.date}`))
      .map((line) => ({ row: line.row, message: `${line.empId}'s onsite attendance on ${line.date} is already ${status.get(`${line.empId}|${line.date}`)}` })),
  );
}

/** Every punch of the file in one statement; one already held (same employee, time and direction) is kept once. */
async function writePunches(trx: Services['db'], organizationId: number, createdBy: string, checked: CheckedOnsiteSheet, employees: Map<string, number>) {
  const at = checked.lines.map((line) => {
    const [year, month, day] = line.date.split('-').map(Number);
    const [hour, minute] = line.time.split(':').map(Number);
    return zonedInstant({ year, month, day, hour, minute, second: 0 }, DEFAULT_DAY_RULE.timeZone).toISOString();
  });
  await sql`
    INSERT INTO onsite_punch (organization_id, employee_id, attendance_date, punch_at, direction, created_by)
    SELECT ${organizationId}, r.employee_id, r.attendance_date, r.punch_at, r.direction, ${createdBy}
    FROM unnest(${sql.val(checked.lines.map((line) => employees.get(line.empId)!))}::integer[], ${sql.val(checked.lines.map((line) => line.date))}::date[],
                ${sql.val(at)}::timestamptz[], ${sql.val(checked.lines.map((line) => line.direction))}::text[]) AS r(employee_id, attendance_date, punch_at, direction)
    ON CONFLICT (organization_id, employee_id, punch_at, direction) DO NOTHING`.execute(trx);
}
