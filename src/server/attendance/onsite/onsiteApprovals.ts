import { sql } from 'kysely';
import type { AuthContext } from '../../auth/AuthContext.js';
import type { Db } from '../../db/database.js';
import type { OnsiteStatus } from '../../db/tables.js';
import { badRequest, notFound } from '../../http/AppError.js';
import { decidePending } from '../../http/decidePending.js';
import { pageOf } from '../../http/pageOf.js';
import { recordAudit } from '../../audit/recordAudit.js';
import { personName } from '../../../shared/personName.js';
import { DEFAULT_DAY_RULE } from '../attendanceDate.js';
import { attendanceToday } from '../attendanceClock.js';
import { insertSwipes } from '../insertSwipes.js';

export type OnsiteKey = 'Pending' | 'Approved';
const PAGE_SIZE = 10;
const ZONE = DEFAULT_DAY_RULE.timeZone;

/** Spec 001 §7 onsite decision: status, empId, date, month (MM-YYYY), and reason when rejected. */
export interface OnsiteDecision {
  status: 'Approved' | 'Rejected';
  empId: string;
  date: string;
  month: string;
  reason?: string | null;
}

/** Spec 001 §8's messages for the two decisions. */
export const ONSITE_DECISION_MESSAGES = {
  Approved: 'Approved successfully!',
  Rejected: 'Rejected successfully!',
} as const;
/** Spec 001 §5: an onsite rejection needs a reason. */
export const REASON_REQUIRED = 'Reason is required';
/** The device name of the swipes an approved onsite day becomes. */
export const ONSITE_DEVICE = 'Onsite';

/** Spec 001 §3 onsite approval row, with the Emp ID and the rejection reason. */
export interface OnsiteApprovalRow {
  empId: string;
  empName: string;
  /** Approved leave on the date (legend codes), which the approver weighs against the onsite day. */
  leave: string[];
  approverName: string;
  attendanceDate: string;
  inTime: string;
  outTime: string;
  totalWorkHours: string;
  /** The status (spec 001 §3 names it leaveType). */
  leaveType: OnsiteStatus;
  month: string;
  reason: string | null;
}

/**
 * The caller's onsite days: Pending, or decided (the Approved tab lists Approved and Rejected, newest
 * decision first); with `organizationWide` (HR's override list) every approver's, optionally one employee's.
 */
export async function listOnsiteApprovals(db: Db, auth: AuthContext, key: OnsiteKey, page: number, scope: { organizationWide?: boolean; empId?: string } = {}) {
  const statusCondition = key === 'Pending' ? sql`o.status = 'Pending'` : sql`o.status <> 'Pending'`;
  const order = key === 'Pending' ? sql`o.attendance_date, e.emp_id` : sql`o.decided_at DESC, e.emp_id`;
  const whose = scope.organizationWide ? sql`true` : sql`o.approver_id = ${auth.employeeId}`;
  const employee = scope.empId?.trim() ? sql`AND o.employee_id = (SELECT id FROM employee WHERE emp_id = ${scope.empId.trim().toUpperCase()})` : sql``;
  const where = sql`o.organization_id = ${auth.organizationId} AND ${whose} AND ${statusCondition} ${employee}`;
  const [{ rows }, total] = await Promise.all([
    sql<{
      emp_id: string;
      first_name: string;
      last_name: string;
      approver: string;
      date: string;
      in_time: string;
      out_time: string;
      hours: string;
      status: OnsiteStatus;
      reason: string | null;
      leave: string[] | null;
    }>`
      SELECT e.emp_id, e.first_name, e.last_name, a.first_name || ' ' || a.last_name AS approver, to_char(o.attendance_date, 'YYYY-MM-DD') AS date,
             to_char(o.in_at AT TIME ZONE ${ZONE}, 'HH24:MI') AS in_time, to_char(o.out_at AT TIME ZONE ${ZONE}, 'HH24:MI') AS out_time,
             to_char(o.out_at - o.in_at, 'HH24:MI') AS hours, o.status, o.reason,
             (SELECT array_agg(DISTINCT l.leave_type) FROM leave_application_day d JOIN leave_application l ON l.organization_id = d.organization_id AND l.id = d.application_id
              WHERE d.organization_id = o.organization_id AND d.employee_id = o.employee_id AND d.leave_date = o.attendance_date AND d.status = 'Approved') AS leave
      FROM onsite_attendance o JOIN employee e ON e.id = o.employee_id LEFT JOIN employee a ON a.id = o.approver_id
      WHERE ${where} ORDER BY ${order} LIMIT ${PAGE_SIZE} OFFSET ${page * PAGE_SIZE}`.execute(db),
    sql<{
      count: string;
    }>`SELECT count(*) FROM onsite_attendance o WHERE ${where}`.execute(db),
  ]);
  const records: OnsiteApprovalRow[] = rows.map((r) => ({
    empId: r.emp_id,
    empName: personName(r.first_name, r.last_name),
    leave: r.leave ?? [],
    approverName: r.approver ?? '',
    attendanceDate: r.date,
    inTime: r.in_time,
    outTime: r.out_time,
    totalWorkHours: r.hours,
    leaveType: r.status,
    month: `${r.date.slice(5, 7)}-${r.date.slice(0, 4)}`,
    reason: r.reason,
  }));
  const count = Number(total.rows[0].count);
  // Spec 001 §7 reads count and records; its paged lists read content, totalElements, totalPages.
  return { count, records, ...pageOf(records, count, PAGE_SIZE) };
}

/**
 * Decides an onsite day applied to the caller, once (decidePending: of two deciders at once one
 * wins). Approving writes the day's first IN and last OUT as swipes of source Onsite and marks the
 * day for the processor, in the same transaction: that is how the engine sees an approved onsite
 * day (docs/onsite-attendance.md). Rejecting needs a reason and writes no swipe.
 */
export async function decideOnsite(db: Db, auth: AuthContext, decision: OnsiteDecision) {
  const reason = decision.reason?.trim() ?? '';
  if (decision.status === 'Rejected' && !reason) throw badRequest(REASON_REQUIRED, [{ field: 'reason', message: REASON_REQUIRED }]);
  checkMonth(decision);
  return db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('onsite_attendance as o')
      .innerJoin('employee as e', 'e.id', 'o.employee_id')
      .select(['o.id', 'o.employee_id', 'o.in_at', 'o.out_at', 'o.status', 'o.approver_id', 'e.emp_id'])
      .where('o.organization_id', '=', auth.organizationId)
      .where('e.emp_id', '=', decision.empId.trim().toUpperCase())
      .where('o.attendance_date', '=', decision.date)
      .executeTakeFirst();
    // Another approver's day answers as none: nobody learns of days they do not decide.
    if (!entry || entry.approver_id !== auth.employeeId) throw notFound('Onsite attendance not found');
    await decidePending(
      trx,
      'onsite_attendance',
      {
        organizationId: auth.organizationId,
        id: entry.id,
        decidedBy: auth.employeeId,
      },
      { status: decision.status, reason: reason || null },
      'This onsite attendance is already decided',
    );
    if (decision.status === 'Approved') await writeOnsiteSwipes(trx, auth.organizationId, entry, decision.date, `Onsite, approved by ${auth.empId}`);
    await recordAudit(trx, auth, {
      entity: 'onsiteAttendance',
      entityId: `${entry.emp_id}/${decision.date}`,
      action: 'update',
      before: { status: entry.status },
      after: { status: decision.status, reason: reason || null },
    });
    return {
      empId: entry.emp_id,
      date: decision.date,
      status: decision.status,
    };
  });
}

/** Spec 001 §7's month is the date's (MM-YYYY). */
export function checkMonth(decision: Pick<OnsiteDecision, 'date' | 'month'>): void {
  const month = `${decision.date.slice(5, 7)}-${decision.date.slice(0, 4)}`;
  if (decision.month !== month)
    throw badRequest(`Month ${decision.month} is not the month of ${decision.date} (${month})`, [{ field: 'month', message: `Month must be ${month}` }]);
}

/** An approved onsite day as the engine sees it: its first IN and last OUT as swipes of source Onsite, the day marked for the processor. */
export async function writeOnsiteSwipes(trx: Db, organizationId: number, entry: { employee_id: number; in_at: Date; out_at: Date }, date: string, doorAddress: string): Promise<void> {
  const swipe = (at: Date, direction: 'IN' | 'OUT') => ({ employeeId: entry.employee_id, at, attendanceDate: date, deviceName: ONSITE_DEVICE, direction, accessCardNo: null, doorAddress });
  await insertSwipes(trx, organizationId, [swipe(new Date(entry.in_at), 'IN'), swipe(new Date(entry.out_at), 'OUT')], 'Onsite', attendanceToday());
}
