import type { MyLeaveType } from '../../shared/myLeaveType.js';
import type { Db } from '../db/database.js';
import { loadLeaveSchemes, type EmployeeScheme } from './loadLeaveSchemes.js';
import { loadLeaveTypes, type LeaveTypeRule } from './leaveTypes.js';
import { mayTake, type LeaveTaker } from './mayTake.js';

/** The types `taker` may take on `date` under `scheme`, in code order, with the rules an application meets. */
export function applicableTypes(types: Iterable<LeaveTypeRule>, taker: LeaveTaker, scheme: EmployeeScheme | undefined, date: string): MyLeaveType[] {
  return [...types]
    .filter((type) => mayTake(type, taker, scheme, date))
    .map((type) => ({
      code: type.code,
      name: type.leaveName,
      category: type.category,
      paid: type.paid,
      halfDayAllowed: type.halfDayAllowed,
      minNoticeDays: type.minNoticeDays,
      maxDaysPerApplication: type.maxDaysPerApplication,
      documentAfterDays: type.documentAfterDays,
      daysPerYear: scheme?.entitlements.get(type.code) ?? null,
      schemeName: scheme?.schemeName ?? null,
    }));
}

/** The leave types an employee of the organisation may take on `date` (their scheme, gender and probation). */
export async function myLeaveTypes(db: Db, organizationId: number, employeeId: number, date: string): Promise<MyLeaveType[]> {
  const person = await db.selectFrom('employee').select(['gender', 'probation_end_date']).where('id', '=', employeeId).executeTakeFirstOrThrow();
  const [types, schemes] = await Promise.all([loadLeaveTypes(db, organizationId), loadLeaveSchemes(db, organizationId, [employeeId])]);
  return applicableTypes(types.values(), { gender: person.gender, probationEndDate: person.probation_end_date }, schemes.get(employeeId), date);
}
