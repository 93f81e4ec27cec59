import { describe, expect, it } from 'vitest';
import { checkDayTypeSheet, checkShiftRosterSheet, rosterDateOf, type RosterSheetContext } from '../../../src/shared/shiftRosterSheet.js';

/**
 * The two sheets' checks without the database (issue 19 §3): every row checked, every problem
 * listed by the file's row, nothing to write while any row is wrong. Expectations written by hand.
 */
const context: RosterSheetContext = {
  employees: [
    ['EMP001', 1],
    ['EMP002', 2],
  ],
  shifts: [
    ['S1', true],
    ['N1', true],
    ['OLD1', false],
  ],
  window: { from: '2026-11-25', to: '2026-12-24' },
};
const rows = (matrix: string[][]) => {
  const [headers, ...body] = matrix;
  return [headers, body.map((cells) => Object.fromEntries(headers.map((header, i) => [header, cells[i] ?? '']))), body.map((_, i) => i + 2)] as const;
};

describe('rosterDateOf', () => {
  it.each([
    ['2026-11-25', '2026-11-25'],
    ['25-11-2026', '2026-11-25'],
    ['25/11/2026', '2026-11-25'],
    ['2026-02-30', null],
    ['31/04/2026', null],
    ['2026-11-5', null],
    ['Wednesday', null],
  ])('%s → %s', (typed, date) => expect(rosterDateOf(typed)).toBe(date));
});

describe('the Shift Roster sheet', () => {
  it('turns a clean grid into entries: shift codes as the master spells them, OFF as a day type, blanks left out', () => {
    const checked = checkShiftRosterSheet(...rows([['Emp ID', 'Employee Name', '2026-11-25', '26/11/2026'], ['emp001', 'A', 'n1', 'off'], ['EMP002', 'B', '', 'S1']]), context);
    expect(checked.errors).toEqual([]);
    expect(checked.entries).toEqual({ employeeIds: [1, 1, 2], dates: ['2026-11-25', '2026-11-26', '2026-11-26'], shiftCodes: ['N1', null, 'S1'], dayTypes: [null, 'OFF', null] });
  });

  it('lists every bad cell of every row and writes nothing', () => {
    const checked = checkShiftRosterSheet(
      ...rows([
        ['Emp ID', 'Employee Name', '2026-11-24', '2026-11-25'],
        ['EMP001', '', '', 'X9'],
        ['EMP003', '', '', 'S1'],
        ['EMP002', '', 'S1', 'OLD1'],
        ['EMP001', '', '', 'N1'],
      ]),
      context,
    );
    expect(checked.entries.dates).toEqual([]);
    expect(checked.errors).toEqual([
      { row: 2, cells: ['EMP001', '2026-11-25', 'X9'], error: '2026-11-25: Shift X9 does not exist' },
      { row: 3, cells: ['EMP003', '', ''], error: 'No employee EMP003 in this organisation' },
      { row: 4, cells: ['EMP002', '2026-11-24, 2026-11-25', 'S1, OLD1'], error: '2026-11-24 is outside the open payroll month (25/11/2026 to 24/12/2026); 2026-11-25: Shift OLD1 is inactive' },
    ]);
    // Row 2's cell was wrong, so row 5's EMP001 on the 25th is no duplicate of it.
    expect(checked.errors).toHaveLength(3);
  });

  it('marks an employee·date set twice', () => {
    const checked = checkShiftRosterSheet(...rows([['Emp ID', 'Employee Name', '2026-11-25'], ['EMP001', '', 'S1'], ['EMP001', '', 'N1']]), context);
    expect(checked.errors).toEqual([{ row: 3, cells: ['EMP001', '2026-11-25', 'N1'], error: '2026-11-25: duplicate of row 2: EMP001 is rostered twice' }]);
  });

  it.each([
    [['Employee', '2026-11-25'], 'found: Employee, 2026-11-25'],
    [['Emp ID', 'Employee Name', '2026-02-30'], '2026-02-30 is not a date or is given twice'],
    [['Emp ID', 'Employee Name', '2026-11-25', '25/11/2026'], '25/11/2026 is not a date or is given twice'],
    [['Emp ID', 'Employee Name'], 'one column per date'],
  ])('refuses the header %o whole', (header, message) => {
    const checked = checkShiftRosterSheet(header, [], [], context);
    expect(checked.refused).toContain(message);
  });
});

describe('the Day Type sheet', () => {
  it('turns clean rows into entries; the shift code may be blank', () => {
    const checked = checkDayTypeSheet(...rows([['Emp ID', 'Date', 'Day Type', 'Shift Code'], ['EMP001', '2026-11-28', 'working', 'n1'], ['EMP002', '29/11/2026', 'OFF', '']]), context);
    expect(checked.errors).toEqual([]);
    expect(checked.entries).toEqual({ employeeIds: [1, 2], dates: ['2026-11-28', '2026-11-29'], shiftCodes: ['N1', null], dayTypes: ['WORKING', 'OFF'] });
  });

  it('lists every problem of each row and writes nothing', () => {
    const checked = checkDayTypeSheet(
      ...rows([
        ['Emp ID', 'Date', 'Day Type', 'Shift Code'],
        ['', '2026-02-30', 'HALF', 'OLD1'],
        ['EMP001', '2026-12-25', 'OFF', ''],
        ['EMP001', '2026-11-28', 'OFF', ''],
        ['EMP001', '28-11-2026', 'WORKING', ''],
      ]),
      context,
    );
    expect(checked.entries.dates).toEqual([]);
    expect(checked.errors).toEqual([
      { row: 2, cells: ['', '2026-02-30', 'HALF', 'OLD1'], error: 'Emp ID is required; Date 2026-02-30 is not a date (yyyy-MM-dd); Day Type must be OFF or WORKING; found HALF; Shift OLD1 is inactive' },
      { row: 3, cells: ['EMP001', '2026-12-25', 'OFF', ''], error: '2026-12-25 is outside the open payroll month (25/11/2026 to 24/12/2026)' },
      { row: 5, cells: ['EMP001', '28-11-2026', 'WORKING', ''], error: 'Duplicate of row 4: EMP001 2026-11-28 appears twice' },
    ]);
  });
});
