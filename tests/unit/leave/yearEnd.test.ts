import { describe, expect, it } from 'vitest';
import { carriedExpiry, closeYear, expireCarried } from '../../../src/server/leave/ledger/yearEnd';

const PL = { code: 'PL', carryForwardCap: 30, carryForwardExpiryMonths: 0 };

describe('year end: carry-forward and lapse (docs/leave-ledger.md)', () => {
  it('carries up to the cap into the next year and lapses the rest; the closing year sums to zero', () => {
    const moves = closeYear('EMP001', PL, 2026, 34.5);
    expect(moves).toEqual([
      { leaveType: 'PL', entryKind: 'carryForward', leaveYear: 2026, days: -30, effectiveDate: '2026-12-31', expiresOn: null, key: 'carryForward:PL:2026:out:EMP001' },
      { leaveType: 'PL', entryKind: 'carryForward', leaveYear: 2027, days: 30, effectiveDate: '2027-01-01', expiresOn: null, key: 'carryForward:PL:2027:EMP001' },
      { leaveType: 'PL', entryKind: 'lapse', leaveYear: 2026, days: -4.5, effectiveDate: '2026-12-31', expiresOn: null, key: 'lapse:PL:2026:EMP001' },
    ]);
    expect(34.5 + moves.filter((m) => m.leaveYear === 2026).reduce((sum, m) => sum + m.days, 0)).toBe(0);
  });

  it.each([
    ['under the cap: all of it carries', 12, 12, 0],
    ['no cap (CL): all of it lapses', 0, 0, 5],
  ])('%s', (_name, cap, carried, lapsed) => {
    const moves = closeYear('EMP001', { code: 'CL', carryForwardCap: cap, carryForwardExpiryMonths: 0 }, 2026, cap === 0 ? 5 : 12);
    expect(moves.filter((m) => m.leaveYear === 2027).reduce((sum, m) => sum + m.days, 0)).toBe(carried);
    expect(moves.filter((m) => m.entryKind === "lapse").reduce((sum, m) => sum - m.days, 0)).toBe(lapsed);
  });

  it('moves nothing when the closing balance is zero or overdrawn', () => {
    expect(closeYear('EMP001', PL, 2026, 0)).toEqual([]);
    expect(closeYear('EMP001', PL, 2026, -2)).toEqual([]);
  });

  it('dates the expiry N months from 1 January', () => {
    expect(carriedExpiry(2027, 3)).toBe('2027-03-31');
    expect(carriedExpiry(2028, 2)).toBe('2028-02-29');
    expect(carriedExpiry(2027, 0)).toBeNull();
    expect(closeYear('EMP001', { ...PL, carryForwardExpiryMonths: 3 }, 2026, 10)[1].expiresOn).toBe('2027-03-31');
  });

  it.each([
    ['not before the expiry has passed', { carried: 10, expiresOn: '2027-03-31', usedByExpiry: 0, balance: 15 }, '2027-03-31', 0],
    ['the carried days not used by then lapse', { carried: 10, expiresOn: '2027-03-31', usedByExpiry: 4, balance: 15 }, '2027-04-01', 6],
    ['days used beyond the carried ones leave nothing to lapse', { carried: 10, expiresOn: '2027-03-31', usedByExpiry: 12, balance: 3 }, '2027-04-01', 0],
    ['never more than the balance left', { carried: 10, expiresOn: '2027-03-31', usedByExpiry: 2, balance: 5 }, '2027-04-01', 5],
  ])('carried days expire: %s', (_name, facts, today, lapsed) => {
    const moves = expireCarried('EMP001', 'PL', 2027, facts, today);
    expect(moves.reduce((sum, m) => sum - m.days, 0)).toBe(lapsed);
    if (lapsed) expect(moves[0]).toMatchObject({ entryKind: 'lapse', effectiveDate: '2027-03-31', key: 'lapse:PL:2027:carried:EMP001' });
  });
});
