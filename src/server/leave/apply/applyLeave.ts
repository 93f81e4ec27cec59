import { sql } from 'kysely';
import type { AuthContext } from '../../auth/AuthContext.js';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../../audit/recordAudit.js';
import { lockLeaveBalance } from '../ledger/lockLeaveBalance.js';
import { sessionsOn } from '../../../shared/leave/countLeaveDays.js';
import type { LeaveApplyPayload } from './leaveApplySchemas.js';
import { prepareLeave, stateProblem, type PreparedLeave } from './prepareLeave.js';
import { storeAttachedFile } from '../../files/attachedFile.js';

export interface AppliedLeave {
  leaveCode: string;
  numOfDays: number;
  prepared: PreparedLeave;
}

/**
 * Stores an application and its counted days as Pending, or refuses it whole (docs/leave-applications.md).
 * The balance, overlap and regularization checks run after lockLeaveBalance, so two applications
 * at once cannot spend the same days or take the same session.
 */
export async function applyLeave(db: Db, auth: AuthContext, payload: LeaveApplyPayload): Promise<AppliedLeave> {
  const prepared = await prepareLeave(db, auth, payload);
  return db.transaction().execute(async (trx) => {
    await lockLeaveBalance(trx, prepared.employee.id);
    const problem = await stateProblem(trx, auth.organizationId, prepared);
    if (problem) throw problem;
    const { rows } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('leave_application', 'id'))::int AS id`.execute(trx);
    const id = rows[0].id;
    const leaveCode = `LV${String(id).padStart(6, '0')}`;
    const numOfDays = prepared.count.numOfDays;
    // The document is the applicant's own file: only the leave attachment route serves it (docs/leave-applications.md).
    const attachmentFile = prepared.attachment ? await storeAttachedFile(trx, prepared.attachment, { organizationId: auth.organizationId, prefix: 'leave', ownerEmployeeId: prepared.employee.id }) : null;
    await trx
      .insertInto('leave_application')
      .values({
        id,
        organization_id: auth.organizationId,
        leave_code: leaveCode,
        employee_id: prepared.employee.id,
        leave_type: prepared.type.code,
        from_date: payload.fromDate,
        // The day-choices as asked, in order (a one-day leave's last day is its first); the days below hold what counts.
        from_sessions: sessionsOn(payload, payload.fromDate),
        to_date: payload.toDate,
        to_sessions: sessionsOn(payload, payload.toDate),
        num_days: numOfDays,
        reason: payload.reason.trim(),
        applied_to_id: prepared.approver.id,
        attachment: prepared.attachment?.fileName ?? null,
        attachment_file: attachmentFile,
        applied_at: new Date(),
      })
      .execute();
    const days = prepared.count.days
      .filter((day) => day.counted > 0)
      .map((day) => ({
        organization_id: auth.organizationId,
        application_id: id,
        employee_id: prepared.employee.id,
        leave_date: day.date,
        session1: day.sessions.includes(1),
        session2: day.sessions.includes(2),
        days: day.counted,
      }));
    await trx.insertInto('leave_application_day').values(days).execute();
    await recordAudit(trx, auth, { entity: 'leaveApplication', entityId: leaveCode, action: 'create', after: { ...payload, attachment: prepared.attachment ? { fileName: prepared.attachment.fileName, storedAs: attachmentFile } : null, appliedTo: prepared.approver.empId, numOfDays, days } });
    return { leaveCode, numOfDays, prepared };
  });
}
