import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/AppError.js';
import { loadLeaveTypes } from '../leaveTypes.js';
import { loadLeaveSchemes } from '../loadLeaveSchemes.js';
import type { GrantPeriod } from '../ledger/grantPeriod.js';
import type { GrantEmployee, GrantFacts, GrantInput, GrantType } from '../ledger/planGrant.js';

/** What a run is asked for: a period and, optionally, some types and some employees (all otherwise). */
export interface GrantRequest {
  period: GrantPeriod;
  leaveTypes?: string[];
  empIds?: string[];
}

/** The types a run may grant: active, with accrual. Asked-for codes that are not such a type are a 400 naming them. */
export async function grantTypes(db: Db, organizationId: number, asked?: string[]): Promise<GrantType[]> {
  const accruing = [...(await loadLeaveTypes(db, organizationId)).values()].filter((type) => type.status === 'Active' && type.accrual !== 'None');
  if (!asked) return accruing;
  const wanted = asked.map((code) => code.trim().toUpperCase());
  const unknown = wanted.filter((code) => !accruing.some((type) => type.code === code));
  if (unknown.length) throw badRequest(`Not a leave type with accrual: ${unknown.join(', ')}`, [{ field: 'leaveTypes', message: 'Unknown leave type' }]);
  return accruing.filter((type) => wanted.includes(type.code));
}

/** The run's employees: the organisation's active employees, or those asked for (each must be one: a 400 names the rest). */
export async function grantEmployeeIds(db: Db, organizationId: number, empIds?: string[]): Promise<number[]> {
  let query = db.selectFrom('employee').select(['id', 'emp_id']).where('organization_id', '=', organizationId).where('status', '=', 'Active');
  const wanted = empIds ? [...new Set(empIds.map((id) => id.trim().toUpperCase()))] : undefined;
  if (wanted) query = query.where('emp_id', 'in', wanted);
  const rows = await query.orderBy('id').execute();
  if (wanted && rows.length !== wanted.length) {
    const found = new Set(rows.map((row) => row.emp_id));
    const missing = wanted.filter((id) => !found.has(id));
    throw badRequest(`Not an active employee of this organisation: ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ` and ${missing.length - 20} more` : ''}`, [{ field: 'empIds', message: 'Unknown employee' }]);
  }
  return rows.map((row) => row.id);
}

/**
 * Everything the plan reads, set-based (a handful of queries whatever the head count): the
 * employees with their schemes' entitlements, the ledger's sums for the year before and the year
 * less their pending days, the carried-in credits with their expiry and the days used by then, and
 * the keys already written.
 */
export async function loadGrantInput(db: Db, organizationId: number, period: GrantPeriod, types: GrantType[], employeeIds: number[], today: string): Promise<GrantInput> {
  const year = period.year;
  const codes = types.map((type) => type.code);
  // The run's employees as a relation to join (a hash join), not `= ANY(array)`: on a sequential
  // scan that compares each ledger row with every id, which for 10,000 ids takes minutes.
  const picked = sql`(SELECT unnest(${employeeIds}::int[]) AS employee_id)`;
  const [people, schemes, facts, keys] = await Promise.all([
    sql<{ id: number; emp_id: string; name: string; date_of_joining: string | null; gender: GrantEmployee['gender']; probation_end_date: string | null; last_working_day: string | null }>`
      SELECT e.id, e.emp_id, trim(e.first_name || ' ' || coalesce(e.last_name, '')) AS name, e.date_of_joining, e.gender, e.probation_end_date, e.last_working_day
      FROM employee e JOIN ${picked} p ON p.employee_id = e.id WHERE e.organization_id = ${organizationId} ORDER BY e.id`.execute(db),
    loadLeaveSchemes(db, organizationId, employeeIds),
    sql<{ employee_id: number; leave_type: string; previous: number; balance: number; carried: number | null; expires_on: string | null; used: number }>`
      WITH picked AS ${picked},
      years AS (
        SELECT l.employee_id, l.leave_type, l.leave_year, l.entry_kind, l.days, l.effective_date, l.expires_on
        FROM leave_ledger l JOIN picked p ON p.employee_id = l.employee_id
        WHERE l.organization_id = ${organizationId} AND l.leave_year IN (${year - 1}, ${year}) AND l.leave_type = ANY(${codes}::text[])),
      carried AS (
        SELECT employee_id, leave_type, sum(days)::float8 AS carried, max(expires_on) AS expires_on FROM years
        WHERE leave_year = ${year} AND entry_kind = 'carryForward' AND days > 0 AND expires_on IS NOT NULL
        GROUP BY employee_id, leave_type),
      pending AS (
        SELECT d.employee_id, a.leave_type,
          coalesce(sum(d.days) FILTER (WHERE d.leave_date < ${`${year}-01-01`}), 0)::float8 AS previous,
          coalesce(sum(d.days) FILTER (WHERE d.leave_date >= ${`${year}-01-01`}), 0)::float8 AS current
        FROM leave_application_day d JOIN picked p ON p.employee_id = d.employee_id
        JOIN leave_application a ON a.organization_id = d.organization_id AND a.id = d.application_id
        WHERE d.organization_id = ${organizationId} AND d.status = 'Pending' AND a.leave_type = ANY(${codes}::text[])
          AND d.leave_date BETWEEN ${`${year - 1}-01-01`} AND ${`${year}-12-31`}
        GROUP BY d.employee_id, a.leave_type)
      -- What the close and the expiry may take is the balance less the days pending approval (the balance
      -- invariant, docs/leave-ledger.md): a pending application keeps its days in its year.
      SELECT y.employee_id, y.leave_type,
        (coalesce(sum(y.days) FILTER (WHERE y.leave_year = ${year - 1}), 0) - coalesce(pp.previous, 0))::float8 AS previous,
        (coalesce(sum(y.days) FILTER (WHERE y.leave_year = ${year}), 0) - coalesce(pp.current, 0))::float8 AS balance,
        c.carried, to_char(c.expires_on, 'YYYY-MM-DD') AS expires_on,
        coalesce(-sum(y.days) FILTER (WHERE y.leave_year = ${year} AND y.entry_kind IN ('application', 'cancellation', 'encashment') AND y.effective_date <= c.expires_on), 0)::float8 AS used
      FROM years y LEFT JOIN carried c ON c.employee_id = y.employee_id AND c.leave_type = y.leave_type
      LEFT JOIN pending pp ON pp.employee_id = y.employee_id AND pp.leave_type = y.leave_type
      GROUP BY y.employee_id, y.leave_type, c.carried, c.expires_on, pp.previous, pp.current`.execute(db),
    sql<{ key: string }>`
      SELECT l.idempotency_key AS key FROM leave_ledger l JOIN ${picked} p ON p.employee_id = l.employee_id
      WHERE l.organization_id = ${organizationId} AND l.leave_year IN (${year - 1}, ${year}) AND l.entry_kind IN ('accrual', 'carryForward', 'lapse')
        AND l.idempotency_key IS NOT NULL AND l.leave_type = ANY(${codes}::text[])`.execute(db),
  ]);
  const employees: GrantEmployee[] = people.rows.map((row) => ({
    employeeId: row.id,
    empId: row.emp_id,
    empName: row.name,
    dateOfJoining: row.date_of_joining,
    gender: row.gender,
    probationEndDate: row.probation_end_date,
    lastWorkingDay: row.last_working_day,
    entitlements: Object.fromEntries(schemes.get(row.id)?.entitlements ?? []),
  }));
  const grantFacts: GrantFacts[] = facts.rows.map((row) => ({
    employeeId: row.employee_id,
    leaveType: row.leave_type,
    previousBalance: row.previous,
    carried: row.carried && row.expires_on ? { carried: row.carried, expiresOn: row.expires_on, usedByExpiry: row.used, balance: row.balance } : undefined,
  }));
  return { period, types, employees, facts: grantFacts, existingKeys: keys.rows.map((row) => row.key), today };
}
