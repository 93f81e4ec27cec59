import type { AuthContext } from '../../auth/AuthContext.js';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../http/AppError.js';
import { recordAudit } from '../../audit/recordAudit.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import { markAttendanceDirty } from '../../attendance/markAttendanceDirty.js';
import { leaveYearOf } from '../../../shared/leaveRecords.js';
import { loadLeaveTypes } from '../leaveTypes.js';
import { lockLeaveBalance } from '../ledger/lockLeaveBalance.js';
import { postLeaveEntries } from '../ledger/postLeaveEntries.js';
import { loadApplication, type LoadedApplication } from './loadOwnApplication.js';

/**
 * The employee ends their own application (docs/leave-applications.md): a pending one is
 * withdrawn; an approved one that has not started is cancelled, its approved days returning to
 * the balance as `cancellation` entries. Either marks the dates for the attendance processor in
 * the same transaction. Answers the application (for the approver's mail).
 */
export async function endLeave(db: Db, auth: AuthContext, leaveCode: string, how: 'withdraw' | 'cancel'): Promise<LoadedApplication> {
  const application = await loadApplication(db, auth.organizationId, leaveCode);
  if (application.employee_id !== auth.employeeId) throw notFound('Leave application not found');
  const approvedDays = application.days.filter((day) => day.status === 'Approved');
  if (how === 'withdraw' && application.status !== 'Pending') throw conflict('Only a pending application can be withdrawn.');
  if (how === 'cancel') {
    if (!['Approved', 'Partially Approved'].includes(application.status)) throw conflict('Only an approved leave can be cancelled.');
    if (approvedDays[0].date <= attendanceToday()) throw conflict('Only a leave that has not started can be cancelled.');
  }
  const from = application.days[0].date;
  const to = application.days[application.days.length - 1].date;
  await db.transaction().execute(async (trx) => {
    await lockLeaveBalance(trx, auth.employeeId);
    const status = how === 'withdraw' ? 'Withdrawn' : 'Cancelled';
    const changed = await trx
      .updateTable('leave_application')
      .set({ status, version: application.version + 1 })
      .where('organization_id', '=', auth.organizationId)
      .where('id', '=', application.id)
      .where('version', '=', application.version)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw conflict('This leave application changed meanwhile; reload it.');
    await trx
      .updateTable('leave_application_day')
      .set({ status })
      .where('organization_id', '=', auth.organizationId)
      .where('application_id', '=', application.id)
      .where('status', '=', how === 'withdraw' ? 'Pending' : 'Approved')
      .execute();
    // An unpaid type wrote no application entries, so it returns none.
    const paid = (await loadLeaveTypes(trx, auth.organizationId)).get(application.leave_type)?.paid !== false;
    if (how === 'cancel' && paid) {
      await postLeaveEntries(
        trx,
        approvedDays.map((day) => ({
          organization_id: auth.organizationId,
          employee_id: auth.employeeId,
          leave_type: application.leave_type,
          leave_year: leaveYearOf(day.date),
          entry_kind: 'cancellation',
          days: day.days,
          effective_date: day.date,
          source_ref: leaveCode,
          idempotency_key: `cancellation:${leaveCode}:${day.date}`,
          reason: `Leave ${leaveCode} cancelled`,
          created_by: auth.empId,
        })),
      );
    }
    await markAttendanceDirty(trx, auth.organizationId, { employeeIds: [auth.employeeId], from, to });
    await recordAudit(trx, auth, { entity: 'leaveApplication', entityId: leaveCode, action: how, before: { status: application.status }, after: { status } });
  });
  return application;
}
