import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/recordAudit.js';
import type { Db } from '../db/database.js';
import { access } from '../http/access.js';
import { badRequest, conflict, notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { databaseId } from '../http/schemaParts.js';
import { owns } from '../auth/tenancy.js';
import type { Services } from '../services.js';
import { attendanceWindows, type LockSetting } from '../../shared/attendanceWindows.js';
import { attendanceToday } from './attendanceClock.js';
import { lockSettingErrors, reopenedDays } from './checkLockSetting.js';
import { loadLockSetting } from './loadLockSetting.js';
import { markAttendanceDirty } from './markAttendanceDirty.js';

/** Spec 002 §2: lockAttendanceDate sits under leave administration. */
export const LOCK_PATH = '/lockAttendanceDate';

interface LockBody {
  attendanceEmpLockDate: string | null;
  attendanceRepoLockDate: string | null;
  payrollStartDay?: number;
}

const nullableDate = (title: string) => ({ type: ['string', 'null'], format: 'date', title });
const lockFields = {
  attendanceEmpLockDate: nullableDate('Employee Lock Date'),
  attendanceRepoLockDate: nullableDate('Approver Lock Date'),
  payrollStartDay: { type: 'integer', minimum: 1, maximum: 28, title: 'Payroll Start Day' },
};
const orgQuery = { type: 'object', additionalProperties: false, properties: { org: { ...databaseId, title: 'Organization' } } };

/**
 * Spec 001 §7 / spec 002 §7 lock dates: POST/GET /leave/lock-attendance (org in the query, the
 * active organisation when absent) and PUT /leave/lock-date-update with the id. One setting per
 * organisation (its id is the organisation's); every answer carries the windows it gives today.
 */
export async function lockRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;

  const answer = async (organizationId: number) => {
    const row = await db.selectFrom('attendance_lock').select(['organization_id', 'version']).where('organization_id', '=', organizationId).executeTakeFirst();
    const lock = await loadLockSetting(db, organizationId);
    return { id: row?.organization_id ?? null, org: organizationId, ...lock, version: row?.version ?? null, windows: attendanceWindows(attendanceToday(), lock) };
  };

  /** Checks and writes a setting, auditing it and marking the days it reopens, in one transaction. */
  const save = async (trx: Db, organizationId: number, before: LockSetting, after: LockSetting) => {
    const today = attendanceToday();
    const errors = lockSettingErrors(after, today);
    if (errors.length > 0) throw badRequest(errors.map((e) => e.message).join(', '), errors);
    const reopened = reopenedDays(before, after, today);
    if (reopened) await markAttendanceDirty(trx, organizationId, reopened);
  };

  const settingOf = (body: LockBody, fallbackStartDay: number): LockSetting => ({
    attendanceEmpLockDate: body.attendanceEmpLockDate,
    attendanceRepoLockDate: body.attendanceRepoLockDate,
    payrollStartDay: body.payrollStartDay ?? fallbackStartDay,
  });

  app.get<{ Querystring: { org?: number } }>(
    '/api/leave/lock-attendance',
    { config: { access: access.menu(LOCK_PATH, 'view'), owns: [owns('organization', 'query', 'org')] }, schema: { querystring: orgQuery } },
    async (request) => ok(await answer(request.auth!.organizationId)),
  );

  app.post<{ Querystring: { org?: number }; Body: LockBody }>(
    '/api/leave/lock-attendance',
    {
      config: { access: access.menu(LOCK_PATH, 'add'), owns: [owns('organization', 'query', 'org')] },
      schema: {
        querystring: orgQuery,
        body: { type: 'object', required: ['attendanceEmpLockDate', 'attendanceRepoLockDate'], additionalProperties: false, properties: lockFields },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const before = await loadLockSetting(db, auth.organizationId);
      const after = settingOf(request.body, before.payrollStartDay);
      await db.transaction().execute(async (trx) => {
        const exists = await trx.selectFrom('attendance_lock').select('organization_id').where('organization_id', '=', auth.organizationId).forUpdate().executeTakeFirst();
        if (exists) throw conflict('Lock dates are already set for this organisation; update them instead');
        await save(trx, auth.organizationId, before, after);
        await trx
          .insertInto('attendance_lock')
          .values({
            organization_id: auth.organizationId,
            attendance_emp_lock_date: after.attendanceEmpLockDate,
            attendance_repo_lock_date: after.attendanceRepoLockDate,
            payroll_start_day: after.payrollStartDay,
            updated_by: auth.empId,
          })
          .execute();
        await recordAudit(trx, auth, { entity: 'attendanceLock', entityId: auth.organizationId, action: 'create', after });
      });
      reply.status(201);
      return ok(await answer(auth.organizationId), 'Lock dates saved successfully');
    },
  );

  app.put<{ Querystring: { org?: number }; Body: LockBody & { id: number } }>(
    '/api/leave/lock-date-update',
    {
      config: { access: access.menu(LOCK_PATH, 'edit'), owns: [owns('organization', 'query', 'org'), owns('organization', 'body', 'id')] },
      schema: {
        querystring: orgQuery,
        body: {
          type: 'object',
          required: ['id', 'attendanceEmpLockDate', 'attendanceRepoLockDate'],
          additionalProperties: false,
          properties: { id: { ...databaseId, title: 'ID' }, ...lockFields },
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('attendance_lock').select('organization_id').where('organization_id', '=', request.body.id).forUpdate().executeTakeFirst();
        if (!row) throw notFound('Lock dates not found');
        const before = await loadLockSetting(trx, auth.organizationId);
        const after = settingOf(request.body, before.payrollStartDay);
        await save(trx, auth.organizationId, before, after);
        await trx
          .updateTable('attendance_lock')
          .set((eb) => ({
            attendance_emp_lock_date: after.attendanceEmpLockDate,
            attendance_repo_lock_date: after.attendanceRepoLockDate,
            payroll_start_day: after.payrollStartDay,
            updated_by: auth.empId,
            updated_at: new Date(),
            version: eb('version', '+', 1),
          }))
          .where('organization_id', '=', auth.organizationId)
          .execute();
        await recordAudit(trx, auth, { entity: 'attendanceLock', entityId: auth.organizationId, action: 'update', before, after });
      });
      return ok(await answer(auth.organizationId), 'Lock dates updated successfully');
    },
  );
}
