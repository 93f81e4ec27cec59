import { describe, expect, it } from 'vitest';
import { assembleDayInputs } from '../../../src/server/attendance/processor/assembleDayInputs.js';
import type { DayBatch } from '../../../src/server/attendance/processor/loadDayBatches.js';
import type { DayInputs, Shift } from '../../../src/server/attendance/engine/index.js';

/**
 * The pool thread's assembly of a day's inputs from the database's texts (loadDayBatches), case by
 * case: each batch written out as the database writes it, each expected DayInputs by hand.
 */

const NOW = '2026-11-20T12:00';
const S1: Shift = { shiftCode: 'S1', inTime: '09:30', outTime: '18:30', graceTime: '00:15', fullDayTime: '09:00', halfDayTime: '04:30' };
const N1: Shift = { shiftCode: 'N1', inTime: '22:00', outTime: '07:00', graceTime: '00:15', fullDayTime: '09:00', halfDayTime: '04:30' };
const SHIFTS = JSON.stringify([
  ['S1', '09:30', '18:30', '00:15', '09:00', '04:30'],
  ['N1', '22:00', '07:00', '00:15', null, null],
  ['S1', '10:00', '19:00', null, null, null], // a shared row after the organisation's own: not used
]);

const day = (date: string) => Date.parse(`${date}T00:00Z`) / 86_400_000;
/** A wall time as the database writes it: minutes since 1970-01-01 00:00. */
const minute = (wall: string) => Date.parse(`${wall}Z`) / 60_000;
const swipe = (employeeId: number, date: string, wall: string, direction: string | null, device = 'Gate 1') => [employeeId, day(date), minute(wall), direction, device];

const batchOf = (parts: Partial<DayBatch> & Pick<DayBatch, 'employeeIds' | 'dates'>): DayBatch => ({
  people: JSON.stringify([[7, 'EMP007', null, 'Pune Office', null], [8, 'EMP008', 'N1', null, null]]),
  shifts: SHIFTS,
  calendar: '[[], []]',
  roster: '[]',
  swipes: '[]',
  regularizations: '[]',
  leaves: '[]',
  ...parts,
});
const inputs = (parts: Partial<DayInputs> & Pick<DayInputs, 'attendanceDate'>): DayInputs => ({
  empId: 'EMP007',
  shift: S1,
  dayType: { kind: 'working', because: 'weekday' },
  swipes: [],
  leaves: [],
  regularizations: [],
  override: null,
  now: NOW,
  ...parts,
});

const cases: [string, DayBatch, DayInputs[]][] = [
  ['a weekday without rows: the default shift, no punches', batchOf({ employeeIds: [7], dates: ['2026-11-16'] }), [inputs({ attendanceDate: '2026-11-16' })]],
  [
    "the date's swipes as wall times, direction in any case, and only the neighbours' inside the shift's swipe window",
    batchOf({
      employeeIds: [7],
      dates: ['2026-11-16'],
      swipes: JSON.stringify([
        ...swipe(7, '2026-11-15', '2026-11-15T18:00', 'OUT'), // the day before: outside the window, 05:30 → 05:30 next day
        ...swipe(7, '2026-11-16', '2026-11-16T09:41', ' in '),
        ...swipe(7, '2026-11-16', '2026-11-16T18:45', 'Out', 'Back "door"'),
        ...swipe(7, '2026-11-16', '2026-11-16T20:00', null),
        ...swipe(7, '2026-11-17', '2026-11-17T05:10', 'OUT'), // the day after, inside the window
        ...swipe(7, '2026-11-17', '2026-11-17T09:30', 'IN'), // the day after, outside
      ]),
    }),
    [
      inputs({
        attendanceDate: '2026-11-16',
        swipes: [
          { at: '2026-11-16T09:41', direction: 'IN', device: 'Gate 1' },
          { at: '2026-11-16T18:45', direction: 'OUT', device: 'Back "door"' },
          { at: '2026-11-16T20:00', direction: null, device: 'Gate 1' },
          { at: '2026-11-17T05:10', direction: 'OUT', device: 'Gate 1' },
        ],
      }),
    ],
  ],
  [
    "a night shift's swipes after midnight, stored under the next date",
    batchOf({
      employeeIds: [8],
      dates: ['2026-11-17'],
      swipes: JSON.stringify([...swipe(8, '2026-11-17', '2026-11-17T21:55', 'IN'), ...swipe(8, '2026-11-18', '2026-11-18T07:05', 'OUT')]),
    }),
    [
      inputs({
        empId: 'EMP008',
        attendanceDate: '2026-11-17',
        shift: N1,
        swipes: [
          { at: '2026-11-17T21:55', direction: 'IN', device: 'Gate 1' },
          { at: '2026-11-18T07:05', direction: 'OUT', device: 'Gate 1' },
        ],
      }),
    ],
  ],
  [
    "a roster row's shift and day type; a shift missing from the master falls back to S1",
    batchOf({ employeeIds: [7, 7], dates: ['2026-11-10', '2026-11-13'], roster: JSON.stringify([[7, '2026-11-10', 'N1', null, 'shiftRoster'], [7, '2026-11-13', 'X9', 'OFF', 'dayType']]) }),
    [
      inputs({ attendanceDate: '2026-11-10', shift: N1, rostered: { shiftCode: 'N1', dayType: null, by: 'shiftRoster' } }),
      inputs({ attendanceDate: '2026-11-13', dayType: { kind: 'weeklyOff', because: 'roster' }, rostered: { shiftCode: 'X9', dayType: 'OFF', by: 'dayType' } }),
    ],
  ],
  [
    // Issue 19 §3: the roster entry of the date, else the employee's own shift, else the organisation default S1.
    "the shift in order: the roster entry's, else the employee's own, else S1",
    batchOf({
      employeeIds: [8, 8, 7, 8],
      dates: ['2026-11-10', '2026-11-11', '2026-11-11', '2026-11-12'],
      roster: JSON.stringify([[8, '2026-11-10', 'S1', null, 'shiftRoster'], [8, '2026-11-11', null, 'WORKING', 'dayType']]),
    }),
    [
      inputs({ empId: 'EMP008', attendanceDate: '2026-11-10', shift: S1, rostered: { shiftCode: 'S1', dayType: null, by: 'shiftRoster' } }),
      inputs({ empId: 'EMP008', attendanceDate: '2026-11-11', shift: N1, dayType: { kind: 'working', because: 'roster' }, rostered: { shiftCode: null, dayType: 'WORKING', by: 'dayType' } }),
      inputs({ attendanceDate: '2026-11-11' }),
      inputs({ empId: 'EMP008', attendanceDate: '2026-11-12', shift: N1 }),
    ],
  ],
  [
    "holidays for the employee's location and for all, not another location's; the weekend policy",
    batchOf({
      employeeIds: [7, 8, 7],
      dates: ['2026-11-12', '2026-11-12', '2026-11-07'],
      calendar: JSON.stringify([
        [['2026-11-01', [{ weekName: 'Week 1', satDate: '2026-11-07', satStatus: 'Working', sunDate: '2026-11-08', sunStatus: 'Off' }]]],
        [['2026-11-12', 'Local Festival', 'No', true, false, [], [{ name: 'Pune Office' }]]],
      ]),
    }),
    [
      inputs({ attendanceDate: '2026-11-12', dayType: { kind: 'holiday', occasion: 'Local Festival', restricted: false } }),
      inputs({ empId: 'EMP008', attendanceDate: '2026-11-12', shift: N1 }),
      inputs({ attendanceDate: '2026-11-07', dayType: { kind: 'working', because: 'saturdayWorkingByPolicy' } }),
    ],
  ],
  [
    'approved leave and regularizations of the date, in the order the database gave',
    batchOf({
      employeeIds: [7],
      dates: ['2026-11-09'],
      leaves: JSON.stringify([[7, '2026-11-09', 'CL', true, false], [7, '2026-11-10', 'SL', true, true]]),
      regularizations: JSON.stringify([[7, '2026-11-09', 'REG-1', 'WFH', null, null, [2]], [7, '2026-11-09', 'REG-2', 'REG', '09:30', '18:30', [1, 2]]]),
    }),
    [
      inputs({
        attendanceDate: '2026-11-09',
        leaves: [{ leaveCode: 'CL', sessions: [1] }],
        regularizations: [
          { regularizationCode: 'REG-1', workType: 'WFH', startTime: null, endTime: null, sessions: [2] },
          { regularizationCode: 'REG-2', workType: 'REG', startTime: '09:30', endTime: '18:30', sessions: [1, 2] },
        ],
      }),
    ],
  ],
  [
    "HR's override of the date with who and when; another date's is not its",
    batchOf({
      employeeIds: [7, 7],
      dates: ['2026-11-09', '2026-11-10'],
      overrides: JSON.stringify([[7, '2026-11-09', 'P', null, 'Badge reader was down', 'HR001 Hema Raman', '2026-11-27 12:05']]),
    }),
    [
      inputs({ attendanceDate: '2026-11-09', override: { session1: 'P', session2: null, remarks: 'Badge reader was down', overriddenBy: 'HR001 Hema Raman', overriddenAt: '2026-11-27 12:05' } }),
      inputs({ attendanceDate: '2026-11-10' }),
    ],
  ],
  [
    "the employee's date of joining and last working day as the employment window, passed when either is known",
    batchOf({
      employeeIds: [7, 8],
      dates: ['2026-11-16', '2026-11-16'],
      people: JSON.stringify([[7, 'EMP007', null, 'Pune Office', null, '2024-01-15', '2026-11-12'], [8, 'EMP008', 'N1', null, null, null, null]]),
    }),
    [inputs({ attendanceDate: '2026-11-16', employment: { joined: '2024-01-15', lastWorkingDay: '2026-11-12' } }), inputs({ empId: 'EMP008', attendanceDate: '2026-11-16', shift: N1 })],
  ],
  ['a key whose employee is gone is left out', batchOf({ employeeIds: [9, 7], dates: ['2026-11-16', '2026-11-16'] }), [inputs({ attendanceDate: '2026-11-16' })]],
];

describe('assembleDayInputs', () => {
  it.each(cases)('%s', (_name, batch, expected) => {
    const assembled = [...assembleDayInputs(batch, NOW)];
    expect(assembled.map((day) => day.inputs)).toEqual(expected);
    expect(assembled.map((day) => day.key.date)).toEqual(expected.map((e) => e.attendanceDate));
  });
});
