import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Services } from '../services.js';
import type { Db } from '../db/database.js';
import type { AuthContext } from '../auth/AuthContext.js';
import { holdsInSession } from '../auth/tenancy.js';
import { access } from '../http/access.js';
import { badRequest, forbidden, notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { recordAudit } from '../audit/recordAudit.js';
import { idParams } from '../http/schemaParts.js';
import { cleanRichText } from '../http/richText.js';
import { personName } from '../../shared/personName.js';
import { EVENT_CATEGORIES, EVENT_MESSAGES, EVENT_TYPES, eventProblems, type EventDraft } from '../../shared/eventRules.js';

const BASE = '/api/events';
/** The Manage Events screen: its holders write events and read every event of the organisation. */
export const EVENTS_ADMIN = '/adminEvents';
const MONTH = { type: 'string', title: 'Month', pattern: '^(19|20)[0-9]{2}-(0[1-9]|1[0-2])$', 'x-pattern-message': 'Month must be yyyy-MM, e.g. 2026-11' } as const;
const YEAR = { type: 'string', title: 'Year', pattern: '^(19|20)[0-9]{2}$', 'x-pattern-message': 'Year must be four digits, e.g. 2026' } as const;
const TIME = { type: 'string', title: 'Time', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', 'x-pattern-message': 'Time must be HH:mm' } as const;

const eventBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', title: 'Title', maxLength: 120 },
    category: { type: 'string', title: 'Category', enum: EVENT_CATEGORIES },
    eventType: { type: 'string', title: 'Event Type', enum: EVENT_TYPES },
    departments: { type: 'array', title: 'Departments', maxItems: 100, items: { type: 'string', title: 'Department', minLength: 1, maxLength: 100 } },
    description: { type: 'string', title: 'Description', maxLength: 20000 },
    location: { type: 'string', title: 'Location', maxLength: 200 },
    startDate: { type: 'string', format: 'date', title: 'Start Date' },
    endDate: { type: 'string', format: 'date', title: 'End Date' },
    startTime: { anyOf: [TIME, { type: 'string', maxLength: 0 }] },
    endTime: { anyOf: [TIME, { type: 'string', maxLength: 0 }] },
    attendees: { type: 'array', title: 'Attendees', maxItems: 500, items: { type: 'string', title: 'Employee ID', minLength: 1, maxLength: 20 } },
  },
} as const;

/** The month [first, last] of yyyy-MM or the year of YYYY. */
const rangeOf = (month?: string, year?: string): [string, string] | undefined => {
  if (month) {
    const [y, m] = month.split('-').map(Number);
    return [`${month}-01`, `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`];
  }
  return year ? [`${year}-01-01`, `${year}-12-31`] : undefined;
};

/** The employee of the organisation by Emp ID, with their department (404 for none). */
async function employeeOf(db: Db, organizationId: number, empId: string) {
  const employee = await db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
    .select(['e.id', 'e.emp_id', 'e.department'])
    .where('eo.organization_id', '=', organizationId)
    .where('e.emp_id', '=', empId.trim().toUpperCase())
    .executeTakeFirst();
  if (!employee) throw notFound('Employee not found');
  return employee;
}

interface Filters {
  /** Whose view: only the events shown to this employee (all of them, when undefined). */
  viewer?: { id: number; department: string };
  category?: string;
  eventType?: string;
  range?: [string, string];
  id?: number;
}

/** The organisation's events with the filters, ordered by start, with their attendees. */
async function eventsWhere(db: Db, organizationId: number, filters: Filters) {
  const rows = await db
    .selectFrom('org_event as v')
    .selectAll('v')
    .where('v.organization_id', '=', organizationId)
    .$if(filters.id !== undefined, (q) => q.where('v.id', '=', filters.id!))
    .$if(filters.category !== undefined, (q) => q.where('v.category', '=', filters.category!))
    .$if(filters.eventType !== undefined, (q) => q.where('v.event_type', '=', filters.eventType! as EventDraft['eventType']))
    .$if(filters.range !== undefined, (q) => q.where('v.start_date', '<=', filters.range![1]).where('v.end_date', '>=', filters.range![0]))
    .$if(filters.viewer !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('v.event_type', '=', 'All Employees'),
          sql<SqlBool>`${filters.viewer!.department} = ANY(v.departments)` as Expression<SqlBool>,
          eb.exists(eb.selectFrom('org_event_attendee as a').select('a.event_id').whereRef('a.event_id', '=', 'v.id').where('a.employee_id', '=', filters.viewer!.id)),
        ]),
      ),
    )
    .orderBy('v.start_date')
    .orderBy('v.id')
    .limit(500)
    .execute();
  const attendees = rows.length
    ? await db
        .selectFrom('org_event_attendee as a')
        .innerJoin('employee as e', 'e.id', 'a.employee_id')
        .select(['a.event_id', 'e.emp_id', 'e.first_name', 'e.last_name'])
        .where('a.event_id', 'in', rows.map((row) => row.id))
        .orderBy('e.emp_id')
        .execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    key: String(row.id),
    title: row.title,
    category: row.category,
    eventType: row.event_type,
    departments: row.departments,
    description: row.description,
    location: row.location,
    startDate: row.start_date,
    endDate: row.end_date,
    startTime: row.start_time ?? '',
    endTime: row.end_time ?? '',
    version: row.version,
    attendees: attendees.filter((a) => a.event_id === row.id).map((a) => ({ empId: a.emp_id, name: personName(a.first_name, a.last_name) })),
  }));
}

/** What the audit trail keeps of an event (docs/recognition-and-events.md): its fields, attendees by Emp ID; undefined when it is not there. */
async function auditedEvent(db: Db, organizationId: number, id: number) {
  const [event] = await eventsWhere(db, organizationId, { id });
  if (!event) return undefined;
  const { id: _id, key: _key, version: _version, attendees, ...fields } = event;
  return { ...fields, attendees: attendees.map((attendee) => attendee.empId) };
}

/** Whose events a read shows: the caller's own, another's only for a Manage Events holder; a holder without `employee` sees all. */
async function viewerOf(db: Db, auth: AuthContext, employee?: string): Promise<Filters['viewer']> {
  const admin = holdsInSession(auth, { path: EVENTS_ADMIN, verb: 'view' });
  if (employee && employee.trim().toUpperCase() !== auth.empId) {
    if (!admin) throw forbidden('You can see only the events shown to you.');
    return employeeOf(db, auth.organizationId, employee);
  }
  if (admin && !employee) return undefined;
  return employeeOf(db, auth.organizationId, auth.empId);
}

async function checkedDraft(db: Db, auth: AuthContext, body: Partial<EventDraft>) {
  const problems = eventProblems(body);
  if (problems.length) throw badRequest(problems[0].message, problems);
  const attendeeIds = [...new Set((body.attendees ?? []).map((empId) => empId.trim().toUpperCase()))];
  const found = attendeeIds.length
    ? await db
        .selectFrom('employee as e')
        .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
        .select(['e.id', 'e.emp_id'])
        .where('eo.organization_id', '=', auth.organizationId)
        .where('e.status', '=', 'Active')
        .where('e.emp_id', 'in', attendeeIds)
        .execute()
    : [];
  const unknown = attendeeIds.filter((empId) => !found.some((row) => row.emp_id === empId));
  if (unknown.length) throw badRequest(`${unknown.join(', ')} ${unknown.length > 1 ? 'are not active employees' : 'is not an active employee'}`, [{ field: 'attendees', message: 'Choose active employees' }]);
  return {
    values: {
      title: body.title!.trim(),
      category: body.category ?? 'Other',
      event_type: body.eventType ?? 'All Employees',
      departments: body.eventType === 'Departments' ? [...new Set(body.departments ?? [])] : [],
      description: cleanRichText(body.description ?? ''),
      location: body.location?.trim() ?? '',
      start_date: body.startDate!,
      end_date: body.endDate!,
      start_time: body.startTime || null,
      end_time: body.endTime || null,
    },
    attendeeIds: found.map((row) => row.id),
  };
}

/**
 * Spec 002 §7 "Events" (docs/recognition-and-events.md): every employee reads the events shown to
 * them (all employees, their department, or as an attendee); the Manage Events screen writes them.
 */
export async function eventRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const tags = ['Events'];

  app.get<{ Querystring: { employee?: string; category?: string; eventType?: string; month?: string } }>(
    BASE,
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: "The events shown to the caller (or, for Manage Events, to `employee`, or all), by category, event type and month (yyyy-MM)",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { employee: { type: 'string', title: 'Employee', maxLength: 20 }, category: { type: 'string', title: 'Category', enum: EVENT_CATEGORIES }, eventType: { type: 'string', title: 'Event Type', enum: EVENT_TYPES }, month: MONTH },
        },
      },
    },
    async (request) => {
      const { employee, category, eventType, month } = request.query;
      const viewer = await viewerOf(db, request.auth!, employee);
      return ok(await eventsWhere(db, request.auth!.organizationId, { viewer, category, eventType, range: rangeOf(month) }));
    },
  );

  app.get<{ Querystring: { month?: string; year?: string } }>(
    `${BASE}/all-attendees`,
    {
      config: { access: access.self },
      schema: { tags, summary: 'The events shown to the caller in a month (yyyy-MM) or a year, each with its attendees: the calendar', querystring: { type: 'object', additionalProperties: false, properties: { month: MONTH, year: YEAR } } },
    },
    async (request) => {
      const range = rangeOf(request.query.month, request.query.year);
      if (!range) throw badRequest('Month or year is required', [{ field: 'month', message: 'Month or year is required' }]);
      const viewer = await viewerOf(db, request.auth!);
      return ok(await eventsWhere(db, request.auth!.organizationId, { viewer, range }));
    },
  );

  app.get<{ Querystring: { key: string } }>(
    `${BASE}/attendees`,
    {
      config: { access: access.self },
      schema: { tags, summary: "One event's attendees, by its key", querystring: { type: 'object', additionalProperties: false, required: ['key'], properties: { key: { type: 'string', title: 'Key', pattern: '^[1-9][0-9]{0,9}$', 'x-pattern-message': 'Key must be an event key' } } } },
    },
    async (request) => {
      const id = Number(request.query.key);
      const viewer = await viewerOf(db, request.auth!);
      const [event] = id <= 2_147_483_647 ? await eventsWhere(db, request.auth!.organizationId, { viewer, id }) : [];
      if (!event) throw notFound('Event not found');
      return ok(event.attendees);
    },
  );

  app.post<{ Body: Partial<EventDraft> }>(
    BASE,
    { config: { access: access.menu(EVENTS_ADMIN, 'add') }, schema: { tags, summary: 'Create an event of the organisation', body: eventBody } },
    async (request, reply) => {
      const auth = request.auth!;
      const draft = await checkedDraft(db, auth, request.body ?? {});
      const id = await db.transaction().execute(async (trx) => {
        const { id: created } = await trx.insertInto('org_event').values({ ...draft.values, organization_id: auth.organizationId, created_by: auth.employeeId }).returning('id').executeTakeFirstOrThrow();
        if (draft.attendeeIds.length) await trx.insertInto('org_event_attendee').values(draft.attendeeIds.map((employeeId) => ({ event_id: created, organization_id: auth.organizationId, employee_id: employeeId }))).execute();
        await recordAudit(trx, auth, { entity: 'event', entityId: created, action: 'create', after: await auditedEvent(trx, auth.organizationId, created) });
        return created;
      });
      return reply.status(201).send(ok((await eventsWhere(db, auth.organizationId, { id }))[0], EVENT_MESSAGES.created));
    },
  );

  app.put<{ Querystring: { id: number }; Body: Partial<EventDraft> }>(
    BASE,
    { config: { access: access.menu(EVENTS_ADMIN, 'edit') }, schema: { tags, summary: 'Change an event (spec 002 §7: the id in the query)', querystring: idParams('id'), body: eventBody } },
    async (request) => {
      const auth = request.auth!;
      const id = request.query.id;
      const draft = await checkedDraft(db, auth, request.body ?? {});
      const changed = await db.transaction().execute(async (trx) => {
        const before = await auditedEvent(trx, auth.organizationId, id);
        const updated = await trx.updateTable('org_event').set({ ...draft.values, version: sql`version + 1`, updated_at: new Date() }).where('id', '=', id).where('organization_id', '=', auth.organizationId).executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return false;
        await trx.deleteFrom('org_event_attendee').where('event_id', '=', id).execute();
        if (draft.attendeeIds.length) await trx.insertInto('org_event_attendee').values(draft.attendeeIds.map((employeeId) => ({ event_id: id, organization_id: auth.organizationId, employee_id: employeeId }))).execute();
        await recordAudit(trx, auth, { entity: 'event', entityId: id, action: 'update', before, after: await auditedEvent(trx, auth.organizationId, id) });
        return true;
      });
      if (!changed) throw notFound('Event not found');
      return ok((await eventsWhere(db, auth.organizationId, { id }))[0], EVENT_MESSAGES.updated);
    },
  );

  app.delete<{ Params: { id: number } }>(
    `${BASE}/:id`,
    { config: { access: access.menu(EVENTS_ADMIN, 'delete') }, schema: { tags, summary: 'Delete an event', params: idParams('id') } },
    async (request) => {
      const auth = request.auth!;
      const deleted = await db.transaction().execute(async (trx) => {
        const before = await auditedEvent(trx, auth.organizationId, request.params.id);
        if (!before) return false;
        await trx.deleteFrom('org_event').where('id', '=', request.params.id).where('organization_id', '=', auth.organizationId).execute();
        await recordAudit(trx, auth, { entity: 'event', entityId: request.params.id, action: 'delete', before });
        return true;
      });
      if (!deleted) throw notFound('Event not found');
      return ok({ id: request.params.id }, EVENT_MESSAGES.deleted);
    },
  );
}
