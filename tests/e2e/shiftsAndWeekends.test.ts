import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../helpers/accessibility.js';
import { enterAs, shows, toast, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';

/**
 * Spec 001 §2, §3, §4, §8 in Chromium: an administrator adds a night shift at the Shift Master's own
 * address and watches its full and half day follow the times typed; then adds a weekend policy for a
 * month picked by year and month, with one Saturday Working and the Sundays fixed Off.
 */
describe('shift master and weekend policy', () => {
  const suite = useBrowserSuite();

  it('adds a shift whose full and half day are worked out live, read-only, and listed as saved', async () => {
    const { page, server } = suite;
    await enterAs(page, server, 'ADMIN', '/adminAttendance/shiftMaster');
    await shows(page, 'Shift Master');
    await page.getByRole('gridcell', { name: 'S1', exact: true }).waitFor();

    await page.getByRole('button', { name: '+ Add Shift' }).click();
    const add = page.getByRole('dialog', { name: 'Add Shift' });
    await add.getByLabel('Shift Code').fill('nt7');
    expect(await add.getByLabel('Shift Code').inputValue()).toBe('NT7');
    await add.getByRole('combobox', { name: 'Shift Name' }).click();
    const offered = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(offered).toEqual(expect.arrayContaining(['Regular', 'General', 'Second', 'Night']));
    await page.getByRole('option', { name: 'Night', exact: true }).click();
    await add.getByLabel('In Time').fill('21:30');
    await add.getByLabel('Out Time').fill('06:00');
    const fullDay = add.getByLabel('Full Day Time');
    expect(await fullDay.inputValue()).toBe('08:30');
    expect(await add.getByLabel('Half Day Time').inputValue()).toBe('04:15');
    expect(await fullDay.isEditable()).toBe(false);
    await add.getByLabel('Out Time').fill('07:00');
    expect(await fullDay.inputValue()).toBe('09:30');
    await add.getByLabel(/^Grace Time/).fill('00:10');
    await toastGateOpen(page);
    // Watched from the click on: a success toast closes after a second.
    const added = toast(page, 'Shift added successfully');
    await add.getByRole('button', { name: 'Submit' }).click();
    await added;
    await page.getByRole('gridcell', { name: 'NT7', exact: true }).waitFor();
    // The address of the dialog is the Shift Master's own.
    expect(new URL(page.url()).pathname).toBe('/adminAttendance/shiftMaster');

    const stored = await sql<Record<string, string>>`SELECT in_time, out_time, full_day_time, half_day_time FROM master_shift_master WHERE shift_code = 'NT7'`.execute(server.database.db);
    expect(stored.rows).toEqual([{ in_time: '21:30', out_time: '07:00', full_day_time: '09:30', half_day_time: '04:45' }]);

    // Settings › Shift opens the same screen.
    await page.goto('/shift');
    await page.waitForURL('**/adminAttendance/shiftMaster');
    await page.getByRole('gridcell', { name: 'NT7', exact: true }).waitFor();
  });

  it("HR001 sets a shift's thresholds and break on a 390 px phone, is refused a contradiction, and saves", async () => {
    const { page, server } = suite;
    await page.setViewportSize({ width: 390, height: 844 });
    await enterAs(page, server, 'HR001', '/adminAttendance/shiftMaster');
    // The row's menu is at the grid's end: swiped to, as on a phone.
    await page.getByRole('gridcell', { name: 'G1', exact: true }).waitFor();
    await page.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => scroller.scrollTo({ left: scroller.scrollWidth }));
    await page.getByRole('button', { name: 'Actions for G1', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Shift' });
    // The rules come in titled groups; the seeded G1 has its lunch.
    for (const group of ['Day status by hours worked', 'Break', 'Punches and flags']) await edit.getByRole('heading', { name: group, level: 3 }).waitFor();
    expect(await edit.getByLabel('Break Start').inputValue()).toBe('13:00');
    expect(await edit.getByLabel('Break Minutes').inputValue()).toBe('60');

    await edit.getByLabel('Half Day Threshold Hours').fill('07:00');
    await edit.getByLabel('Absent Threshold Hours').fill('07:30');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await edit.getByText('Absent Threshold Hours must not be more than the Half Day Threshold Hours').waitFor();
    await expectAccessible(page, 'Edit Shift on a 390 px phone');

    await edit.getByLabel('Absent Threshold Hours').fill('03:00');
    await edit.getByLabel('Early Exit Grace Time').fill('00:10');
    await edit.getByRole('checkbox', { name: 'Mark Late In' }).uncheck();
    await edit.getByRole('combobox', { name: 'Worked Hours' }).click();
    await page.getByRole('option', { name: 'Every in and out pair', exact: true }).click();
    await toastGateOpen(page);
    const updated = toast(page, 'Shift updated successfully');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await updated;
    await edit.waitFor({ state: 'detached' });

    const stored = await sql<Record<string, unknown>>`
      SELECT half_day_threshold_hours, absent_threshold_hours, early_exit_grace_time, mark_late_in, hours_mode, break_start
      FROM master_shift_master s JOIN organization o ON o.id = s.organization_id
      WHERE s.shift_code = 'G1' AND o.id = (SELECT organization_id FROM employee WHERE emp_id = 'HR001')`.execute(server.database.db);
    expect(stored.rows).toEqual([{ half_day_threshold_hours: '07:00', absent_threshold_hours: '03:00', early_exit_grace_time: '00:10', mark_late_in: false, hours_mode: 'everyValidPair', break_start: '13:00' }]);
  });

  it('adds a weekend policy for a month picked by year and month, a Saturday Working and Sundays fixed Off', async () => {
    const { page, server } = suite;
    await enterAs(page, server, 'ADMIN', '/adminAttendance/weekendPolicy');
    await shows(page, 'No Records Available');
    await page.getByRole('button', { name: '+ Add Weekend Policy' }).click();
    const add = page.getByRole('dialog', { name: 'Add Weekend Policy' });
    await add.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: String(new Date().getFullYear() + 1), exact: true }).click();
    await add.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option', { name: 'May', exact: true }).click();

    const year = new Date().getFullYear() + 1;
    const weeks = add.getByRole('table', { name: 'Weekend weeks' }).getByRole('row');
    await weeks.nth(1).waitFor();
    const count = (await weeks.count()) - 1;
    // Independent count: the Saturdays and Sundays of May that year; 5 weeks when either comes five times.
    const days = Array.from({ length: 31 }, (_, i) => new Date(Date.UTC(year, 4, i + 1)).getUTCDay());
    expect(count).toBe(Math.max(days.filter((d) => d === 6).length, days.filter((d) => d === 0).length));
    expect(await add.getByRole('group', { name: 'Week 1 Sunday status' }).getByRole('button', { name: 'Off' }).isDisabled()).toBe(true);
    await add.getByRole('group', { name: 'Week 2 Saturday status' }).getByRole('button', { name: 'Working' }).click();
    await toastGateOpen(page);
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Added Successfully!');
    const month = `05-${year}`;
    await page.getByRole('cell', { name: month, exact: true }).waitFor();

    const stored = await server.database.db.selectFrom('weekend_policy').select('weeks').where('month_start', '=', `${year}-05-01`).executeTakeFirstOrThrow();
    expect(stored.weeks.map((week) => week.satStatus)).toEqual(stored.weeks.map((_week, index) => (index === 1 ? 'Working' : 'Off')));
    expect(stored.weeks.every((week) => week.sunStatus === 'Off')).toBe(true);

    // Edit reopens the month for update, its Saturday still Working.
    await page.getByRole('button', { name: `Edit ${month}` }).click();
    const update = page.getByRole('dialog', { name: 'Update Weekend Policy' });
    expect(await update.getByRole('group', { name: 'Week 2 Saturday status' }).getByRole('button', { name: 'Working' }).getAttribute('aria-pressed')).toBe('true');
  });
});
