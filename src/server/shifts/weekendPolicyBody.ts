import { defaultWeekendWeeks, monthStartOf, type WeekendStatus, type WeekendWeek } from '../../shared/weekendPolicy.js';
import { badRequest } from '../http/AppError.js';

/** Spec 001 §7: the body of POST and PUT /attendance-weekend-policy. */
export interface WeekendPolicyBody {
  month?: string;
  satDate?: string[];
  satStatus?: string[];
  sunDate?: string[];
  sunStatus?: string[];
}

const STATUSES: readonly string[] = ['Off', 'Working'];
const refuse = (field: string, message: string) => badRequest(message, [{ field, message }]);

/**
 * The month and its weeks from a spec body, or a 400 naming what is wrong: a month MM-YYYY; each
 * satDate a Saturday and each sunDate a Sunday of that month (yyyy-MM-dd), each with its status;
 * Sundays only Off (spec 001 §4). A Saturday the body leaves out stays Off, the default.
 */
export function weekendPolicyOf(body: WeekendPolicyBody): { monthStart: string; weeks: WeekendWeek[] } {
  const monthStart = body.month === undefined ? undefined : monthStartOf(body.month);
  if (!monthStart) throw refuse('month', 'Month must be a month MM-YYYY');
  const weeks = defaultWeekendWeeks(monthStart);
  const pairs = (dates: string[] | undefined, statuses: string[] | undefined, day: 'satDate' | 'sunDate', name: string) => {
    const statusField = day === 'satDate' ? 'satStatus' : 'sunStatus';
    if ((dates?.length ?? 0) !== (statuses?.length ?? 0)) throw refuse(statusField, `${statusField} must give one status for each ${day}`);
    const seen = new Set<string>();
    return (dates ?? []).map((date, index) => {
      const week = weeks.find((w) => w[day] === date);
      if (!week) throw refuse(day, `${date} is not a ${name} of ${body.month}`);
      if (seen.has(date)) throw refuse(day, `${date} is given twice`);
      seen.add(date);
      const status = statuses![index];
      if (!STATUSES.includes(status)) throw refuse(statusField, `${statusField} must be Off or Working`);
      return { week, status: status as WeekendStatus };
    });
  };
  for (const { week, status } of pairs(body.satDate, body.satStatus, 'satDate', 'Saturday')) week.satStatus = status;
  for (const { status } of pairs(body.sunDate, body.sunStatus, 'sunDate', 'Sunday')) {
    if (status !== 'Off') throw refuse('sunStatus', 'Sundays are always Off');
  }
  return { monthStart, weeks };
}
