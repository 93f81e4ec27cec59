import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { recordAudit } from '../../audit/recordAudit.js';
import type { Db } from '../../db/database.js';
import { access } from '../../http/access.js';
import { badRequest, notFound } from '../../http/AppError.js';
import { pageOf } from '../../http/pageOf.js';
import { ok } from '../../http/reply.js';
import { pageProperties, shortText } from '../../http/schemaParts.js';
import type { Services } from '../../services.js';
import { MAX_REMARKS, monthYearOf, OVERRIDE_MESSAGES, overrideDateProblem, OVERRIDE_SESSION_VALUES, payrollMonthNamed, type OverrideSessionValue } from '../../../shared/attendanceOverride.js';
import type { PayrollMonth } from '../../../shared/payrollMonth.js';
import { personName } from '../../../shared/personName.js';
import { attendanceToday } from '../attendanceClock.js';
import { loadLockSetting } from '../loadLockSetting.js';
import { assertDaysOpen } from './assertDaysOpen.js';
import { deleteOverrides, writeOverrides, type OverrideLine } from './writeOverrides.js';

/** Spec 001 §2: overrides, the muster import and Add LOP live on the admin muster. */
export const MUSTER_MENU = '/adminAttendance/attendanceMuster';
export const overrideTags = ['Attendance overrides'];

export const monthYearField = { type: 'string', title: 'Month (MM-YYYY)', maxLength: 7 } as const;
export const empIdField = shortText('Emp ID', 50);

/** An employee of the active organisation by Emp ID, or 404. */
export async function organizationEmployee(db: Db, organizationId: number, empId: string): Promise<{ id: number; empId: string; name: string }> {
  const row = await db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
    .select(['e.id', 'e.emp_id', 'e.first_name', 'e.last_name'])
    .where('eo.organization_id', '=', organizationId)
    .where('e.emp_id', '=', empId.trim().toUpperCase())
    .executeTakeFirst();
  if (!row) throw notFound('Employee not found');
  return { id: row.id, empId: row.emp_id, name: personName(row.first_name, row.last_name) };
}

/** The query of a read about one employee's payroll month: ?empId&monthYear. */
export const employeeMonthQuery = { type: 'object', additionalProperties: false, properties: { empId: empIdField, monthYear: monthYearField } } as const;

/** The employee and payroll month a read names: 400 'Please select an employee' / 'Please select a month and year', 404 for an unknown employee. */
export async function employeeMonthOf(db: Db, organizationId: number, query: { empId?: string; monthYear?: string }) {
  if (!query.empId?.trim()) throw badRequest(OVERRIDE_MESSAGES.selectEmployee);
  const month = await namedPayrollMonth(db, organizationId, query.monthYear);
  return { month, employee: await organizationEmployee(db, organizationId, query.empId) };
}

/** The payroll month MM-YYYY names, in the organisation's setting; 400 'Please select a month and year' when missing or malformed. */
export async function namedPayrollMonth(db: Db, organizationId: number, monthYear: string | undefined): Promise<PayrollMonth> {
  const { payrollStartDay } = await loadLockSetting(db, organizationId);
  const month = payrollMonthNamed(monthYear, payrollStartDay);
  if (!month) throw badRequest(OVERRIDE_MESSAGES.selectMonth, [{ field: 'monthYear', message: OVERRIDE_MESSAGES.selectMonth }]);
  return month;
}

interface SessionChange {
  newSession?: string | null;
  oldSession?: string | null;
}
interface OverrideBody {
  empId: string;
  monthYear: string;
  remarks?: string;
  overrideList: { date: string; session1?: SessionChange; session2?: SessionChange }[];
}

const sessionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { newSession: { type: ['string', 'null'], maxLength: 10, title: 'New Session' }, oldSession: { type: ['string', 'null'], maxLength: 10, title: 'Old Session' } },
} as const;

/**
 * Spec 001 §7 Override (docs/attendance-overrides.md): the month's days of one employee with each
 * session's value before and after HR's override, setting overrides, the list of standing
 * overrides (Override History) and deleting them. Every write checks the days are inside the
 * payroll month named, not in the future and not in a closed month, in its transaction, and marks
 * the days for the processor.
 */
export async function overrideRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const tags = overrideTags;

  app.get<{ Querystring: { empId?: string; monthYear?: string } }>(
    '/api/attendance-muster/override',
    {
      config: { access: access.menu(MUSTER_MENU, 'view') },
      schema: {
        tags,
        summary: "One employee's days of a payroll month with Session 1 / Session 2 before (oldSession) and after (newSession) HR's override",
        querystring: employeeMonthQuery,
      },
    },
    async (request) => {
      const { organizationId } = request.auth!;
      const { month, employee } = await employeeMonthOf(db, organizationId, request.query);
      const { rows } = await sql<{ date: string; shift_code: string | null; first_in: string | null; last_out: string | null; s1: string | null; s2: string | null; o1: string | null; o2: string | null; old1: string | null; old2: string | null; remarks: string | null; overridden_by: string | null; overridden_at: Date | null }>`
        SELECT to_char(d, 'YYYY-MM-DD') AS date, a.shift_code, a.record->>'inTime' AS first_in, a.record->>'outTime' AS last_out,
          a.record->'session1'->>'status' AS s1, a.record->'session2'->>'status' AS s2,
          o.session1 AS o1, o.session2 AS o2, o.old_session1 AS old1, o.old_session2 AS old2, o.remarks, o.overridden_by, o.overridden_at
        FROM generate_series(${month.startDate}::date, ${month.endDate}::date, interval '1 day') d
        LEFT JOIN attendance_day a ON a.organization_id = ${organizationId} AND a.employee_id = ${employee.id} AND a.attendance_date = d::date
        LEFT JOIN attendance_override o ON o.organization_id = ${organizationId} AND o.employee_id = ${employee.id} AND o.attendance_date = d::date
        WHERE d::date <= ${attendanceToday()}::date
        ORDER BY d`.execute(db);
      const session = (current: string | null, overridden: string | null, old: string | null) =>
        overridden === null ? { oldSession: current, newSession: current } : { oldSession: old, newSession: overridden };
      return ok(
        rows.map((row) => ({
          date: row.date,
          shiftCode: row.shift_code,
          firstIn: row.first_in,
          lastOut: row.last_out,
          session1: session(row.s1, row.o1, row.old1),
          session2: session(row.s2, row.o2, row.old2),
          overridden: row.o1 !== null || row.o2 !== null,
          remarks: row.remarks,
          overriddenBy: row.overridden_by,
          overriddenOn: row.overridden_at ? new Date(row.overridden_at).toISOString() : null,
        })),
      );
    },
  );

  app.put<{ Body: OverrideBody }>(
    '/api/attendance-muster/emp-override',
    {
      config: { access: access.menu(MUSTER_MENU, 'edit') },
      schema: {
        tags,
        summary: "Override sessions of one employee's days in a payroll month (P or A; a session without newSession is left to the engine)",
        body: {
          type: 'object',
          required: ['empId', 'monthYear', 'overrideList'],
          additionalProperties: false,
          properties: {
            empId: empIdField,
            monthYear: monthYearField,
            remarks: { type: 'string', title: 'Remarks', maxLength: MAX_REMARKS },
            overrideList: {
              type: 'array',
              title: 'Override List',
              maxItems: 31,
              items: {
                type: 'object',
                required: ['date'],
                additionalProperties: false,
                properties: { date: { type: 'string', format: 'date', title: 'Date' }, session1: sessionSchema, session2: sessionSchema },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const { body } = request;
      if (!body.empId.trim()) throw badRequest(OVERRIDE_MESSAGES.selectEmployee);
      const month = await namedPayrollMonth(db, auth.organizationId, body.monthYear);
      if (body.overrideList.length === 0) throw badRequest(OVERRIDE_MESSAGES.selectRow);
      const employee = await organizationEmployee(db, auth.organizationId, body.empId);
      const today = attendanceToday();
      const value = (change: SessionChange | undefined, date: string, name: string): OverrideSessionValue | null => {
        const session = change?.newSession?.trim().toUpperCase() || null;
        if (session === null || (OVERRIDE_SESSION_VALUES as readonly string[]).includes(session)) return session as OverrideSessionValue | null;
        throw badRequest(`${date}: ${name} must be P or A; found ${change!.newSession}`);
      };
      const seen = new Set<string>();
      const lines: OverrideLine[] = body.overrideList.map((item) => {
        const problem = overrideDateProblem(item.date, month, today);
        if (problem) throw badRequest(problem);
        if (seen.has(item.date)) throw badRequest(`${item.date} appears twice`);
        seen.add(item.date);
        const line = { employeeId: employee.id, date: item.date, session1: value(item.session1, item.date, 'Session 1'), session2: value(item.session2, item.date, 'Session 2'), remarks: body.remarks?.trim() ?? '' };
        if (line.session1 === null && line.session2 === null) throw badRequest(`${item.date}: choose P or A for Session 1 or Session 2`);
        return line;
      });
      await db.transaction().execute(async (trx) => {
        await assertDaysOpen(trx, auth.organizationId, lines.map((l) => l.date));
        await writeOverrides(trx, auth, lines, 'override');
        await recordAudit(trx, auth, { entity: 'attendanceOverride', entityId: `${employee.empId} ${body.monthYear}`, action: 'update', after: { empId: employee.empId, monthYear: body.monthYear, remarks: body.remarks ?? '', overrideList: lines.map(({ date, session1, session2 }) => ({ date, session1, session2 })) } });
      });
      request.server.attendanceProcessor.nudge();
      return ok(null, OVERRIDE_MESSAGES.updated);
    },
  );

  app.get<{ Querystring: { empId?: string; monthYear?: string; page?: number; size?: number; search?: string } }>(
    '/api/attendance-muster/override-history',
    {
      config: { access: access.menu(MUSTER_MENU, 'view') },
      schema: {
        tags,
        summary: 'The standing overrides, newest first, paged from page 1 (content, totalElements, totalPages); rows per spec 001 §3 Override record',
        // Spec 001 §9: server-paged lists start at page 0, the history table at 1.
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { empId: empIdField, monthYear: monthYearField, search: shortText('Search', 100), page: { ...pageProperties.page, title: 'Page (from 1)', minimum: 1 }, size: pageProperties.size },
        },
      },
    },
    async (request) => {
      const { organizationId } = request.auth!;
      const { empId, monthYear, search } = request.query;
      const page = (request.query.page ?? 1) - 1;
      const size = request.query.size ?? 10;
      const month = monthYear ? await namedPayrollMonth(db, organizationId, monthYear) : null;
      const { payrollStartDay } = await loadLockSetting(db, organizationId);
      const pattern = search?.trim() ? `%${search.trim().replace(/[\\%_]/g, '\\$&')}%` : null;
      const where = sql`o.organization_id = ${organizationId}
        ${empId?.trim() ? sql`AND e.emp_id = ${empId.trim().toUpperCase()}` : sql``}
        ${month ? sql`AND o.attendance_date BETWEEN ${month.startDate}::date AND ${month.endDate}::date` : sql``}
        ${pattern ? sql`AND (e.emp_id ILIKE ${pattern} OR concat_ws(' ', e.first_name, e.last_name) ILIKE ${pattern} OR o.remarks ILIKE ${pattern})` : sql``}`;
      const [{ rows }, total] = await Promise.all([
        sql<{ emp_id: string; first_name: string | null; last_name: string | null; date: string; in_time: string | null; out_time: string | null; status: string | null; session1: string | null; session2: string | null; old_session1: string | null; old_session2: string | null; overridden_by: string; overridden_at: Date; remarks: string }>`
          SELECT e.emp_id, e.first_name, e.last_name, to_char(o.attendance_date, 'YYYY-MM-DD') AS date, a.record->>'inTime' AS in_time, a.record->>'outTime' AS out_time,
            a.status_code AS status, o.session1, o.session2, o.old_session1, o.old_session2, o.overridden_by, o.overridden_at, o.remarks
          FROM attendance_override o JOIN employee e ON e.id = o.employee_id
          LEFT JOIN attendance_day a ON a.organization_id = o.organization_id AND a.employee_id = o.employee_id AND a.attendance_date = o.attendance_date
          WHERE ${where}
          ORDER BY o.overridden_at DESC, e.emp_id, o.attendance_date LIMIT ${size} OFFSET ${page * size}`.execute(db),
        sql<{ count: string }>`SELECT count(*) AS count FROM attendance_override o JOIN employee e ON e.id = o.employee_id WHERE ${where}`.execute(db),
      ]);
      const content = rows.map((row) => ({
        empId: row.emp_id,
        employeeName: personName(row.first_name, row.last_name),
        date: row.date,
        yearMonth: monthYearOf(row.date, payrollStartDay),
        inTime: row.in_time,
        outTime: row.out_time,
        status: row.status,
        session1: { oldSession: row.old_session1, newSession: row.session1 },
        session2: { oldSession: row.old_session2, newSession: row.session2 },
        overriddenBy: row.overridden_by,
        overriddenOn: new Date(row.overridden_at).toISOString(),
        remarks: row.remarks,
      }));
      return ok(pageOf(content, Number(total.rows[0].count), size));
    },
  );

  app.delete<{ Body: { empId: string; yearMonth: string; attendanceDate: string }[] }>(
    '/api/attendance-muster',
    {
      config: { access: access.menu(MUSTER_MENU, 'delete') },
      schema: {
        tags,
        summary: 'Delete overrides (a list of empId, yearMonth MM-YYYY, attendanceDate): each day is recomputed without its override',
        body: {
          type: 'array',
          title: 'Overrides',
          maxItems: 1000,
          items: {
            type: 'object',
            required: ['empId', 'yearMonth', 'attendanceDate'],
            additionalProperties: false,
            properties: { empId: empIdField, yearMonth: monthYearField, attendanceDate: { type: 'string', format: 'date', title: 'Attendance Date' } },
          },
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const items = request.body ?? [];
      if (items.length === 0) throw badRequest(OVERRIDE_MESSAGES.selectRowToDelete);
      const { payrollStartDay } = await loadLockSetting(db, auth.organizationId);
      const empIds = [...new Set(items.map((item) => item.empId.trim().toUpperCase()))];
      const found = await db
        .selectFrom('employee as e')
        .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
        .select(['e.id', 'e.emp_id'])
        .where('eo.organization_id', '=', auth.organizationId)
        .where('e.emp_id', 'in', empIds)
        .execute();
      const idOf = new Map(found.map((row) => [row.emp_id, row.id]));
      const days = items.map((item) => {
        const empId = item.empId.trim().toUpperCase();
        const employeeId = idOf.get(empId);
        if (employeeId === undefined) throw notFound('Employee not found');
        const month = payrollMonthNamed(item.yearMonth, payrollStartDay);
        if (!month) throw badRequest(OVERRIDE_MESSAGES.selectMonth);
        if (item.attendanceDate < month.startDate || item.attendanceDate > month.endDate) throw badRequest(`${item.attendanceDate} is outside the payroll month ${month.startDate} to ${month.endDate}`);
        return { employeeId, empId, date: item.attendanceDate };
      });
      if (new Set(days.map((d) => `${d.employeeId}|${d.date}`)).size !== days.length) throw badRequest('A row appears twice');
      await db.transaction().execute(async (trx) => {
        await assertDaysOpen(trx, auth.organizationId, days.map((d) => d.date));
        const deleted = await deleteOverrides(trx, auth, days);
        await recordAudit(trx, auth, {
          entity: 'attendanceOverride',
          entityId: days.length === 1 ? `${days[0].empId} ${days[0].date}` : `${days.length} days`,
          action: 'delete',
          before: deleted.map((row) => ({ empId: days.find((d) => d.employeeId === row.employee_id)!.empId, date: row.attendance_date, session1: row.session1, session2: row.session2, remarks: row.remarks })),
        });
      });
      request.server.attendanceProcessor.nudge();
      return ok(null, OVERRIDE_MESSAGES.deleted);
    },
  );
}
