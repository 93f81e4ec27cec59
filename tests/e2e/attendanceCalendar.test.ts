import os from 'node:os';
import path from 'node:path';
import { addDays, differenceInCalendarDays, endOfWeek, format, getISODay, parseISO, startOfWeek, subDays } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceToday } from '../../src/server/attendance/attendanceClock.js';
import { LOP_FULL_DAY_MESSAGE } from '../../src/server/attendance/engine/index.js';
import { colourScales } from '../../src/app/theme.js';
import { payrollMonthOf } from '../../src/shared/payrollMonth.js';
import { dayCell, enterAs, shows } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import { storeAttendanceDay } from '../helpers/storedAttendanceDay.js';

/**
 * The attendance calendar in Chromium: EMP001 steps back to the last payroll month (wholly past,
 * whatever today is), sees the status circles and the legend, and opens an absent day whose Explain
 * reads the trace; HR001 finds EMP001 in Attendance Info. The days are stored directly (the
 * processor is not the subject).
 */
const open = payrollMonthOf(attendanceToday());
const last = payrollMonthOf(format(subDays(parseISO(open.startDate), 1), 'yyyy-MM-dd'));
const PRESENT = last.startDate;
/** The first weekday after PRESENT: a working day by the calendar (its holiday, if any, is removed below). */
const ABSENT = (() => {
  let date = addDays(parseISO(PRESENT), 1);
  while (getISODay(date) > 5) date = addDays(date, 1);
  return format(date, 'yyyy-MM-dd');
})();
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
const title = (date: string) => format(parseISO(date), 'MMMM yyyy');
const ddmmyyyy = (date: string) => format(parseISO(date), 'dd/MM/yyyy');

describe('attendance calendar and Attendance Info', () => {
  const suite = useBrowserSuite();
  beforeAll(async () => {
    const { db } = suite.server.database;
    const emp = await db.selectFrom('employee').select(['id', 'organization_id']).where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    const where = { organizationId: emp.organization_id, employeeId: emp.id, empId: 'EMP001' };
    await storeAttendanceDay(db, where, PRESENT, { swipes: [{ at: `${PRESENT}T09:25`, direction: 'IN', device: 'Main Gate' }, { at: `${PRESENT}T18:40`, direction: 'OUT', device: 'Main Gate' }] });
    // The Explain panel recomputes the trace from the day's inputs, so the absent day's one swipe (a
    // 09:12 in-punch on a working day) is stored as an input too. The day is stored, not processed: a
    // day of the last payroll month may lie in a closed month, which the processor does not recompute.
    await db.deleteFrom('holiday').where('organization_id', '=', emp.organization_id).where('holiday_date', '=', ABSENT).execute();
    await db.deleteFrom('swipe').where('employee_id', '=', emp.id).where('attendance_date', '=', ABSENT).execute();
    await db
      .insertInto('swipe')
      .values({ organization_id: emp.organization_id, employee_id: emp.id, log_date_time: new Date(`${ABSENT}T09:12:00+05:30`), attendance_date: ABSENT, device_name: 'Main Gate', direction: 'IN' })
      .execute();
    await storeAttendanceDay(db, where, ABSENT, { swipes: [{ at: `${ABSENT}T09:12`, direction: 'IN', device: 'Main Gate' }] });
  });

  const calendarOf = (page: typeof suite.page) => page.getByRole('grid', { name: 'Attendance calendar' });

  it('EMP001 sees status circles and the legend, and an absent day explains itself', async () => {
    const { page } = suite;
    await enterAs(page, suite.server, 'EMP001', '/attendance/calendar');
    await shows(page, title(open.endDate));
    await page.getByRole('button', { name: 'Previous month' }).click();
    await shows(page, title(last.endDate));

    const calendar = calendarOf(page);
    await dayCell(calendar, PRESENT, 'P').waitFor();
    const absentCell = dayCell(calendar, ABSENT, 'A');
    const circle = absentCell.getByTestId('status-circle');
    expect(await circle.textContent()).toBe('A');
    // The red letter of an absence: the theme's error colour (its main step, 900: docs/accessibility.md).
    const red = colourScales.error[900].match(/[0-9A-F]{2}/gi)!.map((hex) => parseInt(hex, 16));
    expect(await circle.evaluate((node) => getComputedStyle(node).color)).toBe(`rgb(${red.join(', ')})`);
    expect(await dayCell(calendar, PRESENT, 'P').getByTestId('status-circle').evaluate((node) => getComputedStyle(node).color)).not.toBe(`rgb(${red.join(', ')})`);
    // The grid's days before the payroll month's start and after its end (to whole weeks) are disabled.
    const outside = differenceInCalendarDays(parseISO(last.startDate), startOfWeek(parseISO(last.startDate))) + differenceInCalendarDays(endOfWeek(parseISO(last.endDate)), parseISO(last.endDate));
    expect(await calendar.locator('[aria-disabled="true"]').count()).toBe(outside);

    await page.screenshot({ path: path.join(SCREENSHOTS, 'attendance-calendar.png') });
    await page.getByRole('button', { name: 'Legend' }).click();
    const legend = page.getByRole('dialog', { name: 'Legend' });
    await shows(legend, 'Work from home');
    await shows(legend, 'Restricted holiday');
    expect(await legend.getByRole('row').count()).toBe(17);
    await page.keyboard.press('Escape');
    await legend.waitFor({ state: 'detached' });

    await absentCell.click();
    const dialog = page.getByRole('dialog', { name: `Attendance Details for ${ddmmyyyy(ABSENT)}` });
    // S1's half day net of its seeded lunch: 04:30 − 00:30.
    await shows(dialog, 'Marked absent: one punch at 09:12, no out-punch; a day needs at least 04:00 worked for a half day.');
    await shows(dialog, 'S1 (09:30 - 18:30)');
    await shows(dialog, 'No Records Available');
    await shows(dialog, LOP_FULL_DAY_MESSAGE);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'attendance-day-details.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await dialog.getByRole('button', { name: 'Info' }).waitFor();
    // Hidden from the info box; the Explain panel still ends with it.
    expect(await dialog.getByText(LOP_FULL_DAY_MESSAGE, { exact: true }).count()).toBe(1);
  });

  it('HR001 opens Attendance Info and reads EMP001', async () => {
    const { page } = suite;
    await enterAs(page, suite.server, 'HR001', '/adminAttendance/adminAttendanceInfo');
    await shows(page, 'Attendance Info');
    await page.getByRole('combobox', { name: 'Employee' }).fill('EMP001');
    await page.getByRole('option', { name: /^EMP001 - / }).click();
    await shows(page, title(open.endDate));
    await page.getByRole('button', { name: 'Previous month' }).click();
    await dayCell(calendarOf(page), ABSENT, 'A').waitFor();
  });
});
