import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { access } from '../http/access.js';
import { conflict } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import type { Services } from '../services.js';
import { attendanceDateOf, DEFAULT_DAY_RULE } from './attendanceDate.js';
import { attendanceNow, attendanceToday } from './attendanceClock.js';
import { employeeDayRules } from './employeeDayRules.js';
import { insertSwipes } from './insertSwipes.js';
import { signState, WEB_DEVICE } from './webSign.js';

/**
 * Spec 001 §7 "post employee signing (location, isSign); get employee sign": the web sign-in and
 * sign-out of the dashboard's Today's Attendance card, each a Web swipe In or Out (docs/swipes.md).
 */
export async function webSignRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;

  /** The attendance day a swipe now would count for, by the employee's shift. */
  const dayNow = async (organizationId: number, empId: string, now: Date) => {
    const rule = (await employeeDayRules(db, organizationId, [empId])).get(empId)?.dayRule ?? DEFAULT_DAY_RULE;
    return attendanceDateOf(now, rule);
  };

  app.get('/api/attendance/sign', { config: { access: access.self } }, async (request) => {
    const auth = request.auth!;
    return ok(await signState(db, auth.organizationId, auth.employeeId, await dayNow(auth.organizationId, auth.empId, new Date())));
  });

  app.post<{ Body: { isSign: boolean; location?: string | null } }>(
    '/api/attendance/sign',
    {
      config: { access: access.self },
      schema: {
        body: {
          type: 'object',
          required: ['isSign'],
          additionalProperties: false,
          properties: { isSign: { type: 'boolean', title: 'Sign In' }, location: { type: ['string', 'null'], title: 'Location', maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const { isSign, location } = request.body;
      // A device's resolution: whole seconds, so a double click within the second is the one swipe.
      const now = new Date(Math.floor(Date.now() / 1000) * 1000);
      const attendanceDate = await dayNow(auth.organizationId, auth.empId, now);
      const state = await db.transaction().execute(async (trx) => {
        // One sign at a time per employee: two tabs cannot both sign in.
        await sql`SELECT id FROM employee WHERE id = ${auth.employeeId} FOR UPDATE`.execute(trx);
        const before = await signState(trx, auth.organizationId, auth.employeeId, attendanceDate);
        if (isSign && before.signedIn) throw conflict('You have already signed in');
        if (!isSign && !before.signedIn) throw conflict('You have not signed in yet');
        const swipe = {
          employeeId: auth.employeeId,
          at: now,
          attendanceDate,
          deviceName: WEB_DEVICE,
          direction: isSign ? ('IN' as const) : ('OUT' as const),
          accessCardNo: null,
          doorAddress: location?.trim() || null,
        };
        if ((await insertSwipes(trx, auth.organizationId, [swipe], 'Web', attendanceToday())) === 0) throw conflict('A swipe at this time is already recorded');
        return signState(trx, auth.organizationId, auth.employeeId, attendanceDate);
      });
      const at = attendanceNow(DEFAULT_DAY_RULE.timeZone, now).slice(11, 16);
      return ok(state, isSign ? `Signed in successfully at ${at}` : `Signed out successfully at ${at}`);
    },
  );
}
