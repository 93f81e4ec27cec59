import { format, parseISO, subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { attendanceToday } from '../../src/server/attendance/attendanceClock.js';
import { payrollMonthOf } from '../../src/shared/payrollMonth.js';
import { enterAs, shows, toast } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';

const shown = (date: string) => date.split('-').reverse().join('-');

/** Issue 10 §1, §3: the Today's Attendance card's web sign-in/out, Swipe Details, and the lock dates screen. */
describe('swipes and lock dates in the browser', () => {
  const suite = useBrowserSuite();
  const db = () => suite.server.database.db;
  const employeeId = async (empId: string) => (await db().selectFrom('employee').select('id').where('emp_id', '=', empId).executeTakeFirstOrThrow()).id;

  it('signs in and out from the dashboard, and Swipe Details lists the day’s swipes', async () => {
    const { page, server } = suite;
    const id = await employeeId('EMP020');
    // Before 05:30 the S1 attendance day is still yesterday's (the shift's day start): start from a day without swipes.
    await db().deleteFrom('swipe').where('employee_id', '=', id).where('attendance_date', '>=', format(subDays(parseISO(attendanceToday()), 1), 'yyyy-MM-dd')).execute();
    await enterAs(page, server, 'EMP020');
    const card = page.getByRole('region', { name: "Today's Attendance" });
    const status = card.getByTestId('today-attendance-status');
    await shows(card, 'Not signed in yet');

    await card.getByRole('button', { name: 'Sign In' }).click();
    await card.getByRole('button', { name: 'Sign Out' }).waitFor();
    const [signedIn] = await db().selectFrom('swipe').selectAll().where('employee_id', '=', id).where('source', '=', 'Web').execute();
    expect([signedIn.direction, signedIn.device_name]).toEqual(['IN', 'Web']);
    const hhmm = (at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
    expect(await status.textContent()).toBe(`Signed in at ${hhmm(signedIn.log_date_time)} · in progress`);

    // A swipe is whole seconds: sign out in a later second than the sign-in (the server's clock, not the page's).
    await page.waitForTimeout(Math.max(0, signedIn.log_date_time.getTime() + 1000 - Date.now()));
    await card.getByRole('button', { name: 'Sign Out' }).click();
    await card.getByRole('button', { name: 'Sign In' }).waitFor();
    const web = await db().selectFrom('swipe').selectAll().where('employee_id', '=', id).where('source', '=', 'Web').orderBy('log_date_time').execute();
    expect(web.map((s) => s.direction)).toEqual(['IN', 'OUT']);
    expect(await status.textContent()).toBe(`Signed out at ${hhmm(web[1].log_date_time)} · first in ${hhmm(web[0].log_date_time)}`);

    // Swipe Details: the two web swipes under their attendance day, then an earlier day's seeded ones.
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Account menu' }).hover();
    await page.getByRole('menuitem', { name: 'Swipe Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Swipe Details' });
    const today = attendanceToday();
    await dialog.getByRole('heading', { name: shown(today), exact: true }).waitFor();
    const table = dialog.getByRole('table', { name: 'Swipe details' });
    if (web[0].attendance_date !== today) {
      await dialog.getByLabel('Swipe date').fill(shown(web[0].attendance_date));
      await dialog.getByRole('heading', { name: shown(web[0].attendance_date), exact: true }).waitFor();
    }
    await table.getByRole('cell', { name: 'Web' }).first().waitFor();
    expect((await table.getByRole('columnheader').allTextContents()).map((text) => text.trim())).toEqual([
      'Employee ID',
      'Swipe Date',
      'Time',
      'In/Out',
      'Access Card No',
      'Door',
      'Device',
    ]);
    const cells = () => table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '')));
    expect((await cells()).map((row) => [row[0], row[3], row[6]])).toEqual([
      ['EMP020', 'In', 'Web'],
      ['EMP020', 'Out', 'Web'],
    ]);

    const earlier = await db()
      .selectFrom('swipe')
      .select(['attendance_date'])
      .where('employee_id', '=', id)
      .where('attendance_date', '<', web[0].attendance_date)
      .orderBy('attendance_date', 'desc')
      .executeTakeFirstOrThrow();
    const seeded = await db().selectFrom('swipe').selectAll().where('employee_id', '=', id).where('attendance_date', '=', earlier.attendance_date).orderBy('log_date_time').execute();
    await dialog.getByLabel('Swipe date').fill(shown(earlier.attendance_date));
    await dialog.getByRole('heading', { name: shown(earlier.attendance_date), exact: true }).waitFor();
    await table.getByRole('cell', { name: seeded[0].access_card_no! }).first().waitFor();
    const rows = await cells();
    expect(rows).toHaveLength(seeded.length);
    expect(rows[0]).toEqual([
      'EMP020',
      shown(earlier.attendance_date),
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(seeded[0].log_date_time),
      seeded[0].direction === 'IN' ? 'In' : seeded[0].direction === 'OUT' ? 'Out' : '—',
      seeded[0].access_card_no,
      seeded[0].door_address,
      seeded[0].device_name,
    ]);
  });

  it('sets the lock dates and shows the windows they give', async () => {
    const { page, server } = suite;
    const today = attendanceToday();
    const open = payrollMonthOf(today);
    const previousStart = payrollMonthOf(format(subDays(parseISO(open.startDate), 1), 'yyyy-MM-dd')).startDate;
    const yesterday = format(subDays(parseISO(today), 1), 'yyyy-MM-dd');
    await enterAs(page, server, 'HR001', '/lockAttendanceDate');
    await page.getByRole('heading', { name: 'Lock Attendance Date' }).waitFor();
    const windows = page.getByRole('table', { name: 'Attendance windows' });
    const row = (label: string) => windows.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) }).getByRole('cell');
    await row('Open payroll month').waitFor();
    expect(await row('Open payroll month').textContent()).toBe(`${shown(open.startDate)} to ${shown(open.endDate)}`);

    await page.getByLabel('Approver lock date').fill(shown(previousStart));
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Lock dates saved successfully');
    await page.getByRole('button', { name: 'Update' }).waitFor();
    expect(await row('Approvers may decide').textContent()).toBe(`${shown(previousStart)} to ${shown(yesterday)}`);
    expect(await row('Closed to requests').textContent()).toBe(`Before ${shown(previousStart)}`);
    const stored = await db().selectFrom('attendance_lock').selectAll().executeTakeFirstOrThrow();
    expect([stored.attendance_emp_lock_date, stored.attendance_repo_lock_date, stored.updated_by]).toEqual([null, previousStart, 'HR001']);
  });
});
