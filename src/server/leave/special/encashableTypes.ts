import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EncashableType } from '../../../shared/leaveSpecialRecords.js';
import { loadLeaveTypes } from '../leaveTypes.js';
import { loadLeaveBalances } from '../ledger/loadLeaveBalances.js';
import { availableOf } from '../../../shared/leave/availableBalance.js';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The active types with an encashable cap, as the employee may encash them in `year`: the cap, the
 * days encashed or pending this year, and the balance less every pending day (leave applied and
 * encashment not yet decided). `except` leaves one encashment out of the pending days (the one being decided).
 */
export async function encashableTypes(db: Db, organizationId: number, employeeId: number, year: number, except?: string): Promise<EncashableType[]> {
  const types = [...(await loadLeaveTypes(db, organizationId)).values()].filter((type) => type.status === 'Active' && type.encashableCap > 0);
  if (!types.length) return [];
  const [balances, { rows: encashed }] = await Promise.all([
    loadLeaveBalances(db, organizationId, [employeeId], year),
    sql<{ leave_type: string; status: string; days: string }>`
      SELECT leave_type, status, sum(days) AS days FROM leave_encashment
      WHERE organization_id = ${organizationId} AND employee_id = ${employeeId} AND leave_year = ${year}
        AND status IN ('Pending', 'Approved') AND encashment_code <> ${except ?? ''}
      GROUP BY leave_type, status`.execute(db),
  ]);
  const rows = balances.get(employeeId) ?? [];
  return types.map((type) => {
    const balance = rows.find((row) => row.leaveType === type.code);
    const mine = encashed.filter((row) => row.leave_type === type.code);
    const pendingEncashment = mine.filter((row) => row.status === 'Pending').reduce((sum, row) => sum + Number(row.days), 0);
    const done = mine.reduce((sum, row) => sum + Number(row.days), 0);
    // The balance invariant's available (availableOf), less what pending encashments already claim.
    const available = round2(Math.max(0, availableOf(balance ?? { balance: 0, pending: 0 }) - pendingEncashment));
    const room = round2(Math.max(0, type.encashableCap - done));
    return { leaveType: type.code, leaveName: type.leaveName, cap: type.encashableCap, encashed: round2(done), available, maxDays: Math.min(room, available) };
  });
}
