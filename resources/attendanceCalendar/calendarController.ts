import { addDays, addMonths, endOfWeek, format, parse, parseISO, startOfWeek } from 'date-fns';
import type { CalendarDayCellProps } from '../../widgets/attendance/CalendarDayCell';
import type { DayTone } from '../../widgets/attendance/dayTones';
import type { AttendanceMonthData, MonthDay } from '../../src/shared/attendanceMonthData';

/** What one cell of the grid shows and allows: CalendarDayCell's props without its handler. */
export type CalendarDay = Omit<CalendarDayCellProps, 'onOpen'>;

/** Spec 001 §2's Sunday–Saturday header. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * The colour of a day: its status when that is on duty, work from home or comp off (they name what
 * the day was), else its regularization's state (approved, pending, rejected), else none.
 */
export function dayTone(day: Pick<MonthDay, 'attendanceData' | 'regularization'> | undefined): DayTone | null {
  if (!day) return null;
  const codes = day.attendanceData?.split('/') ?? [];
  if (codes.includes('OD')) return 'onDuty';
  if (codes.includes('WFH')) return 'workFromHome';
  if (codes.includes('CO')) return 'compOff';
  if (day.regularization === 'Approved') return 'approved';
  if (day.regularization === 'Pending') return 'pending';
  if (day.regularization === 'Rejected') return 'rejected';
  return null;
}

/** The line under a day's circle: the holiday's name, else the in and out times, else the shift. */
function secondaryText(day: MonthDay | undefined, holiday: string | undefined): string {
  if (holiday) return holiday;
  if (day?.inTime) return `${day.inTime.slice(0, 5)} - ${day.outTime ? day.outTime.slice(0, 5) : '--:--'}`;
  return day?.shift ?? '';
}

/**
 * The month grid of one payroll month: whole Sunday–Saturday weeks from the week of its start date
 * to the week of its end date. Days outside the payroll month are disabled; a day inside it can be
 * opened unless it lies after today (spec 001 §2).
 */
export function calendarWeeks(month: AttendanceMonthData): CalendarDay[][] {
  const { startDate, endDate } = month.payrollMonth;
  const byDate = new Map(month.attendanceData.map((day) => [day.attendanceDate, day]));
  const holidays = new Map(month.holidays.map((h) => [h.date, h.occasion]));
  const holidayDates = new Set(month.holidayList);
  const weeks: CalendarDay[][] = [];
  const last = endOfWeek(parseISO(endDate));
  for (let day = startOfWeek(parseISO(startDate)); day <= last; day = addDays(day, 1)) {
    if (day.getDay() === 0) weeks.push([]);
    const date = format(day, 'yyyy-MM-dd');
    const inWindow = date >= startDate && date <= endDate;
    const stored = inWindow ? byDate.get(date) : undefined;
    const status = stored?.attendanceData ?? null;
    weeks[weeks.length - 1].push({
      date,
      dayNumber: day.getDate(),
      status,
      secondary: inWindow ? secondaryText(stored, holidays.get(date)) : '',
      holiday: inWindow && (holidayDates.has(date) || status === 'H'),
      tone: dayTone(stored),
      disabled: !inWindow,
      clickable: inWindow && date <= month.today,
    });
  }
  return weeks;
}

/** The month one step before or after `monthYear` (MM-YYYY), as the previous and next buttons move. */
export function adjacentMonth(monthYear: string, step: -1 | 1): string {
  return format(addMonths(parse(monthYear, 'MM-yyyy', new Date(2000, 0, 1)), step), 'MM-yyyy');
}

/** 'November 2026' for 11-2026: the heading of the payroll month ending in that month. */
export const monthTitle = (monthYear: string) => format(parse(monthYear, 'MM-yyyy', new Date(2000, 0, 1)), 'MMMM yyyy');

/** DD/MM/YYYY (spec 001 §9). */
export const displayDate = (date: string) => format(parseISO(date), 'dd/MM/yyyy');
