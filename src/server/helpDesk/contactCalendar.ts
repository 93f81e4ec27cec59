import { addDays, format, parseISO } from 'date-fns';
import type { Db } from '../db/database.js';
import { attendanceToday } from '../attendance/attendanceClock.js';
import { loadLeaveCalendar } from '../leave/apply/loadLeaveCalendar.js';
import type { IsWorkingDay } from './workingTime.js';

/** How far ahead a due time is looked for: enough for the master's largest time (2000 working hours). */
export const CALENDAR_DAYS_AHEAD = 400;

/**
 * A contact's working calendar from `from`'s date: weekly offs by the organisation's weekend policy
 * (and roster) and the holidays of the contact's work location do not count — resolved exactly as
 * the attendance processor and leave resolve a day (loadLeaveCalendar).
 */
export async function contactCalendar(db: Db, organizationId: number, employeeId: number, from: Date, timeZone: string, days = CALENDAR_DAYS_AHEAD): Promise<IsWorkingDay> {
  const first = attendanceToday(timeZone, from);
  const last = format(addDays(parseISO(first), days), 'yyyy-MM-dd');
  const dayOf = await loadLeaveCalendar(db, organizationId, employeeId, first, last);
  return (date) => date < first || date > last || dayOf(date).kind === 'working';
}
