import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access.js';
import { forbidden } from '../../http/AppError.js';
import { ok } from '../../http/reply.js';
import { holdsInSession, type Right } from '../../auth/tenancy.js';
import type { Services } from '../../services.js';
import type { LeaveCalendarScope } from '../../../shared/leaveSpecialRecords.js';
import { leaveCalendarMonth } from './leaveCalendarMonth.js';
import { calendarQuery } from './specialSchemas.js';

/** Leave Admin → Leave Calendar Admin: who may read the organisation's calendar. */
export const ORGANIZATION_CALENDAR_RIGHT: Right = { path: '/leaveCalenderAdmin', verb: 'view' };

/**
 * The leave calendars (issue 11 §3, docs/leave-special.md): LeaveCalendar and leaveCalenderAdmin read one route. It
 * answers the caller's own and team's leaves to anyone signed in, the organisation's only to a
 * role holding Leave Calendar Admin (403 otherwise).
 */
export async function leaveCalendarRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;

  app.get<{ Querystring: { month: string; scope?: LeaveCalendarScope; department?: string } }>(
    '/api/leave/calendar',
    {
      config: { access: access.self },
      schema: { tags: ['Leave: calendar'], summary: "A month's pending and approved leave dates: the caller's own, their team's, or (Leave Calendar Admin) the organisation's", querystring: calendarQuery },
    },
    async (request) => {
      const auth = request.auth!;
      const scope = request.query.scope ?? 'mine';
      if (scope === 'organization' && !holdsInSession(auth, ORGANIZATION_CALENDAR_RIGHT)) throw forbidden("Only Leave Calendar Admin can read the organisation's leave calendar.");
      return ok(await leaveCalendarMonth(db, auth.organizationId, auth.employeeId, { ...request.query, scope }));
    },
  );

}
