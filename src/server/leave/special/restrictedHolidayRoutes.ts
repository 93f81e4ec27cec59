import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access.js';
import { ok } from '../../http/reply.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import type { Services } from '../../services.js';
import { leaveYearOf } from '../../../shared/leaveRecords.js';
import { restrictedHolidayYear } from './restrictedHolidayYear.js';
import { yearQuery } from './specialSchemas.js';

/**
 * restrictedHolidayApply's read (issue 11 §3, docs/leave-special.md); applying is the leave apply
 * route with type RH.
 */
export async function restrictedHolidayRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;

  app.get<{ Querystring: { year?: number } }>(
    '/api/leave/restricted-holidays',
    {
      config: { access: access.self },
      schema: { tags: ['Leave: restricted holidays'], summary: "The year's restricted holidays of the caller's state and location, with the RH quota and what is left", querystring: yearQuery },
    },
    async (request) => {
      const auth = request.auth!;
      const year = request.query.year ?? leaveYearOf(attendanceToday());
      return ok(await restrictedHolidayYear(db, auth.organizationId, auth.employeeId, year));
    },
  );
}
