import type { AuthContext } from '../../auth/AuthContext.js';
import type { Db } from '../../db/database.js';
import { badRequest, conflict } from '../../http/AppError.js';
import { recordAudit } from '../../audit/recordAudit.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import { compOffClaimWindow } from '../../../shared/compOffRules.js';
import { compOffEligibleDays } from './compOffEligibleDays.js';
import { nextRequestCode } from './nextRequestCode.js';
import { personName } from '../../../shared/personName.js';
import { loadApprovers } from '../../approvers/loadApprovers.js';
import { NO_APPROVER } from '../../../shared/appliedTo.js';

export interface CompOffApplied {
  requestCode: string;
  days: number;
  approver: { email: string; name: string };
  employeeName: string;
}

/**
 * A claim for a worked weekly off or holiday inside the claim window, applied to the primary manager
 * (the organisation's fallback approver for an employee without one):
 * the credit is what the engine's record of the day earns (a full or half day by the span worked).
 * A day that earns nothing, is outside the window, or already has a pending or approved claim is refused.
 */
export async function applyCompOff(db: Db, auth: AuthContext, body: { workedDate: string; reason: string }): Promise<CompOffApplied> {
  const reason = body.reason.trim();
  if (!reason) throw badRequest('Reason is required', [{ field: 'reason', message: 'Reason is required' }]);
  const window = compOffClaimWindow(attendanceToday());
  if (body.workedDate < window.from || body.workedDate > window.to) {
    throw badRequest(`A comp-off can be claimed for a day worked from ${window.from} to ${window.to}`, [{ field: 'workedDate', message: 'Outside the claim window' }]);
  }
  const me = await db.selectFrom('employee').select(['first_name', 'last_name']).where('id', '=', auth.employeeId).executeTakeFirstOrThrow();
  // The primary manager; without one, the organisation's fallback approver (loadApprovers).
  const approvers = await loadApprovers(db, auth.organizationId, auth.employeeId);
  const approver = approvers.primary ?? approvers.fallback;
  if (!approver) throw badRequest(NO_APPROVER);

  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('employee').select('id').where('id', '=', auth.employeeId).forUpdate().execute();
    const taken = await trx
      .selectFrom('comp_off_request')
      .select('request_code')
      .where('organization_id', '=', auth.organizationId)
      .where('employee_id', '=', auth.employeeId)
      .where('worked_date', '=', body.workedDate)
      .where('status', 'in', ['Pending', 'Approved'])
      .executeTakeFirst();
    if (taken) throw conflict(`A comp-off has already been claimed for ${body.workedDate} (${taken.request_code})`);
    const [day] = await compOffEligibleDays(trx, auth.organizationId, auth.employeeId, body.workedDate, body.workedDate);
    if (!day) throw badRequest(`${body.workedDate} is not a worked weekly off or holiday: only a weekly off or holiday worked for at least a half day earns a comp-off`, [{ field: 'workedDate', message: 'Not a worked weekly off or holiday' }]);
    const { id, code } = await nextRequestCode(trx, 'comp_off_request', 'CO');
    await trx
      .insertInto('comp_off_request')
      .values({ id, organization_id: auth.organizationId, request_code: code, employee_id: auth.employeeId, worked_date: body.workedDate, days: day.days, reason, applied_to_id: approver.id, applied_at: new Date() })
      .execute();
    await recordAudit(trx, auth, { entity: 'compOff', entityId: code, action: 'create', after: { workedDate: body.workedDate, days: day.days, reason } });
    return {
      requestCode: code,
      days: day.days,
      approver,
      employeeName: personName(me.first_name, me.last_name),
    };
  });
}
