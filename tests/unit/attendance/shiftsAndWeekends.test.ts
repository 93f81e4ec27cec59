import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPUTED_FIELDS, withComputedFields } from '../../../src/shared/computedFields.js';
import { normalizeMasterSchema } from '../../../src/shared/masterSchema.js';
import { fullDayMinutes, halfDayMinutes } from '../../../src/shared/shiftTimes.js';
import { defaultWeekendWeeks, weekendStatusOn, type WeekendWeek } from '../../../src/shared/weekendPolicy.js';
import { formDataOf, formNames, liveFormData, successMessage } from '../../../src/app/masters/masterSchemaView.js';

const shiftProperties = {
  inTime: { type: 'string' },
  outTime: { type: 'string' },
  fullDayTime: { type: 'string', readOnly: true, 'x-computed': 'shiftFullDayTime' },
  halfDayTime: { type: 'string', readOnly: true, 'x-computed': 'shiftHalfDayTime' },
};

describe("a shift's full and half day (spec 001 §3: computed from in and out, half is half, HH:mm)", () => {
  it.each([
    ['09:30', '18:30', '09:00', '04:30'],
    ['09:00', '18:00', '09:00', '04:30'],
    ['22:00', '07:00', '09:00', '04:30'],
    ['20:00', '05:30', '09:30', '04:45'],
    ['08:00', '12:15', '04:15', '02:07'],
    ['23:59', '00:00', '00:01', '00:00'],
    ['07:00', '07:00', '24:00', '12:00'],
  ])('%s to %s is %s, half %s', (inTime, outTime, full, half) => {
    expect(COMPUTED_FIELDS.shiftFullDayTime.compute({ inTime, outTime })).toBe(full);
    expect(COMPUTED_FIELDS.shiftHalfDayTime.compute({ inTime, outTime })).toBe(half);
  });

  it('gives nothing while a time is missing or malformed', () => {
    for (const record of [{}, { inTime: '09:00' }, { inTime: '9:00', outTime: '18:00' }, { inTime: '24:00', outTime: '08:00' }, { inTime: 900, outTime: '18:00' }]) {
      expect(COMPUTED_FIELDS.shiftFullDayTime.compute(record)).toBeUndefined();
    }
  });

  it('is a day at most, and two halves never exceed it', () => {
    const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(time, time, (inTime, outTime) => {
        const full = fullDayMinutes(inTime, outTime)!;
        const half = halfDayMinutes(inTime, outTime)!;
        expect(full).toBeGreaterThan(0);
        expect(full).toBeLessThanOrEqual(24 * 60);
        expect(2 * half === full || 2 * half + 1 === full).toBe(true);
      }),
    );
  });

  it('sets computed properties over whatever a client sent, and removes them when their inputs go', () => {
    expect(withComputedFields(shiftProperties, { inTime: '22:00', outTime: '06:00', fullDayTime: '99:99' })).toEqual({ inTime: '22:00', outTime: '06:00', fullDayTime: '08:00', halfDayTime: '04:00' });
    expect(withComputedFields(shiftProperties, { inTime: '22:00', fullDayTime: '08:00' })).toEqual({ inTime: '22:00' });
  });
});

describe('x-computed in a schema file', () => {
  const base = { title: 'Shift', properties: { ...shiftProperties } };
  it('is refused unless it names a known function, on a read-only property whose inputs exist', () => {
    expect(() => normalizeMasterSchema('shift', { ...base, properties: { ...shiftProperties, fullDayTime: { type: 'string', readOnly: true, 'x-computed': 'nope' } } })).toThrow(/x-computed on "fullDayTime" must name one of/);
    expect(() => normalizeMasterSchema('shift', { ...base, properties: { ...shiftProperties, fullDayTime: { type: 'string', 'x-computed': 'shiftFullDayTime' } } })).toThrow(/must be readOnly/);
    expect(() => normalizeMasterSchema('shift', { title: 'Shift', properties: { inTime: { type: 'string' }, fullDayTime: { type: 'string', readOnly: true, 'x-computed': 'shiftFullDayTime' } } })).toThrow(/reads "outTime"/);
  });

  it('shows computed properties in the form, following their inputs live, and the spec wording of messages', () => {
    const schema = normalizeMasterSchema('shiftMaster', {
      ...base,
      'x-spec-api': { 'DELETE /shift-master/{id}': { does: 'delete', message: 'Shift Row Deleted Successfully' } },
    });
    expect(formNames(schema)).toEqual(['inTime', 'outTime', 'fullDayTime', 'halfDayTime']);
    expect(liveFormData(schema, { inTime: '14:00', outTime: '23:00' })).toMatchObject({ fullDayTime: '09:00', halfDayTime: '04:30' });
    expect(formDataOf(schema, { id: 1, inTime: '14:00', outTime: '22:00', fullDayTime: '09:00' })).toMatchObject({ fullDayTime: '08:00' });
    expect(successMessage(schema, 'delete')).toBe('Shift Row Deleted Successfully');
    expect(successMessage(schema, 'create')).toBe('Shift added successfully');
  });
});

describe('weekendStatusOn (spec 001 §4: Sundays fixed Off, Saturdays Off or Working, default Off)', () => {
  // November 2026: Sunday the 1st; Saturdays 7, 14, 21, 28.
  const policy: WeekendWeek[] = [
    { weekName: 'Week 1', satDate: '2026-11-07', satStatus: 'Working', sunDate: '2026-11-01', sunStatus: 'Off' },
    { weekName: 'Week 2', satDate: '2026-11-14', satStatus: 'Off', sunDate: '2026-11-08', sunStatus: 'Off' },
  ];
  it('reads a month without a policy as Saturdays and Sundays Off, weekdays Working', () => {
    expect(weekendStatusOn('2026-11-07', null)).toBe('Off');
    expect(weekendStatusOn('2026-11-08', null)).toBe('Off');
    expect(weekendStatusOn('2026-11-09', null)).toBe('Working');
    expect(weekendStatusOn('2026-11-13', null)).toBe('Working');
  });
  it("reads a Saturday from the month's policy, Off when it does not list it; Sundays stay Off", () => {
    expect(weekendStatusOn('2026-11-07', policy)).toBe('Working');
    expect(weekendStatusOn('2026-11-14', policy)).toBe('Off');
    expect(weekendStatusOn('2026-11-21', policy)).toBe('Off');
    expect(weekendStatusOn('2026-11-01', policy)).toBe('Off');
    expect(weekendStatusOn('2026-11-02', policy)).toBe('Working');
  });
});

describe('the weeks of a month (spec 001 §9: 4, or 5 with five Saturdays or five Sundays)', () => {
  it.each([
    ['2026-02-01', 4], // Sunday the 1st, 28 days
    ['2027-02-01', 4], // Monday the 1st
    ['2026-05-01', 5], // Friday the 1st: five Saturdays and five Sundays
    ['2026-08-01', 5], // Saturday the 1st
    ['2026-11-01', 5], // Sunday the 1st: five Sundays, four Saturdays
    ['2026-09-01', 4], // Tuesday the 1st, 30 days
  ])('%s has %i weeks, all Off', (monthStart, count) => {
    const weeks = defaultWeekendWeeks(monthStart);
    expect(weeks).toHaveLength(count);
    expect(weeks.every((week) => week.satStatus === 'Off' && week.sunStatus === 'Off')).toBe(true);
    expect(weeks.map((week) => week.weekName)).toEqual(Array.from({ length: count }, (_, i) => `Week ${i + 1}`));
  });
  it('pairs the k-th Saturday with the k-th Sunday, null where the month has no fifth', () => {
    expect(defaultWeekendWeeks('2026-11-01').at(-1)).toEqual({ weekName: 'Week 5', satDate: null, satStatus: 'Off', sunDate: '2026-11-29', sunStatus: 'Off' });
  });
});
