import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LeaveBalanceRow, LeaveEntryKind } from '../../../shared/leaveRecords.js';
import { loadLeaveTypes } from '../leaveTypes.js';
import { balanceRows, type EntrySum, type PendingSum } from './balanceRows.js';

/**
 * The balances of a year for the given employees, one row per leave type of the organisation: the
 * sums of the ledger's entries by kind, and the days still pending approval.
 */
export async function loadLeaveBalances(db: Db, organizationId: number, employeeIds: number[], year: number): Promise<Map<number, LeaveBalanceRow[]>> {
  const answer = new Map<number, LeaveBalanceRow[]>();
  if (!employeeIds.length) return answer;
  const types = [...(await loadLeaveTypes(db, organizationId)).values()].map(({ code, leaveName }) => ({ code, leaveName }));
  const ids = sql.join(employeeIds.map((id) => sql`${id}`));
  const [{ rows: sums }, { rows: pending }] = await Promise.all([
    sql<{ employee_id: number; leave_type: string; entry_kind: LeaveEntryKind; days: string }>`
      SELECT employee_id, leave_type, entry_kind, sum(days) AS days FROM leave_ledger
      WHERE organization_id = ${organizationId} AND leave_year = ${year} AND employee_id IN (${ids})
      GROUP BY employee_id, leave_type, entry_kind`.execute(db),
    sql<{ employee_id: number; leave_type: string; days: string }>`
      SELECT d.employee_id, a.leave_type, sum(d.days) AS days
      FROM leave_application_day d
      JOIN leave_application a ON a.organization_id = d.organization_id AND a.id = d.application_id
      WHERE d.organization_id = ${organizationId} AND d.status = 'Pending' AND d.employee_id IN (${ids})
        AND extract(year FROM d.leave_date) = ${year}
      GROUP BY d.employee_id, a.leave_type`.execute(db),
  ]);
  for (const employeeId of employeeIds) {
    const mine: EntrySum[] = sums.filter((s) => s.employee_id === employeeId).map((s) => ({ leaveType: s.leave_type, entryKind: s.entry_kind, days: Number(s.days) }));
    const waiting: PendingSum[] = pending.filter((p) => p.employee_id === employeeId).map((p) => ({ leaveType: p.leave_type, days: Number(p.days) }));
    answer.set(employeeId, balanceRows(year, types, mine, waiting));
  }
  return answer;
}
