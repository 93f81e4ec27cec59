import { sql } from 'kysely';
import type { AuthContext } from '../../auth/AuthContext.js';
import type { Db } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../http/AppError.js';
import { recordAudit } from '../../audit/recordAudit.js';
import { markAttendanceDirty } from '../markAttendanceDirty.js';
import { assertPayrollDaysOpen } from '../monthClose/assertPayrollDaysOpen.js';
import { checkMonth, ONSITE_DEVICE, REASON_REQUIRED, writeOnsiteSwipes, type OnsiteDecision } from './onsiteApprovals.js';

/**
 * HR's override of an onsite day (docs/onsite-attendance.md, "HR's override"): the administrator of
 * Onsite Attendance Process approves or rejects a day on behalf of its approver — a Pending one, or
 * one decided the other way — always with a reason. Approving writes the day's Onsite swipes;
 * rejecting an approved day removes them; either marks the day for the processor. A day of a closed
 * payroll month is refused with the reopen message. Audited (action `override`, with whose decision
 * it replaced); the row lock and the version make two overrides at once decide one after the other.
 */
export async function overrideOnsite(db: Db, auth: AuthContext, decision: OnsiteDecision) {
  const reason = decision.reason?.trim() ?? '';
  if (!reason) throw badRequest(REASON_REQUIRED, [{ field: 'reason', message: REASON_REQUIRED }]);
  checkMonth(decision);
  return db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('onsite_attendance as o')
      .innerJoin('employee as e', 'e.id', 'o.employee_id')
      .leftJoin('employee as a', 'a.id', 'o.approver_id')
      .leftJoin('employee as d', 'd.id', 'o.decided_by')
      .select(['o.id', 'o.employee_id', 'o.in_at', 'o.out_at', 'o.status', 'o.reason', 'e.emp_id', 'a.emp_id as approver_emp_id', 'd.emp_id as decided_by_emp_id'])
      .where('o.organization_id', '=', auth.organizationId)
      .where('e.emp_id', '=', decision.empId.trim().toUpperCase())
      .where('o.attendance_date', '=', decision.date)
      .forUpdate('o')
      .executeTakeFirst();
    if (!entry) throw notFound('Onsite attendance not found');
    if (entry.status === decision.status) throw conflict(`This onsite attendance is already ${decision.status}`);
    await assertPayrollDaysOpen(trx, auth.organizationId, [decision.date]);
    await trx
      .updateTable('onsite_attendance')
      .set((eb) => ({ status: decision.status, reason, decided_by: auth.employeeId, decided_at: new Date(), version: eb('version', '+', 1) }))
      .where('id', '=', entry.id)
      .execute();
    if (decision.status === 'Approved') {
      await writeOnsiteSwipes(trx, auth.organizationId, entry, decision.date, `Onsite, approved by ${auth.empId} for ${entry.approver_emp_id ?? 'the approver'}`);
    } else if (entry.status === 'Approved') {
      await sql`DELETE FROM swipe WHERE organization_id = ${auth.organizationId} AND employee_id = ${entry.employee_id} AND attendance_date = ${decision.date}::date
        AND source = 'Onsite' AND device_name = ${ONSITE_DEVICE}`.execute(trx);
      await markAttendanceDirty(trx, auth.organizationId, { employeeIds: [entry.employee_id], from: decision.date, to: decision.date });
    }
    await recordAudit(trx, auth, {
      entity: 'onsiteAttendance',
      entityId: `${entry.emp_id}/${decision.date}`,
      action: 'override',
      before: { status: entry.status, reason: entry.reason, decidedBy: entry.decided_by_emp_id },
      after: { status: decision.status, reason, insteadOf: entry.approver_emp_id },
    });
    return { empId: entry.emp_id, date: decision.date, status: decision.status };
  });
}
