import { describe, expect, it } from 'vitest';
import { createDayTypeHistoryStore } from '../../../resources/shiftRoster/dayTypeHistoryStore';
import { createShiftRosterStore, monthDates, rosterCells } from '../../../resources/shiftRoster/shiftRosterStore';
import type { RosterPage } from '../../../resources/shiftRoster/shiftRosterApi';

/** The Shift Roster and Day Type History page stores, driven with fake apis: no DOM. */
const page = (monthYear: string, startDate: string, endDate: string): RosterPage => ({
  content: [{ empId: 'EMP001', employeeName: 'A B', shiftCount: 1, offCount: 1, rosterDetails: [{ date: startDate, shift: 'N1' }, { date: endDate, shift: 'OFF' }] }],
  totalElements: 1,
  totalPages: 1,
  monthYear,
  startDate,
  endDate,
});

describe('the Shift Roster grid', () => {
  it('lays a payroll month out day by day, blank where the roster sets nothing', () => {
    const dates = monthDates('2026-11-25', '2026-12-24');
    expect(dates).toHaveLength(30);
    expect([dates[0], dates[6], dates[29]]).toEqual(['2026-11-25', '2026-12-01', '2026-12-24']);
    const cells = rosterCells(page('12-2026', '2026-11-25', '2026-12-24').content[0], dates);
    expect([cells[0], cells[1], cells[29]]).toEqual(['N1', '', 'OFF']);
  });

  it('asks for the open month first, keeps it as the latest, and goes back to the first page on a new month, size or search', async () => {
    const asked: unknown[] = [];
    const store = createShiftRosterStore({
      roster: async (query) => {
        asked.push(query);
        return query.monthYear === '11-2026' ? page('11-2026', '2026-10-25', '2026-11-24') : page('12-2026', '2026-11-25', '2026-12-24');
      },
    });
    await store.load();
    expect(store.getState()).toMatchObject({ month: '12-2026', latestMonth: '12-2026', loading: false });
    await store.setPage(2);
    await store.setMonth('11-2026');
    expect(store.getState()).toMatchObject({ month: '11-2026', latestMonth: '12-2026', page: 0 });
    await store.setSearch('emp');
    await store.setSize(25);
    expect(asked).toEqual([
      { page: 0, size: 10, search: '' },
      { monthYear: '12-2026', page: 2, size: 10, search: '' },
      { monthYear: '11-2026', page: 0, size: 10, search: '' },
      { monthYear: '11-2026', page: 0, size: 10, search: 'emp' },
      { monthYear: '11-2026', page: 0, size: 25, search: 'emp' },
    ]);
  });
});

describe('Day Type History', () => {
  it('lists one line per employee·date, filters by employee and month, and hides a column', async () => {
    const asked: unknown[] = [];
    const store = createDayTypeHistoryStore({
      dayTypeHistory: async (query) => {
        asked.push(query);
        return [{ empId: 'EMP001', empName: 'A B', updatedDayType: [{ date: '2026-11-26', dayTypes: { dayType: 'OFF', shiftCode: null } }, { date: '2026-11-25', dayTypes: { dayType: 'WORKING', shiftCode: 'N1' } }] }];
      },
    });
    await store.load();
    expect(store.getState().lines).toEqual([
      { empId: 'EMP001', empName: 'A B', date: '2026-11-26', dayType: 'OFF', shiftCode: '' },
      { empId: 'EMP001', empName: 'A B', date: '2026-11-25', dayType: 'WORKING', shiftCode: 'N1' },
    ]);
    await store.setEmployee('EMP001');
    await store.setMonth('12-2026');
    await store.clearMonth();
    expect(asked).toEqual([
      { empId: null, monthYear: null },
      { empId: 'EMP001', monthYear: null },
      { empId: 'EMP001', monthYear: '12-2026' },
      { empId: 'EMP001', monthYear: null },
    ]);
    store.toggle('Shift Code');
    expect(store.getState().hidden).toEqual(['Shift Code']);
    store.toggle('Shift Code');
    expect(store.getState().hidden).toEqual([]);
  });
});
