import { describe, expect, it } from 'vitest';
import { computeDay, explainTrace } from '../../../src/server/attendance/engine';
import { NEXT_DATE, NIGHT_N1, dayInputs, swipe } from './dayInputsFixture';

describe('explainTrace', () => {
  it('tells a night shift with a duplicate and a stray swipe in order', () => {
    const record = computeDay(
      dayInputs({
        shift: NIGHT_N1,
        swipes: [swipe('22:20', 'IN', 'Gate A'), swipe('22:21', 'IN', 'Gate B'), swipe(`${NEXT_DATE}T06:30`, 'OUT'), swipe('15:00', 'OUT')],
        now: `${NEXT_DATE}T12:00`,
      }),
    );
    expect(explainTrace(record.trace)).toEqual([
      'Marked present (P), decided by the punches.',
      'Shift N1 runs 22:00–06:00 (ends the next day) with 00:10 grace; full day 08:00, half day 04:00; swipes count from 18:00 for 24 hours.',
      "The swipe at 15:00 was ignored: it lies outside the shift's swipe window.",
      'The swipe at 22:21 repeats the one at 22:20 within 2 minutes and counts once.',
      'Punches paired by direction: 22:20–06:30 (next day).',
      'Worked 08:10 from first in to last out: reaches the full day of 08:00.',
      'The punches marked both sessions present (P).',
      'Session 1 began at 22:20, 00:20 late, beyond the 00:10 grace.',
    ]);
  });

  it('names the calendar, the leave and the override that decided, and the LOP', () => {
    const record = computeDay(
      dayInputs({
        dayType: { kind: 'working', because: 'saturdayWorkingByPolicy' },
        leaves: [{ leaveCode: 'CL', sessions: [2] }],
        override: { session1: 'A', session2: null, remarks: 'No show' },
      }),
    );
    expect(explainTrace(record.trace)).toEqual([
      'Marked absent in Session 1 and casual leave in Session 2 (A/CL), decided by a manual override (Session 1) and an approved leave (Session 2).',
      'The date is a working day (Saturday working by the weekend policy).',
      'Shift Regular(S1) runs 09:00–18:00 with 00:15 grace; full day 09:00, half day 04:30; swipes count from 05:00 for 24 hours.',
      'An approved leave marked Session 2 casual leave (CL).',
      'A manual override marked Session 1 absent (A): No show.',
      'Full day minimum hours is not fulfilled and so, 0.5 day(s) of LOP will be deducted.',
    ]);
  });

  it("names who overrode a session, when and why", () => {
    const record = computeDay(dayInputs({ override: { session1: 'P', session2: 'P', remarks: 'Badge reader was down', overriddenBy: 'HR001 Hema Raman', overriddenAt: '2026-11-27 12:05' } }));
    expect(explainTrace(record.trace)).toContain('A manual override marked Session 2 present (P): by HR001 Hema Raman on 2026-11-27 12:05, because: Badge reader was down.');
  });

  it('says why a day with only out-punches is absent', () => {
    const record = computeDay(dayInputs({ swipes: [swipe('18:00', 'OUT')] }));
    expect(explainTrace(record.trace)).toEqual([
      'Marked absent: no punch could be paired; a day needs at least 04:30 worked for a half day.',
      'Shift Regular(S1) runs 09:00–18:00 with 00:15 grace; full day 09:00, half day 04:30; swipes count from 05:00 for 24 hours.',
      'The swipe at 18:00 was ignored: no in-punch came before it.',
      'No punch could be paired.',
      'Nothing marked both sessions once the shift was over, so they are absent.',
      'Half day minimum hours is not fulfilled and so, 1 day(s) of LOP will be deducted.',
    ]);
  });
});
