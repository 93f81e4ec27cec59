import { addDays, format, parseISO } from 'date-fns';
import type { LeaveSession } from '../leaveRecords.js';

/**
 * What the attendance calendar says a date is, as leave counts it: a working day (a restricted
 * holiday is one, unless taken as RH), a weekly off (weekend policy or roster) or a holiday that
 * applies to the employee. `label` names the holiday.
 */
export interface LeaveCalendarDay {
  kind: 'working' | 'weeklyOff' | 'holiday';
  label?: string;
  /** A restricted holiday that applies to the employee (working for every type but RH). */
  restricted?: string;
}

/**
 * The span an application asks for: its dates, and the sessions it takes on the first day and on the
 * last day, each chosen on its own (Session 1, Session 2 or both). Days in between are whole. A one-day
 * leave has one choice, the first day's: `toSessions` may be left out, and when given must equal it.
 * Left out, a day's sessions are both.
 */
export interface LeaveSpan {
  fromDate: string;
  fromSessions?: readonly LeaveSession[];
  toDate: string;
  toSessions?: readonly LeaveSession[];
}

/** Both sessions: a whole day, and a day-choice left out. */
export const BOTH_SESSIONS: readonly LeaveSession[] = [1, 2];

/** One date of the span: the sessions the leave takes, how much it counts and why. */
export interface CountedLeaveDay {
  date: string;
  sessions: LeaveSession[];
  /** 0 (not counted), 0.5 or 1. */
  counted: number;
  why: string;
}

export interface LeaveDayCount {
  numOfDays: number;
  days: CountedLeaveDay[];
}

/** The longest span an application may cover (maternity leave is 182 days). */
export const MAX_LEAVE_SPAN_DAYS = 366;

/** A day-choice in order without repeats ([2, 1] → [1, 2]); left out, both sessions. */
export function sessionChoice(sessions: readonly LeaveSession[] | undefined): LeaveSession[] {
  return sessions === undefined ? [...BOTH_SESSIONS] : BOTH_SESSIONS.filter((session) => sessions.includes(session));
}

/**
 * The sessions of the span on `date`: the first day's choice on the first day (which is the only
 * choice of a one-day leave), the last day's choice on the last day, both sessions in between.
 */
export function sessionsOn(span: LeaveSpan, date: string): LeaveSession[] {
  if (date === span.fromDate) return sessionChoice(span.fromSessions);
  if (date === span.toDate) return sessionChoice(span.toSessions);
  return [...BOTH_SESSIONS];
}

function choiceProblem(sessions: readonly unknown[] | undefined, day: string): string | null {
  if (sessions === undefined) return null;
  if (sessions.length === 0) return `Choose Session 1, Session 2 or both on the ${day}`;
  if (sessions.some((session) => session !== 1 && session !== 2)) return `The sessions of the ${day} must be 1 or 2`;
  if (new Set(sessions).size !== sessions.length) return `A session is chosen twice on the ${day}`;
  return null;
}

/** Why a span cannot be counted, or null. */
export function spanProblem(span: LeaveSpan): string | null {
  if (span.toDate < span.fromDate) return 'To date must not be before from date';
  const oneDay = span.fromDate === span.toDate;
  const problem = choiceProblem(span.fromSessions, 'first day') ?? choiceProblem(span.toSessions, oneDay ? 'day' : 'last day');
  if (problem) return problem;
  if (oneDay && span.toSessions !== undefined && sessionChoice(span.toSessions).join() !== sessionChoice(span.fromSessions).join()) {
    return 'A one-day leave has one choice of sessions: leave out the last day’s sessions or make them the first day’s';
  }
  const length = (parseISO(span.toDate).getTime() - parseISO(span.fromDate).getTime()) / 86_400_000 + 1;
  if (length > MAX_LEAVE_SPAN_DAYS) return `A leave application may span at most ${MAX_LEAVE_SPAN_DAYS} days`;
  return null;
}

/**
 * The days of a leave as the server counts them (docs/leave-applications.md, "Counting days"):
 * working days count 1, or 0.5 on a first or last day that takes one session; weekly offs and holidays do not count,
 * unless the type's sandwich rule is on and they lie between two counted working days of the same
 * application. A restricted holiday is a working day; an RH application counts only restricted
 * holidays (every other date of its span counts 0). Pure: the calendar is given.
 */
export function countLeaveDays(span: LeaveSpan, calendarOf: (date: string) => LeaveCalendarDay, rule: { sandwich: boolean; restrictedOnly?: boolean }): LeaveDayCount {
  const problem = spanProblem(span);
  if (problem) throw new RangeError(problem);
  const days: CountedLeaveDay[] = [];
  for (let day = parseISO(span.fromDate); ; day = addDays(day, 1)) {
    const date = format(day, 'yyyy-MM-dd');
    const sessions = sessionsOn(span, date);
    const calendar = calendarOf(date);
    const half = sessions.length === 1 ? ` (Session ${sessions[0]} only)` : '';
    if (rule.restrictedOnly) {
      const counts = calendar.kind === 'working' && calendar.restricted !== undefined;
      days.push({ date, sessions, counted: counts ? sessions.length / 2 : 0, why: counts ? `Restricted holiday: ${calendar.restricted}${half}` : 'Not a restricted holiday' });
    } else if (calendar.kind === 'working') {
      days.push({ date, sessions, counted: sessions.length / 2, why: `Working day${half}` });
    } else {
      days.push({ date, sessions, counted: 0, why: calendar.kind === 'weeklyOff' ? 'Weekly off' : `Holiday: ${calendar.label ?? ''}`.trim() });
    }
    if (date === span.toDate) break;
  }
  if (rule.sandwich && !rule.restrictedOnly) {
    const workedAt = days.flatMap((d, index) => (d.counted > 0 ? [index] : []));
    if (workedAt.length) {
      for (let index = workedAt[0] + 1; index < workedAt[workedAt.length - 1]; index += 1) {
        const day = days[index];
        if (day.counted === 0) days[index] = { ...day, sessions: [1, 2], counted: 1, why: `${day.why} (sandwich rule)` };
      }
    }
  }
  return { numOfDays: days.reduce((total, d) => total + d.counted, 0), days };
}
