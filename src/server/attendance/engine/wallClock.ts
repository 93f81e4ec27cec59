/**
 * Wall-clock arithmetic as whole minutes from the attendance date's midnight. Dates are read as
 * UTC so the server's own zone and its daylight saving can never shift a minute. The fixed
 * 'YYYY-MM-DD[THH:mm]' layout is read by position, not by a general ISO parser: this runs for
 * every swipe of every processed day (a month of 10,000 employees is 1.2 million swipes), where
 * date-fns' parseISO was most of the engine's time.
 */
export function utcMinutes(wallTime: string): number {
  const hasTime = wallTime.length >= 16;
  return Date.UTC(digits(wallTime, 0, 4), digits(wallTime, 5, 2) - 1, digits(wallTime, 8, 2), hasTime ? digits(wallTime, 11, 2) : 0, hasTime ? digits(wallTime, 14, 2) : 0) / 60_000;
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

export function minutesFromDayStart(attendanceDate: string, wallTime: string): number {
  return minutesFromDay(attendanceDate, utcMinutes(attendanceDate), wallTime);
}

/**
 * minutesFromDayStart with the date's own utcMinutes already read (once per day, not per swipe).
 * A time on the date itself, most swipes, is its hours and minutes: no calendar arithmetic, which
 * gives the same number (both sides share the date's minutes, and a malformed time is NaN either way).
 */
export function minutesFromDay(attendanceDate: string, dayStart: number, wallTime: string): number {
  if (attendanceDate.length === 10 && dayStart === dayStart && wallTime.startsWith(attendanceDate)) {
    return wallTime.length >= 16 ? digits(wallTime, 11, 2) * 60 + digits(wallTime, 14, 2) : 0;
  }
  return utcMinutes(wallTime) - dayStart;
}

export function minutesOfHHmm(hhmm: string): number {
  // HH:mm, or HH:mm:ss with its seconds left out.
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
  const value = asTimeOfDay ? ((minutes % 1440) + 1440) % 1440 : minutes;
  return HH_MM[value] ?? spelledOut(value);
}
