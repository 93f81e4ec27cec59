import type { FastifyInstance } from 'fastify';
import { attendanceToday } from '../attendance/attendanceClock.js';
import { markAttendanceDirty } from '../attendance/markAttendanceDirty.js';
import type { AuthContext } from '../auth/AuthContext.js';
import { recordAudit } from '../audit/recordAudit.js';
import type { Db } from '../db/database.js';
import { access } from '../http/access.js';
import { badRequest, conflict, notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import type { Services } from '../services.js';
import { defaultWeekendWeeks, monthEndOf, monthOfStart, monthStartOf, type WeekendWeek } from '../../shared/weekendPolicy.js';
import { weekendPolicyOf, type WeekendPolicyBody } from './weekendPolicyBody.js';

export const WEEKEND_POLICY_PATH = '/adminAttendance/weekendPolicy';
const URL = '/api/attendance-weekend-policy';

const dates = (title: string) => ({ type: 'array', title, maxItems: 6, items: { type: 'string', maxLength: 10 } });
const statuses = (title: string) => ({ type: 'array', title, maxItems: 6, items: { type: 'string', maxLength: 10 } });
const body = {
  type: 'object',
  additionalProperties: false,
  required: ['month'],
  properties: {
    month: { type: 'string', title: 'Month', description: 'MM-YYYY', maxLength: 7 },
    satDate: dates('Saturdays (yyyy-MM-dd)'),
    satStatus: statuses('Saturday statuses (Off or Working)'),
    sunDate: dates('Sundays (yyyy-MM-dd)'),
    sunStatus: statuses('Sunday statuses (Off)'),
  },
};
const monthQuery = (required: boolean) => ({
  type: 'object',
  ...(required ? { required: ['month'] } : {}),
  properties: { month: { type: 'string', title: 'Month', description: 'MM-YYYY', maxLength: 7 } },
});
const tags = ['Weekend policy'];

interface PolicyAnswer {
  id: number | null;
  month: string;
  weeks: WeekendWeek[];
  /** True when the month has no policy of its own and the organisation default answers. */
  isDefault: boolean;
}

const answerOf = (row: { id: number; month_start: string; weeks: WeekendWeek[] }): PolicyAnswer => ({ id: row.id, month: monthOfStart(row.month_start), weeks: row.weeks, isDefault: false });

/**
 * Spec 001 §7 weekend policy, one per organisation and month (docs/shifts-and-weekends.md): the list
 * (or one month, its default when it has none), add and update. A change marks every employee's
 * days of that month up to today for the attendance processor.
 */
export async function weekendPolicyRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const policyRow = (trx: Db, organizationId: number, monthStart: string) =>
    trx.selectFrom('weekend_policy').select(['id', 'month_start', 'weeks', 'version']).where('organization_id', '=', organizationId).where('month_start', '=', monthStart).executeTakeFirst();

  app.get<{ Querystring: { month?: string } }>(URL, { config: { access: access.menu(WEEKEND_POLICY_PATH, 'view') }, schema: { tags, querystring: monthQuery(false) } }, async (request) => {
    const auth = request.auth!;
    if (request.query.month !== undefined) {
      const monthStart = monthStartOf(request.query.month);
      if (!monthStart) throw badRequest('Month must be a month MM-YYYY', [{ field: 'month', message: 'Month must be a month MM-YYYY' }]);
      const row = await policyRow(db, auth.organizationId, monthStart);
      return ok(row ? answerOf(row) : { id: null, month: request.query.month, weeks: defaultWeekendWeeks(monthStart), isDefault: true });
    }
    const rows = await db.selectFrom('weekend_policy').select(['id', 'month_start', 'weeks']).where('organization_id', '=', auth.organizationId).orderBy('month_start', 'desc').execute();
    return ok(rows.map(answerOf));
  });

  /** Stores the month's weeks, audits and marks the month dirty, in one transaction. */
  const save = (auth: AuthContext, monthStart: string, weeks: WeekendWeek[], existing: 'new' | 'existing') =>
    db.transaction().execute(async (trx) => {
      const before = await policyRow(trx, auth.organizationId, monthStart);
      const month = monthOfStart(monthStart);
      if (existing === 'new' && before) throw conflict(`A weekend policy for ${month} already exists. Edit it instead.`);
      if (existing === 'existing' && !before) throw notFound(`There is no weekend policy for ${month}`);
      const values = { weeks: JSON.stringify(weeks), updated_by: auth.empId, updated_at: new Date() };
      const row = before
        ? await trx.updateTable('weekend_policy').set({ ...values, version: before.version + 1 }).where('organization_id', '=', auth.organizationId).where('id', '=', before.id).returning(['id', 'month_start', 'weeks']).executeTakeFirstOrThrow()
        : await trx.insertInto('weekend_policy').values({ ...values, organization_id: auth.organizationId, month_start: monthStart, created_by: auth.empId }).returning(['id', 'month_start', 'weeks']).executeTakeFirstOrThrow();
      await recordAudit(trx, auth, { entity: 'weekendPolicy', entityId: row.id, action: before ? 'update' : 'create', before: before ? answerOf(before) : undefined, after: answerOf(row) });
      const today = attendanceToday();
      const monthEnd = monthEndOf(monthStart);
      if (monthStart <= today) await markAttendanceDirty(trx, auth.organizationId, { from: monthStart, to: monthEnd < today ? monthEnd : today });
      return answerOf(row);
    });

  app.post<{ Body: WeekendPolicyBody }>(URL, { config: { access: access.menu(WEEKEND_POLICY_PATH, 'add') }, schema: { tags, body } }, async (request, reply) => {
    const { monthStart, weeks } = weekendPolicyOf(request.body);
    return reply.status(201).send(ok(await save(request.auth!, monthStart, weeks, 'new'), 'Added Successfully!'));
  });

  app.put<{ Querystring: { month: string }; Body: WeekendPolicyBody }>(
    URL,
    { config: { access: access.menu(WEEKEND_POLICY_PATH, 'edit') }, schema: { tags, querystring: monthQuery(true), body } },
    async (request) => {
      if (request.body.month !== undefined && request.body.month !== request.query.month) {
        throw badRequest('The month of the body must be the month of the address', [{ field: 'month', message: 'Month does not match the address' }]);
      }
      const { monthStart, weeks } = weekendPolicyOf({ ...request.body, month: request.query.month });
      return ok(await save(request.auth!, monthStart, weeks, 'existing'), 'Updated Successfully!');
    },
  );
}
