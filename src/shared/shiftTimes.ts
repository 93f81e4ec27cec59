/** The organisation's default shift (Regular, S1): an employee whose shift_code is null works it (docs/shifts-and-weekends.md). */
export const DEFAULT_SHIFT_CODE = 'S1';

/** Shift times are HH:mm on a 24-hour clock (spec 001 §9). */
export const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const MINUTES_A_DAY = 24 * 60;

/** '09:30' → 570; undefined for anything that is not HH:mm. */
export function minutesOf(time: unknown): number | undefined {
  if (typeof time !== 'string' || !HH_MM.test(time)) return undefined;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
}

/** 570 → '09:30'; a whole day reads '24:00'. */
export function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The shift's full day: from the in time to the out time, the next day when the out time is earlier
 * (a night shift, 22:00–07:00 is 09:00). An out time equal to the in time is a 24-hour shift.
 */
export function fullDayMinutes(inTime: unknown, outTime: unknown): number | undefined {
  const start = minutesOf(inTime);
  const end = minutesOf(outTime);
  if (start === undefined || end === undefined) return undefined;
  return end > start ? end - start : end - start + MINUTES_A_DAY;
}

/** Half a day is half the full day (spec 001 §9), rounded down to the minute. */
export function halfDayMinutes(inTime: unknown, outTime: unknown): number | undefined {
  const full = fullDayMinutes(inTime, outTime);
  return full === undefined ? undefined : Math.floor(full / 2);
}
