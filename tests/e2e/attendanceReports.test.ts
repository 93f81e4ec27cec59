import { addDays, format, parseISO } from 'date-fns';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attendanceToday } from '../../src/server/attendance/attendanceClock.js';
import { expectAccessible } from '../helpers/accessibility.js';
import { enterAs, shows, toast, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';

const HEADER = 'Emp ID,Date,Time,Punch';
const PHONE = { width: 390, height: 844 };

/**
 * Onsite attendance, reports and trackers in Chromium (issue 20 §3, §4, §6), on a 390 px phone with the
 * axe gate on each page: HR001 uploads an onsite CSV with one bad row, reads the error grid, fixes the
 * file and uploads it; MGR001 rejects one day (the reason is required) and approves the other; the
 * trackers show their chart and figures; the reports hold their forms to spec 001 §5.
 */
describe('onsite attendance, reports and trackers', () => {
  const suite = useBrowserSuite();
  const day = format(addDays(parseISO(attendanceToday()), -3), 'yyyy-MM-dd');
  const onsiteDays = async () =>
    (
      await sql<{
        emp_id: string;
        status: string;
      }>`SELECT e.emp_id, o.status FROM onsite_attendance o JOIN employee e ON e.id = o.employee_id WHERE o.attendance_date = ${day}::date ORDER BY e.emp_id`.execute(
        suite.server.database.db,
      )
    ).rows;
  const choose = (page: Page, rows: string[]) =>
    page.getByLabel('Onsite attendance CSV file').setInputFiles({
      name: 'onsite.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([HEADER, ...rows].join('\n')),
    });

  it('HR001 uploads a file with one bad row, reads the grid, fixes it; MGR001 rejects one day with a reason and approves the other', async () => {
    const page = suite.page;
    await page.setViewportSize(PHONE);
    await enterAs(page, suite.server, 'HR001', '/adminAttendance/onsiteAttendanceProcess');
    await toastGateOpen(page);
    await page.getByRole('heading', { name: 'Onsite Attendance Process', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Process', exact: true }).click();
    await shows(page, 'Please Select the Date!');
    await expectAccessible(page, 'onsite process, 390 px');

    await page.getByRole('radio', { name: 'Bulk Upload' }).check();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await shows(page, 'File is required');
    await choose(page, [
      `EMP001,${day},09:30,IN`,
      `EMP001,${day},18:30,OUT`,
      `EMP002,${day},10:10,IN`,
      `EMP002,${day},19:00,OUT`,
      `EMP003,${day},09:00,SIDEWAYS`,
    ]);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await shows(page, '1 of 5 rows has errors; nothing was uploaded');
    const grid = page.getByRole('table', { name: 'Rows with errors' });
    await shows(grid, 'Punch must be IN or OUT; found SIDEWAYS');
    expect(await grid.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: 'Download error file' }).waitFor();
    await expectAccessible(page, 'onsite error grid, 390 px');
    expect(await onsiteDays()).toEqual([]);

    await toastGateOpen(page);
    await choose(page, [`EMP001,${day},09:30,IN`, `EMP001,${day},18:30,OUT`, `EMP002,${day},10:10,IN`, `EMP002,${day},19:00,OUT`]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Uploaded Successfully!');
    expect((await download).suggestedFilename()).toBe('OnsiteAttendance.xlsx');
    expect(await onsiteDays()).toEqual([
      { emp_id: 'EMP001', status: 'Pending' },
      { emp_id: 'EMP002', status: 'Pending' },
    ]);

    const manager = await suite.open();
    await manager.setViewportSize(PHONE);
    await enterAs(manager, suite.server, 'MGR001', '/attendance/onsiteApprovals');
    await toastGateOpen(manager);
    await manager.getByRole('tab', { name: 'Pending (2)' }).waitFor();
    await expectAccessible(manager, 'onsite approvals, 390 px');
    await manager.getByRole('button', { name: `Reject EMP002 on ${day}` }).click();
    const dialog = manager.getByRole('dialog', {
      name: 'Reject Onsite Attendance',
    });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await shows(dialog, 'Reason is required');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Was not at the client that day');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await toast(manager, 'Rejected successfully!');
    await toastGateOpen(manager);
    await manager.getByRole('button', { name: `Approve EMP001 on ${day}` }).click();
    await toast(manager, 'Approved successfully!');
    await manager.getByRole('tab', { name: 'Approved (2)' }).click();
    await shows(manager.getByRole('table', { name: 'Approved onsite attendance' }), 'Was not at the client that day');
    expect(await onsiteDays()).toEqual([
      { emp_id: 'EMP001', status: 'Approved' },
      { emp_id: 'EMP002', status: 'Rejected' },
    ]);
  });

  it("MGR001 reads the employee tracker's chart, departments and a member's dates; HR001 the admin tracker and reports, each accessible at 390 px", async () => {
    const page = suite.page;
    await page.setViewportSize(PHONE);
    await enterAs(page, suite.server, 'MGR001', '/attendance/employeeTracker');
    await page.getByRole('heading', { name: 'Employee Tracker', level: 1 }).waitFor();
    await page
      .getByRole('figure', {
        name: 'Presence and productive hours by department',
      })
      .waitFor();
    const { department } = await suite.server.database.db.selectFrom('employee').select('department').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    await page.getByRole('heading', { name: department, level: 2 }).click();
    const members = page.getByRole('table', {
      name: `${department} employees`,
    });
    await members.getByRole('button', { name: 'Dates of EMP001' }).click();
    await page.getByRole('table', { name: 'Dates of EMP001' }).waitFor();
    await expectAccessible(page, 'employee tracker, 390 px');
    await page.getByLabel('To Date').fill(attendanceToday());
    await page.getByRole('button', { name: 'Submit' }).click();
    await shows(page, 'To date must be at most yesterday');

    const hr = await suite.open();
    await hr.setViewportSize(PHONE);
    await enterAs(hr, suite.server, 'HR001', '/adminAttendance/tracker');
    await hr.getByRole('heading', { name: 'Tracker', level: 1 }).waitFor();
    const table = hr.getByRole('table', { name: 'Tracker by department' });
    await shows(table, department);
    expect(await table.getByRole('columnheader').count()).toBe(11);
    await hr
      .getByRole('figure', {
        name: 'Presence and productive hours by department',
      })
      .waitFor();
    await expectAccessible(hr, 'admin tracker, 390 px');

    await hr.goto('/adminAttendance/attendanceReport');
    await hr.getByRole('table', { name: 'Attendance report' }).getByRole('row').nth(1).waitFor();
    await hr.getByRole('searchbox', { name: 'Search employees' }).fill('EMP003');
    await shows(hr.getByRole('table', { name: 'Attendance report' }), 'EMP003');
    await expectAccessible(hr, 'admin attendance report, 390 px');

    await hr.goto('/attendance/report');
    await hr.getByRole('button', { name: 'Submit' }).click();
    await shows(hr, 'Please Select the Employee!');
    await expectAccessible(hr, 'reports, 390 px');
  });
});
