import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { exportCell } from '../../../shared/exportCell.js';
import { limitMessages, MAX_EXPORT_ROWS } from '../../../shared/heavyWorkLimits.js';
import { MAX_LEAVE_YEAR, MIN_LEAVE_YEAR } from '../../../shared/leaveBalanceSheet.js';
import { leaveYearOf, type LeaveBalanceRow } from '../../../shared/leaveRecords.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import { access } from '../../http/access.js';
import { badRequest, notFound } from '../../http/AppError.js';
import { shortText } from '../../http/schemaParts.js';
import type { Services } from '../../services.js';
import { exportFormatOf, sendExport } from '../../work/sendExport.js';
import { loadLeaveBalances } from '../ledger/loadLeaveBalances.js';
import { loadLeaveTypes } from '../leaveTypes.js';
import { IMPORT_MENU } from './balanceImportRoutes.js';
import { encashableDays } from './encashableDays.js';

/** HR's balance screen: the full-and-final export sits beside each employee's balances. */
const BALANCE_MENU = '/employeeLeaveBalance';
/** Employees per page of the export: one balance query each. */
const PAGE = 500;

const yearProperty = { type: 'integer', title: 'Year', minimum: MIN_LEAVE_YEAR, maximum: MAX_LEAVE_YEAR } as const;
const formatProperty = { type: 'string', title: 'Format', enum: ['xlsx', 'csv'] } as const;

const BALANCE_HEADERS = ['Emp ID', 'Employee Name', 'Leave Type', 'Leave Name', 'Year', 'Opening', 'Accrued', 'Granted', 'Carried Forward', 'Comp Off', 'Adjusted', 'Encashed', 'Lapsed', 'Availed', 'Pending', 'Balance'];
const balanceCells = (empId: string, name: string, b: LeaveBalanceRow) => [
  empId,
  name,
  b.leaveType,
  b.leaveName,
  b.leaveYear,
  b.byKind.opening ?? 0,
  b.byKind.accrual ?? 0,
  b.byKind.grant ?? 0,
  b.byKind.carryForward ?? 0,
  b.byKind.compOff ?? 0,
  b.byKind.adjustment ?? 0,
  -(b.byKind.encashment ?? 0),
  -(b.byKind.lapse ?? 0),
  b.availed,
  b.pending,
  b.balance,
];
/** A type the employee has any entry or pending day of: the rows an export lists. */
const held = (b: LeaveBalanceRow) => Object.keys(b.byKind).length > 0 || b.pending > 0;

/**
 * Balance exports (issue 11 §2): every employee's balances for a year, and one leaver's balances
 * for full and final settlement with the encashable part of each type. Both are built in the
 * worker pool, their cells escaped, the year's rows read in pages of employees.
 */
export async function balanceExportRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, workers } = services;
  const tags = ['Leave balance import'];

  app.get<{ Querystring: { year?: number; format?: 'xlsx' | 'csv' } }>(
    '/api/leave/balance/export',
    {
      config: { access: access.menu(IMPORT_MENU, 'view') },
      schema: {
        tags,
        summary: "Every employee's balances for a year (default this year), one row per type held",
        querystring: { type: 'object', properties: { year: yearProperty, format: formatProperty }, additionalProperties: false },
      },
    },
    async (request, reply) => {
      const organizationId = request.auth!.organizationId;
      const format = exportFormatOf(request.query.format, ['xlsx', 'csv']);
      const year = request.query.year ?? leaveYearOf(attendanceToday());
      const { count } = await db
        .selectFrom('leave_ledger')
        .select(sql<string>`count(DISTINCT (employee_id, leave_type))`.as('count'))
        .where('organization_id', '=', organizationId)
        .where('leave_year', '=', year)
        .executeTakeFirstOrThrow();
      if (Number(count) > MAX_EXPORT_ROWS) throw badRequest(limitMessages.exportTooLarge(Number(count)));
      async function* pages() {
        let after = 0;
        for (;;) {
          const { rows: people } = await sql<{ id: number; emp_id: string; name: string }>`
            SELECT e.id, e.emp_id, e.first_name || ' ' || e.last_name AS name FROM employee e
            WHERE e.id > ${after}
              AND EXISTS (SELECT 1 FROM leave_ledger l WHERE l.organization_id = ${organizationId} AND l.employee_id = e.id AND l.leave_year = ${year})
            ORDER BY e.id LIMIT ${PAGE}`.execute(db);
          if (people.length === 0) return;
          const balances = await loadLeaveBalances(db, organizationId, people.map((p) => p.id), year);
          yield people.flatMap((p) => (balances.get(p.id) ?? []).filter(held).map((b) => balanceCells(p.emp_id, p.name, b).map((cell) => exportCell(cell))));
          after = people[people.length - 1].id;
        }
      }
      return sendExport(workers, request, reply, { format, title: `Leave balances ${year}`, fileName: `leave-balances-${year}.${format}`, headers: BALANCE_HEADERS, pages: pages() });
    },
  );

  app.get<{ Querystring: { empId: string; year?: number; format?: 'xlsx' | 'csv' } }>(
    '/api/employee/leave/exportForF&F',
    {
      config: { access: access.menu(BALANCE_MENU, 'view') },
      schema: {
        tags,
        summary: "A leaver's balances for full and final settlement: per type the balance and its encashable part (the type's encashable cap)",
        querystring: { type: 'object', required: ['empId'], properties: { empId: shortText('Emp ID', 50), year: yearProperty, format: formatProperty }, additionalProperties: false },
      },
    },
    async (request, reply) => {
      const organizationId = request.auth!.organizationId;
      const format = exportFormatOf(request.query.format, ['xlsx', 'csv']);
      const year = request.query.year ?? leaveYearOf(attendanceToday());
      const empId = request.query.empId.trim().toUpperCase();
      const person = await db
        .selectFrom('employee as e')
        .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
        .select(['e.id', 'e.emp_id', sql<string>`e.first_name || ' ' || e.last_name`.as('name')])
        .where('eo.organization_id', '=', organizationId)
        .where(sql`upper(e.emp_id)`, '=', empId)
        .executeTakeFirst();
      if (!person) throw notFound('Employee not found');
      const [balances, types] = await Promise.all([loadLeaveBalances(db, organizationId, [person.id], year), loadLeaveTypes(db, organizationId)]);
      async function* rows() {
        yield (balances.get(person!.id) ?? []).filter(held).map((b) => {
          const cap = types.get(b.leaveType)?.encashableCap ?? 0;
          const encashable = encashableDays(b.balance, cap);
          return [person!.emp_id, person!.name, b.leaveType, b.leaveName, year, b.balance, b.pending, cap, encashable, Math.round((b.balance - encashable) * 100) / 100].map((cell) => exportCell(cell));
        });
      }
      const headers = ['Emp ID', 'Employee Name', 'Leave Type', 'Leave Name', 'Year', 'Balance', 'Pending', 'Encashable Cap', 'Encashable Days', 'Not Encashable'];
      return sendExport(workers, request, reply, { format, title: `Full and final ${person.emp_id}`, fileName: `full-and-final-${person.emp_id}-${year}.${format}`.replace(/[^\w.-]+/g, '_'), headers, pages: rows() });
    },
  );
}
