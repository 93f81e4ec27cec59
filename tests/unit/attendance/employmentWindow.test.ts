import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDay, explainTrace, type DayInputs, type DayRecord, type Swipe, type TraceStep } from '../../../src/server/attendance/engine';
import { packDayRecord, unpackDayRecord } from '../../../src/server/attendance/packedDayRecord';
import { storedDayRecord } from '../../../src/server/attendance/storedDayRecord';
import { sessionCodes } from '../../../src/shared/musterRow';
import { DATE, NEXT_DATE, PREVIOUS_DATE, dayInputs, swipe } from './dayInputsFixture';

// DATE is 2026-03-10; the explanation's dates are dd/MM/yyyy, written here by hand.
const fullDay = [swipe('09:00', 'IN'), swipe('18:00', 'OUT')];
const everything: Partial<DayInputs> = {
  swipes: fullDay,
  leaves: [{ leaveCode: 'CL', sessions: [1] }],
  regularizations: [{ regularizationCode: 'R1', workType: 'WFH', startTime: null, endTime: null, sessions: [2] }],
  override: { session1: 'P', session2: 'A', remarks: 'Checked' },
};

interface Scenario {
  name: string;
  inputs: DayInputs;
  /** null: not employed (no status, no LOP); otherwise the ordinary day's status and LOP. */
  expected: { attendanceData: string | null; lopDays: number };
  trace?: Partial<TraceStep>[];
  explains?: string[];
}

const scenarios: Scenario[] = [
  {
    name: 'before the date of joining: not employed, not absent',
    inputs: dayInputs({ employment: { joined: NEXT_DATE, lastWorkingDay: null } }),
    expected: { attendanceData: null, lopDays: 0 },
    trace: [{ step: 'notEmployed', because: 'beforeJoining', joined: NEXT_DATE, ignored: [] }],
    explains: ['Not employed on this date: the date of joining is 11/03/2026. No attendance is counted: no status and no LOP.'],
  },
  {
    name: 'the joining day is an ordinary day (absent without punches)',
    inputs: dayInputs({ employment: { joined: DATE, lastWorkingDay: null } }),
    expected: { attendanceData: 'A', lopDays: 1 },
  },
  {
    name: 'the last working day is an ordinary day (present)',
    inputs: dayInputs({ swipes: fullDay, employment: { joined: '2020-01-01', lastWorkingDay: DATE } }),
    expected: { attendanceData: 'P', lopDays: 0 },
  },
  {
    name: 'the last working day without punches is absent as ever',
    inputs: dayInputs({ employment: { joined: null, lastWorkingDay: DATE } }),
    expected: { attendanceData: 'A', lopDays: 1 },
  },
  {
    name: 'after the last working day: not employed, not absent',
    inputs: dayInputs({ employment: { joined: '2020-01-01', lastWorkingDay: PREVIOUS_DATE } }),
    expected: { attendanceData: null, lopDays: 0 },
    trace: [{ step: 'notEmployed', because: 'afterLastWorkingDay', lastWorkingDay: PREVIOUS_DATE, ignored: [] }],
    explains: ['Not employed on this date: the last working day was 09/03/2026. No attendance is counted: no status and no LOP.'],
  },
  {
    name: 'after the last working day, swipes, leave, a regularization and an override are ignored',
    inputs: dayInputs({ ...everything, employment: { joined: null, lastWorkingDay: PREVIOUS_DATE } }),
    expected: { attendanceData: null, lopDays: 0 },
    trace: [{ step: 'notEmployed', because: 'afterLastWorkingDay', ignored: ['swipes', 'leave', 'regularization', 'override'] }],
    explains: [
      'Not employed on this date: the last working day was 09/03/2026. No attendance is counted: no status and no LOP.',
      'The swipes, approved leave, approved regularization and manual override of this date are not counted.',
    ],
  },
  {
    name: 'before joining, approved leave alone is ignored',
    inputs: dayInputs({ leaves: [{ leaveCode: 'SL', sessions: [1, 2] }], employment: { joined: NEXT_DATE, lastWorkingDay: null } }),
    expected: { attendanceData: null, lopDays: 0 },
    explains: ['Not employed on this date: the date of joining is 11/03/2026. No attendance is counted: no status and no LOP.', 'The approved leave of this date is not counted.'],
  },
  {
    name: 'a weekly off or holiday outside the window is not employed either (no OFF or H counted)',
    inputs: dayInputs({ dayType: { kind: 'holiday', occasion: 'Holi', restricted: false }, employment: { joined: null, lastWorkingDay: PREVIOUS_DATE } }),
    expected: { attendanceData: null, lopDays: 0 },
  },
  {
    name: 'today after the last working day is not in progress: nothing will be decided',
    inputs: dayInputs({ now: `${DATE}T12:00`, employment: { joined: null, lastWorkingDay: PREVIOUS_DATE } }),
    expected: { attendanceData: null, lopDays: 0 },
  },
  {
    name: 'a window with neither date known is every day',
    inputs: dayInputs({ employment: { joined: null, lastWorkingDay: null } }),
    expected: { attendanceData: 'A', lopDays: 1 },
  },
];

describe('the employment window', () => {
  it.each(scenarios)('$name', ({ inputs, expected, trace, explains }) => {
    const record = computeDay(inputs);
    expect({ attendanceData: record.attendanceData, lopDays: record.lopDays }).toEqual(expected);
    for (const step of trace ?? []) expect(record.trace).toContainEqual(expect.objectContaining(step));
    if (explains) expect(explainTrace(record.trace)).toEqual(explains);
    if (expected.attendanceData === null) {
      expect(record).toMatchObject({ inProgress: false, inTime: null, outTime: null, totalWorkHours: '00:00', shortFallHours: '00:00', excessHours: '00:00', lopMessage: null });
      expect([record.session1.status, record.session2.status]).toEqual([null, null]);
      // The muster counts a day's session codes: none here, so no present, absent, off, holiday or leave.
      expect(sessionCodes(record.attendanceData)).toEqual([]);
    } else {
      // Inside the window the window changes nothing.
      const { employment: _employment, ...without } = inputs;
      expect(record).toEqual(computeDay(without));
    }
  });

  it('stores a not-employed day as an empty packed record that unpacks to the same day', () => {
    const record = computeDay(dayInputs({ ...everything, employment: { joined: null, lastWorkingDay: PREVIOUS_DATE } }));
    const stored = storedDayRecord(record);
    expect(packDayRecord(stored)).toEqual({});
    expect(unpackDayRecord('E001', DATE, { status_code: null, shift_code: record.shift, lop_days: 0, record: packDayRecord(stored) })).toEqual(stored);
  });
});

const MIDNIGHT = Date.UTC(2026, 2, 10);
const wallTime = (minutes: number) => new Date(MIDNIGHT + minutes * 60_000).toISOString().slice(0, 16);
const dateAt = (days: number) => new Date(MIDNIGHT + days * 86_400_000).toISOString().slice(0, 10);

const inputsArb: fc.Arbitrary<DayInputs> = fc
  .record({
    swipes: fc.array(
      fc.record<Swipe>({ at: fc.integer({ min: -360, max: 1800 }).map(wallTime), direction: fc.constantFrom<Swipe['direction']>('IN', 'OUT', null), device: fc.constant('Main Door') }),
      { maxLength: 6 },
    ),
    dayType: fc.constantFrom<DayInputs['dayType']>({ kind: 'working', because: 'weekday' }, { kind: 'weeklyOff', because: 'sunday' }, { kind: 'holiday', occasion: 'Holi', restricted: false }),
    leaves: fc.constantFrom<DayInputs['leaves']>([], [{ leaveCode: 'CL', sessions: [1] }]),
    override: fc.constantFrom<DayInputs['override']>(null, { session1: 'A', session2: 'A', remarks: 'Absent' }, { session1: 'P', session2: null, remarks: 'Seen' }),
    // The window's ends a few days either side of DATE, or unknown.
    joined: fc.option(fc.integer({ min: -3, max: 3 }).map(dateAt)),
    lastWorkingDay: fc.option(fc.integer({ min: -3, max: 3 }).map(dateAt)),
    nowMinutes: fc.integer({ min: 0, max: 3 * 1440 }),
  })
  .map(({ joined, lastWorkingDay, nowMinutes, ...rest }) => dayInputs({ ...rest, employment: { joined, lastWorkingDay }, now: wallTime(nowMinutes) }));

const employed = ({ attendanceDate: date, employment }: DayInputs) =>
  (employment?.joined == null || date >= employment.joined) && (employment?.lastWorkingDay == null || date <= employment.lastWorkingDay);

describe('employment window properties', () => {
  it('no not-employed day ever has LOP or an A; an employed day is as it would be without the window', () => {
    fc.assert(
      fc.property(inputsArb, (inputs) => {
        const record: DayRecord = computeDay(inputs);
        if (employed(inputs)) {
          const { employment: _employment, ...without } = inputs;
          expect(record).toEqual(computeDay(without));
        } else {
          expect(record.lopDays).toBe(0);
          expect(record.attendanceData).toBeNull();
          expect([record.session1.status, record.session2.status]).not.toContain('A');
          expect(record.trace.map((step) => step.step)).toEqual(['notEmployed']);
        }
      }),
      { numRuns: 500 },
    );
  });
});
