import { describe, expect, it } from 'vitest';
import { computeDay, explainTrace, type DayInputs, type DayRecord, type Shift, type TraceStep } from '../../../src/server/attendance/engine';
import { offDayWorked } from '../../../src/server/attendance/offDayWorked';
import { compOffCredit } from '../../../src/shared/compOffRules';
import { shiftRuleProblems } from '../../../src/shared/shiftRuleChecks';
import { DAY_0800, SHIFT_0930, dayInputs, swipe } from './dayInputsFixture';

/**
 * Issue 19 §2: the rules HR sets per shift, one table per rule, each beside the same day with the
 * rule unset (today's behaviour). Expectations are worked out by hand from the shift's times.
 */
interface Scenario {
  name: string;
  inputs: DayInputs;
  expected: Partial<Omit<DayRecord, 'trace' | 'session1' | 'session2'>> & { session1?: Partial<DayRecord['session1']>; session2?: Partial<DayRecord['session2']> };
  trace?: Partial<TraceStep>[];
  /** Sentences the Explain panel must hold. */
  explains?: string[];
}

/** SHIFT_0930: 09:30–18:30, full day 09:00, half day 04:30 (Session 1 09:30–14:00), grace 00:15. */
const on = (rules: Partial<Shift>, swipes: DayInputs['swipes'], more: Partial<DayInputs> = {}) => dayInputs({ shift: { ...SHIFT_0930, ...rules }, swipes, ...more });
const span = (from: string, to: string) => [swipe(from, 'IN'), swipe(to, 'OUT')];
const THRESHOLDS = { halfDayThresholdHours: '07:00', absentThresholdHours: '03:00' };
const LUNCH = { breakStart: '13:30', breakMinutes: 60 };
const weeklyOff: DayInputs['dayType'] = { kind: 'weeklyOff', because: 'sunday' };

const scenarios: Scenario[] = [
  // halfDayThresholdHours / absentThresholdHours
  {
    name: 'thresholds: 07:00 worked reaches the half-day threshold of 07:00: P/P',
    inputs: on(THRESHOLDS, span('09:30', '16:30')),
    expected: { attendanceData: 'P', lopDays: 0, shortFallHours: '02:00' },
    trace: [{ step: 'worked', reached: 'fullDay', thresholds: true, fullDayTime: '07:00', halfDayTime: '03:00' }],
    explains: ['Worked 07:00 from first in to last out: reaches the full-day threshold of 07:00.', 'The shift sets: 07:00 worked is a full day; below 03:00 worked is absent.'],
  },
  { name: 'unset: the same 07:00 is half a day (P/A)', inputs: on({}, span('09:30', '16:30')), expected: { attendanceData: 'P/A', lopDays: 0.5 } },
  {
    name: 'thresholds: 04:00 worked lies between them: a half day in the session that holds it',
    inputs: on(THRESHOLDS, span('09:30', '13:30')),
    expected: { attendanceData: 'P/A', lopDays: 0.5, session1: { status: 'P' }, session2: { status: 'A' } },
  },
  { name: 'unset: the same 04:00 is below the half day: A', inputs: on({}, span('09:30', '13:30')), expected: { attendanceData: 'A', lopDays: 1 } },
  {
    name: 'thresholds: an afternoon of 04:30 is P in Session 2',
    inputs: on(THRESHOLDS, span('14:00', '18:30')),
    expected: { attendanceData: 'A/P', lopDays: 0.5 },
  },
  {
    name: 'thresholds: 02:30 worked is below the absent threshold: A/A',
    inputs: on(THRESHOLDS, span('09:30', '12:00')),
    expected: { attendanceData: 'A', lopDays: 1 },
    explains: ['Marked absent: 02:30 worked; a day needs at least 03:00 worked for a half day.'],
  },

  // checkInBeforeMinutes / checkOutAfterMinutes
  {
    name: 'window: punches 60 minutes before to 120 after count; the ones outside are listed as ignored',
    inputs: on({ checkInBeforeMinutes: 60, checkOutAfterMinutes: 120 }, [swipe('08:00', 'IN'), swipe('09:30', 'IN'), swipe('18:30', 'OUT'), swipe('21:00', 'OUT')]),
    expected: { attendanceData: 'P', inTime: '09:30', outTime: '18:30' },
    trace: [
      { step: 'shift', swipeWindow: { from: '08:30', to: '20:30', fromDayBefore: false, configured: true, toNextDay: false } },
      { step: 'swipeIgnored', at: '08:00', because: 'outsideSwipeWindow' },
      { step: 'swipeIgnored', at: '21:00', because: 'outsideSwipeWindow' },
    ],
    explains: [
      'Shift S2 runs 09:30–18:30 with 00:15 grace; full day 09:00, half day 04:30; swipes count from 08:30 until 20:30.',
      "The swipe at 08:00 was ignored: it lies outside the shift's swipe window.",
    ],
  },
  {
    name: 'unset: an in-punch at 08:00 counts (the window opens 4 hours before)',
    inputs: on({}, [swipe('08:00', 'IN'), swipe('18:30', 'OUT')]),
    expected: { attendanceData: 'P', inTime: '08:00', totalWorkHours: '10:30' },
  },
  {
    name: 'window: an out-punch after the check-out limit closes nothing, even just after it',
    inputs: on({ checkOutAfterMinutes: 60 }, [swipe('09:30', 'IN'), swipe('19:45', 'OUT')]),
    expected: { attendanceData: 'A', outTime: null },
    trace: [{ step: 'swipeIgnored', at: '19:45', because: 'outsideSwipeWindow' }],
  },

  // earlyExitGraceTime
  {
    name: 'early-exit grace: leaving 10 minutes early within 00:15 is on time: no early out, no session lost',
    inputs: on({ earlyExitGraceTime: '00:15' }, span('09:30', '18:20')),
    expected: { attendanceData: 'P', shortFallHours: '00:00', session2: { earlyOut: '00:00' } },
    trace: [{ step: 'earlyOut', session: 2, earlyBy: '00:10', withinGrace: true }, { step: 'worked', earlyExitWithinGrace: '00:10', reached: 'fullDay' }],
    explains: ['Session 2 ended at 18:20, 00:10 early, within the 00:15 early-exit grace (on time).'],
  },
  { name: 'unset: the same day is 08:50 worked: half a day', inputs: on({}, span('09:30', '18:20')), expected: { attendanceData: 'P/A' } },
  {
    name: 'early-exit grace: leaving 30 minutes early is beyond it: flagged in full',
    inputs: on({ earlyExitGraceTime: '00:15' }, span('09:00', '18:00')),
    expected: { attendanceData: 'P', session2: { earlyOut: '00:30' } },
  },

  // markLateIn / markEarlyOut
  {
    name: 'markLateIn false: 30 minutes late is not flagged, and the trace says why',
    inputs: on({ markLateIn: false }, span('10:00', '19:00')),
    expected: { attendanceData: 'P', session1: { lateIn: '00:00' } },
    trace: [{ step: 'lateIn', session: 1, lateBy: '00:30', withinGrace: false, notMarked: true }],
    explains: ['Session 1 began at 10:00, 00:30 late, beyond the 00:15 grace, not marked: the shift does not mark late in.'],
  },
  { name: 'unset: the same arrival is a late in of 00:30', inputs: on({}, span('10:00', '19:00')), expected: { session1: { lateIn: '00:30' } } },
  {
    name: 'markEarlyOut false: leaving 30 minutes early is not flagged',
    inputs: on({ markEarlyOut: false }, span('09:00', '18:00')),
    expected: { attendanceData: 'P', session2: { earlyOut: '00:00' } },
    trace: [{ step: 'earlyOut', session: 2, earlyBy: '00:30', withinGrace: false, notMarked: true }],
  },
  { name: 'unset: the same departure is an early out of 00:30', inputs: on({}, span('09:00', '18:00')), expected: { session2: { earlyOut: '00:30' } } },

  // breakStart / breakMinutes
  {
    name: 'break: a full day without lunch punches has the hour deducted once, shown as Break Hours',
    inputs: on(LUNCH, [swipe('09:30', null), swipe('18:30', null)]),
    expected: { attendanceData: 'P', totalWorkHours: '09:00', breakHrs: '01:00', actualWorkHours: '08:00', shortFallHours: '00:00', excessHours: '00:00' },
    trace: [{ step: 'worked', workedHours: '08:00', breakDeducted: '01:00', fullDayTime: '08:00', halfDayTime: '04:00', reached: 'fullDay' }],
    explains: ['Worked 08:00: 09:00 from first in to last out less 01:00 of the scheduled break: reaches the full day of 08:00.'],
  },
  {
    name: 'break: lunch punched out at the break is deducted once, not a flag',
    inputs: on(LUNCH, [...span('09:30', '13:30'), ...span('14:30', '18:30')]),
    expected: { attendanceData: 'P', breakHrs: '01:00', actualWorkHours: '08:00', session1: { earlyOut: '00:00' }, session2: { lateIn: '00:00', earlyOut: '00:00' } },
    trace: [{ step: 'breakExcused', from: '13:30', to: '14:30' }],
    explains: ["The break from 13:30 to 14:30 is the shift's scheduled break: 00:30 of Session 1's early out and 00:30 of Session 2's late in are not counted."],
  },
  { name: 'unset: the same lunch is an early out and a late in', inputs: on({}, [...span('09:30', '13:30'), ...span('14:30', '18:30')]), expected: { session1: { earlyOut: '00:30' }, session2: { lateIn: '00:30' } } },
  {
    name: 'break: a morning to 14:00 is 04:00 net, half of the 08:00 net day',
    inputs: on(LUNCH, span('09:30', '14:00')),
    expected: { attendanceData: 'P/A', actualWorkHours: '04:00', shortFallHours: '04:00' },
  },

  // hoursMode
  {
    name: 'every valid pair: a punched lunch is not worked: 08:00 of a 09:00 day is half a day',
    inputs: on({ hoursMode: 'everyValidPair' }, [...span('09:30', '13:30'), ...span('14:30', '18:30')]),
    expected: { attendanceData: 'P/A', totalWorkHours: '09:00', actualWorkHours: '08:00' },
    trace: [{ step: 'worked', hoursMode: 'everyValidPair', workedHours: '08:00', reached: 'halfDay' }],
    explains: ['Worked 08:00 in every in and out pair: reaches the half day of 04:30 but not the full day of 09:00.'],
  },
  { name: 'first in last out (unset): the same day spans 09:00: P', inputs: on({}, [...span('09:30', '13:30'), ...span('14:30', '18:30')]), expected: { attendanceData: 'P' } },
  {
    name: 'every valid pair with the scheduled break: the punched lunch is the break, deducted once: P',
    inputs: on({ hoursMode: 'everyValidPair', ...LUNCH }, [...span('09:30', '13:30'), ...span('14:30', '18:30')]),
    expected: { attendanceData: 'P', actualWorkHours: '08:00', breakHrs: '01:00' },
  },
  {
    name: 'every valid pair: punches without direction are paired alternately in time order',
    inputs: on({ hoursMode: 'everyValidPair' }, [swipe('09:30', null), swipe('13:30', null), swipe('14:30', null), swipe('18:30', null)]),
    expected: { actualWorkHours: '08:00', breakHrs: '01:00' },
    trace: [{ step: 'punchesPaired', pairing: 'alternating', pairs: [{ in: '09:30', out: '13:30', nextDay: false }, { in: '14:30', out: '18:30', nextDay: false }] }],
  },
  {
    name: 'every valid pair: an odd punch without direction at the end has no out',
    inputs: on({ hoursMode: 'everyValidPair' }, [swipe('09:30', null), swipe('13:30', null), swipe('14:30', null)]),
    expected: { attendanceData: 'A', actualWorkHours: '04:00' },
    trace: [{ step: 'swipeIgnored', at: '14:30', because: 'noOutAfterIn' }],
  },

  // workedOffDayPolicy
  {
    name: 'keepOffDay: a weekly off worked stays OFF, its hours excess',
    inputs: on({ workedOffDayPolicy: 'keepOffDay' }, span('09:30', '18:30'), { dayType: weeklyOff }),
    expected: { attendanceData: 'OFF', excessHours: '09:00', lopDays: 0 },
    trace: [{ step: 'offDayKept', status: 'OFF', workedHours: '09:00' }, { step: 'worked', reached: 'fullDay' }],
    explains: ['Worked 09:00 on a weekly off: it stays OFF, as the shift keeps worked off days, and the hours are excess.'],
  },
  { name: 'present (unset): the same weekly off worked is P', inputs: on({}, span('09:30', '18:30'), { dayType: weeklyOff }), expected: { attendanceData: 'P', excessHours: '09:00' } },
  {
    name: 'keepOffDay: a holiday worked stays H',
    inputs: on({ workedOffDayPolicy: 'keepOffDay' }, span('09:30', '14:00'), { dayType: { kind: 'holiday', occasion: 'Holi', restricted: false } }),
    expected: { attendanceData: 'H', excessHours: '04:30' },
  },
  {
    name: 'a weekly off inside a leave span stays OFF whatever its punches (the leave counts working days only)',
    inputs: on({ workedOffDayPolicy: 'keepOffDay' }, span('10:00', '12:00'), { dayType: weeklyOff, leaves: [] }),
    expected: { attendanceData: 'OFF', lopDays: 0 },
  },
];

describe('shift rules HR configures (issue 19 §2)', () => {
  it.each(scenarios)('$name', ({ inputs, expected, trace, explains }) => {
    const record = computeDay(inputs);
    const { session1, session2, ...day } = expected;
    expect(record).toMatchObject(day);
    if (session1) expect(record.session1).toMatchObject(session1);
    if (session2) expect(record.session2).toMatchObject(session2);
    for (const step of trace ?? []) expect(record.trace).toContainEqual(expect.objectContaining(step));
    const sentences = explainTrace(record.trace);
    for (const sentence of explains ?? []) expect(sentences).toContain(sentence);
  });

  it('a weekly off kept OFF still earns its comp-off from the hours worked', () => {
    const record = computeDay(on({ workedOffDayPolicy: 'keepOffDay' }, span('09:30', '18:30'), { dayType: weeklyOff }));
    const offDay = offDayWorked(record.trace);
    expect(offDay).toMatchObject({ dayType: 'weeklyOff', reached: 'fullDay' });
    expect(compOffCredit(offDay!)).toBe(1);
  });

  it('a shift without any rule set decides and traces as before: no rule fields in its trace', () => {
    const record = computeDay(dayInputs({ shift: DAY_0800, swipes: span('08:00', '17:00') }));
    const shiftStep = record.trace.find((step) => step.step === 'shift')!;
    expect(Object.keys(shiftStep).sort()).toEqual(['crossesMidnight', 'fullDayTime', 'graceTime', 'halfDayTime', 'inTime', 'outTime', 'shiftCode', 'step', 'swipeWindow']);
    expect(record.trace.find((step) => step.step === 'worked')).toEqual({ step: 'worked', totalWorkHours: '09:00', breakHrs: '00:00', onTimeWithinGrace: '00:00', halfDayTime: '04:30', fullDayTime: '09:00', reached: 'fullDay' });
  });
});

describe('the shift master refuses rules that contradict each other', () => {
  const shift = { inTime: '09:30', outTime: '18:30' };
  it.each([
    [{ halfDayThresholdHours: '09:30' }, 'halfDayThresholdHours', 'Half Day Threshold Hours must not be more than the Full Day Time (09:00)'],
    [{ halfDayThresholdHours: '06:00', absentThresholdHours: '06:30' }, 'absentThresholdHours', 'Absent Threshold Hours must not be more than the Half Day Threshold Hours'],
    [{ absentThresholdHours: '10:00' }, 'absentThresholdHours', 'Absent Threshold Hours must not be more than the Full Day Time (09:00)'],
    [{ breakStart: '13:00' }, 'breakMinutes', 'Break Minutes is required with a Break Start'],
    [{ breakMinutes: 30 }, 'breakStart', 'Break Start is required with Break Minutes'],
    [{ breakStart: '18:00', breakMinutes: 60 }, 'breakStart', 'The break must lie between the In Time and the Out Time'],
    [{ breakStart: '08:00', breakMinutes: 30 }, 'breakStart', 'The break must lie between the In Time and the Out Time'],
    [{ checkInBeforeMinutes: 600, checkOutAfterMinutes: 310 }, 'checkOutAfterMinutes', 'Check-in before, the shift and check-out after together must not exceed 24 hours'],
    [{ checkOutAfterMinutes: 700 }, 'checkOutAfterMinutes', 'Check-in before, the shift and check-out after together must not exceed 24 hours'],
    [{ earlyExitGraceTime: '04:30' }, 'earlyExitGraceTime', 'Early Exit Grace Time must be less than the Half Day Time (04:30)'],
  ])('%o → %s: %s', (rules, field, message) => {
    expect(shiftRuleProblems({ ...shift, ...rules })).toEqual([{ field, message }]);
  });

  it.each([
    [{ halfDayThresholdHours: '09:00', absentThresholdHours: '09:00' }],
    [{ halfDayThresholdHours: '07:00', absentThresholdHours: '03:00', breakStart: '13:30', breakMinutes: 60, checkInBeforeMinutes: 240, checkOutAfterMinutes: 360 }],
    [{ breakStart: '02:00', breakMinutes: 30, inTime: '22:00', outTime: '07:00' }],
    [{}],
  ])('accepts %o', (rules) => {
    expect(shiftRuleProblems({ ...shift, ...rules })).toEqual([]);
  });
});
