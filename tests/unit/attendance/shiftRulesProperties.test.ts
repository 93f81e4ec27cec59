import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attendanceDateOf, dayRuleOfShift } from '../../../src/server/attendance/attendanceDate';
import { computeDay, type DayInputs, type DayRecord, type Shift, type Swipe, type TraceStep } from '../../../src/server/attendance/engine';
import { shiftRuleProblems } from '../../../src/shared/shiftRuleChecks';
import { DATE, dayInputs } from './dayInputsFixture';

/** Issue 19 §4's properties of the rules HR sets per shift (§2), on shifts with any valid mix of them. */

const MIDNIGHT = Date.UTC(2026, 2, 10);
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
/** Wall time `minutes` after DATE's midnight (negative: the day before), built without the engine's helpers. */
const wallTime = (minutes: number) => new Date(MIDNIGHT + minutes * 60_000).toISOString().slice(0, 16);
const punch = (minute: number, direction: Swipe['direction']): Swipe => ({ at: wallTime(minute), direction, device: 'Main Door' });
const DECIDED = wallTime(3 * 1440);

/** Any shift, day or night (in on the quarter hour, 6 to 12 hours), with any of the rules set or not, as the master accepts them. */
const shiftArb: fc.Arbitrary<Shift> = fc
  .record({
    inQuarter: fc.integer({ min: 0, max: 95 }),
    fullQuarters: fc.integer({ min: 24, max: 48 }),
    grace: fc.integer({ min: 0, max: 30 }),
    halfDayThreshold: fc.option(fc.integer({ min: 60, max: 720 }), { nil: undefined }),
    absentThreshold: fc.option(fc.integer({ min: 0, max: 360 }), { nil: undefined }),
    checkInBeforeMinutes: fc.option(fc.integer({ min: 0, max: 480 }), { nil: undefined }),
    checkOutAfterMinutes: fc.option(fc.integer({ min: 0, max: 480 }), { nil: undefined }),
    earlyExitGrace: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
    markLateIn: fc.option(fc.boolean(), { nil: undefined }),
    markEarlyOut: fc.option(fc.boolean(), { nil: undefined }),
    breakAt: fc.option(fc.record({ into: fc.integer({ min: 0, max: 720 }), minutes: fc.integer({ min: 1, max: 120 }) }), { nil: undefined }),
    hoursMode: fc.option(fc.constantFrom('firstInLastOut' as const, 'everyValidPair' as const), { nil: undefined }),
    workedOffDayPolicy: fc.option(fc.constantFrom('present' as const, 'keepOffDay' as const), { nil: undefined }),
  })
  .map((r) => {
    const shiftIn = r.inQuarter * 15;
    const full = r.fullQuarters * 15;
    return {
      shiftCode: 'GEN',
      inTime: hhmm(shiftIn),
      outTime: hhmm((shiftIn + full) % 1440),
      graceTime: hhmm(r.grace),
      fullDayTime: hhmm(full),
      halfDayTime: hhmm(Math.floor(full / 2)),
      halfDayThresholdHours: r.halfDayThreshold === undefined ? undefined : hhmm(r.halfDayThreshold),
      absentThresholdHours: r.absentThreshold === undefined ? undefined : hhmm(r.absentThreshold),
      checkInBeforeMinutes: r.checkInBeforeMinutes,
      checkOutAfterMinutes: r.checkOutAfterMinutes,
      earlyExitGraceTime: r.earlyExitGrace === undefined ? undefined : hhmm(r.earlyExitGrace),
      markLateIn: r.markLateIn,
      markEarlyOut: r.markEarlyOut,
      breakStart: r.breakAt === undefined ? undefined : hhmm((shiftIn + r.breakAt.into) % 1440),
      breakMinutes: r.breakAt?.minutes,
      hoursMode: r.hoursMode,
      workedOffDayPolicy: r.workedOffDayPolicy,
    } satisfies Shift;
  })
  // Only what the shift master would save.
  .filter((shift) => shiftRuleProblems(shift).length === 0);

const swipeArb: fc.Arbitrary<Swipe> = fc.record({
  at: fc.integer({ min: -360, max: 2 * 1440 + 360 }).map(wallTime),
  direction: fc.constantFrom<Swipe['direction']>('IN', 'OUT', null),
  device: fc.constant('Main Door'),
});

const statuses = (record: DayRecord) => [record.session1.status, record.session2.status];
const flags = (record: DayRecord) => [record.session1.lateIn, record.session1.earlyOut, record.session2.lateIn, record.session2.earlyOut];
/** The hours the day was judged on (the worked step: net of the break, by the hours mode). */
const measured = (trace: TraceStep[]) => {
  const worked = trace.find((step) => step.step === 'worked');
  return worked?.step === 'worked' ? minutesOf(worked.workedHours ?? worked.totalWorkHours) : 0;
};

describe('shift rules: properties (issue 19 §4)', () => {
  it('an arrival within grace never loses a session, whatever rules the shift sets', () => {
    fc.assert(
      fc.property(shiftArb, fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 1440 }), (shift, late, outAfter) => {
        fc.pre(late <= minutesOf(shift.graceTime));
        const shiftIn = minutesOf(shift.inTime);
        const day = (arrival: number) => computeDay(dayInputs({ shift, swipes: [punch(arrival, 'IN'), punch(shiftIn + late + outAfter, 'OUT')], now: DECIDED }));
        const onTime = statuses(day(shiftIn));
        const withinGrace = day(shiftIn + late);
        onTime.forEach((status, session) => {
          if (status === 'P') expect(statuses(withinGrace)[session]).toBe('P');
        });
        expect(withinGrace.session1.lateIn).toBe('00:00');
      }),
      { numRuns: 300 },
    );
  });

  it("a punch inside a day's swipe window is stored under that day, which it marks, and the engine counts it", () => {
    fc.assert(
      fc.property(shiftArb, fc.integer({ min: 0, max: 1439 }), (shift, into) => {
        const shiftIn = minutesOf(shift.inTime);
        const full = minutesOf(shift.fullDayTime);
        const from = shiftIn - (shift.checkInBeforeMinutes ?? 240);
        // A check-out limit counts its own minute; never past 24 hours from the start.
        const after = shift.checkOutAfterMinutes;
        const to = after === undefined || after === null ? from + 1440 : Math.min(shiftIn + full + after + 1, from + 1440);
        const at = from + (into % (to - from));
        expect(attendanceDateOf(new Date(MIDNIGHT + at * 60_000), dayRuleOfShift(shift.inTime, 'UTC', shift.checkInBeforeMinutes ?? null))).toBe(DATE);
        const record = computeDay(dayInputs({ shift, swipes: [punch(at, 'IN')] }));
        expect(record.trace).not.toContainEqual(expect.objectContaining({ step: 'swipeIgnored' }));
        expect(record.inTime).toBe(hhmm(((at % 1440) + 1440) % 1440));
      }),
      { numRuns: 300 },
    );
  });

  it('every valid pair never measures more hours than first in to last out', () => {
    fc.assert(
      fc.property(shiftArb, fc.array(swipeArb, { maxLength: 10 }), fc.constantFrom<DayInputs['dayType']>({ kind: 'working', because: 'weekday' }, { kind: 'weeklyOff', because: 'sunday' }), (shift, swipes, dayType) => {
        const day = (hoursMode: Shift['hoursMode']) => computeDay(dayInputs({ shift: { ...shift, hoursMode }, swipes, dayType, now: DECIDED }));
        const everyPair = day('everyValidPair');
        const firstLast = day('firstInLastOut');
        expect(measured(everyPair.trace)).toBeLessThanOrEqual(measured(firstLast.trace));
        expect(minutesOf(everyPair.actualWorkHours)).toBeLessThanOrEqual(minutesOf(firstLast.totalWorkHours));
      }),
      { numRuns: 500 },
    );
  });

  it('a configured break never produces a late or early flag', () => {
    const withBreak = shiftArb.filter((shift) => shift.breakStart !== undefined && shift.markLateIn !== false);
    fc.assert(
      fc.property(withBreak, fc.nat(), fc.nat(), fc.boolean(), (shift, shorterAtStart, shorterAtEnd, punchedLunch) => {
        const shiftIn = minutesOf(shift.inTime);
        const shiftOut = shiftIn + minutesOf(shift.fullDayTime);
        const breakFrom = shiftIn + ((minutesOf(shift.breakStart!) - shiftIn + 1440) % 1440);
        const breakTo = breakFrom + shift.breakMinutes!;
        fc.pre(breakFrom > shiftIn && breakTo < shiftOut);
        // Out for lunch inside the scheduled break, back inside it (a lunch no longer than the break), or no lunch punches at all.
        const out = breakFrom + (shorterAtStart % (shift.breakMinutes! + 1));
        const back = breakTo - (shorterAtEnd % (shift.breakMinutes! + 1));
        // Punches further apart than a double tap (readPunches merges those).
        fc.pre(out - shiftIn > 2 && back - out > 2 && shiftOut - back > 2);
        const swipes = punchedLunch ? [punch(shiftIn, 'IN'), punch(out, 'OUT'), punch(back, 'IN'), punch(shiftOut, 'OUT')] : [punch(shiftIn, 'IN'), punch(shiftOut, 'OUT')];
        const record = computeDay(dayInputs({ shift, swipes, now: DECIDED }));
        expect(flags(record)).toEqual(['00:00', '00:00', '00:00', '00:00']);
      }),
      { numRuns: 500 },
    );
  });
});
