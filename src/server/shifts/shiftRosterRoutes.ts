import multipart from '@fastify/multipart';
import { eachDayOfInterval, format, parseISO } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { attendanceWindows } from '../../shared/attendanceWindows.js';
import { exportCell } from '../../shared/exportCell.js';
import { payrollMonthEndingIn } from '../../shared/payrollMonth.js';
import { DAY_TYPE_COLUMNS, ERROR_GRID_COLUMNS, ROSTER_LEAD_COLUMNS, type RosterSheetKind } from '../../shared/shiftRosterSheet.js';
import { DEFAULT_SHIFT_CODE } from '../../shared/shiftTimes.js';
import { attendanceToday } from '../attendance/attendanceClock.js';
import { loadLockSetting } from '../attendance/loadLockSetting.js';
import { access } from '../http/access.js';
import { AppError } from '../http/AppError.js';
import { pageOf } from '../http/pageOf.js';
import { ok } from '../http/reply.js';
import { pageProperties, shortText } from '../http/schemaParts.js';
import { uploadedFile } from '../http/uploadedFile.js';
import { startJob } from '../jobs/jobStore.js';
import { runJob } from '../jobs/runJob.js';
import type { Services } from '../services.js';
import { sendExport } from '../work/sendExport.js';
import { loadRosterContext } from './loadRosterContext.js';
import { writeRosterImport } from './writeRosterImport.js';

/** The Attendance Admin menu paths the routes are declared on (spec 001 §2). */
export const SHIFT_ROSTER_PATH = '/adminAttendance/shiftRoster';
export const SHIFT_ROSTER_IMPORT_PATH = '/adminAttendance/shiftRosterImport';
export const DAY_TYPE_HISTORY_PATH = '/adminAttendance/dayTypeHistory';

const EXCEL = ['xlsx', 'xls'];
const EXCEL_MESSAGE = 'Only Excel files are allowed';
/** The error grid lists at most this many rows; the message counts them all. */
const MAX_REPORTED_ROWS = 10_000;

const IMPORTS: Record<RosterSheetKind, { url: string; title: string; success: string; sample: string }> = {
  shiftRoster: { url: '/api/shift-roster', title: 'Shift Roster', success: 'Shift Roster Uploaded Successfully!', sample: 'shift-roster-sample.xlsx' },
  dayType: { url: '/api/attendance-day-type-history', title: 'Day Type', success: 'Day Type Uploaded Successfully!', sample: 'day-type-sample.xlsx' },
};

const monthYear = { type: 'string', title: 'Month', description: 'MM-YYYY: the payroll month ending in it', pattern: '^(0[1-9]|1[0-2])-[0-9]{4}$', 'x-pattern-message': 'must be MM-YYYY' } as const;
const empIdQuery = shortText('Emp ID', 50);
const rosterQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    monthYear,
    empId: empIdQuery,
    sortDirection: { type: 'string', title: 'Sort direction (by Emp ID)', enum: ['ASC', 'DESC'] },
    search: shortText('Search (Emp ID or name)', 100),
    ...pageProperties,
  },
} as const;
const historyQuery = { type: 'object', additionalProperties: false, properties: { empId: empIdQuery, monthYear } } as const;

/** The day type history answers at most this many employees (the first by Emp ID); a filter narrows it. */
const MAX_HISTORY_EMPLOYEES = 1_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Shift Roster and Day Type (spec 001 §2, §3, §7; issue 19 §3; docs/shifts-and-weekends.md): the two
 * sample sheets, the two imports (read and checked whole in the worker pool against the
 * organisation's employees, shifts and open payroll month; any error refuses the file with its
 * error grid and writes nothing; a clean file is written by a background job in one transaction
 * that marks the changed days for recomputation), the roster's month grid and the day type history.
 */
export async function shiftRosterRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, workers } = services;
  const tags = ['Shift roster and day type'];
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  app.get(
    `${IMPORTS.shiftRoster.url}/sample`,
    { config: { access: access.menu(SHIFT_ROSTER_IMPORT_PATH, 'add') }, schema: { tags, summary: 'The Shift Roster sheet of the open payroll month: Emp ID, Employee Name and one column per date, with one example row' } },
    async (request, reply) => {
      const { payrollMonth } = attendanceWindows(attendanceToday(), await loadLockSetting(db, request.auth!.organizationId));
      const dates = eachDayOfInterval({ start: parseISO(payrollMonth.startDate), end: parseISO(payrollMonth.endDate) });
      const me = await db.selectFrom('employee').select(['first_name', 'last_name']).where('id', '=', request.auth!.employeeId).executeTakeFirst();
      async function* example() {
        yield [[request.auth!.empId, `${me?.first_name ?? ''} ${me?.last_name ?? ''}`.trim(), ...dates.map((date) => (date.getDay() === 0 ? 'OFF' : DEFAULT_SHIFT_CODE))].map((cell) => exportCell(cell))];
      }
      const headers = [...ROSTER_LEAD_COLUMNS, ...dates.map((date) => format(date, 'yyyy-MM-dd'))];
      return sendExport(workers, request, reply, { format: 'xlsx', title: 'Shift Roster', fileName: IMPORTS.shiftRoster.sample, headers, pages: example() });
    },
  );

  app.get(
    `${IMPORTS.dayType.url}/sample`,
    { config: { access: access.menu(SHIFT_ROSTER_IMPORT_PATH, 'add') }, schema: { tags, summary: 'The Day Type sheet: Emp ID, Date, Day Type (OFF or WORKING), Shift Code, with one example row' } },
    async (request, reply) => {
      const today = attendanceToday();
      async function* example() {
        yield [[request.auth!.empId, today, 'WORKING', DEFAULT_SHIFT_CODE].map((cell) => exportCell(cell))];
      }
      return sendExport(workers, request, reply, { format: 'xlsx', title: 'Day Type', fileName: IMPORTS.dayType.sample, headers: [...DAY_TYPE_COLUMNS], pages: example() });
    },
  );

  for (const kind of ['shiftRoster', 'dayType'] as const) {
    const { url, title, success } = IMPORTS[kind];
    app.post(
      `${url}/import`,
      {
        config: { access: access.menu(SHIFT_ROSTER_IMPORT_PATH, 'add') },
        schema: {
          tags,
          summary: `Import the ${title} sheet (Excel): 400 with the error grid (columns, rows) when any row is wrong, else 202 { jobId } writing every entry`,
          consumes: ['multipart/form-data'],
        },
      },
      async (request, reply) => {
        const auth = request.auth!;
        const file = await uploadedFile(request, EXCEL, EXCEL_MESSAGE);
        const today = attendanceToday();
        const checked = await workers.checkRosterSheet({ kind, file, context: await loadRosterContext(db, auth.organizationId, today) });
        if (checked.refused) throw new AppError(400, checked.refused);
        if (checked.rowCount === 0) throw new AppError(400, 'The file has no rows to import');
        if (checked.errors.length > 0) {
          const count = checked.errors.length;
          const message = `${count.toLocaleString('en')} of ${checked.rowCount.toLocaleString('en')} row${checked.rowCount === 1 ? '' : 's'} ${count === 1 ? 'has' : 'have'} errors; nothing was imported`;
          throw new AppError(400, message, undefined, { columns: ERROR_GRID_COLUMNS[kind], rows: checked.errors.slice(0, MAX_REPORTED_ROWS), rowCount: checked.rowCount, errorCount: count });
        }
        if (checked.entries.dates.length === 0) throw new AppError(400, 'The file sets no date: every cell is blank');
        const job = await startJob(services.database, auth, 'import', kind, `Importing ${checked.rowCount.toLocaleString('en')} rows of ${file.name}`);
        runJob(job, request.log, 'The import failed; nothing was imported', async () => {
          const summary = await writeRosterImport(db, auth, kind, { name: file.name, rows: checked.rowCount }, checked.entries, today, (fraction) => job.progress(fraction, 'Importing'));
          return { message: success, result: summary };
        });
        return reply.status(202).send(ok({ jobId: job.id }, 'Import started'));
      },
    );
  }

  app.get<{ Querystring: { monthYear?: string; empId?: string; sortDirection?: 'ASC' | 'DESC'; search?: string; page?: number; size?: number } }>(
    IMPORTS.shiftRoster.url,
    {
      config: { access: access.menu(SHIFT_ROSTER_PATH, 'view') },
      schema: {
        tags,
        summary: 'The roster of a payroll month (monthYear names the month it ends in; the open one when absent): the employees with entries, paged (content, totalElements, totalPages)',
        querystring: rosterQuery,
      },
    },
    async (request) => {
      const organizationId = request.auth!.organizationId;
      const { monthYear: month, empId, search, sortDirection = 'DESC', page = 0, size = 10 } = request.query;
      const lock = await loadLockSetting(db, organizationId);
      const range = month ? payrollMonthEndingIn(month, lock.payrollStartDay) : attendanceWindows(attendanceToday(), lock).payrollMonth;
      const like = search?.trim() ? `%${escapeLike(search.trim())}%` : null;
      const people = sql`
        SELECT e.id, e.emp_id, e.first_name || ' ' || e.last_name AS name
        FROM employee e JOIN employee_organization eo ON eo.employee_id = e.id AND eo.organization_id = ${organizationId}
        WHERE EXISTS (SELECT 1 FROM shift_roster r WHERE r.organization_id = ${organizationId} AND r.employee_id = e.id AND r.roster_date BETWEEN ${range.startDate}::date AND ${range.endDate}::date)
          AND (${empId ?? null}::text IS NULL OR upper(e.emp_id) = upper(${empId ?? null}::text))
          AND (${like}::text IS NULL OR e.emp_id ILIKE ${like}::text OR e.first_name || ' ' || e.last_name ILIKE ${like}::text)`;
      const [{ rows }, total] = await Promise.all([
        sql<{ emp_id: string; name: string; details: [string, string | null, string | null][] | string }>`
          SELECT p.emp_id, p.name,
            (SELECT json_agg(json_build_array(to_char(r.roster_date, 'YYYY-MM-DD'), r.shift_code, r.day_type) ORDER BY r.roster_date)
             FROM shift_roster r WHERE r.organization_id = ${organizationId} AND r.employee_id = p.id AND r.roster_date BETWEEN ${range.startDate}::date AND ${range.endDate}::date) AS details
          FROM (${people}) p
          ORDER BY p.emp_id ${sortDirection === 'ASC' ? sql`ASC` : sql`DESC`}
          LIMIT ${size} OFFSET ${page * size}`.execute(db),
        sql<{ count: string }>`SELECT count(*) AS count FROM (${people}) p`.execute(db),
      ]);
      const content = rows.map((row) => {
        const details = typeof row.details === 'string' ? (JSON.parse(row.details) as [string, string | null, string | null][]) : row.details;
        const rosterDetails = details.map(([date, shiftCode, dayType]) => ({ date, shift: dayType === 'OFF' ? 'OFF' : (shiftCode ?? dayType ?? '') }));
        return {
          empId: row.emp_id,
          employeeName: row.name,
          shiftCount: rosterDetails.filter((d) => d.shift !== 'OFF').length,
          offCount: rosterDetails.filter((d) => d.shift === 'OFF').length,
          rosterDetails,
        };
      });
      return ok({ ...pageOf(content, Number(total.rows[0].count), size), monthYear: format(parseISO(range.endDate), 'MM-yyyy'), startDate: range.startDate, endDate: range.endDate });
    },
  );

  app.get<{ Querystring: { empId?: string; monthYear?: string } }>(
    IMPORTS.dayType.url,
    {
      config: { access: access.menu(DAY_TYPE_HISTORY_PATH, 'view') },
      schema: {
        tags,
        summary: 'The day types set per employee (by either upload), optionally of one employee and one payroll month (monthYear: the month it ends in); at most 1,000 employees',
        querystring: historyQuery,
      },
    },
    async (request) => {
      const organizationId = request.auth!.organizationId;
      const { empId, monthYear: month } = request.query;
      const range = month ? payrollMonthEndingIn(month, (await loadLockSetting(db, organizationId)).payrollStartDay) : null;
      const { rows } = await sql<{ emp_id: string; name: string; days: [string, string, string | null][] | string }>`
        SELECT e.emp_id, e.first_name || ' ' || e.last_name AS name,
          json_agg(json_build_array(to_char(r.roster_date, 'YYYY-MM-DD'), r.day_type, r.shift_code) ORDER BY r.roster_date DESC) AS days
        FROM shift_roster r
        JOIN employee e ON e.id = r.employee_id
        JOIN employee_organization eo ON eo.employee_id = e.id AND eo.organization_id = r.organization_id
        WHERE r.organization_id = ${organizationId} AND r.day_type IS NOT NULL
          AND (${empId ?? null}::text IS NULL OR upper(e.emp_id) = upper(${empId ?? null}::text))
          AND (${range?.startDate ?? null}::date IS NULL OR r.roster_date BETWEEN ${range?.startDate ?? null}::date AND ${range?.endDate ?? null}::date)
        GROUP BY e.id, e.emp_id, e.first_name, e.last_name
        ORDER BY e.emp_id
        LIMIT ${MAX_HISTORY_EMPLOYEES}`.execute(db);
      return ok(
        rows.map((row) => {
          const days = typeof row.days === 'string' ? (JSON.parse(row.days) as [string, string, string | null][]) : row.days;
          return { empId: row.emp_id, empName: row.name, updatedDayType: days.map(([date, dayType, shiftCode]) => ({ date, dayTypes: { dayType, shiftCode } })) };
        }),
      );
    },
  );
}
