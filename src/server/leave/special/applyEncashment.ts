import type { AuthContext } from '../../auth/AuthContext.js';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/AppError.js';
import { recordAudit } from '../../audit/recordAudit.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import { leaveYearOf } from '../../../shared/leaveRecords.js';
import { loadLeaveTypes } from '../leaveTypes.js';
import { lockLeaveBalance } from '../ledger/lockLeaveBalance.js';
import { encashableTypes } from './encashableTypes.js';
import { nextRequestCode } from './nextRequestCode.js';
import { personName } from '../../../shared/personName.js';

export interface EncashmentApplied {
  encashmentCode: string;
  leaveYear: number;
  employee: { name: string; reviewerEmail: string | null };
}

/**
 * An application to encash days of an encashable type in the current leave year: at most the type's
 * cap a year (pending and approved encashments count) and at most the days available (the balance
 * less pending leave and pending encashments). Checked under the employee's balance lock.
 */
export async function applyEncashment(db: Db, auth: AuthContext, body: { leaveType: string; days: number; reason?: string | null }): Promise<EncashmentApplied> {
  const leaveType = body.leaveType.trim().toUpperCase();
  const type = (await loadLeaveTypes(db, auth.organizationId)).get(leaveType);
  if (!type || type.status !== 'Active') throw badRequest(`Unknown leave type ${body.leaveType}`, [{ field: 'leaveType', message: 'Unknown leave type' }]);
  if (type.encashableCap <= 0) throw badRequest(`${type.leaveName} cannot be encashed`, [{ field: 'leaveType', message: 'Not encashable' }]);
  const leaveYear = leaveYearOf(attendanceToday());
  const me = await db
    .selectFrom('employee as e')
    .leftJoin('employee as r', 'r.id', 'e.reviewer_id')
    .select(['e.first_name', 'e.last_name', 'r.official_email as reviewer_email'])
    .where('e.id', '=', auth.employeeId)
    .executeTakeFirstOrThrow();

  return db.transaction().execute(async (trx) => {
    await lockLeaveBalance(trx, auth.employeeId);
    const standing = (await encashableTypes(trx, auth.organizationId, auth.employeeId, leaveYear)).find((row) => row.leaveType === leaveType)!;
    if (body.days > standing.cap - standing.encashed) {
      throw badRequest(`${type.leaveName} can be encashed up to ${standing.cap} day(s) a year; ${Math.max(0, standing.cap - standing.encashed)} left for ${leaveYear}`, [{ field: 'days', message: 'Over the encashable cap' }]);
    }
    if (body.days > standing.available) {
      throw badRequest(`Only ${standing.available} day(s) of ${type.leaveName} are available to encash`, [{ field: 'days', message: 'More than the available balance' }]);
    }
    const { id, code } = await nextRequestCode(trx, 'leave_encashment', 'ENC');
    const reason = body.reason?.trim() || null;
    await trx
      .insertInto('leave_encashment')
      .values({ id, organization_id: auth.organizationId, encashment_code: code, employee_id: auth.employeeId, leave_type: leaveType, leave_year: leaveYear, days: body.days, reason, applied_at: new Date() })
      .execute();
    await recordAudit(trx, auth, { entity: 'leaveEncashment', entityId: code, action: 'create', after: { leaveType, leaveYear, days: body.days, reason } });
    return { encashmentCode: code, leaveYear, employee: { name: personName(me.first_name, me.last_name), reviewerEmail: me.reviewer_email } };
  });
}
