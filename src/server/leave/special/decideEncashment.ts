import type { AuthContext } from '../../auth/AuthContext.js';
import type { Db } from '../../db/database.js';
import { conflict, forbidden, notFound } from '../../http/AppError.js';
import { decidePending } from '../../http/decidePending.js';
import { recordAudit } from '../../audit/recordAudit.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import { postLeaveEntries } from '../ledger/postLeaveEntries.js';
import { lockLeaveBalance } from '../ledger/lockLeaveBalance.js';
import { assertBalanceCovered } from '../ledger/balanceCover.js';
import { decisionRemarks } from './decisionRemarks.js';
import { encashableTypes } from './encashableTypes.js';
import type { Decision } from './specialSchemas.js';
import { personName } from '../../../shared/personName.js';

export interface EncashmentDecided {
  encashmentCode: string;
  status: 'Approved' | 'Rejected';
  employee: { email: string; name: string };
  days: number;
  leaveType: string;
}

/**
 * HR approves or rejects (with a remark) a pending encashment. Approval debits the balance: an
 * `encashment` entry of −days keyed `encashment:{encashmentCode}`, after checking under the balance
 * lock that the days are still there. Nobody decides their own; a decided one stays decided.
 */
export async function decideEncashment(db: Db, auth: AuthContext, encashmentCode: string, decision: Decision): Promise<EncashmentDecided> {
  const row = await db
    .selectFrom('leave_encashment as x')
    .innerJoin('employee as e', 'e.id', 'x.employee_id')
    .select(['x.id', 'x.employee_id', 'x.status', 'x.days', 'x.leave_type', 'x.leave_year', 'e.official_email', 'e.first_name', 'e.last_name'])
    .where('x.organization_id', '=', auth.organizationId)
    .where('x.encashment_code', '=', encashmentCode)
    .executeTakeFirst();
  if (!row) throw notFound('Encashment request not found');
  if (row.employee_id === auth.employeeId) throw forbidden('You cannot decide your own encashment request.');
  if (row.status !== 'Pending') throw conflict(`This encashment request is already ${row.status === 'Withdrawn' ? 'withdrawn' : 'decided'}.`);
  const remarks = decisionRemarks(decision);
  const days = Number(row.days);

  return db.transaction().execute(async (trx) => {
    await lockLeaveBalance(trx, row.employee_id);
    const noLongerCovers = () => conflict(`The ${row.leave_type} balance no longer covers ${days} day(s); reject this request.`);
    if (decision.decision === 'Approved') {
      // Stricter than the balance invariant: the other pending encashments keep their days too.
      const standing = (await encashableTypes(trx, auth.organizationId, row.employee_id, row.leave_year, encashmentCode)).find((type) => type.leaveType === row.leave_type);
      if (!standing || days > standing.available) throw noLongerCovers();
    }
    await decidePending(
      trx,
      'leave_encashment',
      { organizationId: auth.organizationId, id: row.id, decidedBy: auth.employeeId },
      { status: decision.decision, remarks },
      'This encashment request is already decided.',
    );
    if (decision.decision === 'Approved') {
      await postLeaveEntries(trx, [
        {
          organization_id: auth.organizationId,
          employee_id: row.employee_id,
          leave_type: row.leave_type,
          leave_year: row.leave_year,
          entry_kind: 'encashment',
          days: -days,
          effective_date: attendanceToday(),
          source_ref: encashmentCode,
          idempotency_key: `encashment:${encashmentCode}`,
          reason: remarks ?? `Encashment ${encashmentCode}`,
          created_by: auth.empId,
        },
      ]);
      await assertBalanceCovered(trx, auth.organizationId, [{ employeeId: row.employee_id, leaveType: row.leave_type, year: row.leave_year }], attendanceToday(), noLongerCovers);
    }
    await recordAudit(trx, auth, { entity: 'leaveEncashment', entityId: encashmentCode, action: decision.decision === 'Approved' ? 'approve' : 'reject', before: { status: 'Pending' }, after: { status: decision.decision, remarks } });
    return { encashmentCode, status: decision.decision, days, leaveType: row.leave_type, employee: { email: row.official_email, name: personName(row.first_name, row.last_name) } };
  });
}
