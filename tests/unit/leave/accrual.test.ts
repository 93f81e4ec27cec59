import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accrualsDue, roundToHalf, type AccrualSubject, type AccrualType } from '../../../src/server/leave/ledger/accrual';
import type { GrantPeriod } from '../../../src/server/leave/ledger/grantPeriod';

const type = (code: string, accrual: AccrualType['accrual'], extra: Partial<AccrualType> = {}): AccrualType => ({ code, accrual, proRata: true, eligibleGender: 'Any', probationRule: 'Any', ...extra });
const person = (extra: Partial<AccrualSubject> = {}): AccrualSubject => ({ empId: 'EMP001', dateOfJoining: '2020-04-01', gender: 'Female', probationEndDate: null, ...extra });
const year: GrantPeriod = { kind: 'Year', year: 2026 };
const month = (m: number): GrantPeriod => ({ kind: 'Month', year: 2026, month: m });
const total = (entries: { days: number }[]) => entries.reduce((sum, entry) => sum + entry.days, 0);

describe('accrual policy (docs/leave-ledger.md)', () => {
  it('rounds to the nearest half day, halves up', () => {
    expect([0, 0.2, 0.25, 0.67, 0.75, 1.33, 1.5, 13.5].map(roundToHalf)).toEqual([0, 0, 0.5, 0.5, 1, 1.5, 1.5, 13.5]);
  });

  it.each([
    ['PL 18 a year: 1.5 every month', 18, [1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5]],
    ['PRL-like 6 a year: 0.5 every month', 6, [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]],
    ['8 a year: rounded cumulatively, never drifting', 8, [0.5, 1, 0.5, 0.5, 1, 0.5, 0.5, 1, 0.5, 0.5, 1, 0.5]],
  ])('Monthly: %s', (_name, entitlement, expected) => {
    const entries = accrualsDue(person(), type('PL', 'Monthly'), entitlement, year);
    expect(entries.map((entry) => entry.days)).toEqual(expected);
    expect(total(entries)).toBe(entitlement);
    expect(entries[2]).toMatchObject({ key: 'accrual:PL:2026-03:EMP001', period: '2026-03', leaveYear: 2026, effectiveDate: '2026-03-01' });
  });

  it('Monthly: a month run grants that month only, the same entry the year run grants', () => {
    const yearly = accrualsDue(person(), type('PL', 'Monthly'), 8, year);
    expect(accrualsDue(person(), type('PL', 'Monthly'), 8, month(2))).toEqual([yearly[1]]);
  });

  it.each([
    ['joined on the 15th: the month counts', '2026-07-15', true, 9, '2026-07-15'],
    ['joined on the 16th: the month does not', '2026-07-16', true, 7.5, '2026-08-01'],
    ['no pro-rating: the joining month counts whole', '2026-07-31', false, 9, '2026-07-31'],
  ])('Monthly, pro-rated from the date of joining: %s', (_name, joined, proRata, days, firstEffective) => {
    const entries = accrualsDue(person({ dateOfJoining: joined }), type('PL', 'Monthly', { proRata }), 18, year);
    expect(total(entries)).toBe(days);
    expect(entries[0].effectiveDate).toBe(firstEffective);
  });

  it.each([
    ['whole year for someone who joined before it', '2019-01-10', true, 8, '2026-01-01'],
    ['joined 2026-04-10: 9 of 12 months, 6 days', '2026-04-10', true, 6, '2026-04-10'],
    ['joined 2026-04-20: 8 of 12 months, 5.5 days', '2026-04-20', true, 5.5, '2026-04-20'],
    ['joined 2026-04-20 without pro-rating: all 8', '2026-04-20', false, 8, '2026-04-20'],
  ])('Yearly: %s', (_name, joined, proRata, days, effective) => {
    const entries = accrualsDue(person({ dateOfJoining: joined }), type('CL', 'Yearly', { proRata }), 8, year);
    expect(entries).toEqual([{ leaveType: 'CL', period: '2026', key: 'accrual:CL:2026:EMP001', leaveYear: 2026, days, effectiveDate: effective }]);
  });

  it('Yearly: granted by the month run whose month holds its due date, and by no other month', () => {
    expect(accrualsDue(person(), type('CL', 'Yearly'), 8, month(1))).toHaveLength(1);
    expect(accrualsDue(person(), type('CL', 'Yearly'), 8, month(2))).toEqual([]);
    expect(accrualsDue(person({ dateOfJoining: '2026-05-03' }), type('CL', 'Yearly'), 8, month(5))[0].days).toBe(5.5);
  });

  it('On Joining: once, by the run of the joining period; nothing without a date of joining', () => {
    const joiner = person({ dateOfJoining: '2026-03-09' });
    expect(accrualsDue(joiner, type('BL', 'On Joining'), 3, year)).toEqual([{ leaveType: 'BL', period: 'joining', key: 'accrual:BL:joining:EMP001', leaveYear: 2026, days: 3, effectiveDate: '2026-03-09' }]);
    expect(accrualsDue(joiner, type('BL', 'On Joining'), 3, month(4))).toEqual([]);
    expect(accrualsDue(person({ dateOfJoining: null }), type('BL', 'On Joining'), 3, year)).toEqual([]);
  });

  it('grants nothing to whom the type is not for, before joining, or for a type without accrual', () => {
    expect(accrualsDue(person({ gender: 'Male' }), type('ML', 'Yearly', { eligibleGender: 'Female' }), 182, year)).toEqual([]);
    expect(accrualsDue(person({ dateOfJoining: '2027-01-05' }), type('PL', 'Monthly'), 18, year)).toEqual([]);
    expect(accrualsDue(person(), type('CO', 'None'), 5, year)).toEqual([]);
    expect(accrualsDue(person(), type('PL', 'Monthly'), 0, year)).toEqual([]);
  });

  it('PRL accrues only for the months of probation', () => {
    const onProbation = person({ dateOfJoining: '2026-01-05', probationEndDate: '2026-06-30' });
    expect(total(accrualsDue(onProbation, type('PRL', 'Monthly', { probationRule: 'On Probation' }), 6, year))).toBe(3);
    expect(accrualsDue(person(), type('PRL', 'Monthly', { probationRule: 'On Probation' }), 6, year)).toEqual([]);
  });

  it('property: the months of a year add up to the rounded pro-rated year, in half days, and month runs equal the year run', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }).map((halves) => halves / 2), fc.integer({ min: 0, max: 500 }), fc.boolean(), (entitlement, offset, proRata) => {
        const joined = new Date(Date.UTC(2025, 6, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        const subject = person({ dateOfJoining: joined });
        const plPerYear = accrualsDue(subject, type('PL', 'Monthly', { proRata }), entitlement, year);
        const byMonth = Array.from({ length: 12 }, (_, i) => accrualsDue(subject, type('PL', 'Monthly', { proRata }), entitlement, month(i + 1))).flat();
        expect(byMonth).toEqual(plPerYear);
        for (const entry of plPerYear) expect(entry.days * 2).toBe(Math.round(entry.days * 2));
        expect(total(plPerYear)).toBeLessThanOrEqual(entitlement);
        if (joined < '2026-01-01') expect(total(plPerYear)).toBe(roundToHalf(entitlement));
      }),
      { numRuns: 300 },
    );
  });
  it.each([
    ['left on the 15th, pro-rated: July counts, nothing after', '2026-07-15', true, 'Monthly', 10.5, '2026-07-01'],
    ['left on the 14th, pro-rated: July does not count', '2026-07-14', true, 'Monthly', 9, '2026-06-01'],
    ['left on the 1st, no pro-rating: July counts whole', '2026-07-01', false, 'Monthly', 10.5, '2026-07-01'],
    ['left in 2025: nothing in 2026', '2025-12-31', true, 'Monthly', 0, undefined],
    ['Yearly, pro-rated, left on 10 Oct: September is the last month', '2026-10-10', true, 'Yearly', 13.5, '2026-01-01'],
    ['Yearly, left before its due date: nothing', '2025-11-30', true, 'Yearly', 0, undefined],
  ] as const)('a leaver accrues nothing after the last working day: %s', (_name, left, proRata, accrual, days, lastEffective) => {
    const entries = accrualsDue(person({ lastWorkingDay: left }), type('PL', accrual, { proRata }), 18, year);
    expect(total(entries)).toBe(days);
    expect(entries.at(-1)?.effectiveDate).toBe(lastEffective);
  });

  it('property: a last working day never adds a credit, and none is effective after it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-06-01T00:00:00Z'), max: new Date('2027-06-30T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom<AccrualType['accrual']>('Monthly', 'Yearly', 'On Joining'),
        fc.boolean(),
        fc.constantFrom('2019-01-01', '2026-03-10', '2026-09-20'),
        (leftOn, accrual, proRata, joined) => {
          const left = leftOn.toISOString().slice(0, 10);
          const kind = type('PL', accrual, { proRata });
          const leaver = accrualsDue(person({ dateOfJoining: joined, lastWorkingDay: left }), kind, 18, year);
          const stayer = accrualsDue(person({ dateOfJoining: joined }), kind, 18, year);
          expect(total(leaver)).toBeLessThanOrEqual(total(stayer));
          for (const entry of leaver) expect(entry.effectiveDate <= left).toBe(true);
        },
      ),
    );
  });
});
