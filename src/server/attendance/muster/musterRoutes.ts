import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { format, parseISO } from 'date-fns';
import { sql } from 'kysely';
import { attendanceWindows } from '../../../shared/attendanceWindows.js';
import { exportCell } from '../../../shared/exportCell.js';
import { limitMessages, MAX_EXPORT_ROWS } from '../../../shared/heavyWorkLimits.js';
import type { MusterBreakdown, MusterRow } from '../../../shared/musterRow.js';
import { payrollMonthEndingIn } from '../../../shared/payrollMonth.js';
import type { AuthContext } from '../../auth/AuthContext.js';
import type { Db } from '../../db/database.js';
import { access } from '../../http/access.js';
import { badRequest, notFound } from '../../http/AppError.js';
import { ok } from '../../http/reply.js';
import { pageProperties, shortText } from '../../http/schemaParts.js';
import { runJob } from '../../jobs/runJob.js';
import { startJob } from '../../jobs/jobStore.js';
import type { Services } from '../../services.js';
import { sendExport } from '../../work/sendExport.js';
import { attendanceToday } from '../attendanceClock.js';
import { loadLockSetting } from '../loadLockSetting.js';
import { musterCount, musterPage, musterPages, type MusterFilter, type MusterMonth, type MusterScope } from './musterQuery.js';
import { followMonthProcessing, markMonthForProcessing } from './processMusterMonth.js';

/** Spec 001 §2: HR's muster under Attendance Admin. */
export const MUSTER_PATH = '/adminAttendance/attendanceMuster';

const MONTH_REQUIRED = 'Please select a month and year';
const EMPLOYEE_REQUIRED = 'Please select an employee';
const FUTURE_MONTH = 'The month cannot be after the current month';

/** Spec 001 §9: MM-YYYY. */
const monthYear = { type: 'string', title: 'Month', pattern: '^(0[1-9]|1[0-2])-(19|20)[0-9]{2}$', 'x-pattern-message': 'Month must be MM-YYYY, e.g. 11-2026' } as const;
const empId = shortText('Employee ID', 50);
const filterProperties = {
  empId,
  reviewer: shortText('Reviewer', 50),
  repManager: shortText('Reporting Manager', 50),
  payrollStatus: { type: 'string', title: 'Payroll Status', enum: ['Active', 'Inactive'] },
  monthYear,
  search: shortText('Search', 100),
  lopOnly: { type: 'boolean', title: 'Only employees with LOP', description: "Only the employees whose processed days of the payroll month carry LOP (the month-end cockpit's Employees with LOP and LOP total)" },
  unprocessedOnly: {
    type: 'boolean',
    title: 'Only employees with unprocessed days',
    description: "Only the employees with days of the payroll month marked and not processed yet (the month-end cockpit's Days not yet processed)",
  },
} as const;
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...filterProperties, sortDirection: { type: 'string', title: 'Sort Direction', enum: ['ASC', 'DESC'] }, ...pageProperties },
} as const;
const exportQuery = { type: 'object', additionalProperties: false, properties: filterProperties } as const;

type ListQuery = MusterFilter & { monthYear?: string; sortDirection?: 'ASC' | 'DESC'; page?: number; size?: number };

/** The payroll month a request names (MM-YYYY, named by the month it ends in), or the open one; never one that has not begun. */
async function musterMonth(db: Db, organizationId: number, named: string | undefined): Promise<MusterMonth> {
  const lock = await loadLockSetting(db, organizationId);
  const today = attendanceToday();
  const month = named ? payrollMonthEndingIn(named, lock.payrollStartDay) : attendanceWindows(today, lock).payrollMonth;
  if (month.startDate > today) throw badRequest(FUTURE_MONTH);
  return { ...month, monthYear: named ?? format(parseISO(month.endDate), 'MM-yyyy') };
}

const filterOf = ({ empId, reviewer, repManager, payrollStatus, search, lopOnly, unprocessedOnly }: ListQuery): MusterFilter => ({ empId, reviewer, repManager, payrollStatus, search, lopOnly, unprocessedOnly });

/** The dates of a payroll month, in order. */
function datesOf(month: MusterMonth): string[] {
  const dates: string[] = [];
  for (let day = parseISO(month.startDate); format(day, 'yyyy-MM-dd') <= month.endDate; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) dates.push(format(day, 'yyyy-MM-dd'));
  return dates;
}

/**
 * The muster sheet: one row per employee with the totals, a column per leave type and one per date
 * of the payroll month, built in the worker pool from keyset pages, every cell escaped.
 */
async function sendMuster(db: Db, services: Services, request: FastifyRequest, reply: FastifyReply, scope: MusterScope, month: MusterMonth, filter: MusterFilter, fileName: string) {
  const count = await musterCount(db, scope, month, filter);
  if (count > MAX_EXPORT_ROWS) throw badRequest(limitMessages.exportTooLarge(count));
  const { rows: types } = await sql<{ code: string; leave_name: string }>`SELECT code, leave_name FROM master_leave_type_category WHERE organization_id = ${scope.organizationId} ORDER BY code`.execute(db);
  const dates = datesOf(month);
  const headers = [
    'Emp ID',
    'Employee Name',
    'Designation',
    'Manpower Outsourcing',
    'Billing Type',
    'Reporting Manager ID',
    'Reporting Manager',
    'DOJ',
    'Location',
    'Month',
    'Present Days',
    'LOP',
    'Week Off',
    'Holidays',
    'Total Days',
    'Leave Days',
    ...types.map((t) => t.code),
    ...dates.map((date) => format(parseISO(date), 'dd/MM/yyyy')),
  ];
  const cells = (row: MusterRow) => {
    const byDate = new Map(row.attendanceData.map((day) => [day.date, day.attendanceData]));
    return [
      row.employeeId,
      row.employeeName,
      row.designation,
      row.manpowerOutsourcing,
      row.billingType,
      row.repManagerId,
      row.repManagerName,
      row.doj ? format(parseISO(row.doj), 'dd/MM/yyyy') : '',
      row.location,
      row.month,
      row.totalPresentDays,
      row.totalLOP,
      row.weekOff,
      row.totalHolidays,
      row.totalDays,
      row.totalLeaveDays,
      ...types.map((t) => row.leaveCounts[t.code] ?? 0),
      ...dates.map((date) => byDate.get(date) ?? ''),
    ].map((cell) => exportCell(cell));
  };
  async function* pages() {
    for await (const page of musterPages(db, scope, month, filter)) yield page.rows.map(cells);
  }
  return sendExport(services.workers, request, reply, { format: 'xlsx', title: `Muster ${month.monthYear}`, fileName, headers, pages: pages() });
}

/** employee.id of the Emp IDs named (comma-separated), in the active organisation; an unknown one is a 404. */
async function employeesOf(db: Db, organizationId: number, named: string): Promise<number[]> {
  const empIds = [...new Set(named.split(',').map((id) => id.trim().toUpperCase()).filter(Boolean))];
  if (empIds.length === 0) throw badRequest(EMPLOYEE_REQUIRED);
  const rows = await db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
    .select(['e.id', 'e.emp_id'])
    .where('eo.organization_id', '=', organizationId)
    .where('e.emp_id', 'in', empIds)
    .execute();
  const missing = empIds.filter((id) => !rows.some((row) => row.emp_id === id));
  if (missing.length > 0) throw notFound(`Employee not found: ${missing.join(', ')}`);
  return rows.map((row) => row.id);
}

/**
 * Spec 001 §7 Muster (issue 20 §1): the muster page, its export, Process Attendance and the
 * breakdown of a row's totals for HR (Attendance Admin › Attendance Muster); the simpler muster of
 * the caller and their direct reportees (attendance/attendanceMuster) as self routes.
 */
export async function musterRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const tags = ['Attendance muster'];
  const admin = (verb: 'view' | 'add') => ({ access: access.menu(MUSTER_PATH, verb) });
  const organisation = (auth: AuthContext): MusterScope => ({ organizationId: auth.organizationId });
  const team = (auth: AuthContext): MusterScope => ({ organizationId: auth.organizationId, managerId: auth.employeeId });

  app.get<{ Querystring: ListQuery }>(
    '/api/attendance-muster',
    { config: admin('view'), schema: { tags, summary: 'Muster rows of a payroll month (spec 001 §3), filtered and paged: content, totalElements, totalPages', querystring: listQuery } },
    async (request) => {
      const { organizationId } = request.auth!;
      const month = await musterMonth(db, organizationId, request.query.monthYear);
      return ok(await musterPage(db, organisation(request.auth!), month, filterOf(request.query), request.query.sortDirection ?? 'DESC', request.query.page ?? 0, request.query.size ?? 10));
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/attendance-muster/export',
    { config: admin('view'), schema: { tags, summary: 'The muster of a payroll month as MusterReport.xlsx, built in the worker pool', querystring: exportQuery } },
    async (request, reply) => {
      const month = await musterMonth(db, request.auth!.organizationId, request.query.monthYear);
      return sendMuster(db, services, request, reply, organisation(request.auth!), month, filterOf(request.query), 'MusterReport.xlsx');
    },
  );

  app.get<{ Querystring: { empId?: string; monthYear?: string } }>(
    '/api/attendance-muster/breakdown',
    {
      config: admin('view'),
      schema: { tags, summary: "What one employee's muster totals add up (empId; the caller's own without it): the month's stored days with their LOP, and the LOP entries applied in it", querystring: { type: 'object', additionalProperties: false, properties: { empId, monthYear } } },
    },
    async (request) => {
      const { organizationId } = request.auth!;
      const month = await musterMonth(db, organizationId, request.query.monthYear);
      const [id] = request.query.empId ? await employeesOf(db, organizationId, request.query.empId) : [request.auth!.employeeId];
      const person = await db.selectFrom('employee').select(['emp_id', 'first_name', 'last_name']).where('id', '=', id).executeTakeFirstOrThrow();
      const [days, entries] = await Promise.all([
        db
          .selectFrom('attendance_day')
          .select(['attendance_date', 'status_code', 'lop_days'])
          .where('organization_id', '=', organizationId)
          .where('employee_id', '=', id)
          .where('attendance_date', '>=', month.startDate)
          .where('attendance_date', '<=', month.endDate)
          .orderBy('attendance_date')
          .execute(),
        db
          .selectFrom('lop_entry')
          .select(['payroll_month', 'lop_days', 'source', 'reason', 'created_by', 'created_at'])
          .where('organization_id', '=', organizationId)
          .where('employee_id', '=', id)
          .where('applied_in', '=', month.startDate)
          .orderBy('created_at')
          .execute(),
      ]);
      const breakdown: MusterBreakdown = {
        employeeId: person.emp_id,
        employeeName: `${person.first_name} ${person.last_name}`,
        payrollMonth: { startDate: month.startDate, endDate: month.endDate },
        days: days.map((d) => ({ date: String(d.attendance_date).slice(0, 10), attendanceData: d.status_code, lopDays: Number(d.lop_days) })),
        lopEntries: entries.map((e) => ({
          payrollMonth: String(e.payroll_month).slice(0, 10),
          lopDays: Number(e.lop_days),
          source: e.source,
          reason: e.reason,
          createdBy: e.created_by,
          createdAt: new Date(e.created_at).toISOString(),
        })),
      };
      return ok(breakdown);
    },
  );

  app.post<{ Querystring: { monthYear?: string; isAll?: boolean; empId?: string } }>(
    '/api/attendance-muster',
    {
      config: admin('add'),
      schema: {
        tags,
        summary: 'Process Attendance: runs the engine over a payroll month for every employee (isAll) or the named ones, as a background job (202 { jobId })',
        querystring: { type: 'object', additionalProperties: false, properties: { monthYear, isAll: { type: 'boolean', title: 'All Employees' }, empId: shortText('Employee IDs (comma-separated)', 2000) } },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      if (!request.query.monthYear) throw badRequest(MONTH_REQUIRED);
      const month = await musterMonth(db, auth.organizationId, request.query.monthYear);
      const isAll = request.query.isAll ?? false;
      if (!isAll && !request.query.empId?.trim()) throw badRequest(EMPLOYEE_REQUIRED);
      const employeeIds = isAll ? undefined : await employeesOf(db, auth.organizationId, request.query.empId!);
      const today = attendanceToday();
      const to = month.endDate < today ? month.endDate : today;
      const processing = { monthYear: month.monthYear, from: month.startDate, to, employeeIds };
      const marked = await markMonthForProcessing(db, auth, processing);
      const job = await startJob(services.database, auth, 'process', 'attendanceMuster', `Processing attendance for ${month.monthYear}`);
      runJob(job, request.log, 'Attendance processing failed', () => followMonthProcessing(db, auth.organizationId, processing, marked, job, request.server.attendanceProcessor));
      return reply.status(202).send(ok({ jobId: job.id }, 'Processing started'));
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/attendance-muster/team',
    { config: { access: access.self }, schema: { tags, summary: "The simpler muster: the caller's and their direct reportees' rows of a payroll month (paged)", querystring: listQuery } },
    async (request) => {
      const month = await musterMonth(db, request.auth!.organizationId, request.query.monthYear);
      return ok(await musterPage(db, team(request.auth!), month, filterOf(request.query), request.query.sortDirection ?? 'DESC', request.query.page ?? 0, request.query.size ?? 10));
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/attendance-muster/team/export',
    { config: { access: access.self }, schema: { tags, summary: "The simpler muster as downloadMuster.xlsx: the caller's and their direct reportees' rows", querystring: exportQuery } },
    async (request, reply) => {
      const month = await musterMonth(db, request.auth!.organizationId, request.query.monthYear);
      return sendMuster(db, services, request, reply, team(request.auth!), month, filterOf(request.query), 'downloadMuster.xlsx');
    },
  );
}
