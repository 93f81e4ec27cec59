import { eachDayOfInterval, format, parseISO } from 'date-fns';
import type { DateWindow } from '../../../shared/attendanceWindows.js';
import type { AttendanceMonthData, HolidayOfDay, MonthDay, RegularizationState } from '../../../shared/attendanceMonthData.js';
import type { PayrollMonth } from '../../../shared/payrollMonth.js';
import { weekendStatusOn, type WeekendWeek } from '../../../shared/weekendPolicy.js';
import { isLeaveCode, statusSessions } from './statusSessions.js';

/** One processed day as stored (attendance_day), with the record's times. */
export interface StoredDay {
  date: string;
  status: string | null;
  shift: string;
  inTime: string | null;
  outTime: string | null;
  lopDays: number;
}

/** One applied regularization date (regularization_date); Withdrawn ones are left out by the loader. */
export interface AppliedDate {
  date: string;
  regularizationId: number;
  status: RegularizationState;
  workType: 'REG' | 'WFH' | 'OD';
}

export interface MonthInputs {
  yearMonth: string;
  payrollMonth: PayrollMonth;
  employeeWindow: DateWindow;
  today: string;
  empId: string;
  empName: string;
  dateOfJoining: string | null;
  /** A leaver's last working day; null or absent: still employed. */
  lastWorkingDay?: string | null;
  days: StoredDay[];
  applied: AppliedDate[];
  /** The holidays that apply to the employee (holidayApplies), restricted ones included. */
  holidays: HolidayOfDay[];
  /** Weekend policy weeks by the month's first day (yyyy-MM-01); a month without a policy is absent. */
  weekendPolicies: Map<string, WeekendWeek[]>;
  /** The employee's roster day types by date. */
  rosterDayTypes: Map<string, 'OFF' | 'WORKING'>;
  /** Pending and approved leave days with their sessions (leave_application_day); absent: none. */
  leaveDays?: { date: string; sessions: (1 | 2)[] }[];
}

const WORKED = new Set(['P', 'OD', 'WFH']);

/**
 * A weekly off as the engine's day type decides it (processor/resolveDayType.ts): the roster's day
 * type, else the weekend policy's rule (weekendStatusOn: Sundays, and Saturdays the month's policy
 * leaves Off).
 */
function isWeeklyOff(date: string, inputs: MonthInputs): boolean {
  const rostered = inputs.rosterDayTypes.get(date);
  if (rostered) return rostered === 'OFF';
  return weekendStatusOn(date, inputs.weekendPolicies.get(`${date.slice(0, 7)}-01`) ?? null) === 'Off';
}

/** The state shown for a date: its latest applied regularization that was not withdrawn. */
function latestApplied(applied: AppliedDate[]): Map<string, AppliedDate> {
  const latest = new Map<string, AppliedDate>();
  for (const row of applied) {
    const seen = latest.get(row.date);
    if (!seen || row.regularizationId > seen.regularizationId) latest.set(row.date, row);
  }
  return latest;
}

/** Spec 000 §3 Attendance month data for one employee and one payroll month, from what is stored. */
export function attendanceMonth(inputs: MonthInputs): AttendanceMonthData {
  const { payrollMonth, employeeWindow, today } = inputs;
  const dates = eachDayOfInterval({ start: parseISO(payrollMonth.startDate), end: parseISO(payrollMonth.endDate) }).map((d) => format(d, 'yyyy-MM-dd'));
  const inMonth = (date: string) => date >= payrollMonth.startDate && date <= payrollMonth.endDate;
  const applied = latestApplied(inputs.applied.filter((row) => inMonth(row.date)));
  const days = inputs.days.filter((day) => inMonth(day.date)).sort((a, b) => a.date.localeCompare(b.date));
  // The engine's employment window (docs/attendance-engine.md): no day to select or regularize outside it.
  const employed = (date: string) => (inputs.dateOfJoining === null || date >= inputs.dateOfJoining) && (!inputs.lastWorkingDay || date <= inputs.lastWorkingDay);

  const attendanceData: MonthDay[] = days.map((day) => {
    const sessions = statusSessions(day.status);
    const leaves = sessions ? [...new Set(sessions.filter(isLeaveCode))] : [];
    const reg = applied.get(day.date);
    return {
      attendanceDate: day.date,
      attendanceData: day.status,
      inTime: day.inTime,
      outTime: day.outTime,
      halfDay: sessions !== null && sessions[0] !== sessions[1],
      regularization: reg?.status ?? null,
      shift: day.shift,
      leave: leaves.length ? leaves.join('/') : null,
      workType: reg?.workType ?? null,
      lopDays: day.lopDays,
    };
  });

  const leaveListSession: Record<string, (1 | 2)[]> = {};
  for (const day of days) {
    const sessions = statusSessions(day.status);
    const onLeave = ([1, 2] as const).filter((n) => sessions && isLeaveCode(sessions[n - 1]));
    if (onLeave.length) leaveListSession[day.date] = onLeave;
  }
  // A leave not yet processed (pending, or approved since the day was computed) closes its sessions too.
  for (const leave of inputs.leaveDays ?? []) {
    if (!inMonth(leave.date)) continue;
    leaveListSession[leave.date] = [...new Set([...(leaveListSession[leave.date] ?? []), ...leave.sessions])].sort();
  }

  const absent = days.filter((day) => statusSessions(day.status)?.includes('A'));
  const regularizing = (date: string) => ['Approved', 'Pending'].includes(applied.get(date)?.status ?? '');
  const holidays = inputs.holidays.filter((h) => inMonth(h.date)).sort((a, b) => a.date.localeCompare(b.date));

  return {
    empId: inputs.empId,
    empName: inputs.empName,
    today,
    payrollMonth,
    monthYear: inputs.yearMonth,
    lockStartDate: employeeWindow.from,
    lockEndDate: employeeWindow.to,
    absentList: absent.map((day) => day.date),
    presentList: days.filter((day) => statusSessions(day.status)?.every((code) => WORKED.has(code))).map((day) => day.date),
    holidayList: holidays.filter((h) => !h.restricted).map((h) => h.date),
    holidays,
    regApprovedList: [...applied.values()].filter((r) => r.status === 'Approved').map((r) => r.date).sort(),
    regPendingList: [...applied.values()].filter((r) => r.status === 'Pending').map((r) => r.date).sort(),
    weekendPolicyList: dates.filter((date) => isWeeklyOff(date, inputs)),
    yesterDayCutOffList: dates.filter((date) => date >= today),
    leaveListSession,
    dojList: dates.filter((date) => !employed(date)),
    attendanceData,
    attendanceInfo: absent
      .filter((day) => day.date >= employeeWindow.from && day.date <= employeeWindow.to && employed(day.date) && !regularizing(day.date))
      .map((day) => ({ attendanceDate: day.date, attendanceData: day.status, inTime: day.inTime, outTime: day.outTime, shift: day.shift })),
  };
}
