import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceRows, type EntrySum } from '../../../src/server/leave/ledger/balanceRows';
import { NO_JOINING_DATE, planGrant, skippedGrants, type GrantEmployee, type GrantType } from '../../../src/server/leave/ledger/planGrant';
import type { LeaveEntryKind } from '../../../src/shared/leaveRecords';

/** An in-memory ledger with postLeaveEntries' rule: an entry whose key is already there is not written again. */
function memoryLedger() {
  const entries: { key: string; kind: LeaveEntryKind; days: number }[] = [];
  const keys = new Set<string>();
  return {
    entries,
    post(key: string, kind: LeaveEntryKind, days: number) {
      if (keys.has(key)) return;
      keys.add(key);
      entries.push({ key, kind, days });
    },
    /** The balance as loadLeaveBalances answers it: sums by kind, through balanceRows. */
    balance(pendingDays: number) {
      const sums = new Map<LeaveEntryKind, number>();
      for (const entry of entries) sums.set(entry.kind, (sums.get(entry.kind) ?? 0) + entry.days);
      const entrySums: EntrySum[] = [...sums].map(([entryKind, days]) => ({ leaveType: 'CL', entryKind, days }));
      return balanceRows(2026, [{ code: 'CL', leaveName: 'Casual Leave' }], entrySums, [{ leaveType: 'CL', days: pendingDays }])[0];
    },
  };
}

/** One step of the apply engineer's contract (brief: ledger debit rule), on application `code`'s days. */
const step = fc.oneof(
  fc.record({ op: fc.constant('apply' as const), days: fc.array(fc.constantFrom(0.5, 1), { minLength: 1, maxLength: 4 }) }),
  fc.record({ op: fc.constantFrom('withdraw' as const, 'approve' as const, 'cancel' as const, 'repeat' as const), which: fc.nat(20) }),
  fc.record({ op: fc.constant('grant' as const), month: fc.integer({ min: 1, max: 12 }) }),
);

describe('the ledger never drifts (docs/leave-ledger.md)', () => {
  it('property: after any sequence of apply / withdraw / approve / cancel / grant, even repeated, the balance is the sum of the entries and equals what the events say', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const ledger = memoryLedger();
        ledger.post('opening:EMP001:CL:2026', 'opening', 8);
        const applications: { code: string; days: number[]; status: 'Pending' | 'Approved' | 'Withdrawn' | 'Cancelled' }[] = [];
        const granted = new Set<number>();
        const decide = (which: number) => applications[which % Math.max(1, applications.length)];
        for (const s of steps) {
          if (s.op === 'apply') applications.push({ code: `LV${applications.length}`, days: s.days, status: 'Pending' });
          else if (s.op === 'grant') {
            ledger.post(`accrual:CL:2026-${String(s.month).padStart(2, '0')}:EMP001`, 'accrual', 0.5);
            granted.add(s.month);
          } else {
            const application = decide(s.which);
            if (!application) continue;
            const debit = () => application.days.forEach((days, i) => ledger.post(`application:${application.code}:2026-03-${10 + i}`, 'application', -days));
            const credit = () => application.days.forEach((days, i) => ledger.post(`cancellation:${application.code}:2026-03-${10 + i}`, 'cancellation', days));
            if (s.op === 'withdraw' && application.status === 'Pending') application.status = 'Withdrawn';
            if (s.op === 'approve' && application.status === 'Pending') {
              application.status = 'Approved';
              debit();
            }
            if (s.op === 'cancel' && application.status === 'Approved') {
              application.status = 'Cancelled';
              credit();
            }
            // A retried request (a double click, a replayed job) posts the same keys again.
            if (s.op === 'repeat') {
              if (application.status === 'Approved' || application.status === 'Cancelled') debit();
              if (application.status === 'Cancelled') credit();
            }
          }
        }
        const sum = (status: string) => applications.filter((a) => a.status === status).reduce((total, a) => total + a.days.reduce((x, y) => x + y, 0), 0);
        const row = ledger.balance(sum('Pending'));
        expect(row.balance).toBe(Math.round(ledger.entries.reduce((total, e) => total + e.days, 0) * 100) / 100);
        expect(row.balance).toBe(8 + granted.size * 0.5 - sum('Approved'));
        expect(row.availed).toBe(sum('Approved'));
        expect(row.pending).toBe(sum('Pending'));
      }),
      { numRuns: 400 },
    );
  });

  const types: GrantType[] = [
    { code: 'PL', accrual: 'Monthly', proRata: true, eligibleGender: 'Any', probationRule: 'Any', carryForwardCap: 30, carryForwardExpiryMonths: 3 },
    { code: 'CL', accrual: 'Yearly', proRata: true, eligibleGender: 'Any', probationRule: 'Any', carryForwardCap: 0, carryForwardExpiryMonths: 0 },
    { code: 'ML', accrual: 'Yearly', proRata: false, eligibleGender: 'Female', probationRule: 'Any', carryForwardCap: 0, carryForwardExpiryMonths: 0 },
    { code: 'BL', accrual: 'On Joining', proRata: false, eligibleGender: 'Any', probationRule: 'Any', carryForwardCap: 0, carryForwardExpiryMonths: 0 },
  ];
  const employee = fc.record({
    employeeId: fc.integer({ min: 1, max: 50 }),
    joinedOffset: fc.option(fc.integer({ min: 0, max: 900 }), { nil: null }),
    gender: fc.constantFrom('Male' as const, 'Female' as const, null),
    previous: fc.integer({ min: -10, max: 80 }).map((halves) => halves / 2),
  });

  it('property: accrual is idempotent per key — a second run of any period plans nothing, and month runs after a year run plan nothing', () => {
    fc.assert(
      fc.property(fc.uniqueArray(employee, { selector: (e) => e.employeeId, maxLength: 8 }), fc.integer({ min: 1, max: 12 }), (people, month) => {
        const employees: GrantEmployee[] = people.map((p) => ({
          employeeId: p.employeeId,
          empId: `E${p.employeeId}`,
          empName: `E${p.employeeId}`,
          dateOfJoining: p.joinedOffset === null ? null : new Date(Date.UTC(2025, 0, 1) + p.joinedOffset * 86_400_000).toISOString().slice(0, 10),
          gender: p.gender,
          probationEndDate: null,
          entitlements: { PL: 18, CL: 8, ML: 182, BL: 3 },
        }));
        const facts = people.flatMap((p) => types.map((t) => ({ employeeId: p.employeeId, leaveType: t.code, previousBalance: p.previous })));
        const input = { period: { kind: 'Year' as const, year: 2026 }, types, employees, facts, existingKeys: [] as string[], today: '2026-01-05' };
        const first = planGrant(input);
        expect(new Set(first.map((e) => e.key)).size).toBe(first.length);
        const keys = first.map((e) => e.key);
        expect(planGrant({ ...input, existingKeys: keys })).toEqual([]);
        expect(planGrant({ ...input, period: { kind: 'Month', year: 2026, month }, existingKeys: keys })).toEqual([]);
        // The close of 2025 never creates or loses a day: what leaves 2025 is carried or lapsed.
        for (const p of people) {
          const moved = first.filter((e) => e.employeeId === p.employeeId && e.leaveYear === 2025 && e.leaveType === 'PL').reduce((s, e) => s + e.days, 0);
          expect(p.previous + moved).toBe(Math.min(p.previous, 0));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the granter plan', () => {
  const types: GrantType[] = [{ code: 'PL', accrual: 'Monthly', proRata: true, eligibleGender: 'Any', probationRule: 'Any', carryForwardCap: 30, carryForwardExpiryMonths: 3 }];
  const employees: GrantEmployee[] = [{ employeeId: 1, empId: 'EMP001', empName: 'Asha', dateOfJoining: '2020-01-01', gender: 'Female', probationEndDate: null, entitlements: { PL: 18 } }];

  it('closes the year before only once it has ended: a Year run made in advance accrues and closes nothing', () => {
    const input = { period: { kind: 'Year' as const, year: 2027 }, types, employees, facts: [{ employeeId: 1, leaveType: 'PL', previousBalance: 12 }], existingKeys: [] };
    expect(planGrant({ ...input, today: '2026-12-20' }).filter((e) => e.entryKind !== 'accrual')).toEqual([]);
    expect(planGrant({ ...input, today: '2027-01-02' }).filter((e) => e.entryKind !== 'accrual').map((e) => [e.key, e.days])).toEqual([
      ['carryForward:PL:2026:out:EMP001', -12],
      ['carryForward:PL:2027:EMP001', 12],
    ]);
  });

  it('never closes a closed year again: after HR adjusted it, a re-run plans no part of a second close', () => {
    const input = { period: { kind: 'Year' as const, year: 2027 }, types, employees, today: '2027-01-02' };
    // First close of 10 (cap 30): carried in full, no lapse key. HR then adds 35 to 2026.
    const closed = ['carryForward:PL:2026:out:EMP001', 'carryForward:PL:2027:EMP001'];
    expect(planGrant({ ...input, facts: [{ employeeId: 1, leaveType: 'PL', previousBalance: 35 }], existingKeys: closed }).filter((e) => e.entryKind !== 'accrual')).toEqual([]);
    // A close made of a lapse alone is a close too.
    expect(planGrant({ ...input, facts: [{ employeeId: 1, leaveType: 'PL', previousBalance: 5 }], existingKeys: ['lapse:PL:2026:EMP001'] }).filter((e) => e.entryKind !== 'accrual')).toEqual([]);
    // A year whose close moved nothing holds no close entry: the next run closes what it holds.
    expect(planGrant({ ...input, facts: [{ employeeId: 1, leaveType: 'PL', previousBalance: 3 }], existingKeys: [] }).filter((e) => e.entryKind !== 'accrual').map((e) => e.days)).toEqual([-3, 3]);
  });

  it('reports an On Joining accrual it cannot grant for want of a date of joining, never silently', () => {
    const joining: GrantType[] = [{ code: 'BL', accrual: 'On Joining', proRata: false, eligibleGender: 'Any', probationRule: 'Any', carryForwardCap: 0, carryForwardExpiryMonths: 0 }];
    const people: GrantEmployee[] = [
      { ...employees[0], empId: 'EMP001', dateOfJoining: null, entitlements: { BL: 3 } },
      { ...employees[0], employeeId: 2, empId: 'EMP002', dateOfJoining: null, entitlements: {} },
      { ...employees[0], employeeId: 3, empId: 'EMP003', dateOfJoining: '2026-11-10', entitlements: { BL: 3 } },
    ];
    const input = { period: { kind: 'Month' as const, year: 2026, month: 11 }, types: joining, employees: people, facts: [], existingKeys: [], today: '2026-11-20' };
    expect(planGrant(input).map((e) => e.key)).toEqual(['accrual:BL:joining:EMP003']);
    expect(skippedGrants(input)).toEqual([{ employeeId: 1, empId: 'EMP001', empName: 'Asha', leaveType: 'BL', reason: NO_JOINING_DATE }]);
    expect(skippedGrants({ ...input, existingKeys: ['accrual:BL:joining:EMP001'] })).toEqual([]);
  });

  it('lapses carried days not used by their expiry, in any run after it', () => {
    const carried = { carried: 10, expiresOn: '2027-03-31', usedByExpiry: 4, balance: 20 };
    const plan = planGrant({ period: { kind: 'Month', year: 2027, month: 4 }, types, employees, facts: [{ employeeId: 1, leaveType: 'PL', previousBalance: 0, carried }], existingKeys: [], today: '2027-04-02' });
    expect(plan.map((e) => [e.entryKind, e.key, e.days])).toEqual([
      ['lapse', 'lapse:PL:2027:carried:EMP001', -6],
      ['accrual', 'accrual:PL:2027-04:EMP001', 1.5],
    ]);
  });
});
