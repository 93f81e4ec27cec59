import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { access } from '../http/access.js';
import { notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import type { Services } from '../services.js';
import { attendanceToday } from '../attendance/attendanceClock.js';
import { currentEmployee } from './currentEmployee.js';
import { chartLevel, chartPath } from './orgChartQuery.js';
import { empIdText, normalEmpId } from './lookups/employeeOption.js';

const tags = ['People'];
const empIdQuery = { type: 'object', additionalProperties: false, properties: { empId: empIdText } } as const;

/**
 * The organisation chart and a manager's team (issue 21 §4, docs/people.md). Every employee reads
 * the whole organisation's chart, one level at a time: names, designations, departments and counts.
 */
export async function orgChartRoutes(app: FastifyInstance, { db }: Services): Promise<void> {
  const currentMember = (organizationId: number, empId: string) =>
    db
      .selectFrom('employee as e')
      .innerJoin('employee_organization as eo', (join) => join.onRef('eo.employee_id', '=', 'e.id').on('eo.organization_id', '=', organizationId))
      .select(['e.id', 'e.emp_id'])
      .where('e.emp_id', '=', normalEmpId(empId))
      .where(currentEmployee('e'))
      .executeTakeFirst();

  app.get<{ Querystring: { empId?: string } }>(
    '/api/employee/org-chart',
    {
      config: { access: access.self },
      schema: { tags, summary: 'One level of the organisation chart: the tops (no empId) or the direct reportees of empId, each with childCount and photo (its file name, or null)', querystring: empIdQuery },
    },
    async (request) => {
      const organizationId = request.auth!.organizationId;
      if (!request.query.empId?.trim()) return ok(await chartLevel(db, organizationId, null));
      const parent = await currentMember(organizationId, request.query.empId);
      if (!parent) throw notFound('Employee not found');
      return ok(await chartLevel(db, organizationId, parent.id));
    },
  );

  app.get<{ Querystring: { empId: string } }>(
    '/api/employee/org-chart/path',
    {
      config: { access: access.self },
      schema: { tags, summary: "The Emp IDs from the chart's top down to empId: the levels to open to show someone found by search", querystring: { ...empIdQuery, required: ['empId'] } },
    },
    async (request) => {
      const organizationId = request.auth!.organizationId;
      const person = await currentMember(organizationId, request.query.empId);
      if (!person) throw notFound('Employee not found');
      return ok(await chartPath(db, organizationId, person.id));
    },
  );

  // The caller's direct reportees with today's attendance and leave (an employee without reportees reads an empty team).
  app.get('/api/employee/my-team', { config: { access: access.self }, schema: { tags, summary: "The caller's direct reportees with today's attendance status (first swipe) and leave today" } }, async (request) => {
    const { organizationId, employeeId } = request.auth!;
    const today = attendanceToday();
    const { rows } = await sql<{
      emp_id: string;
      first_name: string;
      last_name: string;
      designation: string;
      department: string;
      status_code: string | null;
      first_in: Date | null;
      leave_type: string | null;
      leave_status: string | null;
      leave_days: string | null;
    }>`
      SELECT e.emp_id, e.first_name, e.last_name, e.designation, e.department,
             d.status_code,
             (SELECT min(s.log_date_time) FROM swipe s WHERE s.organization_id = ${organizationId} AND s.employee_id = e.id AND s.attendance_date = ${today}::date) AS first_in,
             l.leave_type, l.status AS leave_status, l.days AS leave_days
      FROM employee e
      JOIN employee_organization eo ON eo.employee_id = e.id AND eo.organization_id = ${organizationId}
      LEFT JOIN attendance_day d ON d.organization_id = ${organizationId} AND d.employee_id = e.id AND d.attendance_date = ${today}::date
      LEFT JOIN LATERAL (
        SELECT a.leave_type, a.status, ld.days::text AS days
        FROM leave_application_day ld JOIN leave_application a ON a.id = ld.application_id AND a.organization_id = ld.organization_id
        WHERE ld.organization_id = ${organizationId} AND ld.employee_id = e.id AND ld.leave_date = ${today}::date AND a.status IN ('Pending', 'Approved', 'Partially Approved')
        ORDER BY a.status = 'Approved' DESC LIMIT 1
      ) l ON true
      WHERE e.reporting_manager_id = ${employeeId} AND ${currentEmployee('e')}
      ORDER BY e.first_name, e.last_name, e.emp_id`.execute(db);
    return ok({
      date: today,
      members: rows.map((row) => ({
        empId: row.emp_id,
        firstName: row.first_name,
        lastName: row.last_name,
        designation: row.designation,
        department: row.department,
        attendance: row.status_code ?? (row.first_in ? 'In' : 'Not in yet'),
        firstIn: row.first_in ? new Date(row.first_in).toISOString() : null,
        leave: row.leave_type ? { leaveType: row.leave_type, status: row.leave_status, days: Number(row.leave_days) } : null,
      })),
    });
  });
}
