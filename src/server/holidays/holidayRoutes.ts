import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import { attendanceToday } from '../attendance/attendanceClock.js';
import { markAttendanceDirty } from '../attendance/markAttendanceDirty.js';
import { recordAudit } from '../audit/recordAudit.js';
import { access } from '../http/access.js';
import { badRequest, conflict, notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { databaseId, idParams, shortText } from '../http/schemaParts.js';
import { owns } from '../auth/tenancy.js';
import type { Services } from '../services.js';
import { holidayApplies } from '../../shared/holidayApplies.js';
import { holidayBodySchema, readHolidayBody, type HolidayBody, type HolidayInput } from './holidayInput.js';
import { resolvePlaces, workPlaceOf } from './holidayPlaces.js';
import type { HolidayRecord } from '../../shared/holidayRecord.js';
import { HOLIDAY_COLUMNS, toHolidayRecord } from './holidayRecord.js';
import { storeHolidayAttachment } from './storeHolidayAttachment.js';

interface ListQuery {
  month?: string;
  state?: string;
  location?: string;
  type?: string;
}

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    month: { type: 'string', title: 'Month', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', 'x-pattern-message': 'Month must be yyyy-MM' },
    state: shortText('State', 100),
    location: shortText('Location', 100),
    type: { type: 'string', title: 'Type', enum: ['Yes', 'No', 'yes', 'no', 'YES', 'NO'] },
  },
} as const;

/** How many upcoming holidays the dashboard card lists. */
const UPCOMING_COUNT = 5;

const readers = access.menu('/empHolidays', 'view');

/**
 * Spec 002 §2, §3, §7 holidays (docs/holidays.md): every employee reads the organisation's holiday
 * calendar; the holiday admin roles add, edit and delete. A change marks the holiday's date for
 * recomputation for every employee of the organisation, when that date is not in the future.
 */
export async function holidayRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;

  app.get<{ Querystring: ListQuery }>(
    '/api/holidays/all-holidays',
    { config: { access: readers }, schema: { querystring: listQuerySchema } },
    async (request) => ok(await listHolidays(db, request.auth!.organizationId, request.query)),
  );

  app.get(
    '/api/holidays/upcoming',
    { config: { access: access.self } },
    async (request) => {
      const auth = request.auth!;
      const place = await workPlaceOf(db, auth.organizationId, auth.employeeId);
      const ahead = await db
        .selectFrom('holiday')
        .select(HOLIDAY_COLUMNS)
        .where('organization_id', '=', auth.organizationId)
        .where('status', '=', 'Active')
        .where('holiday_date', '>=', attendanceToday())
        .orderBy('holiday_date')
        .orderBy('occasion')
        .limit(500)
        .execute();
      const records = ahead.map(toHolidayRecord);
      return ok(records.filter((holiday) => holidayApplies(holiday, place)).slice(0, UPCOMING_COUNT));
    },
  );

  // The screens that start from the employee's own holidays read where they work.
  app.get('/api/holidays/work-place', { config: { access: access.self } }, async (request) =>
    ok(await workPlaceOf(db, request.auth!.organizationId, request.auth!.employeeId)),
  );

  app.post<{ Body: HolidayBody }>(
    '/api/holidays/admin-holidays',
    { config: { access: access.menu('/adminHolidays', 'add') }, schema: { body: holidayBodySchema } },
    async (request) => {
      const auth = request.auth!;
      const input = await checkedInput(db, auth.organizationId, request.body);
      const record = await db.transaction().execute(async (trx) => {
        await refuseDuplicate(trx, auth.organizationId, input);
        const file = await storeHolidayAttachment(trx, auth.organizationId, input.file, null);
        const row = await trx
          .insertInto('holiday')
          .values({ organization_id: auth.organizationId, ...columnsOf(input), file, created_by: auth.empId, updated_by: auth.empId })
          .returning(HOLIDAY_COLUMNS)
          .executeTakeFirstOrThrow();
        const created = toHolidayRecord(row);
        await markDatesDirty(trx, auth.organizationId, [created.date]);
        await recordAudit(trx, auth, { entity: 'holiday', entityId: created.id, action: 'create', after: created });
        return created;
      });
      return ok(record, 'Holiday added successfully');
    },
  );

  app.put<{ Querystring: { id: number }; Body: HolidayBody }>(
    '/api/holidays',
    {
      config: { access: access.menu('/adminHolidays', 'edit'), owns: [owns('holiday', 'query', 'id')] },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id: { ...databaseId, title: 'ID' } } }, body: holidayBodySchema },
    },
    async (request) => {
      const auth = request.auth!;
      const input = await checkedInput(db, auth.organizationId, request.body);
      const record = await db.transaction().execute(async (trx) => {
        const before = await currentHoliday(trx, auth, request.query.id);
        await refuseDuplicate(trx, auth.organizationId, input, before.id);
        const file = await storeHolidayAttachment(trx, auth.organizationId, input.file, before.file);
        const row = await trx
          .updateTable('holiday')
          .set({ ...columnsOf(input), file, updated_by: auth.empId, updated_at: new Date(), version: sql<number>`version + 1` })
          .where('organization_id', '=', auth.organizationId)
          .where('id', '=', before.id)
          .returning(HOLIDAY_COLUMNS)
          .executeTakeFirstOrThrow();
        const after = toHolidayRecord(row);
        await markDatesDirty(trx, auth.organizationId, [before.date, after.date]);
        await recordAudit(trx, auth, { entity: 'holiday', entityId: after.id, action: 'update', before, after });
        return after;
      });
      return ok(record, 'Holiday updated successfully');
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/holidays/:id',
    { config: { access: access.menu('/adminHolidays', 'delete'), owns: [owns('holiday', 'params', 'id')] }, schema: { params: idParams('id') } },
    async (request) => {
      const auth = request.auth!;
      await db.transaction().execute(async (trx) => {
        const before = await currentHoliday(trx, auth, request.params.id);
        await trx.deleteFrom('holiday').where('organization_id', '=', auth.organizationId).where('id', '=', before.id).execute();
        await markDatesDirty(trx, auth.organizationId, [before.date]);
        await recordAudit(trx, auth, { entity: 'holiday', entityId: before.id, action: 'delete', before });
      });
      return ok(null, 'Holiday deleted successfully');
    },
  );
}

/** The organisation's holidays matching the calendar's filters, in date order. */
async function listHolidays(db: Db, organizationId: number, query: ListQuery): Promise<HolidayRecord[]> {
  let select = db.selectFrom('holiday').select(HOLIDAY_COLUMNS).where('organization_id', '=', organizationId).where('status', '=', 'Active');
  if (query.month) {
    const first = `${query.month}-01`;
    select = select.where('holiday_date', '>=', first).where(sql<boolean>`holiday_date < (${first}::date + interval '1 month')`);
  }
  if (query.state) {
    select = select.where(sql<boolean>`(all_state OR EXISTS (SELECT 1 FROM jsonb_array_elements(state_list) s WHERE lower(s->>'name') = lower(${query.state.trim()})))`);
  }
  if (query.location) {
    select = select.where(sql<boolean>`(all_location OR EXISTS (SELECT 1 FROM jsonb_array_elements(location_list) l WHERE lower(l->>'name') = lower(${query.location.trim()})))`);
  }
  if (query.type) {
    const restricted = query.type.toLowerCase() === 'yes';
    select = select.where(sql<boolean>`(lower(btrim(restricted_holiday)) = 'yes') = ${restricted}`);
  }
  return (await select.orderBy('holiday_date').orderBy('occasion').limit(2000).execute()).map(toHolidayRecord);
}

/** The body after the schema: the rules it cannot say, and its states and locations checked against what exists. */
async function checkedInput(db: Db, organizationId: number, body: HolidayBody): Promise<HolidayInput & { places: Awaited<ReturnType<typeof resolvePlaces>> }> {
  const { input, errors } = readHolidayBody(body);
  const places = await resolvePlaces(db, organizationId, input.stateList, input.locationList);
  const all = [...errors, ...places.errors];
  if (all.length > 0) throw badRequest(all[0].message, all);
  return { ...input, places };
}

function columnsOf(input: Awaited<ReturnType<typeof checkedInput>>) {
  return {
    occasion: input.occasion,
    holiday_date: input.date,
    discription: input.discription,
    restricted_holiday: input.restrictedHoliday,
    all_state: input.allState,
    all_location: input.allLocation,
    state_list: JSON.stringify(input.places.stateList),
    location_list: JSON.stringify(input.places.locationList),
  };
}

async function refuseDuplicate(trx: Db, organizationId: number, input: HolidayInput, exceptId?: number): Promise<void> {
  let query = trx
    .selectFrom('holiday')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('holiday_date', '=', input.date)
    .where(sql<boolean>`lower(btrim(occasion)) = lower(${input.occasion})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`A holiday '${input.occasion}' on ${input.date} already exists`);
}

async function currentHoliday(trx: Db, auth: AuthContext, id: number): Promise<HolidayRecord> {
  const row = await trx.selectFrom('holiday').select(HOLIDAY_COLUMNS).where('organization_id', '=', auth.organizationId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound('Holiday not found');
  return toHolidayRecord(row);
}

/** A holiday changes the day of every employee of the organisation on its date; future days are computed when they come. */
async function markDatesDirty(trx: Db, organizationId: number, dates: string[]): Promise<void> {
  const today = attendanceToday();
  for (const date of new Set(dates)) {
    if (date <= today) await markAttendanceDirty(trx, organizationId, { from: date, to: date });
  }
}
