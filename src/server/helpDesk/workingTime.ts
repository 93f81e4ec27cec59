import { addDays, format, parseISO } from 'date-fns';
import { attendanceToday } from '../attendance/attendanceClock.js';
import { zonedInstant } from '../attendance/zonedInstant.js';

/** Whether a date (yyyy-MM-dd) counts on the working calendar. */
export type IsWorkingDay = (date: string) => boolean;

const MINUTE = 60_000;
const nextDate = (date: string) => format(addDays(parseISO(date), 1), 'yyyy-MM-dd');
const startOf = (date: string, timeZone: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return zonedInstant({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone);
};

/**
 * The help desk's working time (docs/help-desk.md): every minute of a working day counts, no
 * minute of a weekly off or holiday does. The instant `minutes` working minutes after `from`; a
 * ticket raised on a Sunday starts counting on Monday. Gives up after `maxDays` calendar days
 * (answering the last instant reached), so a calendar with no working day cannot loop.
 */
export function addWorkingMinutes(from: Date, minutes: number, isWorking: IsWorkingDay, timeZone: string, maxDays = 400): Date {
  let left = minutes * MINUTE;
  let date = attendanceToday(timeZone, from);
  let cursor = from;
  for (let day = 0; day < maxDays; day += 1) {
    const end = startOf(nextDate(date), timeZone);
    if (isWorking(date)) {
      const available = end.getTime() - cursor.getTime();
      if (left <= available) return new Date(cursor.getTime() + left);
      left -= available;
    }
    cursor = end;
    date = nextDate(date);
  }
  return cursor;
}

/** Working minutes from `from` to `to` (negative when `to` is before `from`). */
export function workingMinutesBetween(from: Date, to: Date, isWorking: IsWorkingDay, timeZone: string): number {
  if (to < from) return -workingMinutesBetween(to, from, isWorking, timeZone);
  let total = 0;
  let date = attendanceToday(timeZone, from);
  let cursor = from;
  while (cursor < to) {
    const end = new Date(Math.min(startOf(nextDate(date), timeZone).getTime(), to.getTime()));
    if (isWorking(date)) total += end.getTime() - cursor.getTime();
    cursor = end;
    date = nextDate(date);
  }
  return Math.round(total / MINUTE);
}
