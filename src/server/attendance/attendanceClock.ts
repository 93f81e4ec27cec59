import { DEFAULT_DAY_RULE } from './attendanceDate.js';

/**
 * The one clock attendance reads for "today" and "now": the organisation's wall time taken from
 * `Date`, so a test sets it with `vi.setSystemTime` (docs/testing.md) and every module agrees.
 */
export function attendanceNow(timeZone: string = DEFAULT_DAY_RULE.timeZone, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** Today's date (yyyy-mm-dd) in the organisation's zone. */
export function attendanceToday(timeZone: string = DEFAULT_DAY_RULE.timeZone, at: Date = new Date()): string {
  return attendanceNow(timeZone, at).slice(0, 10);
}
