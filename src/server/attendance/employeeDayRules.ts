import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { DEFAULT_SHIFT_CODE } from '../../shared/shiftTimes.js';
import { shiftMasterExists } from './shiftMasterExists.js';
import { DEFAULT_DAY_RULE, dayRuleOfShift, type AttendanceDayRule } from './attendanceDate.js';


export interface EmployeeDayRule {
  id: number;
  empId: string;
  dayRule: AttendanceDayRule;
}

/**
 * The organisation's employees (all, or those with the given Emp IDs) with the day rule of their
 * shift (employee.shift_code, else S1), read from the shift master. A shift the master does not
 * hold — or no shift master at all, on a database the master never reached — counts calendar days
 * (DEFAULT_DAY_RULE), so a swipe is never refused for want of a shift.
 */
export async function employeeDayRules(db: Db, organizationId: number, empIds?: readonly string[]): Promise<Map<string, EmployeeDayRule>> {
  if (empIds?.length === 0) return new Map();
  const hasMaster = await shiftMasterExists(db);
  const ofShift = (column: 'in_time' | 'check_in_before_minutes') =>
    sql`(SELECT s.${sql.ref(column)} FROM master_shift_master s WHERE s.organization_id = ${organizationId} AND s.shift_code = coalesce(e.shift_code, ${DEFAULT_SHIFT_CODE}) LIMIT 1)`;
  const shiftIn = hasMaster ? sql<string | null>`${ofShift('in_time')}` : sql<string | null>`NULL::text`;
  // The shift's own swipe window starts its day (issue 19 §2 checkInBeforeMinutes).
  const lead = hasMaster ? sql<string | null>`${ofShift('check_in_before_minutes')}` : sql<string | null>`NULL::bigint`;
  let query = db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
    .select(['e.id', 'e.emp_id', shiftIn.as('in_time'), lead.as('check_in_before_minutes')])
    .where('eo.organization_id', '=', organizationId);
  if (empIds) query = query.where('e.emp_id', '=', sql<string>`ANY(${sql.val([...empIds])}::text[])`);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [row.emp_id, { id: row.id, empId: row.emp_id, dayRule: row.in_time ? dayRuleOfShift(row.in_time, undefined, row.check_in_before_minutes === null ? null : Number(row.check_in_before_minutes)) : DEFAULT_DAY_RULE }]),
  );
}
