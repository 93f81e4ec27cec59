import { format, parseISO } from 'date-fns';
import { attendanceWindows } from '../../../shared/attendanceWindows.js';
import { holidayApplies, isRestricted } from '../../../shared/holidayApplies.js';
import { payrollMonthEndingIn } from '../../../shared/payrollMonth.js';
import type { Db } from '../../db/database.js';
import { loadLockSetting } from '../loadLockSetting.js';
import { unpackDayRecord } from '../packedDayRecord.js';
import type { AttendanceMonthData, RegularizationState } from '../../../shared/attendanceMonthData.js';
import { attendanceMonth } from './attendanceMonth.js';
import type { AttendanceSubject } from './readableEmployee.js';

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * Reads one employee's payroll month (`yearMonth` MM-YYYY names the month it ends in; absent, the
 * open payroll month of `today`) from the stored day records, regularization dates, holidays,
 * weekend policies and roster, and shapes it as spec 000 §3's Attendance month data.
 */
export async function loadAttendanceMonth(db: Db, organizationId: number, subject: AttendanceSubject, yearMonth: string | undefined, today: string): Promise<AttendanceMonthData> {
  const lock = await loadLockSetting(db, organizationId);
  const windows = attendanceWindows(today, lock);
  const payrollMonth = yearMonth ? payrollMonthEndingIn(yearMonth, lock.payrollStartDay) : windows.payrollMonth;
  const { startDate: from, endDate: to } = payrollMonth;

  const [days, applied, holidays, policies, roster, leaveDays] = await Promise.all([
    db
      .selectFrom('attendance_day')
      .select(['attendance_date', 'status_code', 'shift_code', 'lop_days', 'record'])
      .where('organization_id', '=', organizationId)
      .where('employee_id', '=', subject.id)
      .where('attendance_date', '>=', from)
      .where('attendance_date', '<=', to)
      .execute(),
    db
      .selectFrom('regularization_date')
      .select(['attendance_date', 'regularization_id', 'status', 'work_type'])
      .where('organization_id', '=', organizationId)
      .where('employee_id', '=', subject.id)
      .where('attendance_date', '>=', from)
      .where('attendance_date', '<=', to)
      .where('status', '!=', 'Withdrawn')
      .execute(),
    db
      .selectFrom('holiday')
      .select(['holiday_date', 'occasion', 'restricted_holiday', 'all_state', 'all_location', 'state_list', 'location_list'])
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'Active')
      .where('holiday_date', '>=', from)
      .where('holiday_date', '<=', to)
      .execute(),
    db
      .selectFrom('weekend_policy')
      .select(['month_start', 'weeks'])
      .where('organization_id', '=', organizationId)
      .where('month_start', '>=', `${from.slice(0, 7)}-01`)
      .where('month_start', '<=', to)
      .execute(),
    db
      .selectFrom('shift_roster')
      .select(['roster_date', 'day_type'])
      .where('organization_id', '=', organizationId)
      .where('employee_id', '=', subject.id)
      .where('roster_date', '>=', from)
      .where('roster_date', '<=', to)
      .where('day_type', 'is not', null)
      .execute(),
    // Pending and approved leave: its sessions are closed to regularization (spec 000 §4).
    db
      .selectFrom('leave_application_day')
      .select(['leave_date', 'session1', 'session2'])
      .where('organization_id', '=', organizationId)
      .where('employee_id', '=', subject.id)
      .where('leave_date', '>=', from)
      .where('leave_date', '<=', to)
      .where('status', 'in', ['Pending', 'Approved'])
      .execute(),
  ]);

  return attendanceMonth({
    yearMonth: yearMonth ?? format(parseISO(payrollMonth.endDate), 'MM-yyyy'),
    payrollMonth,
    employeeWindow: windows.employee,
    today,
    empId: subject.empId,
    empName: subject.empName,
    dateOfJoining: subject.dateOfJoining,
    lastWorkingDay: subject.lastWorkingDay,
    days: days.map((row) => {
      const record = unpackDayRecord(subject.empId, row.attendance_date, row);
      return { date: row.attendance_date, status: row.status_code, shift: row.shift_code, inTime: record.inTime, outTime: record.outTime, lopDays: record.lopDays };
    }),
    applied: applied.map((row) => ({ date: row.attendance_date, regularizationId: row.regularization_id, status: row.status as RegularizationState, workType: row.work_type })),
    holidays: holidays
      .filter((row) =>
        holidayApplies(
          { allState: row.all_state, allLocation: row.all_location, stateList: parsed(row.state_list), locationList: parsed(row.location_list), restrictedHoliday: row.restricted_holiday },
          subject.workPlace,
        ),
      )
      .map((row) => ({ date: row.holiday_date, occasion: row.occasion, restricted: isRestricted({ restrictedHoliday: row.restricted_holiday }) })),
    weekendPolicies: new Map(policies.map((row) => [row.month_start, parsed(row.weeks)])),
    rosterDayTypes: new Map(roster.map((row) => [row.roster_date, row.day_type!])),
    leaveDays: leaveDays.map((row) => ({ date: row.leave_date, sessions: [...(row.session1 ? [1 as const] : []), ...(row.session2 ? [2 as const] : [])] })),
  });
}
