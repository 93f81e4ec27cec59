import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { holidayApplies, isRestricted } from '../../../shared/holidayApplies.js';
import type { RestrictedHolidayYear } from '../../../shared/leaveSpecialRecords.js';
import { toHolidayRecord, HOLIDAY_COLUMNS } from '../../holidays/holidayRecord.js';
import { workPlaceOf } from '../../holidays/holidayPlaces.js';
import { loadLeaveSchemes } from '../loadLeaveSchemes.js';
import { loadLeaveBalances } from '../ledger/loadLeaveBalances.js';
import { availableOf } from '../../../shared/leave/availableBalance.js';

/** The leave type a restricted holiday is taken as. */
export const RESTRICTED_HOLIDAY_TYPE = 'RH';

/**
 * The year's active restricted holidays that apply to the employee's state and location
 * (holidayApplies), with the RH quota (the scheme's entitlement), balance, pending days and what is
 * left, and on each holiday the employee's pending or approved RH application.
 */
export async function restrictedHolidayYear(db: Db, organizationId: number, employeeId: number, year: number): Promise<RestrictedHolidayYear> {
  const [place, holidays, schemes, balances, { rows: applied }] = await Promise.all([
    workPlaceOf(db, organizationId, employeeId),
    db
      .selectFrom('holiday')
      .select(HOLIDAY_COLUMNS)
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'Active')
      .where('holiday_date', '>=', `${year}-01-01`)
      .where('holiday_date', '<=', `${year}-12-31`)
      .orderBy('holiday_date')
      .orderBy('occasion')
      .execute(),
    loadLeaveSchemes(db, organizationId, [employeeId]),
    loadLeaveBalances(db, organizationId, [employeeId], year),
    sql<{ date: string; leave_code: string; status: 'Pending' | 'Approved' }>`
      SELECT to_char(d.leave_date, 'YYYY-MM-DD') AS date, a.leave_code, d.status
      FROM leave_application_day d
      JOIN leave_application a ON a.organization_id = d.organization_id AND a.id = d.application_id
      WHERE d.organization_id = ${organizationId} AND d.employee_id = ${employeeId} AND a.leave_type = ${RESTRICTED_HOLIDAY_TYPE}
        AND d.status IN ('Pending', 'Approved') AND d.leave_date BETWEEN ${`${year}-01-01`} AND ${`${year}-12-31`}`.execute(db),
  ]);
  const appliedOn = new Map(applied.map((row) => [row.date, { leaveCode: row.leave_code, status: row.status }]));
  const rh = balances.get(employeeId)?.find((row) => row.leaveType === RESTRICTED_HOLIDAY_TYPE);
  const balance = rh?.balance ?? 0;
  const pending = rh?.pending ?? 0;
  return {
    year,
    quota: schemes.get(employeeId)?.entitlements.get(RESTRICTED_HOLIDAY_TYPE) ?? 0,
    balance,
    pending,
    left: Math.max(0, availableOf({ balance, pending })),
    holidays: holidays
      .map(toHolidayRecord)
      .filter((holiday) => isRestricted(holiday) && holidayApplies(holiday, place))
      .map((holiday) => ({ id: holiday.id, date: holiday.date, occasion: holiday.occasion, description: holiday.discription, applied: appliedOn.get(holiday.date) ?? null })),
  };
}
