import { describe, expect, it } from 'vitest';
import { adjacentMonth, calendarWeeks, dayTone, monthTitle } from '../../../resources/attendanceCalendar/calendarController';
import { dayDialogTitle, hoursRows, NO_SWIPES_STATUSES, visibleSwipes } from '../../../resources/attendanceCalendar/dayDetailsController';
import type { AttendanceMonthData, MonthDay } from '../../../src/shared/attendanceMonthData';
import type { AttendanceDayDetails } from '../../../resources/attendanceCalendar/types';

const day = (attendanceDate: string, attendanceData: string | null, extra: Partial<MonthDay> = {}): MonthDay => ({
  attendanceDate,
  attendanceData,
  inTime: null,
  outTime: null,
  halfDay: false,
  regularization: null,
  shift: 'S1',
  leave: null,
  workType: null,
  lopDays: 0,
  ...extra,
});

/** The payroll month 2026-10-25..2026-11-24 seen on 2026-11-22 (a Sunday). */
function november(days: MonthDay[] = [], extra: Partial<AttendanceMonthData> = {}): AttendanceMonthData {
  return {
    empId: 'EMP001',
    empName: 'Asha Rao',
    today: '2026-11-22',
    payrollMonth: { startDate: '2026-10-25', endDate: '2026-11-24' },
    monthYear: '11-2026',
    lockStartDate: '2026-10-25',
    lockEndDate: '2026-11-21',
    absentList: [],
    presentList: [],
    holidayList: [],
    holidays: [],
    regApprovedList: [],
    regPendingList: [],
    weekendPolicyList: [],
    yesterDayCutOffList: [],
    leaveListSession: {},
    dojList: [],
    attendanceData: days,
    attendanceInfo: [],
    ...extra,
  };
}

describe('the attendance calendar grid', () => {
  it('runs Sunday to Saturday over whole weeks of the payroll month', () => {
    const weeks = calendarWeeks(november());
    // 2026-10-25 is a Sunday; 2026-11-24 a Tuesday, so the last week runs to Saturday 2026-11-28.
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0][0].date).toBe('2026-10-25');
    expect(weeks[4][6].date).toBe('2026-11-28');
  });

  it('disables the days outside the payroll window and lets only past and present days inside it open', () => {
    const cells = new Map(calendarWeeks(november()).flat().map((cell) => [cell.date, cell]));
    expect(cells.get('2026-10-25')).toMatchObject({ disabled: false, clickable: true });
    expect(cells.get('2026-11-22')).toMatchObject({ disabled: false, clickable: true });
    expect(cells.get('2026-11-23')).toMatchObject({ disabled: false, clickable: false });
    expect(cells.get('2026-11-24')).toMatchObject({ disabled: false, clickable: false });
    for (const outside of ['2026-11-25', '2026-11-28']) expect(cells.get(outside)).toMatchObject({ disabled: true, clickable: false, status: null });
  });

  it('keeps a past payroll month clickable throughout and a future one closed', () => {
    const past = calendarWeeks(november([], { today: '2027-01-10' })).flat().filter((cell) => !cell.disabled);
    expect(past.every((cell) => cell.clickable)).toBe(true);
    const future = calendarWeeks(november([], { today: '2026-10-01' })).flat();
    expect(future.some((cell) => cell.clickable)).toBe(false);
  });

  it('shows each day its status, its times or holiday name, and a dot on a holiday', () => {
    const cells = new Map(
      calendarWeeks(
        november([day('2026-11-02', 'P', { inTime: '09:25', outTime: '18:40' }), day('2026-11-03', 'A', { inTime: '09:12' }), day('2026-11-12', 'H')], {
          holidayList: ['2026-11-12'],
          holidays: [{ date: '2026-11-12', occasion: 'Founders Day', restricted: false }],
        }),
      )
        .flat()
        .map((cell) => [cell.date, cell]),
    );
    expect(cells.get('2026-11-02')).toMatchObject({ status: 'P', secondary: '09:25 - 18:40', holiday: false });
    expect(cells.get('2026-11-03')).toMatchObject({ status: 'A', secondary: '09:12 - --:--' });
    expect(cells.get('2026-11-12')).toMatchObject({ status: 'H', secondary: 'Founders Day', holiday: true });
    expect(cells.get('2026-11-23')).toMatchObject({ status: null, secondary: '' });
  });

  it('colours a day by its regularization, or by on duty, work from home and comp off', () => {
    expect(dayTone(day('d', 'P', { regularization: 'Approved' }))).toBe('approved');
    expect(dayTone(day('d', 'A', { regularization: 'Pending' }))).toBe('pending');
    expect(dayTone(day('d', 'A', { regularization: 'Rejected' }))).toBe('rejected');
    expect(dayTone(day('d', 'OD', { regularization: 'Approved', workType: 'OD' }))).toBe('onDuty');
    expect(dayTone(day('d', 'P/WFH'))).toBe('workFromHome');
    expect(dayTone(day('d', 'CO'))).toBe('compOff');
    expect(dayTone(day('d', 'P'))).toBeNull();
    expect(dayTone(day('d', 'A'))).toBeNull();
    expect(dayTone(undefined)).toBeNull();
  });

  it('moves one month at a time across years', () => {
    expect(adjacentMonth('11-2026', 1)).toBe('12-2026');
    expect(adjacentMonth('12-2026', 1)).toBe('01-2027');
    expect(adjacentMonth('01-2027', -1)).toBe('12-2026');
    expect(monthTitle('11-2026')).toBe('November 2026');
  });
});

describe('the day-details dialog', () => {
  const details = (status: string | null, record: Record<string, string | null> = {}): AttendanceDayDetails => ({
    empId: 'EMP001',
    empName: 'Asha Rao',
    attendanceDate: '2026-11-03',
    processed: true,
    processedOn: '2026-11-04T03:00:00.000Z',
    inProgress: false,
    shift: { shiftCode: 'S1', inTime: '09:30', outTime: '18:30', graceTime: '00:15' },
    scheme: 'Bio Metric',
    record: { attendanceData: status, ...record },
    sessions: [],
    swipes: [{ swipeDate: '2026-11-03', swipeTime: '09:12:00', doorAddress: 'Gate 1', direction: 'IN', deviceName: 'Main Gate', accessCardNo: null, source: 'Bio Metric' }],
    lopDays: 1,
    lopMessage: null,
    explain: [],
  });

  it('is titled with the date as DD/MM/YYYY', () => {
    expect(dayDialogTitle('2026-11-03')).toBe('Attendance Details for 03/11/2026');
  });

  it('shows the hours as HH:mm with 00:00 where there is nothing', () => {
    const rows = hoursRows({ inTime: '09:12:30', outTime: null, totalWorkHours: '00:00', breakHrs: null, actualWorkHours: '07:45', shortFallHours: '01:15', excessHours: '00:00' });
    expect(rows).toEqual([
      { label: 'First In', value: '09:12' },
      { label: 'Last Out', value: '00:00' },
      { label: 'Total Work hrs', value: '00:00' },
      { label: 'Break Hours', value: '00:00' },
      { label: 'Actual Work hrs', value: '07:45' },
      { label: 'Shortfall hrs', value: '01:15' },
      { label: 'Excess hrs', value: '00:00' },
    ]);
    expect(hoursRows(null).every((row) => row.value === '00:00')).toBe(true);
  });

  it("hides the swipes for spec 001's statuses and shows them otherwise", () => {
    expect([...NO_SWIPES_STATUSES].sort()).toEqual(['A', 'CL', 'H', 'OFF', 'PL', 'PRIL', 'PRL', 'SL', 'WFH']);
    for (const status of NO_SWIPES_STATUSES) expect(visibleSwipes(details(status)), status).toEqual([]);
    for (const status of ['P', 'P/A', 'CL/P', 'OD']) expect(visibleSwipes(details(status)), status).toHaveLength(1);
  });
});
