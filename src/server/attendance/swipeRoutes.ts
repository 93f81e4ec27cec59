import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { access } from '../http/access.js';
import { ok } from '../http/reply.js';
import { owns } from '../auth/tenancy.js';
import { shortText } from '../http/schemaParts.js';
import type { Services } from '../services.js';
import { DEFAULT_DAY_RULE } from './attendanceDate.js';
import { attendanceToday } from './attendanceClock.js';
import { checkSwipeRows, type SwipeRowInput } from './checkSwipeRows.js';
import { employeeDayRules } from './employeeDayRules.js';
import { insertSwipes } from './insertSwipes.js';
import { readableEmployee } from './swipeAccess.js';

/** The permission matrix entry that grants swipe ingestion (docs/swipes.md): a submenu of Attendance Admin. */
export const SWIPE_INGESTION_PATH = '/adminAttendance/swipeIngestion';
/** Issue 10 §1: at most this many swipes in one call. */
export const MAX_SWIPES_PER_CALL = 10_000;

/** Batches above this are checked in the worker pool; a handful of rows is cheaper checked here than sent. */
const POOLED_CHECK_ROWS = 500;

const optionalText = (title: string, maxLength: number) => ({ type: ['string', 'null'], title, maxLength });

const swipeRow = {
  type: 'object',
  required: ['empId', 'logDateTime', 'deviceName'],
  additionalProperties: false,
  properties: {
    empId: shortText('Emp ID', 50),
    logDateTime: shortText('Log Date Time', 40),
    deviceName: shortText('Device Name', 100),
    direction: optionalText('Direction', 10),
    accessCardNo: optionalText('Access Card No', 50),
    doorAddress: optionalText('Door Address', 200),
  },
};

export async function swipeRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;

  // Batch ingestion for device sync tools: each row judged on its own (docs/swipes.md), the good ones written in one statement.
  app.post<{ Body: { swipes: SwipeRowInput[] } }>(
    '/api/attendance/swipes',
    {
      config: { access: access.menu(SWIPE_INGESTION_PATH, 'add'), deviceKey: true },
      schema: {
        body: {
          type: 'object',
          required: ['swipes'],
          additionalProperties: false,
          properties: { swipes: { type: 'array', title: 'Swipes', minItems: 1, maxItems: MAX_SWIPES_PER_CALL, items: swipeRow } },
        },
      },
    },
    async (request) => {
      const organizationId = request.auth?.organizationId ?? request.device!.organizationId;
      const rows = request.body.swipes;
      const empIds = [...new Set(rows.map((row) => row.empId.trim().toUpperCase()))];
      const employees = await employeeDayRules(db, organizationId, empIds);
      const context = { employees, timeZone: DEFAULT_DAY_RULE.timeZone, now: new Date() };
      // A big batch costs ~0.1 s a thousand rows to check on a loaded machine: off the HTTP thread (docs/heavy-work.md).
      const { valid, rejected } = rows.length > POOLED_CHECK_ROWS ? await services.workers.checkSwipes({ rows, context }) : checkSwipeRows(rows, context);
      const inserted = await db.transaction().execute((trx) => insertSwipes(trx, organizationId, valid, 'Bio Metric', attendanceToday()));
      return ok({ inserted, duplicates: valid.length - inserted, rejected }, `${inserted} swipe(s) added`);
    },
  );

  // Spec 001 §2 swipe log of one attendance day: the caller's own, a reportee's or (Attendance Info) anyone's in the organisation.
  app.get<{ Querystring: { empId?: string; date?: string } }>(
    '/api/attendance/swipes',
    {
      config: { access: access.self, owns: [owns('employee', 'query', 'empId')] },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { empId: shortText('Emp ID', 50), date: { type: 'string', format: 'date', title: 'Date' } },
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const employee = await readableEmployee(db, auth, request.query.empId);
      const date = request.query.date ?? attendanceToday();
      const zone = DEFAULT_DAY_RULE.timeZone;
      const local = (pattern: string) => sql<string>`to_char(log_date_time AT TIME ZONE ${zone}, ${pattern})`;
      const rows = await db
        .selectFrom('swipe')
        .select([
          local('YYYY-MM-DD"T"HH24:MI:SS').as('LogDateTime'),
          'device_name as DeviceName',
          sql<string | null>`CASE direction WHEN 'IN' THEN 'In' WHEN 'OUT' THEN 'Out' END`.as('Direction'),
          local('YYYY-MM-DD').as('swipeDate'),
          local('HH24:MI:SS').as('swipeTime'),
          'access_card_no as accessCardNo',
          'door_address as doorAddress',
          'source',
        ])
        .where('organization_id', '=', auth.organizationId)
        .where('employee_id', '=', employee.id)
        .where('attendance_date', '=', date)
        .orderBy('log_date_time')
        .execute();
      return ok(rows.map((row) => ({ empId: employee.empId, attendanceDate: date, ...row })));
    },
  );
}
