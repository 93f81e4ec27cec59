import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { recordAudit } from '../../audit/recordAudit.js';
import { access } from '../../http/access.js';
import { AppError, notFound } from '../../http/AppError.js';
import { ok } from '../../http/reply.js';
import { databaseId } from '../../http/schemaParts.js';
import { uploadedFile } from '../../http/uploadedFile.js';
import type { Services } from '../../services.js';
import { exportCell } from '../../../shared/exportCell.js';
import { MUSTER_IMPORT_COLUMNS, OVERRIDE_MESSAGES, payrollMonthNamed, type CheckedMusterSheet, type MusterSheetRow, type SheetRowError } from '../../../shared/attendanceOverride.js';
import { payrollMonthOf } from '../../../shared/payrollMonth.js';
import { sendExport } from '../../work/sendExport.js';
import { startJob } from '../../jobs/jobStore.js';
import { runJob } from '../../jobs/runJob.js';
import { attendanceToday } from '../attendanceClock.js';
import { loadLockSetting } from '../loadLockSetting.js';
import { closedPayrollMonthMessage } from '../monthClose/assertPayrollDaysOpen.js';
import { closedPayrollMonths } from '../monthClose/closedPayrollMonths.js';
import { assertDaysOpen } from './assertDaysOpen.js';
import { monthYearField, MUSTER_MENU, overrideTags } from './overrideRoutes.js';
import { writeOverrides, type OverrideLine } from './writeOverrides.js';

/** Spec 001 §5 and §9: the muster import is Excel only. */
const EXCEL_EXTENSIONS = ['xlsx', 'xls'];
/** The error grid and the stored error file list at most this many rows; the message counts them all. */
const MAX_REPORTED_ROWS = 10_000;
const ERROR_FILE_HEADERS = ['Row', ...MUSTER_IMPORT_COLUMNS, 'Error'];

/** A row of the error grid and the error file: the row as typed, and every problem of it. */
export type MusterErrorRow = { row: number; error: string } & MusterSheetRow;

function errorRows(checked: CheckedMusterSheet, errors: SheetRowError[]): MusterErrorRow[] {
  const byRow = new Map<number, string[]>();
  for (const error of errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error.message]);
  return checked.rows.filter(({ row }) => byRow.has(row)).map(({ row, cells }) => ({ row, ...cells, error: byRow.get(row)!.join('; ') }));
}

/**
 * The muster import (issue 20 §1, §5; docs/attendance-overrides.md): the sample (sample.xlsx), the
 * import of a sheet of Emp ID, Date, Session 1, Session 2, Remarks as overrides of one payroll
 * month (read and checked whole in the worker pool, then against the database; any error refuses
 * the file with its grid and error file, nothing written; a clean file is written by a background
 * job in one transaction and exactly its employee·dates recomputed), and a refused import's error file.
 */
export async function musterImportRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, workers } = services;
  const tags = overrideTags;
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  app.get(
    '/api/attendance-muster/sample',
    { config: { access: access.menu(MUSTER_MENU, 'view') }, schema: { tags, summary: 'The muster import sheet to fill in (sample.xlsx), with one example row' } },
    async (request, reply) => {
      const yesterday = new Date(Date.parse(`${attendanceToday()}T00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      async function* example() {
        yield [[request.auth!.empId, yesterday, 'P', 'P', 'Badge reader was down'].map((cell) => exportCell(cell))];
      }
      return sendExport(workers, request, reply, { format: 'xlsx', title: 'Muster Import', fileName: 'sample.xlsx', headers: [...MUSTER_IMPORT_COLUMNS], pages: example() });
    },
  );

  app.post<{ Querystring: { monthYear?: string } }>(
    '/api/attendance-muster/import',
    {
      config: { access: access.menu(MUSTER_MENU, 'add') },
      schema: {
        tags,
        summary: "Import a muster sheet (Excel) as overrides of the payroll month monthYear (the open one when absent): 400 with every row's errors and nothing written, else 202 { jobId } writing all rows in one transaction",
        consumes: ['multipart/form-data'],
        querystring: { type: 'object', additionalProperties: false, properties: { monthYear: monthYearField } },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const today = attendanceToday();
      const { payrollStartDay } = await loadLockSetting(db, auth.organizationId);
      const month = request.query.monthYear ? payrollMonthNamed(request.query.monthYear, payrollStartDay) : payrollMonthOf(today, payrollStartDay);
      if (!month) throw new AppError(400, OVERRIDE_MESSAGES.selectMonth);
      const file = await uploadedFile(request, EXCEL_EXTENSIONS, OVERRIDE_MESSAGES.excelOnly);
      const checked = await workers.checkMusterFile({ file, month, today });
      if (checked.refused) throw new AppError(400, checked.refused);
      if (checked.rows.length === 0) throw new AppError(400, 'The file has no rows to import');

      // The database's checks: every employee of the active organisation, no day of a closed month.
      const empIds = [...new Set(checked.rows.map(({ cells }) => cells.empId).filter(Boolean))];
      const known = await sql<{ id: number; emp_id: string }>`
        SELECT e.id, e.emp_id FROM employee e JOIN employee_organization eo ON eo.employee_id = e.id
        WHERE eo.organization_id = ${auth.organizationId} AND e.emp_id = ANY(${sql.val(empIds)}::text[])`.execute(db);
      const idOf = new Map(known.rows.map((row) => [row.emp_id, row.id]));
      const errors = [...checked.errors];
      // A closed payroll month is a row error here too; the writing transaction checks it again.
      const closed = await closedPayrollMonths(db, auth.organizationId);
      for (const { row, line } of checked.lines) {
        const month = closed.find((m) => line.date >= m.startDate && line.date <= m.endDate);
        if (month) errors.push({ row, field: 'Date', message: closedPayrollMonthMessage(month.monthYear) });
      }
      for (const { row, cells } of checked.rows) {
        if (cells.empId && cells.empId.length <= 50 && !idOf.has(cells.empId)) errors.push({ row, field: 'Emp ID', message: `Employee ${cells.empId} does not exist in this organisation` });
      }
      if (errors.length > 0) {
        errors.sort((a, b) => a.row - b.row);
        const rows = errorRows(checked, errors);
        const { id } = await db
          .insertInto('attendance_override_import')
          .values({ organization_id: auth.organizationId, file_name: file.name, status: 'Rejected', row_count: checked.rows.length, error_count: rows.length, errors: JSON.stringify(rows.slice(0, MAX_REPORTED_ROWS)), created_by: auth.empId })
          .returning('id')
          .executeTakeFirstOrThrow();
        const message = `${rows.length.toLocaleString('en')} of ${checked.rows.length.toLocaleString('en')} row${checked.rows.length === 1 ? '' : 's'} ${rows.length === 1 ? 'has' : 'have'} errors; nothing was imported`;
        throw new AppError(400, message, undefined, { importId: id, rows: rows.slice(0, MAX_REPORTED_ROWS), rowCount: checked.rows.length, errorCount: rows.length });
      }

      const lines: OverrideLine[] = checked.lines.map(({ line }) => ({ employeeId: idOf.get(line.empId)!, date: line.date, session1: line.session1, session2: line.session2, remarks: line.remarks }));
      // Checked whole: written by a background job the browser follows across reloads (docs/heavy-work.md).
      const job = await startJob(services.database, auth, 'import', 'muster', `Importing ${lines.length.toLocaleString('en')} rows of ${file.name}`);
      runJob(job, request.log, 'The import failed; nothing was imported', async () => {
        await job.progress(0.1, 'Importing', true);
        await db.transaction().execute(async (trx) => {
          // A month closed since the file was checked refuses it here, in the writing transaction.
          await assertDaysOpen(trx, auth.organizationId, [...new Set(lines.map((l) => l.date))]);
          await writeOverrides(trx, auth, lines, 'import');
          await job.progress(0.8, 'Importing');
          const { id } = await trx
            .insertInto('attendance_override_import')
            .values({ organization_id: auth.organizationId, file_name: file.name, status: 'Imported', row_count: lines.length, error_count: 0, created_by: auth.empId })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(trx, auth, { entity: 'musterImport', entityId: id, action: 'import', after: { fileName: file.name, monthYear: request.query.monthYear ?? null, rows: lines.length, employees: idOf.size } });
        });
        // The days were marked in the transaction: the processor recomputes exactly them now.
        request.server.attendanceProcessor.nudge();
        return { message: OVERRIDE_MESSAGES.uploaded, result: { imported: lines.length } };
      });
      return reply.status(202).send(ok({ jobId: job.id }, 'Import started'));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/attendance-muster/import/:id/errors',
    {
      config: { access: access.menu(MUSTER_MENU, 'view') },
      schema: {
        tags,
        summary: 'The error file of a refused muster import: its rows with errors, each with an Error column',
        params: { type: 'object', required: ['id'], properties: { id: { ...databaseId, title: 'ID' } } },
      },
    },
    async (request, reply) => {
      const stored = await db
        .selectFrom('attendance_override_import')
        .select(['errors', 'file_name'])
        .where('organization_id', '=', request.auth!.organizationId)
        .where('id', '=', request.params.id)
        .where('status', '=', 'Rejected')
        .executeTakeFirst();
      if (!stored) throw notFound('Import not found');
      const rows = (typeof stored.errors === 'string' ? JSON.parse(stored.errors) : stored.errors) as MusterErrorRow[];
      async function* cells() {
        yield rows.map((r) => [r.row, r.empId, r.date, r.session1, r.session2, r.remarks, r.error].map((cell) => exportCell(cell)));
      }
      const base = stored.file_name.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_');
      return sendExport(workers, request, reply, { format: 'xlsx', title: 'Import errors', fileName: `${base}-errors.xlsx`, headers: ERROR_FILE_HEADERS, pages: cells() });
    },
  );
}
