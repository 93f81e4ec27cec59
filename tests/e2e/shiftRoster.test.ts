import { format, parseISO } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { attendanceToday } from '../../src/server/attendance/attendanceClock.js';
import { payrollMonthOf } from '../../src/shared/payrollMonth.js';
import { expectAccessible } from '../helpers/accessibility.js';
import { dayCell, enterAs, shows, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';

/**
 * Shift Roster in Chromium (issue 19 §3, §4): HR001 uploads a roster with one bad row on Shift Roster
 * Import, reads the error grid (nothing written), uploads the fixed file, and finds EMP001 rostered
 * on N1 in the Shift Roster grid; a day type upload shows in Day Type History, whose columns toggle;
 * EMP001's day details name the rostered shift and the roster entry.
 * The three pages pass the axe gate at 390 px and scroll inside their boxes, never the page.
 */
const FIRST = payrollMonthOf(attendanceToday()).startDate;
const PHONE = { width: 390, height: 844 };

function workbook(rows: string[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('shift roster: import with an error grid, the grid, and the rostered shift in the day details', () => {
  const suite = useBrowserSuite();
  const rostered = () =>
    suite.server.database.db
      .selectFrom('shift_roster as r')
      .innerJoin('employee as e', 'e.id', 'r.employee_id')
      .select(['r.shift_code'])
      .where('e.emp_id', '=', 'EMP001')
      .where('r.roster_date', '=', FIRST)
      .executeTakeFirst();
  const choose = (page: Page, name: string, rows: string[][]) =>
    page.getByLabel('Shift Roster Upload file').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook(rows) });
  const header = ['Emp ID', 'Employee Name', FIRST];

  it('HR001 reads the error grid of a bad file, imports the fixed one and sees it in the Shift Roster grid; the pages pass axe at 390 px', async () => {
    const { page } = suite;
    await enterAs(page, suite.server, 'HR001', '/adminAttendance/shiftRosterImport');
    await toastGateOpen(page);
    await page.getByRole('heading', { name: 'Shift Roster Import', level: 1 }).waitFor();
    expect(await page.getByRole('tab', { name: 'Shift Roster Upload' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'DayType Upload' }).waitFor();

    await choose(page, 'roster.xlsx', [header, ['EMP001', '', 'N1'], ['EMP999', '', 'S1']]);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await shows(page, '1 of 2 rows has errors; nothing was imported');
    const grid = page.getByRole('table', { name: 'Rows with errors' });
    await shows(grid, 'No employee EMP999 in this organisation');
    expect(await grid.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: 'Download error file' }).waitFor();
    expect(await rostered()).toBeUndefined();

    await choose(page, 'roster-fixed.xlsx', [header, ['EMP001', '', 'N1']]);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await shows(page, 'Shift Roster Uploaded Successfully! 1 dates set, 1 changed.');
    expect(await rostered()).toEqual({ shift_code: 'N1' });
    await suite.server.app.attendanceProcessor.whenIdle();

    await page.goto('/adminAttendance/shiftRoster');
    const roster = page.getByRole('table', { name: 'Shift roster' });
    const row = roster.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'EMP001' }) });
    await row.waitFor();
    const dayColumn = format(parseISO(FIRST), 'dd/MM');
    const headers = await roster.getByRole('columnheader').allInnerTexts();
    const cells = await row.getByRole('cell').allInnerTexts();
    // Cells after the row header: name, shifts, offs, then the days.
    expect(cells[headers.indexOf(dayColumn) - 1]).toBe('N1');

    // The DayType Upload tab, and the day type in Day Type History, whose columns can be hidden.
    await page.goto('/adminAttendance/shiftRosterImport');
    await page.getByRole('tab', { name: 'DayType Upload' }).click();
    await page
      .getByLabel('DayType Upload file')
      .setInputFiles({ name: 'types.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook([['Emp ID', 'Date', 'Day Type', 'Shift Code'], ['EMP002', FIRST, 'OFF', '']]) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await shows(page, 'Day Type Uploaded Successfully! 1 dates set, 1 changed.');
    await page.goto('/adminAttendance/dayTypeHistory');
    const history = page.getByRole('table', { name: 'Day type history' });
    await history.getByRole('cell', { name: 'EMP002', exact: true }).waitFor();
    expect(await history.getByRole('columnheader').allInnerTexts()).toEqual(['#', 'Emp ID', 'Employee Name', 'Date', 'Day Type', 'Shift Code']);
    await shows(history, format(parseISO(FIRST), 'dd/MM/yyyy'));
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Shift Code' }).click();
    await page.keyboard.press('Escape');
    expect(await history.getByRole('columnheader').allInnerTexts()).toEqual(['#', 'Emp ID', 'Employee Name', 'Date', 'Day Type']);

    await page.setViewportSize(PHONE);
    for (const path of ['/adminAttendance/shiftRoster', '/adminAttendance/shiftRosterImport', '/adminAttendance/dayTypeHistory']) {
      await page.goto(path);
      await page.getByRole('table').first().or(page.getByRole('tab', { name: 'Shift Roster Upload' })).first().waitFor();
      if (path.endsWith('shiftRoster')) await roster.getByRole('rowheader', { name: 'EMP001' }).waitFor();
      await expectAccessible(page, `${path} at 390 px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
  });

  it("EMP001's day details show the rostered shift and name the roster entry", async () => {
    const { page } = suite;
    await enterAs(page, suite.server, 'EMP001', '/attendance/calendar');
    const calendar = page.getByRole('grid', { name: 'Attendance calendar' });
    await dayCell(calendar, FIRST, /\S+/).click();
    const dialog = page.getByRole('dialog', { name: `Attendance Details for ${format(parseISO(FIRST), 'dd/MM/yyyy')}` });
    await shows(dialog, 'N1 (22:00 - 07:00)');
    await shows(dialog, 'Rostered on N1 for this date by shift roster upload.');
  });
});
