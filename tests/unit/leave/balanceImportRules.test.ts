import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encashableDays } from '../../../src/server/leave/balanceImport/encashableDays.js';
import { openingEntries, openingKey, type CurrentOpening } from '../../../src/server/leave/balanceImport/openingEntries.js';
import { checkLeaveBalanceSheet } from '../../../src/shared/leaveBalanceSheet.js';

const HEADERS = ['Emp ID', 'Leave Type', 'Year', 'Opening Balance', 'Reason'];
const row = (empId: string, leaveType: string, year: string, days: string, reason = '') => ({ 'Emp ID': empId, 'Leave Type': leaveType, Year: year, 'Opening Balance': days, Reason: reason });
const check = (rows: Record<string, unknown>[], headers = HEADERS) => checkLeaveBalanceSheet(headers, rows, rows.map((_, i) => i + 2));

describe('the opening-balance sheet', () => {
  it.each([
    [['Emp ID', 'Leave Type', 'Year', 'Opening Balance'], undefined],
    [[' emp id ', 'LEAVE TYPE', 'year', 'opening balance', 'Reason', 'Error', 'Row'], undefined],
    [['Emp ID', 'Leave Type', 'Year'], 'found: Emp ID, Leave Type, Year'],
    [['Emp ID', 'Leave Type', 'Year', 'Days'], 'found: Emp ID, Leave Type, Year, Days'],
    [['Emp ID', 'Leave Type', 'Year', 'Opening Balance', 'Notes'], 'found: Emp ID, Leave Type, Year, Opening Balance, Notes'],
  ])('header %j → refused %s', (headers, refused) => {
    const result = check([], headers);
    if (refused) expect(result.refused).toBe(`The file's header must be: Emp ID, Leave Type, Year, Opening Balance, Reason (Reason may be left out); ${refused}`);
    else expect(result.refused).toBeUndefined();
  });

  it.each([
    [row('EMP001', 'CL', '2026', '8'), null],
    [row(' emp001 ', 'cl', '2026', '0.5'), null],
    [row('EMP001', 'CL', '2026', '0'), null],
    [row('', 'CL', '2026', '8'), 'Emp ID is required'],
    [row('EMP001', '', '2026', '8'), 'Leave Type is required'],
    [row('EMP001', 'CL', '', '8'), 'Year is required'],
    [row('EMP001', 'CL', '1999', '8'), 'Year must be a year from 2000 to 2100; found 1999'],
    [row('EMP001', 'CL', '2026.5', '8'), 'Year must be a year from 2000 to 2100; found 2026.5'],
    [row('EMP001', 'CL', '2026', ''), 'Opening Balance is required'],
    [row('EMP001', 'CL', '2026', 'eight'), 'Opening Balance must be a number of days; found eight'],
    [row('EMP001', 'CL', '2026', '1e3'), 'Opening Balance must be a number of days; found 1e3'],
    [row('EMP001', 'CL', '2026', '-1'), 'Opening Balance cannot be negative; found -1'],
    [row('EMP001', 'CL', '2026', '1.25'), 'Opening Balance must be in whole or half days; found 1.25'],
    [row('EMP001', 'CL', '2026', '366.5'), 'Opening Balance is at most 366 days; found 366.5'],
  ])('row %j → %s', (cells, message) => {
    const result = check([cells]);
    expect(result.errors.map((e) => e.message)).toEqual(message ? [message] : []);
    expect(result.lines).toHaveLength(message ? 0 : 1);
    expect(result.rows).toHaveLength(1);
  });

  it('reports a repeated employee·type·year against its first row, by the file’s row numbers', () => {
    const result = checkLeaveBalanceSheet(HEADERS, [row('EMP001', 'CL', '2026', '8'), row('emp001', 'CL', '2026', '9')], [2, 5]);
    expect(result.errors).toEqual([{ row: 5, field: 'Emp ID', message: 'Duplicate of row 2: EMP001 CL 2026 appears twice' }]);
  });
});

describe('opening entries', () => {
  const ids = new Map([['EMP001', 11]]);
  const context = (importId: number) => ({ organizationId: 1, importId, empId: 'HR001' });

  it('writes the first figure as the opening, a new figure as the difference, the same figure not at all', () => {
    const line = { empId: 'EMP001', leaveType: 'CL', year: 2026, days: 8, reason: null };
    const [first] = openingEntries([line], ids, new Map(), context(1));
    expect(first).toMatchObject({ entry_kind: 'opening', days: 8, idempotency_key: 'opening:EMP001:CL:2026', effective_date: '2026-01-01' });
    const opened = new Map([[openingKey('EMP001', 'CL', 2026), { days: 8, opened: true }]]);
    const [second] = openingEntries([{ ...line, days: 5.5 }], ids, opened, context(2));
    expect(second).toMatchObject({ entry_kind: 'adjustment', days: -2.5, idempotency_key: 'opening:EMP001:CL:2026:import:2', reason: 'Opening balance set to 5.5 by import #2 (was 8)' });
    expect(openingEntries([line], ids, opened, context(3))).toEqual([]);
    expect(openingEntries([{ ...line, days: 0 }], ids, new Map(), context(4))).toEqual([]);
  });

  it('leaves the key’s entries summing to the last imported figure, whatever the sequence of imports', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 732 }).map((halves) => halves / 2), { minLength: 1, maxLength: 12 }), (figures) => {
        const key = openingKey('EMP001', 'CL', 2026);
        const ledger: { key: string; days: number }[] = [];
        figures.forEach((days, index) => {
          const current = new Map<string, CurrentOpening>();
          for (const entry of ledger) {
            const base = entry.key.replace(/:import:\d+$/, '');
            const before = current.get(base) ?? { days: 0, opened: false };
            current.set(base, { days: before.days + entry.days, opened: before.opened || base === entry.key });
          }
          for (const entry of openingEntries([{ empId: 'EMP001', leaveType: 'CL', year: 2026, days, reason: null }], ids, current, context(index + 1))) {
            expect(entry.days).not.toBe(0);
            expect(ledger.some((e) => e.key === entry.idempotency_key)).toBe(false);
            ledger.push({ key: entry.idempotency_key!, days: Number(entry.days) });
          }
        });
        const sum = ledger.filter((e) => e.key.startsWith(key)).reduce((total, e) => total + e.days, 0);
        expect(Math.round(sum * 100) / 100).toBe(figures[figures.length - 1]);
      }),
    );
  });
});

describe('full and final', () => {
  it.each([
    [18, 15, 15],
    [10, 15, 10],
    [-2, 15, 0],
    [8, 0, 0],
  ])('balance %d with cap %d → %d encashable', (balance, cap, encashable) => expect(encashableDays(balance, cap)).toBe(encashable));
});
