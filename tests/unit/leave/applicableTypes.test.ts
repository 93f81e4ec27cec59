import { describe, expect, it } from 'vitest';
import { applicableTypes } from '../../../src/server/leave/myLeaveTypes';
import { leaveTypeOfRow, type LeaveTypeRule } from '../../../src/server/leave/leaveTypes';
import type { EmployeeScheme } from '../../../src/server/leave/loadLeaveSchemes';

const type = (code: string, extra: Partial<LeaveTypeRule> = {}): LeaveTypeRule => ({
  ...leaveTypeOfRow({ code, leave_name: `${code} Leave`, category: 'Paid Leave', accrual: 'Yearly', status: 'Active' } as never),
  ...extra,
});
const scheme = (entitlements: Record<string, number>): EmployeeScheme => ({ schemeId: 1, schemeName: 'Standard', entitlements: new Map(Object.entries(entitlements)) });
const woman = { gender: 'Female' as const, probationEndDate: null };

/** GET /api/leave/my-types (docs/leave-types-and-schemes.md): the scheme's types that fit the person, and those without accrual. */
describe('applicable leave types', () => {
  const types = [
    type('CL'),
    type('CO', { accrual: 'None' }),
    type('ML', { eligibleGender: 'Female' }),
    type('PAL', { eligibleGender: 'Male' }),
    type('PL', { probationRule: 'Confirmed' }),
    type('PRL', { probationRule: 'On Probation' }),
    type('SL', { status: 'Inactive' }),
  ];
  const all = scheme({ CL: 8, ML: 182, PAL: 5, PL: 18, PRL: 6, SL: 8 });

  it.each([
    ['a confirmed woman', woman, all, ['CL', 'CO', 'ML', 'PL']],
    ['a man on probation', { gender: 'Male' as const, probationEndDate: '2026-06-30' }, all, ['CL', 'CO', 'PAL', 'PRL']],
    ['a man whose probation ended yesterday', { gender: 'Male' as const, probationEndDate: '2026-03-09' }, all, ['CL', 'CO', 'PAL', 'PL']],
    ['a person of no gender on record', { gender: null, probationEndDate: null }, all, ['CL', 'CO', 'PL']],
    ['someone whose scheme lists CL only', woman, scheme({ CL: 2 }), ['CL', 'CO']],
    ['someone with no scheme', woman, undefined, ['CO']],
  ])('%s', (_who, taker, applied, codes) => {
    expect(applicableTypes(types, taker, applied, '2026-03-10').map((t) => t.code)).toEqual(codes);
  });

  it('answers each type with its rules, its yearly days and the scheme', () => {
    const [casual, compOff] = applicableTypes([type('CL', { maxDaysPerApplication: 3, documentAfterDays: 2, minNoticeDays: 1 }), type('CO', { accrual: 'None' })], woman, scheme({ CL: 8 }), '2026-03-10');
    expect(casual).toEqual({ code: 'CL', name: 'CL Leave', category: 'Paid Leave', paid: true, halfDayAllowed: true, minNoticeDays: 1, maxDaysPerApplication: 3, documentAfterDays: 2, daysPerYear: 8, schemeName: 'Standard' });
    expect(compOff).toMatchObject({ code: 'CO', daysPerYear: null, schemeName: 'Standard' });
  });
});
