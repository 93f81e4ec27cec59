import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHHmm, minutesFromDay, minutesFromDayStart, minutesOfHHmm, utcMinutes } from '../../../src/server/attendance/engine/wallClock';

const two = (n: number) => String(n).padStart(2, '0');
/** The number a run of digits writes, NaN for anything else: as Date.UTC receives it. */
const number = (text: string) => (/^\d+$/.test(text) ? Number(text) : NaN);
/** Date.UTC on the wall time's fields: the general path the engine's fast paths must agree with. */
const dateUtcMinutes = (wallTime: string) => {
  const hasTime = wallTime.length >= 16;
  const field = (from: number, to: number) => number(wallTime.slice(from, to));
  return Date.UTC(field(0, 4), field(5, 7) - 1, field(8, 10), hasTime ? field(11, 13) : 0, hasTime ? field(14, 16) : 0) / 60_000;
};

/** 'YYYY-MM-DD[THH:mm[:ss]]' with any digits in every field (months 13–99, day 00, hour 99), sometimes a letter. */
const fieldArb = (digits: number, max: number) => fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 0, max }).map((n) => String(n).padStart(digits, '0')) }, { weight: 1, arbitrary: fc.constant('x'.padStart(digits, '0')) });
const dateArb = fc.tuple(fieldArb(4, 9999), fieldArb(2, 99), fieldArb(2, 99)).map(([year, month, day]) => `${year}-${month}-${day}`);
const wallTimeArb = fc
  .tuple(dateArb, fc.constantFrom('', 'T', 'T0'), fieldArb(2, 99), fieldArb(2, 99), fc.constantFrom('', ':37'))
  .map(([date, cut, hours, minutes, seconds]) => (cut === '' ? `${date}T${hours}:${minutes}${seconds}` : `${date}${cut}`));

describe('wallClock', () => {
  it('reads any wall time as Date.UTC on its fields does (civil-day arithmetic, Date.UTC only for two-digit years and odd months)', () => {
    fc.assert(
      fc.property(fc.oneof(wallTimeArb, dateArb), (wallTime) => {
        expect(Object.is(utcMinutes(wallTime), dateUtcMinutes(wallTime))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('reads a time on the date itself as the Date difference gives it, and one on another date too', () => {
    fc.assert(
      fc.property(dateArb, fc.boolean(), wallTimeArb, (date, sameDate, other) => {
        const wallTime = sameDate ? `${date}${other.slice(10)}` : other;
        const expected = dateUtcMinutes(wallTime) - dateUtcMinutes(date);
        expect(Object.is(minutesFromDay(date, utcMinutes(date), wallTime), expected)).toBe(true);
        expect(Object.is(minutesFromDayStart(date, wallTime), expected)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('reads HH:mm and HH:mm:ss, and writes durations and times of day as HH:mm', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom('', ':00', ':59'), (hours, minutes, seconds) => {
        expect(minutesOfHHmm(`${two(hours)}:${two(minutes)}${seconds}`)).toBe(hours * 60 + minutes);
      }),
    );
    expect(minutesOfHHmm('1:5')).toBe(65);
    expect(minutesOfHHmm('ab:cd')).toBeNaN();
    expect(minutesOfHHmm('0930')).toBeNaN();
    fc.assert(
      fc.property(fc.integer({ min: -3 * 1440, max: 200 * 60 }), (minutes) => {
        if (minutes >= 0) expect(formatHHmm(minutes)).toBe(`${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`);
        const ofDay = ((minutes % 1440) + 1440) % 1440;
        expect(formatHHmm(minutes, true)).toBe(`${two(Math.floor(ofDay / 60))}:${two(ofDay % 60)}`);
      }),
      { numRuns: 2000 },
    );
  });
});
