import fc from 'fast-check';
import { addDays, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { countLeaveDays, sessionChoice, sessionsOn, spanProblem, type LeaveCalendarDay, type LeaveSpan } from '../../../src/shared/leave/countLeaveDays';

/**
 * Leave day counting (docs/leave-applications.md, "Counting days"). November 2026: the 7th/8th
 * and 14th/15th are a weekend (Sat/Sun), the 10th a holiday, the 24th a restricted holiday.
 */
const calendar = (date: string): LeaveCalendarDay => {
  if (date === '2026-11-10') return { kind: 'holiday', label: 'Diwali' };
  if (date === '2026-11-24') return { kind: 'working', restricted: 'Guru Nanak Jayanti' };
  const weekday = parseISO(date).getDay();
  return weekday === 0 || weekday === 6 ? { kind: 'weeklyOff' } : { kind: 'working' };
};
type Choice = (1 | 2)[];
const BOTH: Choice = [1, 2];
/** A span with the first day's and the last day's choice of sessions. */
const span = (fromDate: string, fromSessions: Choice, toDate: string, toSessions?: Choice): LeaveSpan => ({ fromDate, fromSessions, toDate, ...(toSessions ? { toSessions } : {}) });
const plain = { sandwich: false };

describe('countLeaveDays', () => {
  it.each([
    ['one full working day', span('2026-11-16', BOTH, '2026-11-16'), plain, 1],
    ['one day, the sessions left out (both)', { fromDate: '2026-11-16', toDate: '2026-11-16' }, plain, 1],
    ['Session 1 only', span('2026-11-16', [1], '2026-11-16'), plain, 0.5],
    ['Session 2 only', span('2026-11-16', [2], '2026-11-16'), plain, 0.5],
    ['one day, the last day’s choice repeating the first', span('2026-11-16', [2], '2026-11-16', [2]), plain, 0.5],
    ['two days, the second day’s Session 2 only (issue 11)', span('2026-11-16', BOTH, '2026-11-17', [2]), plain, 1.5],
    ['two days, the last Session 1 only', span('2026-11-16', BOTH, '2026-11-17', [1]), plain, 1.5],
    ['two days, the first Session 2 only', span('2026-11-16', [2], '2026-11-17', BOTH), plain, 1.5],
    ['two days, the first Session 1 only', span('2026-11-16', [1], '2026-11-17', BOTH), plain, 1.5],
    ['two days, a session of each', span('2026-11-16', [1], '2026-11-17', [2]), plain, 1],
    ['two half days around a full one', span('2026-11-16', [2], '2026-11-18', [1]), plain, 2],
    ['the last day left out is whole', { fromDate: '2026-11-16', fromSessions: [2], toDate: '2026-11-18' } as LeaveSpan, plain, 2.5],
    ['Friday to Monday skips the weekend', span('2026-11-13', BOTH, '2026-11-16', BOTH), plain, 2],
    ['Friday to Monday with the sandwich rule counts it', span('2026-11-13', BOTH, '2026-11-16', BOTH), { sandwich: true }, 4],
    ['Friday Session 1 to Monday Session 2 sandwiches the weekend', span('2026-11-13', [1], '2026-11-16', [2]), { sandwich: true }, 3],
    ['a holiday inside is not counted', span('2026-11-09', BOTH, '2026-11-11', BOTH), plain, 2],
    ['a holiday inside counts with the sandwich rule', span('2026-11-09', BOTH, '2026-11-11', BOTH), { sandwich: true }, 3],
    ['a weekend at the edge is not sandwiched', span('2026-11-14', BOTH, '2026-11-16', BOTH), { sandwich: true }, 1],
    ['a weekend at the edge with one session chosen counts nothing there', span('2026-11-14', [2], '2026-11-16', [1]), { sandwich: true }, 0.5],
    ['a weekend alone counts nothing', span('2026-11-14', BOTH, '2026-11-15', BOTH), { sandwich: true }, 0],
    ['a restricted holiday is a working day', span('2026-11-24', BOTH, '2026-11-24'), plain, 1],
    ['RH counts only the restricted holiday', span('2026-11-23', BOTH, '2026-11-25', BOTH), { sandwich: false, restrictedOnly: true }, 1],
    ['RH on an ordinary day counts nothing', span('2026-11-23', BOTH, '2026-11-23'), { sandwich: false, restrictedOnly: true }, 0],
  ])('%s', (_name, leave, rule, expected) => {
    expect(countLeaveDays(leave, calendar, rule).numOfDays).toBe(expected);
  });

  it('says for each day its sessions, what it counts and why', () => {
    expect(countLeaveDays(span('2026-11-09', [2], '2026-11-11', [1]), calendar, { sandwich: true }).days).toEqual([
      { date: '2026-11-09', sessions: [2], counted: 0.5, why: 'Working day (Session 2 only)' },
      { date: '2026-11-10', sessions: [1, 2], counted: 1, why: 'Holiday: Diwali (sandwich rule)' },
      { date: '2026-11-11', sessions: [1], counted: 0.5, why: 'Working day (Session 1 only)' },
    ]);
    expect(countLeaveDays(span('2026-11-16', [2, 1], '2026-11-17', [2]), calendar, plain).days).toEqual([
      { date: '2026-11-16', sessions: [1, 2], counted: 1, why: 'Working day' },
      { date: '2026-11-17', sessions: [2], counted: 0.5, why: 'Working day (Session 2 only)' },
    ]);
  });

  it.each([
    [span('2026-11-17', BOTH, '2026-11-16', BOTH), 'To date must not be before from date'],
    [span('2026-11-16', [], '2026-11-17', BOTH), 'Choose Session 1, Session 2 or both on the first day'],
    [span('2026-11-16', BOTH, '2026-11-17', []), 'Choose Session 1, Session 2 or both on the last day'],
    [span('2026-11-16', [1, 1], '2026-11-17', BOTH), 'A session is chosen twice on the first day'],
    [span('2026-11-16', BOTH, '2026-11-17', [3 as 1]), 'The sessions of the last day must be 1 or 2'],
    [span('2026-11-16', [1], '2026-11-16', [2]), /one-day leave has one choice of sessions/],
    [span('2026-01-01', BOTH, '2027-01-02', BOTH), /at most 366 days/],
  ])('refuses an empty or overlong span, or a bad choice of sessions', (leave, message) => {
    expect(spanProblem(leave)).toMatch(message);
    expect(() => countLeaveDays(leave, calendar, plain)).toThrow(RangeError);
  });

  it('gives the first day’s choice on the first day, the last day’s on the last, both in between', () => {
    const leave = span('2026-11-16', [2], '2026-11-18', [1]);
    expect(['2026-11-16', '2026-11-17', '2026-11-18'].map((date) => sessionsOn(leave, date))).toEqual([[2], [1, 2], [1]]);
    expect(sessionsOn(span('2026-11-16', [2], '2026-11-16'), '2026-11-16')).toEqual([2]);
    expect(sessionChoice(undefined)).toEqual([1, 2]);
    expect(sessionChoice([2, 1])).toEqual([1, 2]);
  });

  const dates = fc.integer({ min: 0, max: 120 }).map((offset) => format(addDays(parseISO('2026-01-01'), offset), 'yyyy-MM-dd'));
  const choices = fc.constantFrom<Choice>([1], [2], [1, 2]);
  const spans = fc.tuple(dates, dates, choices, choices).map(([a, b, first, last]): LeaveSpan => {
    const [fromDate, toDate] = a <= b ? [a, b] : [b, a];
    return fromDate === toDate ? { fromDate, toDate, fromSessions: first } : { fromDate, toDate, fromSessions: first, toSessions: last };
  });

  it('counts the sum of its days, in halves, never more than the calendar days and never less without the sandwich rule', () => {
    fc.assert(
      fc.property(spans, fc.boolean(), (leave, sandwich) => {
        const counted = countLeaveDays(leave, calendar, { sandwich });
        const calendarDays = counted.days.length;
        expect(counted.numOfDays).toBe(counted.days.reduce((total, day) => total + day.counted, 0));
        expect(Number.isInteger(counted.numOfDays * 2)).toBe(true);
        expect(counted.numOfDays).toBeLessThanOrEqual(calendarDays);
        expect(counted.numOfDays).toBeGreaterThanOrEqual(countLeaveDays(leave, calendar, { sandwich: false }).numOfDays);
        // Only the first and last day can be half; each day's sessions are those sessionsOn gives (or both, when sandwiched):
        // the first day's choice, the last day's choice, both in between.
        for (const [index, day] of counted.days.entries()) {
          if (day.counted === 0.5) expect(index === 0 || index === calendarDays - 1).toBe(true);
          expect(day.counted === 1 ? day.sessions : sessionsOn(leave, day.date)).toEqual(day.sessions);
          if (index === 0) expect(sessionsOn(leave, day.date)).toEqual(leave.fromSessions);
          else if (index === calendarDays - 1) expect(sessionsOn(leave, day.date)).toEqual(leave.toSessions);
          else expect(sessionsOn(leave, day.date)).toEqual([1, 2]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('splits additively: a span counts its first day plus the rest apart (without the sandwich rule)', () => {
    fc.assert(
      fc.property(spans, (leave) => {
        fc.pre(leave.fromDate < leave.toDate);
        const middle = format(addDays(parseISO(leave.fromDate), 1), 'yyyy-MM-dd');
        const first = countLeaveDays({ fromDate: leave.fromDate, fromSessions: leave.fromSessions, toDate: leave.fromDate }, calendar, plain).numOfDays;
        const rest = countLeaveDays({ fromDate: middle, fromSessions: middle === leave.toDate ? leave.toSessions : BOTH, toDate: leave.toDate, toSessions: leave.toSessions }, calendar, plain).numOfDays;
        expect(countLeaveDays(leave, calendar, plain).numOfDays).toBe(first + rest);
      }),
      { numRuns: 60 },
    );
  });
});
