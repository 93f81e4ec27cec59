import { describe, expect, it } from 'vitest';
import { PRECEDENCE, computeDay, explainTrace, type DayInputs, type DayRecord, type TraceStep } from '../../../src/server/attendance/engine';
import { attendanceDateOf, dayRuleOfShift } from '../../../src/server/attendance/attendanceDate';
import { DATE, DAY_0800, EARLY_0030, NEXT_DATE, NIGHT_N1, PREVIOUS_DATE, SHIFT_0930, dayInputs, swipe } from './dayInputsFixture';

// Spec 001's texts, copied here so the test does not take them from the code it checks.
const LOP_ONE_DAY = 'Half day minimum hours is not fulfilled and so, 1 day(s) of LOP will be deducted.';
const LOP_HALF_DAY = 'Full day minimum hours is not fulfilled and so, 0.5 day(s) of LOP will be deducted.';

interface Scenario {
  name: string;
  inputs: DayInputs;
  expected: Partial<Omit<DayRecord, 'trace' | 'session1' | 'session2'>> & {
    session1?: Partial<DayRecord['session1']>;
    session2?: Partial<DayRecord['session2']>;
  };
  /** Steps that must appear in the trace (matched as partial objects). */
  trace?: Partial<TraceStep>[];
  /** The Explain panel's first sentence. */
  explains?: string;
}

const fullDay = [swipe('09:00', 'IN'), swipe('18:00', 'OUT')];

const scenarios: Scenario[] = [
  {
    name: 'late within grace',
    inputs: dayInputs({ swipes: [swipe('09:10', 'IN'), swipe('18:10', 'OUT')] }),
    expected: { attendanceData: 'P', inTime: '09:10', outTime: '18:10', totalWorkHours: '09:00', breakHrs: '00:00', actualWorkHours: '09:00', shortFallHours: '00:00', excessHours: '00:00', lopDays: 0, lopMessage: null, session1: { lateIn: '00:00', firstIn: '09:10' } },
    trace: [{ step: 'lateIn', session: 1, lateBy: '00:10', withinGrace: true }],
  },
  {
    name: 'late beyond grace, full hours made up',
    inputs: dayInputs({ swipes: [swipe('09:40', 'IN'), swipe('18:45', 'OUT')] }),
    expected: { attendanceData: 'P', actualWorkHours: '09:05', excessHours: '00:05', shortFallHours: '00:00', lopDays: 0, session1: { lateIn: '00:40', status: 'P' }, session2: { earlyOut: '00:00', excessIn: '00:45' } },
    trace: [{ step: 'lateIn', session: 1, lateBy: '00:40', graceTime: '00:15', withinGrace: false }],
  },
  {
    name: 'half day: 05:00 worked in the morning',
    inputs: dayInputs({ swipes: [swipe('09:00', 'IN'), swipe('14:00', 'OUT')] }),
    expected: { attendanceData: 'P/A', actualWorkHours: '05:00', shortFallHours: '04:00', excessHours: '00:00', lopDays: 0.5, lopMessage: LOP_HALF_DAY, session1: { status: 'P', lastOut: '14:00' }, session2: { status: 'A', earlyOut: '00:00' } },
    trace: [{ step: 'worked', reached: 'halfDay' }, { step: 'undecidedIsAbsent', sessions: [2] }],
  },
  {
    name: 'one punch',
    inputs: dayInputs({ swipes: [swipe('09:12', 'IN')] }),
    expected: { attendanceData: 'A', inTime: '09:12', outTime: null, actualWorkHours: '00:00', shortFallHours: '09:00', lopDays: 1, lopMessage: LOP_ONE_DAY, session1: { firstIn: '09:12', lastOut: null } },
    explains: 'Marked absent: one punch at 09:12, no out-punch; a day needs at least 04:30 worked for a half day.',
  },
  {
    name: 'no punch on a working day',
    inputs: dayInputs(),
    expected: { attendanceData: 'A', inTime: null, outTime: null, totalWorkHours: '00:00', shortFallHours: '09:00', lopDays: 1, lopMessage: LOP_ONE_DAY },
    trace: [{ step: 'undecidedIsAbsent', sessions: [1, 2] }],
    explains: 'Marked absent: no punch; a day needs at least 04:30 worked for a half day.',
  },
  {
    name: 'weekly off',
    inputs: dayInputs({ dayType: { kind: 'weeklyOff', because: 'sunday' } }),
    expected: { attendanceData: 'OFF', shortFallHours: '00:00', lopDays: 0, lopMessage: null },
    trace: [{ step: 'decided', source: 'dayType', status: 'OFF' }],
  },
  {
    name: 'Saturday working by policy, worked',
    inputs: dayInputs({ dayType: { kind: 'working', because: 'saturdayWorkingByPolicy' }, swipes: fullDay }),
    expected: { attendanceData: 'P', actualWorkHours: '09:00', lopDays: 0 },
  },
  {
    name: 'Saturday working by policy, not worked',
    inputs: dayInputs({ dayType: { kind: 'working', because: 'saturdayWorkingByPolicy' } }),
    expected: { attendanceData: 'A', lopDays: 1, lopMessage: LOP_ONE_DAY },
  },
  {
    name: 'holiday',
    inputs: dayInputs({ dayType: { kind: 'holiday', occasion: 'Holi', restricted: false } }),
    expected: { attendanceData: 'H', lopDays: 0, shortFallHours: '00:00' },
    explains: 'Marked holiday (H), decided by the calendar.',
  },
  {
    name: 'holiday worked',
    inputs: dayInputs({ dayType: { kind: 'holiday', occasion: 'Holi', restricted: false }, swipes: fullDay }),
    expected: { attendanceData: 'P', actualWorkHours: '09:00', excessHours: '09:00', shortFallHours: '00:00', lopDays: 0 },
    trace: [{ step: 'decided', source: 'dayType', status: 'H' }, { step: 'decided', source: 'punches', status: 'P' }],
  },
  {
    name: 'holiday with a short visit stays a holiday',
    inputs: dayInputs({ dayType: { kind: 'holiday', occasion: 'Holi', restricted: false }, swipes: [swipe('10:00', 'IN'), swipe('11:00', 'OUT')] }),
    expected: { attendanceData: 'H', actualWorkHours: '01:00', lopDays: 0 },
  },
  {
    name: 'night shift across midnight belongs to the day it starts',
    inputs: dayInputs({
      shift: NIGHT_N1,
      swipes: [swipe('22:05', 'IN'), swipe(`${NEXT_DATE}T06:10`, 'OUT'), swipe(`${NEXT_DATE}T21:58`, 'IN')],
      now: `${NEXT_DATE}T23:00`,
    }),
    expected: { attendanceData: 'P', inTime: '22:05', outTime: '06:10', actualWorkHours: '08:05', excessHours: '00:05', inProgress: false, lopDays: 0 },
    trace: [{ step: 'shift', crossesMidnight: true }, { step: 'swipeIgnored', at: '21:58', nextDay: true, because: 'outsideSwipeWindow' }],
  },
  {
    name: 'duplicate punches',
    inputs: dayInputs({ swipes: [swipe('09:00', 'IN', 'Gate A'), swipe('09:01', 'IN', 'Gate B'), swipe('18:00', 'OUT'), swipe('18:02', 'OUT')] }),
    expected: { attendanceData: 'P', inTime: '09:00', outTime: '18:00', actualWorkHours: '09:00', lopDays: 0 },
    trace: [{ step: 'swipeMerged', at: '09:01', into: '09:00' }, { step: 'swipeMerged', at: '18:02', into: '18:00' }],
  },
  {
    name: 'direction-less punches: first in, last out',
    inputs: dayInputs({ swipes: [swipe('13:00', null), swipe('09:02', null), swipe('18:05', null), swipe('14:00', null)] }),
    expected: { attendanceData: 'P', inTime: '09:02', outTime: '18:05', totalWorkHours: '09:03', breakHrs: '00:00', actualWorkHours: '09:03', lopDays: 0 },
    trace: [{ step: 'punchesPaired', pairing: 'firstInLastOut' }],
  },
  {
    name: 'lunch break by direction: judged on the span, the break reported',
    inputs: dayInputs({ swipes: [swipe('09:00', 'IN'), swipe('13:00', 'OUT'), swipe('14:00', 'IN'), swipe('18:30', 'OUT')] }),
    expected: { attendanceData: 'P', totalWorkHours: '09:30', breakHrs: '01:00', actualWorkHours: '08:30', shortFallHours: '00:00', excessHours: '00:30', lopDays: 0 },
    trace: [{ step: 'worked', totalWorkHours: '09:30', breakHrs: '01:00', reached: 'fullDay' }],
  },
  {
    name: 'leave for Session 1 plus an afternoon worked',
    inputs: dayInputs({ leaves: [{ leaveCode: 'CL', sessions: [1] }], swipes: [swipe('13:30', 'IN'), swipe('18:00', 'OUT')] }),
    expected: { attendanceData: 'CL/P', actualWorkHours: '04:30', shortFallHours: '00:00', lopDays: 0, session1: { status: 'CL' }, session2: { status: 'P', firstIn: '13:30' } },
  },
  {
    name: 'approved regularization over absent',
    inputs: dayInputs({ regularizations: [{ regularizationCode: 'REG-7', workType: 'REG', startTime: '09:00', endTime: '18:00', sessions: [1, 2] }] }),
    expected: { attendanceData: 'P', inTime: '09:00', outTime: '18:00', actualWorkHours: '09:00', shortFallHours: '00:00', lopDays: 0, lopMessage: null },
    trace: [{ step: 'decided', source: 'regularization', status: 'P', detail: 'REG-7' }],
    explains: 'Marked present (P), decided by an approved regularization.',
  },
  {
    name: 'work from home with times',
    inputs: dayInputs({ regularizations: [{ regularizationCode: 'REG-8', workType: 'WFH', startTime: '09:30', endTime: '18:30', sessions: [] }] }),
    expected: { attendanceData: 'WFH', inTime: '09:30', outTime: '18:30', actualWorkHours: '09:00', lopDays: 0 },
  },
  {
    name: 'on duty for Session 2 after a morning in the office',
    inputs: dayInputs({ swipes: [swipe('09:00', 'IN'), swipe('13:30', 'OUT')], regularizations: [{ regularizationCode: 'REG-9', workType: 'OD', startTime: null, endTime: null, sessions: [2] }] }),
    expected: { attendanceData: 'P/OD', actualWorkHours: '04:30', shortFallHours: '00:00', lopDays: 0 },
  },
  {
    name: 'on duty over punches for the session it names',
    inputs: dayInputs({ swipes: fullDay, regularizations: [{ regularizationCode: 'REG-11', workType: 'OD', startTime: null, endTime: null, sessions: [2] }] }),
    expected: { attendanceData: 'P/OD', lopDays: 0 },
    trace: [{ step: 'decided', source: 'punches', sessions: [1, 2], status: 'P' }, { step: 'decided', source: 'regularization', sessions: [2], status: 'OD' }],
    explains: 'Marked present in Session 1 and on duty in Session 2 (P/OD), decided by the punches (Session 1) and an approved regularization (Session 2).',
  },
  {
    name: 'manual override over absent',
    inputs: dayInputs({ override: { session1: 'P', session2: 'P', remarks: 'Badge failed' } }),
    expected: { attendanceData: 'P', lopDays: 0 },
    trace: [{ step: 'decided', source: 'override', sessions: [1], status: 'P', detail: 'Badge failed' }],
    explains: 'Marked present (P), decided by a manual override.',
  },
  {
    name: 'manual override over approved leave',
    inputs: dayInputs({ leaves: [{ leaveCode: 'SL', sessions: [1, 2] }], override: { session1: 'A', session2: null, remarks: 'Leave cancelled' } }),
    expected: { attendanceData: 'A/SL', lopDays: 0.5, lopMessage: LOP_HALF_DAY },
  },
  {
    name: 'approved leave over regularization',
    inputs: dayInputs({ leaves: [{ leaveCode: 'PL', sessions: [1, 2] }], regularizations: [{ regularizationCode: 'REG-1', workType: 'WFH', startTime: null, endTime: null, sessions: [1, 2] }] }),
    expected: { attendanceData: 'PL', lopDays: 0, shortFallHours: '00:00' },
  },
  {
    name: 'work from home for the day, no times',
    inputs: dayInputs({ regularizations: [{ regularizationCode: 'REG-10', workType: 'WFH', startTime: null, endTime: null, sessions: [] }] }),
    expected: { attendanceData: 'WFH', inTime: null, actualWorkHours: '00:00', shortFallHours: '00:00', lopDays: 0 },
  },
  {
    name: 'restricted holiday',
    inputs: dayInputs({ dayType: { kind: 'holiday', occasion: 'Onam', restricted: true } }),
    expected: { attendanceData: 'RH', lopDays: 0 },
  },
  {
    name: 'an in-punch after the last pair, never closed, is ignored',
    inputs: dayInputs({ swipes: [...fullDay, swipe('18:30', 'IN')] }),
    expected: { attendanceData: 'P', outTime: '18:00', totalWorkHours: '09:00' },
    trace: [{ step: 'swipeIgnored', at: '18:30', because: 'noOutAfterIn' }],
  },
  {
    name: 'night shift still in progress after midnight',
    inputs: dayInputs({ shift: NIGHT_N1, swipes: [swipe('22:00', 'IN')], now: `${NEXT_DATE}T03:00` }),
    expected: { attendanceData: null, inProgress: true, inTime: '22:00', lopDays: 0 },
    explains: 'In progress: the day is decided when the shift ends at 06:00 (next day).',
  },
  {
    name: 'a future date with approved leave already shows the leave',
    inputs: dayInputs({ leaves: [{ leaveCode: 'PL', sessions: [1, 2] }], now: '2026-03-01T10:00' }),
    expected: { attendanceData: 'PL', inProgress: true, lopDays: 0 },
  },
  {
    name: 'today in progress before the shift ends',
    inputs: dayInputs({ swipes: [swipe('09:05', 'IN')], now: `${DATE}T11:00` }),
    expected: { attendanceData: null, inProgress: true, inTime: '09:05', lopDays: 0, lopMessage: null, shortFallHours: '00:00' },
    explains: 'In progress: the day is decided when the shift ends at 18:00.',
  },
  {
    name: 'today once the shift has ended',
    inputs: dayInputs({ swipes: [swipe('09:05', 'IN')], now: `${DATE}T18:00` }),
    expected: { attendanceData: 'A', inProgress: false, lopDays: 1 },
  },
  // Issue 19 §1: the defects a peer-based check found.
  {
    name: 'a shift in at 00:30 counts swipes from 20:30 the day before, the day its own',
    inputs: dayInputs({ shift: EARLY_0030, swipes: [swipe(`${PREVIOUS_DATE}T23:40`, 'IN'), swipe('10:00', 'OUT')] }),
    expected: { attendanceData: 'P', inTime: '23:40', outTime: '10:00', lopDays: 0 },
    trace: [{ step: 'shift', swipeWindow: { from: '20:30', to: '20:30', fromDayBefore: true } }],
  },
  {
    name: 'an arrival within grace is on time: no late in, no shortfall, no session lost',
    inputs: dayInputs({ shift: SHIFT_0930, swipes: [swipe('09:40', 'IN'), swipe('18:30', 'OUT')] }),
    expected: { attendanceData: 'P', totalWorkHours: '08:50', shortFallHours: '00:00', lopDays: 0, lopMessage: null, session1: { lateIn: '00:00', status: 'P' }, session2: { status: 'P' } },
    trace: [{ step: 'worked', onTimeWithinGrace: '00:10', reached: 'fullDay' }, { step: 'lateIn', session: 1, withinGrace: true }],
  },
  {
    name: 'beyond grace the late minutes are not credited',
    inputs: dayInputs({ shift: SHIFT_0930, swipes: [swipe('09:50', 'IN'), swipe('18:30', 'OUT')] }),
    expected: { attendanceData: 'A/P', totalWorkHours: '08:40', lopDays: 0.5, session2: { status: 'P' } },
  },
  {
    name: 'an overnight span on a day shift counts on the day it began, the out-punch on the window end kept',
    inputs: dayInputs({ shift: DAY_0800, swipes: [swipe('21:00', 'IN'), swipe(`${NEXT_DATE}T04:00`, 'OUT')] }),
    expected: { attendanceData: 'P/A', inTime: '21:00', outTime: '04:00', totalWorkHours: '07:00', lopDays: 0.5, session1: { lateIn: '00:00', earlyOut: '00:00' }, session2: { lateIn: '00:00', earlyOut: '00:00' } },
    trace: [{ step: 'outAfterWindow', at: '04:00', nextDay: true, closes: '21:00' }],
  },
  {
    name: "the next day names that out-punch as closing the day before's in-punch",
    inputs: dayInputs({ attendanceDate: NEXT_DATE, shift: DAY_0800, swipes: [swipe('21:00', 'IN'), swipe(`${NEXT_DATE}T04:00`, 'OUT')], now: `${NEXT_DATE}T23:00` }),
    expected: { attendanceData: 'A', totalWorkHours: '00:00' },
    trace: [{ step: 'swipeIgnored', at: '04:00', because: 'closesDayBefore', closes: '21:00' }],
  },
  {
    name: 'a lone in-punch at 21:00 on a day shift is no late in',
    inputs: dayInputs({ shift: DAY_0800, swipes: [swipe('21:00', 'IN')] }),
    expected: { attendanceData: 'A', session1: { lateIn: '00:00', earlyOut: '00:00' }, session2: { lateIn: '00:00', earlyOut: '00:00' } },
  },
  {
    name: 'a short visit on a weekly off shows no early out',
    inputs: dayInputs({ dayType: { kind: 'weeklyOff', because: 'sunday' }, swipes: [swipe('10:00', 'IN'), swipe('11:00', 'OUT')] }),
    expected: { attendanceData: 'OFF', session1: { earlyOut: '00:00', lateIn: '00:00' }, session2: { earlyOut: '00:00' } },
  },
  {
    name: 'a day absent for too few hours shows no late in or early out',
    inputs: dayInputs({ swipes: [swipe('11:00', 'IN'), swipe('13:00', 'OUT')] }),
    expected: { attendanceData: 'A', lopDays: 1, session1: { lateIn: '00:00', earlyOut: '00:00' }, session2: { lateIn: '00:00', earlyOut: '00:00' } },
  },
  {
    name: 'hours worked on a whole-day leave are not excess',
    inputs: dayInputs({ leaves: [{ leaveCode: 'CL', sessions: [1, 2] }], swipes: [swipe('09:00', 'IN'), swipe('13:00', 'OUT')] }),
    expected: { attendanceData: 'CL', totalWorkHours: '04:00', excessHours: '00:00', shortFallHours: '00:00', session1: { earlyOut: '00:00' } },
    trace: [{ step: 'workedOnLeave', totalWorkHours: '04:00' }],
  },
  {
    name: 'a lunch hour the shift schedules (12:00, 60 minutes) is neither an early out nor a late in',
    inputs: dayInputs({ shift: { ...DAY_0800, breakStart: '12:00', breakMinutes: 60 }, swipes: [swipe('08:00', 'IN'), swipe('12:00', 'OUT'), swipe('13:00', 'IN'), swipe('17:00', 'OUT')] }),
    expected: { attendanceData: 'P', breakHrs: '01:00', actualWorkHours: '08:00', session1: { earlyOut: '00:00', lateIn: '00:00' }, session2: { lateIn: '00:00', earlyOut: '00:00' } },
    trace: [{ step: 'breakExcused', from: '12:00', to: '13:00', excused: [{ session: 1, flag: 'earlyOut', by: '00:30' }, { session: 2, flag: 'lateIn', by: '00:30' }] }],
  },
  {
    name: 'a break longer than the scheduled one is an early out and a late in for the minutes beyond it',
    inputs: dayInputs({ shift: { ...DAY_0800, breakStart: '12:00', breakMinutes: 60 }, swipes: [swipe('08:00', 'IN'), swipe('11:45', 'OUT'), swipe('13:30', 'IN'), swipe('17:00', 'OUT')] }),
    expected: { attendanceData: 'P', session1: { earlyOut: '00:15' }, session2: { lateIn: '00:30' } },
  },
  {
    name: 'a lunch on a shift with no scheduled break is an early out and a late in',
    inputs: dayInputs({ shift: DAY_0800, swipes: [swipe('08:00', 'IN'), swipe('12:00', 'OUT'), swipe('13:30', 'IN'), swipe('17:00', 'OUT')] }),
    expected: { attendanceData: 'P', session1: { earlyOut: '00:30' }, session2: { lateIn: '01:00' } },
  },
  {
    name: 'a half day worked in the afternoon reads as one sentence per session',
    inputs: dayInputs({ swipes: [swipe('13:30', 'IN'), swipe('18:00', 'OUT')] }),
    expected: { attendanceData: 'A/P', lopDays: 0.5 },
    explains: 'Marked absent in Session 1 and present in Session 2 (A/P), decided by the punches.',
  },
];

describe('computeDay scenarios', () => {
  it('applies the sources in the order of issue 10: calendar < punches < regularization/WFH/OD < leave < override', () => {
    expect(PRECEDENCE).toEqual(['dayType', 'punches', 'regularization', 'leave', 'override']);
  });

  it.each(scenarios)('$name', ({ inputs, expected, trace, explains }) => {
    const record = computeDay(inputs);
    const { session1, session2, ...day } = expected;
    expect(record).toMatchObject(day);
    if (session1) expect(record.session1).toMatchObject(session1);
    if (session2) expect(record.session2).toMatchObject(session2);
    for (const step of trace ?? []) expect(record.trace).toContainEqual(expect.objectContaining(step));
    if (explains) expect(explainTrace(record.trace)[0]).toBe(explains);
  });
});

describe('issue 19 §1: a punch marks the day whose swipe window holds it', () => {
  // A 00:30 shift's window opens at 20:30 the day before: its punches are filed (and mark) the shift's own date.
  it.each([
    ['2026-03-09T20:29:00Z', '00:30', '2026-03-09'],
    ['2026-03-09T20:30:00Z', '00:30', '2026-03-10'],
    ['2026-03-09T23:30:00Z', '00:30', '2026-03-10'],
    ['2026-03-10T10:00:00Z', '00:30', '2026-03-10'],
    ['2026-03-10T02:00:00Z', '22:00', '2026-03-09'],
    ['2026-03-10T05:00:00Z', '09:00', '2026-03-10'],
    ['2026-03-10T04:59:00Z', '09:00', '2026-03-09'],
  ])('a swipe at %s on a shift in at %s is filed under %s', (at, inTime, date) => {
    expect(attendanceDateOf(new Date(at), dayRuleOfShift(inTime, 'UTC'))).toBe(date);
  });

  it('a shift that sets its own check-in limit starts its day there', () => {
    expect(attendanceDateOf(new Date('2026-03-10T08:29:00Z'), dayRuleOfShift('09:30', 'UTC', 60))).toBe('2026-03-09');
    expect(attendanceDateOf(new Date('2026-03-10T08:30:00Z'), dayRuleOfShift('09:30', 'UTC', 60))).toBe('2026-03-10');
  });

  it('the trace says the window starts the day before', () => {
    const record = computeDay(dayInputs({ shift: EARLY_0030, swipes: [swipe(`${PREVIOUS_DATE}T23:30`, 'IN'), swipe('10:00', 'OUT')] }));
    expect(record.attendanceData).toBe('P');
    expect(explainTrace(record.trace)).toContain('Shift E1 runs 00:30–10:00 with 00:15 grace; full day 09:30, half day 04:45; swipes count from 20:30 the day before for 24 hours.');
  });
});
