import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access.js';
import { ok } from '../../http/reply.js';
import { monthYearText, shortText } from '../../http/schemaParts.js';
import { owns } from '../../auth/tenancy.js';
import type { Services } from '../../services.js';
import { attendanceToday } from '../attendanceClock.js';
import { loadAttendanceDay } from './loadAttendanceDay.js';
import { loadAttendanceMonth } from './loadAttendanceMonth.js';
import { readableEmployee } from './readableEmployee.js';

const yearMonth = monthYearText();
const empId = shortText('Employee ID', 50);

/**
 * The attendance read APIs (issue 10 §4): the month of spec 000 §3 and one day's details. Both are
 * self routes with the extra rules of readableEmployee (own, direct reportee, Attendance Info);
 * another organisation's employee is a 404 through `owns`.
 */
export async function calendarRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, workers } = services;
  const config = { access: access.self, owns: [owns('employee', 'query', 'empId')] };

  app.get<{ Querystring: { empId?: string; yearMonth?: string } }>(
    '/api/attendance/calendar',
    { config, schema: { querystring: { type: 'object', additionalProperties: false, properties: { empId, yearMonth } } } },
    async (request) => {
      const auth = request.auth!;
      const subject = await readableEmployee(db, auth, request.query.empId);
      return ok(await loadAttendanceMonth(db, auth.organizationId, subject, request.query.yearMonth, attendanceToday()));
    },
  );

  app.get<{ Querystring: { empId?: string; date: string } }>(
    '/api/attendance/day',
    {
      config,
      schema: { querystring: { type: 'object', additionalProperties: false, required: ['date'], properties: { empId, date: { type: 'string', format: 'date', title: 'Date' } } } },
    },
    async (request) => {
      const auth = request.auth!;
      const subject = await readableEmployee(db, auth, request.query.empId);
      return ok(await loadAttendanceDay(db, workers, auth.organizationId, subject, request.query.date));
    },
  );
}
