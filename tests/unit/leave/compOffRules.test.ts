import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDay, type DayInputs } from '../../../src/server/attendance/engine';
import { storedDayRecord } from '../../../src/server/attendance/storedDayRecord';
import { compOffClaimWindow, compOffCredit, compOffExpiry, compOffLapses, compOffNextExpiry, compOffRemaining, type CompOffCredit, type WorkedDay } from '../../../src/shared/compOffRules';
import { dayInputs, swipe } from '../attendance/dayInputsFixture';

describe('comp-off credit from the day the engine recorded', () => {
  const cases: [string, WorkedDay, number][] = [
    ['weekly off, full day', { dayType: 'weeklyOff', restricted: false, reached: 'fullDay' }, 1],
    ['weekly off, half day', { dayType: 'weeklyOff', restricted: false, reached: 'halfDay' }, 0.5],
    ['weekly off, a short visit', { dayType: 'weeklyOff', restricted: false, reached: 'none' }, 0],
    ['holiday, full day', { dayType: 'holiday', restricted: false, reached: 'fullDay' }, 1],
    ['holiday, half day', { dayType: 'holiday', restricted: false, reached: 'halfDay' }, 0.5],
    ['restricted holiday (a working day unless taken)', { dayType: 'holiday', restricted: true, reached: 'fullDay' }, 0],
    ['a normal working day', { dayType: 'working', restricted: false, reached: 'fullDay' }, 0],
  ];
  it.each(cases)('%s', (_name, day, credit) => expect(compOffCredit(day)).toBe(credit));

  const holi = { kind: 'holiday', occasion: 'Holi', restricted: false } as const;
  /** What the stored record (the processor stores no trace) says of the day worked. */
  const offDay = (overrides: Partial<DayInputs>) => storedDayRecord(computeDay(dayInputs(overrides))).offDay;
  const nineToSix = [swipe('09:00', 'IN'), swipe('18:00', 'OUT')];
  it('keeps the engine’s "holiday worked" day in the stored record as a full day on a holiday', () => {
    expect(offDay({ dayType: holi, swipes: nineToSix })).toEqual({ dayType: 'holiday', restricted: false, reached: 'fullDay', occasion: 'Holi' });
    expect(offDay({ dayType: { kind: 'holiday', occasion: 'Optional', restricted: true }, swipes: nineToSix })).toEqual({ dayType: 'holiday', restricted: true, reached: 'fullDay', occasion: 'Optional' });
  });
  it('keeps a half day worked on a Sunday, and a short visit as nothing', () => {
    expect(offDay({ dayType: { kind: 'weeklyOff', because: 'sunday' }, swipes: [swipe('09:00', 'IN'), swipe('14:00', 'OUT')] })).toEqual({ dayType: 'weeklyOff', restricted: false, reached: 'halfDay', occasion: null });
    expect(compOffCredit(offDay({ dayType: holi, swipes: [swipe('10:00', 'IN'), swipe('11:00', 'OUT')] })!)).toBe(0);
  });
  it('stores no off day for a working day, and keeps it when a stored record is read back', () => {
    expect(offDay({ dayType: { kind: 'working', because: 'weekday' }, swipes: nineToSix })).toBeNull();
    const stored = storedDayRecord(computeDay(dayInputs({ dayType: holi, swipes: nineToSix })));
    expect(storedDayRecord(JSON.parse(JSON.stringify(stored))).offDay).toEqual(stored.offDay);
  });
});

describe('comp-off window and expiry', () => {
  it('claims the 30 days before today, and a credit lasts 90 days after the day worked', () => {
    expect(compOffClaimWindow('2026-03-01')).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(compOffExpiry('2026-11-15')).toBe('2027-02-13');
    expect(compOffExpiry('2026-12-31')).toBe('2027-03-31');
  });
});

describe('comp-off lapse', () => {
  const credit = (requestCode: string, days: number, expiresOn: string, lapsed = 0): CompOffCredit => ({ requestCode, days, expiresOn, lapsed });
  it('spends the earliest-expiring credit first and lapses what is left of the expired ones', () => {
    const credits = [credit('B', 1, '2026-12-01'), credit('A', 1, '2026-10-01'), credit('C', 0.5, '2026-10-15')];
    expect(compOffLapses(credits, 0.5, '2026-11-01')).toEqual([
      { requestCode: 'A', days: 0.5 },
      { requestCode: 'C', days: 0.5 },
    ]);
    expect(compOffLapses(credits, 2.5, '2026-11-01')).toEqual([]);
    expect(compOffLapses(credits, 0, '2026-10-01')).toEqual([]);
    expect(compOffNextExpiry(credits, 0.5, '2026-11-01')).toEqual({ date: '2026-12-01', days: 1 });
  });
  it('never lapses a credit twice', () => {
    expect(compOffLapses([credit('A', 1, '2026-10-01', 0.5)], 0.5, '2026-11-01')).toEqual([]);
  });

  const arbitraryCredits = fc.array(
    fc.record({ requestCode: fc.uuid(), days: fc.constantFrom(0.5, 1), expiresOn: fc.constantFrom('2026-01-10', '2026-02-10', '2026-03-10', '2026-04-10'), lapsed: fc.constant(0) }),
    { maxLength: 8 },
  );
  it('lapses at most the credit left over, and after the lapses are written a second pass lapses nothing', () => {
    fc.assert(
      fc.property(arbitraryCredits, fc.integer({ min: 0, max: 16 }).map((n) => n / 2), fc.constantFrom('2026-01-01', '2026-02-15', '2026-05-01'), (credits, used, today) => {
        const total = credits.reduce((sum, c) => sum + c.days, 0);
        const lapses = compOffLapses(credits, used, today);
        const lapsed = lapses.reduce((sum, l) => sum + l.days, 0);
        expect(lapsed).toBeLessThanOrEqual(Math.max(0, total - used) + 1e-9);
        const after = credits.map((c) => ({ ...c, lapsed: lapses.find((l) => l.requestCode === c.requestCode)?.days ?? 0 }));
        expect(compOffLapses(after, used, today)).toEqual([]);
        // What is left after the lapses is never more than the unexpired credit.
        const left = compOffRemaining(after, used).reduce((sum, c) => sum + c.left, 0);
        expect(left).toBeLessThanOrEqual(credits.filter((c) => c.expiresOn >= today).reduce((sum, c) => sum + c.days, 0) + 1e-9);
      }),
    );
  });
});
