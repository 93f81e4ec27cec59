import { sql } from 'kysely';
import type { AuthContext } from '../../auth/AuthContext.js';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden } from '../../http/AppError.js';
import type { BalanceAdjustment } from '../../../shared/leaveRecords.js';
import { recordAudit } from '../../audit/recordAudit.js';
import { loadLeaveTypes } from '../leaveTypes.js';
import { lockLeaveBalance } from '../ledger/lockLeaveBalance.js';
import { assertBalanceCovered } from '../ledger/balanceCover.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import type { LeaveSubject } from './leaveReader.js';

/**
 * PUT /leave/balance/update (docs/leave-ledger.md): an `adjustment` entry with HR's reason, never an
 * edit of a figure. The employee's balance is locked first, and a debit is checked against the
 * balance invariant (assertBalanceCovered: the balance less pending days never below zero) in the
 * same transaction. Nobody adjusts their own balance.
 */
export async function adjustBalance(db: Db, auth: AuthContext, subject: LeaveSubject, payload: BalanceAdjustment): Promise<{ id: number; balance: number }> {
  if (subject.id === auth.employeeId) throw forbidden('You cannot adjust your own leave balance; another HR administrator must.');
  const leaveType = payload.leaveType.trim().toUpperCase();
  const type = (await loadLeaveTypes(db, auth.organizationId)).get(leaveType);
  if (!type) throw badRequest(`Unknown leave type: ${payload.leaveType}`, [{ field: 'leaveType', message: 'Unknown leave type' }]);
  if (!type.paid) throw badRequest(`${type.leaveName} is unpaid and has no balance to adjust`, [{ field: 'leaveType', message: 'Unpaid leave has no balance' }]);
  if (payload.days === 0) throw badRequest('Days must not be zero', [{ field: 'days', message: 'Days must not be zero' }]);
  const reason = payload.reason.trim();
  if (reason.length < 5) throw badRequest('Reason must be at least 5 characters', [{ field: 'reason', message: 'Reason must be at least 5 characters' }]);
  return db.transaction().execute(async (trx) => {
    await lockLeaveBalance(trx, subject.id);
    const { rows } = await sql<{ balance: number }>`
      SELECT coalesce(sum(days), 0)::float8 AS balance FROM leave_ledger
      WHERE organization_id = ${auth.organizationId} AND employee_id = ${subject.id} AND leave_year = ${payload.year} AND leave_type = ${leaveType}`.execute(trx);
    const after = Math.round((rows[0].balance + payload.days) * 100) / 100;
    const today = attendanceToday();
    // Dated today within the year; a past year's adjustment on its last day, a future year's on its first.
    const effective = today.startsWith(String(payload.year)) ? today : payload.year < Number(today.slice(0, 4)) ? `${payload.year}-12-31` : `${payload.year}-01-01`;
    // No idempotency key: each adjustment is an act of its own.
    const entry = await trx
      .insertInto('leave_ledger')
      .values({ organization_id: auth.organizationId, employee_id: subject.id, leave_type: leaveType, leave_year: payload.year, entry_kind: 'adjustment', days: payload.days, effective_date: effective, reason, created_by: auth.empId })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A debit may not leave the pending days uncovered (a credit only raises what is available).
    if (payload.days < 0) {
      await assertBalanceCovered(trx, auth.organizationId, [{ employeeId: subject.id, leaveType, year: payload.year }], today, ([short]) => {
        const message = short.pending
          ? `The adjustment would leave ${short.balance} days of ${leaveType} in ${payload.year} while ${short.pending} day(s) are pending approval; the balance less pending days cannot go below zero`
          : `The adjustment would leave ${short.balance} days of ${leaveType} in ${payload.year}; a balance cannot go below zero`;
        return badRequest(message, [{ field: 'days', message: 'Balance would go below zero' }]);
      });
    }
    await recordAudit(trx, auth, { entity: 'leaveBalance', entityId: `${subject.empId}:${leaveType}:${payload.year}`, action: 'adjust', before: { balance: rows[0].balance }, after: { balance: after, days: payload.days, reason } });
    return { id: Number(entry.id), balance: after };
  });
}
