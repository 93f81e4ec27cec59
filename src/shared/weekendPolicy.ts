import { eachDayOfInterval, endOfMonth, format, isSaturday, isSunday, parseISO } from 'date-fns';

export type WeekendStatus = 'Off' | 'Working';

/** Spec 001 §3 weekend policy week: the k-th Saturday and the k-th Sunday of the month. */
export interface WeekendWeek {
  weekName: string;
  satDate: string | null;
  satStatus: WeekendStatus;
  sunDate: string | null;
  sunStatus: 'Off';
}

/** The spec's month, MM-YYYY. */
export const MONTH_PATTERN = /^(0[1-9]|1[0-2])-(\d{4})$/;

/** '11-2026' → '2026-11-01'; undefined for anything else (years 1900–2999). */
export function monthStartOf(month: string): string | undefined {
  const match = MONTH_PATTERN.exec(month);
  if (!match || Number(match[2]) < 1900 || Number(match[2]) > 2999) return undefined;
  return `${match[2]}-${match[1]}-01`;
}

/** '2026-11-01' → '11-2026'. */
export const monthOfStart = (monthStart: string) => `${monthStart.slice(5, 7)}-${monthStart.slice(0, 4)}`;

/** The month's last day, yyyy-MM-dd. */
export const monthEndOf = (monthStart: string) => format(endOfMonth(parseISO(monthStart)), 'yyyy-MM-dd');

/**
 * The month's weeks with every Saturday and Sunday Off — the organisation default of a month that
 * has no policy. 4 weeks, or 5 when the month has five Saturdays or five Sundays (spec 001 §9);
 * week k holds the k-th Saturday and the k-th Sunday, a missing one null.
 */
export function defaultWeekendWeeks(monthStart: string): WeekendWeek[] {
  const days = eachDayOfInterval({ start: parseISO(monthStart), end: endOfMonth(parseISO(monthStart)) });
  const saturdays = days.filter((day) => isSaturday(day)).map((day) => format(day, 'yyyy-MM-dd'));
  const sundays = days.filter((day) => isSunday(day)).map((day) => format(day, 'yyyy-MM-dd'));
  return Array.from({ length: Math.max(saturdays.length, sundays.length) }, (_unused, index) => ({
    weekName: `Week ${index + 1}`,
    satDate: saturdays[index] ?? null,
    satStatus: 'Off',
    sunDate: sundays[index] ?? null,
    sunStatus: 'Off',
  }));
}

/**
 * Whether a date (yyyy-MM-dd) is a working day by the weekend policy alone: Sundays are always
 * Off; a Saturday is what its month's policy says, Off when the month has none (`weeks` null) or
 * the policy does not list it; Monday to Friday are Working. Holidays, rosters and leave are the
 * engine's other inputs.
 */
export function weekendStatusOn(date: string, weeks: readonly WeekendWeek[] | null): WeekendStatus {
  // The calendar date's weekday read as UTC: the same in every zone, and cheap (the processor asks for every day it computes).
  const weekday = new Date(`${date}T00:00Z`).getUTCDay();
  if (weekday === 0) return 'Off';
  if (weekday !== 6) return 'Working';
  return weeks?.find((week) => week.satDate === date)?.satStatus ?? 'Off';
}

/** Spec 001 §7's body of POST and PUT /attendance-weekend-policy from a month's weeks. */
export function weekendPolicyBody(month: string, weeks: readonly WeekendWeek[]) {
  const saturdays = weeks.filter((week) => week.satDate !== null);
  const sundays = weeks.filter((week) => week.sunDate !== null);
  return {
    month,
    satDate: saturdays.map((week) => week.satDate!),
    satStatus: saturdays.map((week) => week.satStatus),
    sunDate: sundays.map((week) => week.sunDate!),
    sunStatus: sundays.map((week) => week.sunStatus),
  };
}
