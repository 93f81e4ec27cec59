import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { isHrss } from '../../shared/addEmployee.js';
import { EMPLOYEE_ERROR_COLUMNS, EMPLOYEE_OPERATIONS, EMPLOYEE_SHEET_COLUMNS, sampleEmployeeRow, withTaken, type EmployeeOperation, type EmployeeSheetRow } from '../../shared/employeeSheet.js';
import { exportCell } from '../../shared/exportCell.js';
import { recordAudit } from '../audit/recordAudit.js';
import { access } from '../http/access.js';
import { AppError, forbidden } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { uploadedFile } from '../http/uploadedFile.js';
import { startJob } from '../jobs/jobStore.js';
import { runJob } from '../jobs/runJob.js';
import type { Services } from '../services.js';
import { sendExport } from '../work/sendExport.js';
import { ADD_EMPLOYEE_PATH } from './addEmployeeRoutes.js';
import { loadNewEmployeeContext } from './loadNewEmployeeContext.js';
import { employeeColumns, insertEmployees, markApprovers, nextEmployeeIds, sendFirstPasswordLinks, updateEmployees, type EmployeeColumns } from './writeNewEmployees.js';
import { markEmploymentDirty } from '../attendance/markEmploymentDirty.js';
import { applyReportingLines, linesChange, type SheetLineChange } from './applyReportingLines.js';
import { employeeSheetFacts, takenElsewhere } from './employeeSheetFacts.js';
import { claimPersonalEmails, type EmailClaim } from './personalEmails.js';

const SHEET_TYPES = ['xlsx', 'xls', 'csv'];
const SHEET_MESSAGE = 'Please upload a valid file type: csv, xlsx, xls';
/** The error grid lists at most this many rows; the message counts them all. */
const MAX_REPORTED_ROWS = 10_000;

/** JSON with its keys sorted: a jsonb value read back has PostgreSQL's key order. */
const canonical = (value: unknown): string =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? `{${Object.keys(value as object).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`
    : Array.isArray(value) ? `[${value.map(canonical).join(',')}]` : JSON.stringify(value ?? null);

/** Whether writing `columns` would change the stored row (HRSS keeps the stored CTC on update: it never sees it). */
function changes(stored: Record<string, unknown>, columns: EmployeeColumns, hrss: boolean): boolean {
  return (Object.keys(columns) as (keyof EmployeeColumns)[]).some((column) => {
    if (column === 'ctc' && hrss) return false;
    const now = columns[column];
    const before = stored[column];
    if (column === 'joining_details') return canonical(typeof before === 'string' ? JSON.parse(before) : before) !== canonical(JSON.parse(now as string));
    if (column === 'ctc') return Number(before ?? 0) !== Number(now ?? 0);
    return String(before ?? '') !== String(now ?? '');
  });
}

/**
 * The bulk upload of employees (issue 21 §2; docs/people.md "Bulk upload"): the sample, and the
 * upload — read and checked whole in the worker pool with the add-employee form's rules; then the
 * database's check (a row naming an existing employee is unchanged when it says what is stored, and
 * refused on create when it says otherwise); any error refuses the file with its grid, nothing
 * written; a clean file is 202 { jobId } and a background job writes it in one transaction.
 */
export async function employeeBulkUploadRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, masters, workers, mailer, config } = services;
  const tags = ['Employees'];
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  app.get(
    '/api/employee/sample',
    { config: { access: access.menu(ADD_EMPLOYEE_PATH, 'add') }, schema: { tags, summary: 'The employee bulk upload sheet: Emp ID and the Add Employee fields, with one example row' } },
    async (request, reply) => {
      const auth = request.auth!;
      const context = await loadNewEmployeeContext(db, masters, auth.organizationId);
      const [empId] = await db.transaction().execute((trx) => nextEmployeeIds(trx, auth.organizationId, 1));
      const example = sampleEmployeeRow({ empId, organization: context.organization, subOrganization: context.subOrganization, person: auth.empId, domain: context.mailDomains[0] ?? '' });
      async function* pages() {
        yield [EMPLOYEE_SHEET_COLUMNS.map((column) => exportCell(example[column]))];
      }
      return sendExport(workers, request, reply, { format: 'xlsx', title: 'Employees', fileName: 'employee-sample.xlsx', headers: [...EMPLOYEE_SHEET_COLUMNS], pages: pages() });
    },
  );

  app.post<{ Querystring: { operation: EmployeeOperation } }>(
    '/api/employee/bulk-upload',
    {
      config: { access: access.menu(ADD_EMPLOYEE_PATH, 'add') },
      schema: {
        tags,
        summary: 'Upload employees (CSV or Excel): operation create or update, matched by Emp ID; 400 with the error grid when any row is wrong, else 202 { jobId }',
        querystring: { type: 'object', required: ['operation'], additionalProperties: false, properties: { operation: { type: 'string', title: 'Operation', enum: [...EMPLOYEE_OPERATIONS] } } },
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const { operation } = request.query;
      // Updating employees needs the edit right as well as add.
      if (operation === 'update' && !auth.permissions.byPath.get(ADD_EMPLOYEE_PATH)?.edit) throw forbidden();
      const hrss = isHrss(auth.roleType);
      const file = await uploadedFile(request, SHEET_TYPES, SHEET_MESSAGE);
      const context = await loadNewEmployeeContext(db, masters, auth.organizationId);
      const { ids: _ids, employeeIds: _employeeIds, ...plain } = context;
      const sheet = await workers.checkEmployeeSheet({ file, context: { ...plain, operation, hrss, ...(await employeeSheetFacts(db, auth.organizationId)) } });
      // Another organisation's Emp IDs and mails are asked about the file's values only, and named neutrally.
      const checked = sheet.refused ? sheet : withTaken(sheet, await takenElsewhere(db, auth.organizationId, sheet.claims));
      const refuse = (errors: { row: number; cells: string[]; error: string }[]) => {
        const count = errors.length;
        const message = `${count.toLocaleString('en')} of ${checked.rowCount.toLocaleString('en')} row${checked.rowCount === 1 ? '' : 's'} ${count === 1 ? 'has' : 'have'} errors; nothing was imported`;
        return new AppError(400, message, undefined, { columns: EMPLOYEE_ERROR_COLUMNS, rows: errors.slice(0, MAX_REPORTED_ROWS), rowCount: checked.rowCount, errorCount: count });
      };
      if (checked.refused) throw new AppError(400, checked.refused);
      if (checked.rowCount === 0) throw new AppError(400, 'The file has no rows to import');
      if (checked.errors.length) throw refuse(checked.errors);

      // The database's check: rows naming an existing employee are compared with what is stored.
      const named = checked.rows.filter((row) => row.empId !== null).map((row) => row.empId!);
      const stored = new Map<string, Record<string, unknown>>();
      for (let start = 0; start < named.length; start += 1000) {
        const rows = await db.selectFrom('employee').selectAll().where('emp_id', 'in', named.slice(start, start + 1000)).execute();
        for (const row of rows) stored.set(row.emp_id.toUpperCase(), row as unknown as Record<string, unknown>);
      }
      const creates: EmployeeSheetRow[] = [];
      const updates: { id: number; empId: string; columns: EmployeeColumns; joinedBefore: string | null }[] = [];
      // A changed manager or reviewer is the reporting-line change's (applyReportingLines), not a column written over.
      const lineChanges: SheetLineChange[] = [];
      const errors: { row: number; cells: string[]; error: string }[] = [];
      let unchanged = 0;
      for (const row of checked.rows) {
        const before = row.empId ? stored.get(row.empId) : undefined;
        if (!before) {
          creates.push(row);
          continue;
        }
        const columns = employeeColumns(row.form, context, hrss);
        if (!changes(before, columns, hrss)) unchanged++;
        else if (operation === 'update') {
          const lines = linesChange(before, columns);
          if (lines) lineChanges.push({ empId: row.empId!, change: { reportingManager: row.form.primaryReportingManager, reviewer: row.form.reviewer } });
          const kept = lines ? { ...columns, reporting_manager_id: before.reporting_manager_id as number | null, reviewer_id: before.reviewer_id as number | null } : columns;
          updates.push({ id: before.id as number, empId: row.empId!, columns: hrss ? { ...kept, ctc: Number(before.ctc ?? 0) } : kept, joinedBefore: (before.date_of_joining as string | null) ?? null });
        }
        else errors.push({ row: row.row, cells: [row.empId!, row.form.firstName, row.form.lastName], error: `Employee ${row.empId} already exists with other details; upload the row with operation update to change them` });
      }
      if (errors.length) throw refuse(errors);
      const emailClaims: EmailClaim[] = [
        ...creates.map((row) => ({ email: row.form.personalEmailId, empId: row.empId })),
        ...updates.map((row) => ({ email: row.columns.personal_email ?? '', empId: row.empId })),
      ];

      const job = await startJob(services.database, auth, 'import', 'employee', `Checking ${checked.rowCount.toLocaleString('en')} rows of ${file.name}`);
      runJob(job, request.log, 'The upload failed; nothing was imported', async () => {
        const total = creates.length + updates.length;
        let done = 0;
        const created = await db.transaction().execute(async (trx) => {
          // Checked again under the lock: a mail added since the check (an add, another upload) is refused, not doubled.
          await claimPersonalEmails(trx, auth.organizationId, emailClaims);
          // Rows with their own Emp ID first, so the rule numbers the others after them.
          const own = creates.filter((row) => row.empId !== null);
          const numbered = creates.filter((row) => row.empId === null);
          const progress = async (written: number) => {
            done += written;
            await job.progress(done / Math.max(total, 1), 'Importing');
          };
          const forms = (rows: EmployeeSheetRow[]) => rows.map((row) => row.form);
          const made = await insertEmployees(trx, auth, context, forms(own), own.map((row) => row.empId!), hrss, progress);
          const ids = await nextEmployeeIds(trx, auth.organizationId, numbered.length);
          made.push(...(await insertEmployees(trx, auth, context, forms(numbered), ids, hrss, progress)));
          await updateEmployees(trx, updates, progress);
          // A date of joining moved changes which processed days were employed (the attendance engine's window).
          for (const update of updates) await markEmploymentDirty(trx, update.id, 'dateOfJoining', update.joinedBefore, update.columns.date_of_joining);
          await markApprovers(trx, updates.map((update) => update.columns));
          await applyReportingLines(trx, auth, lineChanges);
          await recordAudit(trx, auth, {
            entity: 'Employee',
            entityId: file.name,
            action: 'import',
            after: { fileName: file.name, operation, rows: checked.rowCount, created: made.map((row) => row.empId), updated: updates.map((row) => row.empId), unchanged },
          });
          return made;
        });
        await sendFirstPasswordLinks(db, mailer, config.publicUrl, auth.organizationId, created);
        const summary = { rows: checked.rowCount, created: created.length, updated: updates.length, unchanged };
        return { message: `Employees uploaded successfully: ${summary.created} added, ${summary.updated} updated, ${summary.unchanged} unchanged`, result: summary };
      });
      return reply.status(202).send(ok({ jobId: job.id }, 'Upload started'));
    },
  );
}
