import multipart from '@fastify/multipart';
import type { BalanceImportRefusal, BalanceImportResult, ImportErrorRow, ImportHistoryRow } from '../../../shared/leaveBalanceImportRecords.js';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { exportCell } from '../../../shared/exportCell.js';
import { LEAVE_BALANCE_COLUMNS, type CheckedLeaveBalanceSheet, type SheetRowError } from '../../../shared/leaveBalanceSheet.js';
import { leaveYearOf } from '../../../shared/leaveRecords.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import { access } from '../../http/access.js';
import { AppError, notFound } from '../../http/AppError.js';
import { ok } from '../../http/reply.js';
import { databaseId, pageQuery } from '../../http/schemaParts.js';
import { uploadedFile } from '../../http/uploadedFile.js';
import { startJob } from '../../jobs/jobStore.js';
import { runJob } from '../../jobs/runJob.js';
import type { Services } from '../../services.js';
import { exportFormatOf, sendExport } from '../../work/sendExport.js';
import { loadLeaveBalances } from '../ledger/loadLeaveBalances.js';
import { checkBalanceReferences } from './checkBalanceReferences.js';
import { writeBalanceImport } from './writeBalanceImport.js';
import { pageOf } from '../../http/pageOf.js';

export const IMPORT_MENU = '/leaveBalanceImport';
const SHEET_EXTENSIONS = ['csv', 'xlsx', 'xls'];
const SHEET_MESSAGE = 'Only CSV or Excel (.csv, .xlsx, .xls) files can be imported';
/** The error grid and the stored error file list at most this many rows; the message counts them all. */
const MAX_REPORTED_ROWS = 10_000;
/** Imported rows whose resulting balance the import's result shows. */
const RESULT_PREVIEW = 100;

/** A row of the error grid and the error file: the row as typed, and every problem of it. */
const ERROR_FILE_HEADERS = ['Row', ...LEAVE_BALANCE_COLUMNS, 'Error'];

const formatQuery = { type: 'object', properties: { format: { type: 'string', title: 'Format', enum: ['xlsx', 'csv'] } }, additionalProperties: false } as const;

/** The rows with errors, each with its problems joined, in the file's order. */
export function errorRows(checked: CheckedLeaveBalanceSheet, errors: SheetRowError[]): ImportErrorRow[] {
  const byRow = new Map<number, string[]>();
  for (const error of errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error.message]);
  return checked.rows.filter(({ row }) => byRow.has(row)).map(({ row, cells }) => ({ row, ...cells, error: byRow.get(row)!.join('; ') }));
}

/**
 * The Leave Balance Import (issue 11 §2, docs/leave-import-and-reports.md): the sample sheet, the
 * import (read and checked in the worker pool, then the database's checks; a file with any error
 * is refused whole with its error grid, a clean one is written as a background job), the error
 * file of a refused import, and the import history.
 */
export async function balanceImportRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, workers } = services;
  const tags = ['Leave balance import'];
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  app.get<{ Querystring: { format?: 'xlsx' | 'csv' } }>(
    '/api/leave/balance/sample-download',
    { config: { access: access.menu(IMPORT_MENU, 'add') }, schema: { tags, summary: 'The opening-balance sheet to fill in, with one example row', querystring: formatQuery } },
    async (request, reply) => {
      const format = exportFormatOf(request.query.format, ['xlsx', 'csv']);
      const year = leaveYearOf(attendanceToday());
      async function* example() {
        yield [[request.auth!.empId, 'CL', String(year), '8', 'Carried over from the previous system'].map((cell) => exportCell(cell))];
      }
      return sendExport(workers, request, reply, { format, title: 'Leave Balance Import', fileName: `leave-balance-sample.${format}`, headers: [...LEAVE_BALANCE_COLUMNS], pages: example() });
    },
  );

  app.post(
    '/api/leave/balance/import',
    {
      config: { access: access.menu(IMPORT_MENU, 'add') },
      schema: {
        tags,
        summary: 'Import opening balances from a CSV or Excel sheet: 400 with the error grid (rows) when any row is wrong, else 202 { jobId } writing all rows',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const file = await uploadedFile(request, SHEET_EXTENSIONS, SHEET_MESSAGE);
      const checked = await workers.checkLeaveBalances(file);
      if (checked.refused) throw new AppError(400, checked.refused);
      if (checked.rows.length === 0) throw new AppError(400, 'The file has no rows to import');
      const references = await checkBalanceReferences(db, auth.organizationId, checked.lines);
      const errors = [...checked.errors, ...references.errors];
      if (errors.length > 0) {
        const rows = errorRows(checked, errors);
        const { id } = await db
          .insertInto('leave_balance_import')
          .values({
            organization_id: auth.organizationId,
            file_name: file.name,
            status: 'Rejected',
            row_count: checked.rows.length,
            error_count: rows.length,
            errors: JSON.stringify(rows.slice(0, MAX_REPORTED_ROWS)),
            created_by: auth.empId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const message = `${rows.length.toLocaleString('en')} of ${checked.rows.length.toLocaleString('en')} row${checked.rows.length === 1 ? '' : 's'} ${rows.length === 1 ? 'has' : 'have'} errors; nothing was imported`;
        throw new AppError(400, message, undefined, { importId: id, rows: rows.slice(0, MAX_REPORTED_ROWS), rowCount: checked.rows.length, errorCount: rows.length } satisfies Omit<BalanceImportRefusal, 'message'> & { rowCount: number });
      }
      const lines = checked.lines.map(({ line }) => line);
      const job = await startJob(services.database, auth, 'import', 'leaveBalance', `Importing ${lines.length.toLocaleString('en')} rows of ${file.name}`);
      runJob(job, request.log, 'The import failed; nothing was imported', async () => {
        const summary = await writeBalanceImport(db, auth, { name: file.name, rows: lines.length }, lines, references.employees, (fraction) => job.progress(fraction, 'Importing'));
        const preview = lines.slice(0, RESULT_PREVIEW);
        const balances = new Map<string, Awaited<ReturnType<typeof loadLeaveBalances>>>();
        for (const year of new Set(preview.map((line) => line.year))) {
          const ids = preview.filter((line) => line.year === year).map((line) => references.employees.get(line.empId)!);
          balances.set(String(year), await loadLeaveBalances(db, auth.organizationId, [...new Set(ids)], year));
        }
        const result: BalanceImportResult = {
          ...summary,
          balances: preview.map((line) => {
            const row = balances.get(String(line.year))?.get(references.employees.get(line.empId)!)?.find((b) => b.leaveType === line.leaveType);
            return { empId: line.empId, leaveType: line.leaveType, year: line.year, openingBalance: line.days, balance: row?.balance ?? 0 };
          }),
        };
        const written = summary.openings + summary.adjustments;
        return { message: `${summary.rows.toLocaleString('en')} rows imported (${written.toLocaleString('en')} ledger entries written, ${summary.unchanged.toLocaleString('en')} unchanged)`, result };
      });
      return reply.status(202).send(ok({ jobId: job.id }, 'Import started'));
    },
  );

  app.get<{ Params: { id: number }; Querystring: { format?: 'xlsx' | 'csv' } }>(
    '/api/leave/balance/import/:id/errors',
    {
      config: { access: access.menu(IMPORT_MENU, 'view') },
      schema: {
        tags,
        summary: 'The error file of a refused import: its rows with errors, each with an Error column',
        params: { type: 'object', required: ['id'], properties: { id: { ...databaseId, title: 'ID' } } },
        querystring: formatQuery,
      },
    },
    async (request, reply) => {
      const format = exportFormatOf(request.query.format, ['xlsx', 'csv']);
      const stored = await db
        .selectFrom('leave_balance_import')
        .select(['errors', 'file_name'])
        .where('organization_id', '=', request.auth!.organizationId)
        .where('id', '=', request.params.id)
        .where('status', '=', 'Rejected')
        .executeTakeFirst();
      if (!stored) throw notFound('Import not found');
      const rows = stored.errors as ImportErrorRow[];
      async function* cells() {
        yield rows.map((r) => [r.row, r.empId, r.leaveType, r.year, r.openingBalance, r.reason, r.error].map((cell) => exportCell(cell)));
      }
      const base = stored.file_name.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_');
      return sendExport(workers, request, reply, { format, title: 'Import errors', fileName: `${base}-errors.${format}`, headers: ERROR_FILE_HEADERS, pages: cells() });
    },
  );

  app.get<{ Querystring: { page?: number; size?: number } }>(
    '/api/leave/granter/fetchTable/Leave Import',
    { config: { access: access.menu(IMPORT_MENU, 'view') }, schema: { tags, summary: 'The import history, newest first (paged: content, totalElements, totalPages)', querystring: pageQuery } },
    async (request) => {
      const organizationId = request.auth!.organizationId;
      const page = request.query.page ?? 0;
      const size = request.query.size ?? 20;
      const [{ rows }, total] = await Promise.all([
        sql<{ id: number; file_name: string; status: ImportHistoryRow['status']; row_count: number; error_count: number; created_by: string | null; created_at: Date }>`
          SELECT id, file_name, status, row_count, error_count, created_by, created_at FROM leave_balance_import
          WHERE organization_id = ${organizationId} ORDER BY id DESC LIMIT ${size} OFFSET ${page * size}`.execute(db),
        db.selectFrom('leave_balance_import').select(sql<string>`count(*)`.as('count')).where('organization_id', '=', organizationId).executeTakeFirstOrThrow(),
      ]);
      const totalElements = Number(total.count);
      const content = rows.map((row): ImportHistoryRow => ({
        id: row.id,
        fileName: row.file_name,
        status: row.status,
        rowCount: row.row_count,
        errorCount: row.error_count,
        importedBy: row.created_by,
        importedAt: new Date(row.created_at).toISOString(),
      }));
      return ok(pageOf(content, totalElements, size));
    },
  );
}
