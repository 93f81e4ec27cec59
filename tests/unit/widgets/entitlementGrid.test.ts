import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysProblem, entitlementRows, withDays } from '../../../widgets/rules/entitlementGrid';

/** The entitlement grid's rules (docs/leave-types-and-schemes.md): 0 to 366 days in half days; 0 is out of the scheme. */
describe('entitlement grid', () => {
  it.each([
    [0, undefined],
    [0.5, undefined],
    [18, undefined],
    [366, undefined],
    [-0.5, 'Days cannot be negative'],
    [366.5, 'At most 366 days'],
    [1.3, 'Whole or half days only'],
    [Number.NaN, 'Enter a number of days'],
  ])('%s days: %s', (days, problem) => {
    expect(daysProblem(days)).toBe(problem);
  });

  it('offers every active type, keeps a listed inactive or unknown one, and shows 0 for a type not in the scheme', () => {
    const types = [
      { code: 'CL', name: 'Casual Leave', active: true },
      { code: 'RH', name: 'Restricted Holiday', active: false },
      { code: 'BL', name: 'Bereavement Leave', active: false },
    ];
    const rows = entitlementRows(types, [{ leaveType: 'RH', daysPerYear: 2 }, { leaveType: 'OLD', daysPerYear: 1.5 }]);
    expect(rows).toEqual([
      { code: 'CL', name: 'Casual Leave', active: true, daysPerYear: 0, problem: undefined },
      { code: 'RH', name: 'Restricted Holiday', active: false, daysPerYear: 2, problem: undefined },
      { code: 'OLD', name: 'OLD', active: false, daysPerYear: 1.5, problem: undefined },
    ]);
  });

  it('setting days keeps one entry per type, and 0 takes the type out', () => {
    const codes = fc.constantFrom('PL', 'CL', 'SL', 'ML');
    const days = fc.integer({ min: 0, max: 732 }).map((halves) => halves / 2);
    fc.assert(
      fc.property(fc.array(fc.tuple(codes, days), { maxLength: 20 }), (edits) => {
        let value = withDays([], 'PL', 0);
        for (const [code, n] of edits) value = withDays(value, code, n);
        const last = new Map(edits.map(([code, n]) => [code, n]));
        expect(value).toEqual([...last].filter(([, n]) => n > 0).map(([leaveType, daysPerYear]) => ({ leaveType, daysPerYear })).sort((a, b) => a.leaveType.localeCompare(b.leaveType)));
      }),
    );
  });
});
