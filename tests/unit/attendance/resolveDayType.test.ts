import { describe, expect, it } from 'vitest';
import { resolveDayType, type CalendarOfDay } from '../../../src/server/attendance/processor/resolveDayType.js';
import type { DayType } from '../../../src/server/attendance/engine/index.js';

// November 2026: the 7th and 14th are Saturdays, the 8th and 15th Sundays, the 9th a Monday.
const POLICY = [
  { weekName: 'Week 1', satDate: '2026-11-07', satStatus: 'Working' as const, sunDate: '2026-11-08', sunStatus: 'Off' as const },
  { weekName: 'Week 2', satDate: '2026-11-14', satStatus: 'Off' as const, sunDate: '2026-11-15', sunStatus: 'Off' as const },
];
const none: CalendarOfDay = { rosterDayType: null, holidays: [], weeks: null };
const diwali = { occasion: 'Diwali', restricted: false };
const optional = { occasion: 'Optional Day', restricted: true };

// The precedence of docs/attendance-engine.md "Loader": roster > holiday > weekend policy > restricted holiday > weekday.
const table: [string, string, CalendarOfDay, DayType][] = [
  ['a Monday', '2026-11-09', none, { kind: 'working', because: 'weekday' }],
  ['a Saturday without a policy', '2026-11-07', none, { kind: 'weeklyOff', because: 'saturdayOffByPolicy' }],
  ['a Sunday without a policy', '2026-11-08', none, { kind: 'weeklyOff', because: 'sunday' }],
  ['a Saturday the policy makes working', '2026-11-07', { ...none, weeks: POLICY }, { kind: 'working', because: 'saturdayWorkingByPolicy' }],
  ['a Saturday the policy keeps off', '2026-11-14', { ...none, weeks: POLICY }, { kind: 'weeklyOff', because: 'saturdayOffByPolicy' }],
  ['a Sunday under a policy', '2026-11-15', { ...none, weeks: POLICY }, { kind: 'weeklyOff', because: 'sunday' }],
  ['a holiday on a Monday', '2026-11-09', { ...none, holidays: [diwali] }, { kind: 'holiday', occasion: 'Diwali', restricted: false }],
  ['a holiday on a Sunday', '2026-11-08', { ...none, holidays: [diwali] }, { kind: 'holiday', occasion: 'Diwali', restricted: false }],
  ['a restricted holiday on a Monday', '2026-11-09', { ...none, holidays: [optional] }, { kind: 'holiday', occasion: 'Optional Day', restricted: true }],
  ['a restricted holiday on a Sunday', '2026-11-08', { ...none, holidays: [optional] }, { kind: 'weeklyOff', because: 'sunday' }],
  ['a restricted and a full holiday together', '2026-11-09', { ...none, holidays: [optional, diwali] }, { kind: 'holiday', occasion: 'Diwali', restricted: false }],
  ['a roster day off on a Monday', '2026-11-09', { ...none, rosterDayType: 'OFF' }, { kind: 'weeklyOff', because: 'roster' }],
  ['a roster working day on a Sunday', '2026-11-08', { ...none, rosterDayType: 'WORKING' }, { kind: 'working', because: 'roster' }],
  ['a roster working day on a holiday', '2026-11-09', { ...none, rosterDayType: 'WORKING', holidays: [diwali] }, { kind: 'working', because: 'roster' }],
];

describe('resolveDayType', () => {
  it.each(table)('%s', (_name, date, calendar, expected) => {
    expect(resolveDayType(date, calendar)).toEqual(expected);
  });
});
