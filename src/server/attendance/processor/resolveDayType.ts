import type { DayType } from '../engine/index.js';
import { weekendStatusOn, type WeekendWeek } from '../../../shared/weekendPolicy.js';

export interface CalendarOfDay {
  /** The roster row's day type for this employee·date, if any. */
  rosterDayType: 'OFF' | 'WORKING' | null;
  /** The holidays of the date that apply to the employee (holidayApplies), in a stable order. */
  holidays: { occasion: string; restricted: boolean }[];
  /** The weekend policy of the date's month; null when the month has none. */
  weeks: readonly WeekendWeek[] | null;
}

/**
 * What the calendar says a date is, before anyone punches (docs/attendance-engine.md, "The
 * processor"): a roster day type decides; else a holiday; else the weekend policy; a restricted
 * holiday is weaker than a weekly off (it is a working day unless taken as RH leave), so a
 * restricted holiday on a Sunday stays a Sunday.
 */
export function resolveDayType(date: string, calendar: CalendarOfDay): DayType {
  if (calendar.rosterDayType === 'OFF') return { kind: 'weeklyOff', because: 'roster' };
  if (calendar.rosterDayType === 'WORKING') return { kind: 'working', because: 'roster' };
  const holiday = calendar.holidays.find((h) => !h.restricted);
  if (holiday) return { kind: 'holiday', occasion: holiday.occasion, restricted: false };
  const weekend = weekendStatusOn(date, calendar.weeks);
  const weekday = new Date(`${date}T00:00Z`).getUTCDay();
  if (weekend === 'Off') return { kind: 'weeklyOff', because: weekday === 0 ? 'sunday' : 'saturdayOffByPolicy' };
  const restricted = calendar.holidays[0];
  if (restricted) return { kind: 'holiday', occasion: restricted.occasion, restricted: true };
  return { kind: 'working', because: weekday === 6 ? 'saturdayWorkingByPolicy' : 'weekday' };
}
