import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AppError } from '../../http/AppError.js';
import { availableOf, overdrawn, type Standing } from '../../../shared/leave/availableBalance.js';
import { COMP_OFF_TYPE } from '../../../shared/compOffRules.js';
import { compOffCover } from '../special/lapseCompOff.js';

/** One employee's standing in one type and year (comp-off: over every year, compOffCover). */
export interface BalanceCover extends Standing {
  employeeId: number;
  leaveType: string;
  year: number;
  available: number;
}

export type CoverKey = Pick<BalanceCover, 'employeeId' | 'leaveType' | 'year'>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The balance and pending days of each key whose type is paid (an unpaid type keeps no balance and
 * is left out): one set-based read for the yearly types, compOffCover per employee for comp-off.
 */
export async function loadBalanceCover(db: Db, organizationId: number, keys: CoverKey[], today: string): Promise<BalanceCover[]> {
  const answer: BalanceCover[] = [];
  const yearly = keys.filter((key) => key.leaveType !== COMP_OFF_TYPE);
  if (yearly.length) {
    const { rows } = await sql<{ employee_id: number; leave_type: string; leave_year: number; balance: number; pending: number }>`
      SELECT k.employee_id, k.leave_type, k.leave_year,
        (SELECT coalesce(sum(l.days), 0) FROM leave_ledger l
          WHERE l.organization_id = ${organizationId} AND l.employee_id = k.employee_id AND l.leave_type = k.leave_type AND l.leave_year = k.leave_year)::float8 AS balance,
        (SELECT coalesce(sum(d.days), 0) FROM leave_application_day d
          JOIN leave_application a ON a.organization_id = d.organization_id AND a.id = d.application_id
          WHERE d.organization_id = ${organizationId} AND d.employee_id = k.employee_id AND d.status = 'Pending'
            AND a.leave_type = k.leave_type AND extract(year FROM d.leave_date) = k.leave_year)::float8 AS pending
      FROM (SELECT DISTINCT * FROM unnest(${yearly.map((key) => key.employeeId)}::int[], ${yearly.map((key) => key.leaveType)}::text[], ${yearly.map((key) => key.year)}::int[])
            AS u(employee_id, leave_type, leave_year)) k
      JOIN master_leave_type_category t ON t.organization_id = ${organizationId} AND t.code = k.leave_type AND coalesce(t.paid, true)
      ORDER BY k.employee_id, k.leave_type, k.leave_year`.execute(db);
    for (const row of rows) {
      const standing = { balance: round2(row.balance), pending: round2(row.pending) };
      answer.push({ employeeId: row.employee_id, leaveType: row.leave_type, year: row.leave_year, ...standing, available: availableOf(standing) });
    }
  }
  const compOff = [...new Map(keys.filter((key) => key.leaveType === COMP_OFF_TYPE).map((key) => [key.employeeId, key])).values()];
  for (const key of compOff) {
    const standing = await compOffCover(db, organizationId, key.employeeId, today);
    answer.push({ ...key, ...standing, available: availableOf(standing) });
  }
  return answer;
}

/**
 * The one check of the balance invariant (`overdrawn`, docs/leave-ledger.md): every writer that can
 * lower a balance calls it in its writing transaction, after lockLeaveBalance and after its own
 * write. When a key is overdrawn the writer's refusal (its own 4xx, told the figures) is thrown, so
 * the transaction rolls back and nothing is written.
 */
export async function assertBalanceCovered(trx: Db, organizationId: number, keys: CoverKey[], today: string, refusal: (short: BalanceCover[]) => AppError): Promise<void> {
  if (!keys.length) return;
  const short = (await loadBalanceCover(trx, organizationId, keys, today)).filter(overdrawn);
  if (short.length) throw refusal(short);
}
