import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { recordAudit } from '../../audit/recordAudit.js';
import type { Db } from '../../db/database.js';
import { access } from '../../http/access.js';
import { AppError, badRequest } from '../../http/AppError.js';
import { ok } from '../../http/reply.js';
import type { Services } from '../../services.js';
import { addLopProblems, MAX_REMARKS, OVERRIDE_MESSAGES } from '../../../shared/attendanceOverride.js';
import { payrollMonthOf, type PayrollMonth } from '../../../shared/payrollMonth.js';
import { attendanceToday } from '../attendanceClock.js';
import { loadLockSetting } from '../loadLockSetting.js';
import { empIdField, employeeMonthOf, employeeMonthQuery, monthYearField, MUSTER_MENU, namedPayrollMonth, organizationEmployee, overrideTags } from './overrideRoutes.js';

/** A payroll month's LOP of one employee: the processed days' LOP plus the month's LOP entries (added + , reversed −). */
export async function lopCount(db: Db, organizationId: number, employeeId: number, month: PayrollMonth): Promise<number> {
  const { rows } = await sql<{ days: string | null }>`
    SELECT (SELECT coalesce(sum(lop_days), 0) FROM attendance_day
              WHERE organization_id = ${organizationId} AND employee_id = ${employeeId} AND attendance_date BETWEEN ${month.startDate}::date AND ${month.endDate}::date)
         + (SELECT coalesce(sum(lop_days), 0) FROM lop_entry
              WHERE organization_id = ${organizationId} AND employee_id = ${employeeId} AND payroll_month = ${month.startDate}::date) AS days`.execute(db);
  return Number(rows[0].days ?? 0);
}

interface AddLopBody {
  empId?: string | null;
  previousMonth?: string | null;
  oldLop?: number | string | null;
  lopReversal?: number | string | null;
  reason?: string;
}

const dayCount = (title: string) => ({ type: ['number', 'string', 'null'], title, maxLength: 20, minimum: -1000, maximum: 1000 });

/**
 * Add LOP (spec 001 §4/§5/§7, docs/attendance-overrides.md): the month's LOP count, and LOP added to
 * or reversed from a past payroll month as lop_entry rows (never an overwritten number), carried by
 * the open payroll month's run, with who and why, audited.
 */
export async function lopRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const tags = overrideTags;

  app.get<{ Querystring: { empId?: string; monthYear?: string } }>(
    '/api/attendance-muster/add-lop-count',
    {
      config: { access: access.menu(MUSTER_MENU, 'view') },
      schema: {
        tags,
        summary: "An employee's LOP in a payroll month: the processed days' LOP plus its LOP entries (data: [{ lopCount }])",
        querystring: employeeMonthQuery,
      },
    },
    async (request) => {
      const { organizationId } = request.auth!;
      const { month, employee } = await employeeMonthOf(db, organizationId, request.query);
      return ok([{ lopCount: await lopCount(db, organizationId, employee.id, month) }]);
    },
  );

  app.post<{ Body: AddLopBody }>(
    '/api/attendance-muster/add-lop',
    {
      config: { access: access.menu(MUSTER_MENU, 'add') },
      schema: {
        tags,
        summary: 'Add LOP days to, or reverse LOP days of, a past payroll month (empId, previousMonth MM-YYYY, oldLop, lopReversal)',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            empId: { ...empIdField, type: ['string', 'null'] },
            previousMonth: { ...monthYearField, type: ['string', 'null'] },
            oldLop: dayCount('LOP Days'),
            lopReversal: dayCount('LOP Reversal Days'),
            reason: { type: 'string', title: 'Reason', maxLength: MAX_REMARKS },
          },
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const body = request.body;
      const input = { empId: body.empId ?? null, previousMonth: body.previousMonth ?? null, oldLop: body.oldLop ?? null, lopReversal: body.lopReversal ?? null };
      const today = attendanceToday();
      const { payrollStartDay } = await loadLockSetting(db, auth.organizationId);
      const refuse = (problems: Partial<Record<string, string>>) => {
        const fields = Object.entries(problems).map(([field, message]) => ({ field, message: message! }));
        if (fields.length > 0) throw badRequest(fields[0].message, fields);
      };
      refuse(addLopProblems(input, today, null, payrollStartDay));
      const employee = await organizationEmployee(db, auth.organizationId, input.empId!);
      const month = await namedPayrollMonth(db, auth.organizationId, input.previousMonth!);
      const added = Number(input.oldLop);
      const reversed = Number(input.lopReversal ?? 0);
      const appliedIn = payrollMonthOf(today, payrollStartDay).startDate;
      const entries = await db.transaction().execute(async (trx) => {
        // One writer per employee at a time: the reversal is checked against the count it changes.
        await trx.selectFrom('employee').select('id').where('id', '=', employee.id).forUpdate().execute();
        const count = await lopCount(trx, auth.organizationId, employee.id, month);
        refuse(addLopProblems(input, today, count, payrollStartDay));
        const rows = [
          ...(added > 0 ? [{ lop_days: added, source: 'addLop' as const, reason: body.reason?.trim() || 'LOP added from the muster' }] : []),
          ...(reversed > 0 ? [{ lop_days: -reversed, source: 'lopReversal' as const, reason: body.reason?.trim() || 'LOP reversed from the muster' }] : []),
        ].map((row) => ({ ...row, organization_id: auth.organizationId, employee_id: employee.id, payroll_month: month.startDate, applied_in: appliedIn, created_by: auth.empId }));
        const written = await trx.insertInto('lop_entry').values(rows).returning(['id', 'lop_days', 'source']).execute();
        await recordAudit(trx, auth, {
          entity: 'lopEntry',
          entityId: `${employee.empId} ${input.previousMonth}`,
          action: 'create',
          before: { lopCount: count },
          after: { empId: employee.empId, previousMonth: input.previousMonth, oldLop: added, lopReversal: reversed, appliedIn, entries: written.map((w) => ({ id: w.id, lopDays: Number(w.lop_days), source: w.source })) },
        });
        return written;
      });
      if (entries.length === 0) throw new AppError(500, OVERRIDE_MESSAGES.lopFailed);
      reply.status(201);
      return ok(entries.map((e) => ({ id: Number(e.id), lopDays: Number(e.lop_days), source: e.source })), OVERRIDE_MESSAGES.lopAdded);
    },
  );
}

