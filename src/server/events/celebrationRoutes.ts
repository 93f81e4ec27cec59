import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Services } from '../services.js';
import type { Db } from '../db/database.js';
import { access } from '../http/access.js';
import { badRequest } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { attendanceToday } from '../attendance/attendanceClock.js';
import { personName } from '../../shared/personName.js';

const MONTH = { type: 'string', title: 'Month', pattern: '^(19|20)[0-9]{2}-(0[1-9]|1[0-2])$', 'x-pattern-message': 'Month must be yyyy-MM, e.g. 2026-11' } as const;
/** The days of the dashboard's "this week": today and the six after it. */
const WEEK_DAYS = 7;

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
/** The day in `year` a yearly date falls on; 29 February is kept on the 28th in other years. */
const inYear = (iso: string, year: number) => (iso.slice(5) === '02-29' && !isLeap(year) ? `${year}-02-28` : `${year}${iso.slice(4)}`);

export interface Celebration {
  empId: string;
  name: string;
  department: string;
  /** The day it falls on in the period (yyyy-MM-dd). */
  date: string;
  /** Work anniversaries: the years completed that day. */
  years?: number;
}

/**
 * Birthdays and work anniversaries falling in [from, to] (at most a year), from the employees' own
 * date of birth and date of joining — never typed twice. A birthday its employee hides is left out;
 * the year of birth is never answered. A joining day is an anniversary from its first year on.
 */
export async function celebrationsBetween(db: Db, organizationId: number, from: string, to: string): Promise<{ birthdays: Celebration[]; anniversaries: Celebration[] }> {
  const people = await db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
    .select(['e.emp_id', 'e.first_name', 'e.last_name', 'e.department', 'e.hide_birthday', sql<string | null>`to_char(e.date_of_birth, 'YYYY-MM-DD')`.as('birth'), sql<string | null>`to_char(e.date_of_joining, 'YYYY-MM-DD')`.as('joining')])
    .where('eo.organization_id', '=', organizationId)
    .where('e.status', '=', 'Active')
    .orderBy('e.emp_id')
    .execute();
  const years = [...new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))])];
  const falling = (iso: string) => years.map((year) => inYear(iso, year)).find((day) => day >= from && day <= to);
  const birthdays: Celebration[] = [];
  const anniversaries: Celebration[] = [];
  for (const person of people) {
    const base = { empId: person.emp_id, name: personName(person.first_name, person.last_name), department: person.department };
    const birthday = person.birth && !person.hide_birthday ? falling(person.birth) : undefined;
    if (birthday) birthdays.push({ ...base, date: birthday });
    const anniversary = person.joining ? falling(person.joining) : undefined;
    if (anniversary && anniversary > person.joining!) anniversaries.push({ ...base, date: anniversary, years: Number(anniversary.slice(0, 4)) - Number(person.joining!.slice(0, 4)) });
  }
  const byDate = (a: Celebration, b: Celebration) => a.date.localeCompare(b.date) || a.empId.localeCompare(b.empId);
  return { birthdays: birthdays.sort(byDate), anniversaries: anniversaries.sort(byDate) };
}

/** The month of yyyy-MM as [first, last]. */
const monthRange = (month: string): [string, string] => {
  const [y, m] = month.split('-').map(Number);
  return [`${month}-01`, `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`];
};

/**
 * /colleagueBirthday and /workAnniversary (spec 002 §2) and the dashboard's card; the paths are this
 * product's (the spec shows none). Every employee of the organisation reads them; each employee
 * chooses whether colleagues see their birthday.
 */
export async function celebrationRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const tags = ['Events'];
  const monthQuery = { type: 'object', additionalProperties: false, required: ['month'], properties: { month: MONTH } } as const;

  app.get<{ Querystring: { month: string } }>(
    '/api/events/birthdays',
    { config: { access: access.self }, schema: { tags, summary: "Colleagues' birthdays in a month (yyyy-MM); hidden ones left out, no year of birth", querystring: monthQuery } },
    async (request) => ok((await celebrationsBetween(db, request.auth!.organizationId, ...monthRange(request.query.month))).birthdays),
  );

  app.get<{ Querystring: { month: string } }>(
    '/api/events/work-anniversaries',
    { config: { access: access.self }, schema: { tags, summary: 'Work anniversaries in a month (yyyy-MM), with the years completed', querystring: monthQuery } },
    async (request) => ok((await celebrationsBetween(db, request.auth!.organizationId, ...monthRange(request.query.month))).anniversaries),
  );

  app.get(
    '/api/events/celebrations',
    { config: { access: access.self }, schema: { tags, summary: "Today's and this week's (today and the next six days) birthdays and work anniversaries: the dashboard card" } },
    async (request) => {
      const today = attendanceToday();
      const week = await celebrationsBetween(db, request.auth!.organizationId, today, addDays(today, WEEK_DAYS - 1));
      const onToday = <T extends { date: string }>(rows: T[]) => rows.filter((row) => row.date === today);
      return ok({ today: { date: today, birthdays: onToday(week.birthdays), anniversaries: onToday(week.anniversaries) }, week });
    },
  );

  app.get(
    '/api/employee/birthday-preference',
    { config: { access: access.self }, schema: { tags, summary: "Whether the caller's birthday is hidden from colleagues" } },
    async (request) => {
      const row = await db.selectFrom('employee').select('hide_birthday').where('id', '=', request.auth!.employeeId).executeTakeFirstOrThrow();
      return ok({ hideBirthday: row.hide_birthday });
    },
  );

  app.put<{ Body: { hideBirthday: boolean } }>(
    '/api/employee/birthday-preference',
    {
      config: { access: access.self },
      schema: { tags, summary: "Hide or show the caller's birthday to colleagues", body: { type: 'object', additionalProperties: false, required: ['hideBirthday'], properties: { hideBirthday: { type: 'boolean', title: 'Hide my birthday' } } } },
    },
    async (request) => {
      if (typeof request.body.hideBirthday !== 'boolean') throw badRequest('Hide my birthday must be true or false');
      await db.updateTable('employee').set({ hide_birthday: request.body.hideBirthday }).where('id', '=', request.auth!.employeeId).execute();
      return ok({ hideBirthday: request.body.hideBirthday }, request.body.hideBirthday ? 'Your birthday is hidden from colleagues' : 'Your birthday is shown to colleagues');
    },
  );
}
