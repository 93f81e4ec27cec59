import { ORGANIZATION_TIME_ZONE } from '../../shared/organizationTimeZone.js';
import { SWIPE_WINDOW_LEAD_MINUTES } from './engine/computeDay.js';

/**
 * Which attendance day a swipe counts for. A day runs from `dayStartsAt` to the same time next
 * day in the organisation's zone: with the default (midnight) that is the calendar date; a night
 * shift sets a later start (e.g. '06:00'), so a swipe at 02:00 on the 5th belongs to the 4th.
 * Stored with the swipe (swipe.attendance_date) so a day or a month is an index range, never a
 * computation over every row.
 */
export interface AttendanceDayRule {
  timeZone: string;
  /** HH:mm in timeZone. */
  dayStartsAt: string;
  /**
   * The day starts at dayStartsAt the evening before: a shift in before the swipe window's lead
   * (00:30) counts swipes from 20:30 the day before, and those belong to the shift's own date.
   */
  startsDayBefore?: boolean;
}

/** Until the shift master assigns rules per shift, every swipe uses this one (docs/heavy-work.md). */
export const DEFAULT_DAY_RULE: AttendanceDayRule = { timeZone: ORGANIZATION_TIME_ZONE, dayStartsAt: '00:00' };

/** yyyy-mm-dd of the attendance day `at` belongs to under `rule`. */
export function attendanceDateOf(at: Date, rule: AttendanceDayRule = DEFAULT_DAY_RULE): string {
  const [hours, minutes] = rule.dayStartsAt.split(':').map(Number);
  const shifted = new Date(at.getTime() - (hours * 60 + minutes - (rule.startsDayBefore ? 1440 : 0)) * 60_000);
  return dayFormat(rule.timeZone).format(shifted);
}

/** Making a formatter costs far more than using one; a batch of 10,000 swipes reuses its zone's. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format;
}

/**
 * The day rule of a shift: its attendance day starts when the engine's swipe window opens
 * (SWIPE_WINDOW_LEAD_MINUTES before the in time), so a night shift's 02:00 out-punch is stored
 * under the day the shift started, as the engine will count it; and a shift in before the lead
 * (00:30) opens its window the evening before, so its punches are stored under the shift's own date.
 * The date a swipe is stored under is the date it marks for the processor. A shift that sets its
 * own window (checkInBeforeMinutes) starts its day there: its window, at most 24 hours, lies inside that day.
 */
export function dayRuleOfShift(inTime: string, timeZone: string = DEFAULT_DAY_RULE.timeZone, checkInBeforeMinutes: number | null = null): AttendanceDayRule {
  const [hours, minutes] = inTime.split(':').map(Number);
  const windowFrom = hours * 60 + minutes - (checkInBeforeMinutes ?? SWIPE_WINDOW_LEAD_MINUTES);
  const start = ((windowFrom % 1440) + 1440) % 1440;
  const pad = (value: number) => String(value).padStart(2, '0');
  return { timeZone, dayStartsAt: `${pad(Math.floor(start / 60))}:${pad(start % 60)}`, ...(windowFrom < 0 ? { startsDayBefore: true } : {}) };
}
