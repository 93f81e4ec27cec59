import os from 'node:os';
import path from 'node:path';
import { format, parseISO } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAttendanceProcessor, type AttendanceProcessor } from '../../src/server/attendance/processor/index.js';
import { createServerWorkerPool } from '../../src/server/serverWorkerPool.js';
import { dayCellName } from '../../widgets/dayCellName.js';
import { expectAccessible } from '../helpers/accessibility.js';
import { enterAs, shows, toast } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';

/**
 * The Attendance Muster in Chromium: HR001 processes the open payroll month for all employees and
 * follows the job through a page reload; then opens EMP001's absent day from the muster and reads
 * why it is A (the calendar's own day dialog), and what the LOP total adds up.
 * Sunday 2026-11-22 in India: the open payroll month is 2026-10-25..2026-11-24.
 */
const NOW = new Date('2026-11-22T06:30:00Z');
const ABSENT = '2026-11-03';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
const TRACE = 'Marked absent: one punch at 09:12, no out-punch; a day needs at least 04:00 worked for a half day.';

describe('attendance muster', () => {
  const suite = useBrowserSuite({ clockAt: NOW });
  let processor: AttendanceProcessor | undefined;
  const pool = createServerWorkerPool();

  beforeAll(async () => {
    const { db } = suite.server.database;
    const emp = await db.selectFrom('employee').select(['id', 'organization_id']).where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    // EMP001's 11-03: a working Tuesday with one 09:12 in-punch (no holiday, no leave, no regularization).
    await db.deleteFrom('holiday').where('organization_id', '=', emp.organization_id).where('holiday_date', '=', ABSENT).execute();
    await db.deleteFrom('swipe').where('employee_id', '=', emp.id).where('attendance_date', '=', ABSENT).execute();
    await db.deleteFrom('regularization_date').where('employee_id', '=', emp.id).where('attendance_date', '=', ABSENT).execute();
    await db.deleteFrom('leave_application_day').where('employee_id', '=', emp.id).where('leave_date', '=', ABSENT).execute();
    await db
      .insertInto('swipe')
      .values({ organization_id: emp.organization_id, employee_id: emp.id, log_date_time: new Date(`${ABSENT}T09:12:00+05:30`), attendance_date: ABSENT, device_name: 'Main Gate', direction: 'IN' })
      .execute();
  });
  afterAll(async () => {
    await processor?.stop();
    await pool.close();
  });

  it('HR001 processes the month for all employees, reloads half-way, and reads why EMP001 is absent', async () => {
    const { page, server } = suite;
    // The server's own processor is held so the job is still running when the page reloads; a
    // processor started later (as another server process would) finishes it.
    await server.app.attendanceProcessor.stop();
    await enterAs(page, server, 'HR001', '/adminAttendance/attendanceMuster');
    await page.getByRole('table', { name: 'Attendance muster' }).waitFor();
    await shows(page, 'Payroll month 25/10/2026 – 24/11/2026');

    await page.getByRole('button', { name: 'Process Attendance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Process Attendance' });
    await dialog.getByRole('radio', { name: 'Selected Employees' }).check();
    await dialog.getByRole('button', { name: 'Process' }).click();
    await shows(dialog, 'Please select an employee');
    await dialog.getByRole('radio', { name: 'All Employees' }).check();
    await dialog.getByRole('button', { name: 'Process' }).click();
    await dialog.waitFor({ state: 'detached' });
    const progress = page.getByRole('progressbar', { name: 'Processing attendance' });
    await progress.waitFor();
    await page.getByRole('status').filter({ hasText: 'Processing attendance' }).waitFor();

    await page.reload();
    await progress.waitFor();
    expect(await page.getByRole('button', { name: 'Process Attendance' }).isDisabled()).toBe(true);

    processor = startAttendanceProcessor(server.database, pool);
    await toast(page, 'Attendance processed successfully!', 60_000);
    await progress.waitFor({ state: 'detached' });

    await page.getByRole('combobox', { name: 'Employee', exact: true }).fill('EMP001');
    await page.getByRole('option', { name: /^EMP001 - / }).click();
    const emp001 = await server.database.db.selectFrom('employee').select(['first_name', 'last_name']).where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    const name = `${emp001.first_name} ${emp001.last_name}`;
    const cell = page.getByRole('button', { name: dayCellName('A', ABSENT, [name, 'absent']) });
    await cell.waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'attendance-muster.png') });
    await cell.click();
    const details = page.getByRole('dialog', { name: `Attendance Details for ${format(parseISO(ABSENT), 'dd/MM/yyyy')}` });
    await shows(details, TRACE);
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: new RegExp(`LOP days of ${name}: what it adds up`) }).click();
    const lop = page.getByRole('dialog', { name: `LOP of ${name} (EMP001)` });
    await shows(lop, ABSENT);
    await lop.getByRole('button', { name: 'Close' }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'attendance muster at 390 px');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'attendance-muster-phone.png') });
  });
});
