import { sql } from 'kysely';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/AppError.js';
import { recordAudit } from '../audit/recordAudit.js';
import { attendanceToday } from '../attendance/attendanceClock.js';
import { loadLockSetting } from '../attendance/loadLockSetting.js';
import { attendanceWindows, inWindow } from '../../shared/attendanceWindows.js';
import { MESSAGES, SESSIONS, timesProblem, type SessionNumber, type WorkType } from '../../shared/regularizationRules.js';
import { DEFAULT_SHIFT_CODE } from '../../shared/shiftTimes.js';
import { shiftsCrossingMidnight } from './shiftsCrossingMidnight.js';
import { isExceptionDay } from './exceptionDays.js';
import { personName } from '../../shared/personName.js';
import { approverRefusal, chosenApprover, loadApprovers, type Approver } from '../approvers/loadApprovers.js';

/** Spec 000 §3 regularization apply payload. */
export interface ApplyPayload {
  regularizationInfo: {
    date: string;
    reason: string;
    inTime?: string | null;
    outTime?: string | null;
    session?: SessionNumber[];
    key?: WorkType;
  }[];
  appliedTo: string;
  remark?: string | null;
  monthYear: string;
}

export interface Applied {
  id: number;
  regularizationCode: string;
  approver: Approver;
  employeeName: string;
}

/**
 * Checks an application against spec 000 §5 and the employee's window (docs/regularization.md)
 * and stores it with its dates, or refuses it whole with the first problem found.
 */
export async function applyRegularization(db: Db, auth: AuthContext, payload: ApplyPayload): Promise<Applied> {
  const me = await db
    .selectFrom('employee')
    .select(['id', 'first_name', 'last_name', 'date_of_joining', 'shift_code'])
    .where('id', '=', auth.employeeId)
    .executeTakeFirst();
  if (!me) throw notFound('Employee not found');

  const approvers = await loadApprovers(db, auth.organizationId, me.id);
  const approver = chosenApprover(approvers, payload.appliedTo);
  if (!approver || !payload.appliedTo.trim()) {
    const message = approverRefusal(approvers);
    throw badRequest(message, [{ field: 'appliedTo', message }]);
  }

  const rows = payload.regularizationInfo;
  const dates = rows.map((row) => row.date);
  if (new Set(dates).size !== dates.length) throw badRequest('A date may be applied only once in an application');

  const window = attendanceWindows(attendanceToday(), await loadLockSetting(db, auth.organizationId)).employee;
  for (const [index, row] of rows.entries()) {
    if (!inWindow(row.date, window)) throw badRequest(`${row.date}: ${MESSAGES.closed}`, [{ field: `regularizationInfo/${index}/date`, message: MESSAGES.closed }]);
    if (me.date_of_joining && row.date < me.date_of_joining) throw badRequest(`${row.date} is before your date of joining`);
    if (!row.reason.trim()) throw badRequest(`Reason is required for ${row.date}`, [{ field: `regularizationInfo/${index}/reason`, message: 'Reason is required' }]);
  }

  // Spec 000 §5: a date fully on leave (pending or approved) is refused; a half on leave closes that session.
  const leaveDays = await db
    .selectFrom('leave_application_day')
    .select([sql<string>`to_char(leave_date, 'YYYY-MM-DD')`.as('date'), 'session1', 'session2'])
    .where('organization_id', '=', auth.organizationId)
    .where('employee_id', '=', me.id)
    .where('leave_date', 'in', dates)
    .where('status', 'in', ['Pending', 'Approved'])
    .execute();
  for (const [index, row] of rows.entries()) {
    const onLeave = SESSIONS.filter((session) => leaveDays.some((day) => day.date === row.date && (session === 1 ? day.session1 : day.session2)));
    if (onLeave.length === SESSIONS.length) throw badRequest(`${row.date}: ${MESSAGES.leaveApplied}`, [{ field: `regularizationInfo/${index}/date`, message: MESSAGES.leaveApplied }]);
    const clash = onLeave.find((session) => (row.session?.length ? row.session : SESSIONS).includes(session));
    if (clash) throw badRequest(`${row.date}: Session ${clash} is on leave`, [{ field: `regularizationInfo/${index}/session`, message: `Session ${clash} is on leave` }]);
  }

  const days = await db
    .selectFrom('attendance_day')
    .select([sql<string>`to_char(attendance_date, 'YYYY-MM-DD')`.as('date'), 'status_code', 'shift_code'])
    .where('organization_id', '=', auth.organizationId)
    .where('employee_id', '=', me.id)
    .where('attendance_date', 'in', dates)
    .execute();
  const dayOf = new Map(days.map((day) => [day.date, day]));
  const crossing = await shiftsCrossingMidnight(db, auth.organizationId, [...days.map((day) => day.shift_code), me.shift_code ?? DEFAULT_SHIFT_CODE]);
  for (const [index, row] of rows.entries()) {
    const day = dayOf.get(row.date);
    if (!day || !isExceptionDay(day.status_code)) throw badRequest(`${row.date} is not an absent day: only absent days can be regularized`);
    const workType = row.key ?? 'REG';
    const timed = row.inTime || row.outTime || workType === 'REG';
    const problem = timed ? timesProblem(row.inTime, row.outTime, crossing.has(day.shift_code ?? me.shift_code ?? DEFAULT_SHIFT_CODE)) : null;
    if (problem) throw badRequest(`${row.date}: ${problem}`, [{ field: `regularizationInfo/${index}/outTime`, message: problem }]);
  }

  return db.transaction().execute(async (trx) => {
    // One application at a time per employee, so two at once cannot both take the same date.
    await trx.selectFrom('employee').select('id').where('id', '=', me.id).forUpdate().execute();
    const taken = await trx
      .selectFrom('regularization_date')
      .select(sql<string>`to_char(attendance_date, 'YYYY-MM-DD')`.as('date'))
      .where('organization_id', '=', auth.organizationId)
      .where('employee_id', '=', me.id)
      .where('attendance_date', 'in', dates)
      .where('status', 'in', ['Pending', 'Approved'])
      .execute();
    if (taken.length > 0) throw badRequest(`Regularization has already been applied for ${taken.map((row) => row.date).sort().join(', ')}`);

    const { rows: next } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('regularization', 'id'))::int AS id`.execute(trx);
    const id = next[0].id;
    const regularizationCode = `REG${String(id).padStart(6, '0')}`;
    await trx
      .insertInto('regularization')
      .values({ id, organization_id: auth.organizationId, regularization_code: regularizationCode, employee_id: me.id, applied_to_id: approver.id, remarks: payload.remark?.trim() || null, applied_at: new Date() })
      .execute();
    const stored = rows.map((row) => ({
      organization_id: auth.organizationId,
      regularization_id: id,
      employee_id: me.id,
      attendance_date: row.date,
      work_type: row.key ?? 'REG',
      start_time: row.inTime || null,
      end_time: row.outTime || null,
      sessions: JSON.stringify(row.session?.length ? [...new Set(row.session)].sort() : SESSIONS),
      reason: row.reason.trim(),
    }));
    await trx.insertInto('regularization_date').values(stored).execute();
    await recordAudit(trx, auth, { entity: 'regularization', entityId: regularizationCode, action: 'create', after: { appliedTo: approver.empId, remark: payload.remark ?? null, dates: stored } });
    return {
      id,
      regularizationCode,
      approver,
      employeeName: personName(me.first_name, me.last_name),
    };
  });
}
