/**
 * Wall-clock arithmetic as whole minutes from the attendance date's midnight. Dates are read as
 * UTC so the server's own zone and its daylight saving can never shift a minute. The fixed
 * 'YYYY-MM-DD[THH:mm]' layout is read by position, not by a general ISO parser: this runs for
 * every swipe of every processed day (a month of 10,000 employees is 1.2 million swipes), where
 * date-fns' parseISO was most of the engine's time.
 */
export function utcMinutes(wallTime: string): number {
  const hasTime = wallTime.length >= 16;
  const year = digits(wallTime, 0, 4);
  const month = digits(wallTime, 5, 2);
  const hours = hasTime ? digits(wallTime, 11, 2) : 0;
  const minutes = hasTime ? digits(wallTime, 14, 2) : 0;
  // Two-digit years (Date reads them as 19xx) and months outside 1–12 keep Date's own rules.
  if (!(year >= 100 && month >= 1 && month <= 12)) return Date.UTC(year, month - 1, digits(wallTime, 8, 2), hours, minutes) / 60_000;
  return civilDays(year, month, digits(wallTime, 8, 2)) * 1440 + hours * 60 + minutes;
}

/**
 * Days from 1970-01-01 to a proleptic Gregorian date, month 1–12 (Howard Hinnant's days_from_civil:
 * what Date.UTC computes, without a call into the runtime for every day). Linear in `day`, as Date.UTC is.
 */
function civilDays(year: number, month: number, day: number): number {
  const marchYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(marchYear / 400);
  const yearOfEra = marchYear - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468;
}

/** The number written by `length` ASCII digits from `from`, without slicing a string (a non-digit gives NaN, as Number would). */
function digits(text: string, from: number, length: number): number {
  let value = 0;
  for (let i = from; i < from + length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return NaN;
    value = value * 10 + digit;
  }
  return value;
}

/** digits(text, from, 2) without the loop: every time a day reads is two-digit hours and minutes. */
function twoDigits(text: string, from: number): number {
  const tens = text.charCodeAt(from) - 48;
  const ones = text.charCodeAt(from + 1) - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : NaN;
}

export function minutesFromDayStart(attendanceDate: string, wallTime: string): number {
  return minutesFromDay(attendanceDate, utcMinutes(attendanceDate), wallTime);
}

/**
 * minutesFromDayStart with the date's own utcMinutes already read (once per day, not per swipe).
 * A time on the date itself, most swipes, is its hours and minutes: no calendar arithmetic, which
 * gives the same number (both sides share the date's minutes, and a malformed time is NaN either way).
 */
export function minutesFromDay(attendanceDate: string, dayStart: number, wallTime: string): number {
  if (attendanceDate.length === 10 && !Number.isNaN(dayStart) && wallTime.startsWith(attendanceDate)) {
    return wallTime.length >= 16 ? twoDigits(wallTime, 11) * 60 + twoDigits(wallTime, 14) : 0;
  }
  return utcMinutes(wallTime) - dayStart;
}

export function minutesOfHHmm(hhmm: string): number {
  // HH:mm, what shifts, graces and regularizations hold, read without looking for the colons.
  if (hhmm.length === 5 && hhmm.charCodeAt(2) === 58) {
    const hours = twoDigits(hhmm, 0);
    const minutes = twoDigits(hhmm, 3);
    if (!Number.isNaN(hours) && !Number.isNaN(minutes)) return hours * 60 + minutes;
  }
  // Otherwise HH:mm:ss with its seconds left out, or hours of any width.
  const colon = hhmm.indexOf(':');
  if (colon < 0) return NaN;
  const end = hhmm.indexOf(':', colon + 1);
  return digits(hhmm, 0, colon) * 60 + digits(hhmm, colon + 1, (end < 0 ? hhmm.length : end) - colon - 1);
}

/** Two digits for every value below 100 (hours of a duration may go past 99: those are written in full). */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

const spelledOut = (value: number) => {
  const hours = Math.floor(value / 60);
  return `${TWO_DIGITS[hours] ?? String(hours)}:${TWO_DIGITS[value % 60]}`;
};

/**
 * Every HH:mm a day's record writes (times of day, and durations up to two days) made once: a
 * record has about twenty, and a table read is a fraction of building each string again.
 */
const HH_MM = Array.from({ length: 2 * 1440 }, (_, minutes) => spelledOut(minutes));

/** A duration (or a time of day, modulo 24 h) as HH:mm; negative never reaches here. */
export function formatHHmm(minutes: number, asTimeOfDay = false): string {
  const value = asTimeOfDay && !(minutes >= 0 && minutes < 1440) ? ((minutes % 1440) + 1440) % 1440 : minutes;
  return HH_MM[value] ?? spelledOut(value);
}
