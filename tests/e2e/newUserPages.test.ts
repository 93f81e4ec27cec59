import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { format, parseISO, subDays } from 'date-fns';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceToday } from '../../src/server/attendance/attendanceClock.js';
import { payrollMonthOf } from '../../src/shared/payrollMonth.js';
import { expectAccessible } from '../helpers/accessibility.js';
import { enterAs, enterPastToastGate, shows, toast, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import { bearer, type TestServer } from '../helpers/testServer.js';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/ui';
mkdirSync(SCREENSHOTS, { recursive: true });
/** Server and pages run on Friday 20 Nov 2026 (a payroll month from 25 Oct to 24 Nov). */
const NOW = new Date('2026-11-20T06:00:00Z');
/** dd-MM-yyyy, the lock screen's shape. */
const dashed = (day: string) => format(parseISO(day), 'dd-MM-yyyy');

/**
 * Issue 17 §5 in Chromium: the page defects a new user trips over, each seen as the demo user would
 * see it — ACME's HR adding a holiday, the lock dates, the dashboard's Pending Approvals, the leave
 * balance card, the leave date picker, 24-hour times under an en-IN browser, a form message that goes
 * once the field is right, the approval screens of someone who approves no one, and the shift row menu.
 */
describe('what a new user trips over on the pages (issue 17 §5)', () => {
  const suite = useBrowserSuite({ clockAt: NOW });
  let server: TestServer;

  beforeAll(() => {
    server = suite.server;
  });

  const open = (page: Page, empId: string, where: string) => enterPastToastGate(page, server, empId, where);
  const phone = (page: Page) => page.setViewportSize({ width: 390, height: 844 });
  const db = () => server.database.db;
  /** An API call as a demo user, as an integrator would make it. */
  const api = async (empId: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: bearer((await server.login(empId)).token), payload: payload as object });

  it("Add Holiday offers ACME's HR only ACME's work locations, says what is missing until it is typed, and has Cancel", async () => {
    const page = suite.page;
    await phone(page);
    await open(page, 'HR001', '/adminHolidaysall');
    await page.getByRole('button', { name: 'Add Holiday' }).click();
    const form = page.getByRole('dialog', { name: 'Add Holiday' });
    await form.getByRole('checkbox', { name: 'All Locations' }).uncheck();
    await form.getByRole('combobox', { name: 'Locations' }).click();
    const offered = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(offered).toEqual(expect.arrayContaining(['Chennai HQ', 'Bengaluru']));
    expect(offered.filter((name) => ['Cairo', 'Alexandria'].includes(name))).toEqual([]);
    await page.keyboard.press('Escape');

    // A message shown by Submit goes as soon as its field is right (the shared form's rule).
    await form.getByRole('button', { name: 'Submit' }).click();
    await shows(form, 'Occasion is required');
    await form.getByLabel('Occasion').fill('Founders Day');
    await form.getByText('Occasion is required').waitFor({ state: 'detached' });
    const cancel = form.getByRole('button', { name: 'Cancel' });
    await cancel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'add-holiday-390.png') });
    await expectAccessible(page, 'Add Holiday at 390 px');
    const box = await cancel.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await cancel.click();
    await form.waitFor({ state: 'detached' });
    expect(await db().selectFrom('holiday').select('id').where('occasion', '=', 'Founders Day').execute()).toEqual([]);
  });

  it('a lock date can be cleared (no lock date), and a refusal names its date as DD-MM-YYYY', async () => {
    const page = suite.page;
    await phone(page);
    const today = attendanceToday();
    const open_ = payrollMonthOf(today);
    const previousStart = payrollMonthOf(format(subDays(parseISO(open_.startDate), 1), 'yyyy-MM-dd')).startDate;
    await open(page, 'HR001', '/lockAttendanceDate');
    const approver = page.getByLabel('Approver lock date');
    await approver.fill(dashed(previousStart));
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Lock dates saved successfully');
    await page.getByRole('button', { name: 'Update' }).waitFor();
    expect((await db().selectFrom('attendance_lock').select('attendance_repo_lock_date').executeTakeFirstOrThrow()).attendance_repo_lock_date).toBe(previousStart);

    // Emptied, it means no lock date: no 'Invalid date' holds the save back.
    await approver.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    expect(await page.getByText('Invalid date').count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'lock-dates-cleared-390.png') });
    await expectAccessible(page, 'Lock Attendance Date at 390 px');
    await toastGateOpen(page);
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Lock dates updated successfully');
    await expect.poll(async () => (await db().selectFrom('attendance_lock').select('attendance_repo_lock_date').executeTakeFirstOrThrow()).attendance_repo_lock_date).toBeNull();

    // A date before the previous payroll month is refused in the page's own shape.
    const tooEarly = format(subDays(parseISO(previousStart), 1), 'yyyy-MM-dd');
    await approver.fill(dashed(tooEarly));
    await toastGateOpen(page);
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, `Approver lock date cannot be before ${dashed(previousStart)}, the start of the previous payroll month`);
  });

  it("counts pending leave on the approver's dashboard, and the applicant's balance card heads with what is still available", async () => {
    const applied = await api('EMP002', 'POST', '/api/leave/apply', {
      leaveType: 'CL',
      fromDate: '2026-11-23',
      fromSessions: [1, 2],
      toDate: '2026-11-24',
      toSessions: [1, 2],
      reason: 'Family function',
    });
    expect(applied.statusCode, applied.body).toBe(201);

    const manager = suite.page;
    await open(manager, 'MGR001', '/dashboard');
    await shows(manager, '1 leave application');

    const employee = await suite.open();
    await open(employee, 'EMP002', '/LeaveBalance');
    const cl = employee.getByRole('button', { name: /^Casual Leave \(CL\)/ });
    await cl.waitFor();
    expect(await cl.textContent()).toContain('6 days available');
    await shows(cl, 'Balance');
    await shows(cl, 'Pending');
  });

  it('leave dates are picked from a calendar and shown DD/MM/YYYY', async () => {
    const page = suite.page;
    await phone(page);
    await open(page, 'EMP001', '/leaveApply');
    await page.getByRole('heading', { name: 'Apply Leave', level: 1 }).waitFor();
    await page.getByRole('button', { name: /Choose date/ }).first().click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('gridcell', { name: '25' }).click();
    await expect.poll(() => page.getByLabel('From Date').inputValue()).toBe('25/11/2026');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'leave-apply-picked-390.png') });
    await expectAccessible(page, 'Apply Leave at 390 px');
  });

  it('times are HH:mm, 24-hour, in a browser set to en-IN; the shift row menu offers no Status', async () => {
    const indian = await suite.browser.newContext({ baseURL: server.url, locale: 'en-IN', timezoneId: 'Asia/Kolkata', viewport: { width: 1366, height: 850 } });
    try {
      const shift = await indian.newPage();
      expect(await shift.evaluate(() => navigator.language)).toBe('en-IN');
      await enterAs(shift, server, 'ADMIN', '/adminAttendance/shiftMaster');
      await shift.getByRole('gridcell', { name: 'N1', exact: true }).waitFor();
      // The grid shows the stored times as they are.
      await shows(shift, '22:00');
      await shift.getByRole('button', { name: 'Actions for S1' }).click();
      const menu = shift.getByRole('menu');
      await menu.getByRole('menuitem', { name: 'Edit' }).waitFor();
      expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Edit', 'Delete']);
      await shift.keyboard.press('Escape');

      await phone(shift);
      await shift.getByRole('button', { name: '+ Add Shift' }).click();
      const add = shift.getByRole('dialog', { name: 'Add Shift' });
      await add.getByLabel('In Time').fill('21:30');
      expect(await add.getByLabel('In Time').inputValue()).toBe('21:30');
      await add.getByLabel('Out Time').fill('06:00');
      expect(await add.getByLabel('Full Day Time').inputValue()).toBe('08:30');
      expect(await add.getByText(/\b(AM|PM|am|pm)\b/).count()).toBe(0);
      await shift.screenshot({ path: path.join(SCREENSHOTS, 'add-shift-en-IN-390.png') });
      await expectAccessible(shift, 'Add Shift under en-IN at 390 px');
    } finally {
      await indian.close();
    }
  });

  it('an employee who approves no one sees no Approvals screens; a manager does', async () => {
    const employee = suite.page;
    await open(employee, 'EMP001', '/attendance/regularization');
    const tabs = (page: Page, section: string) => page.getByRole('tablist', { name: `${section} pages` }).getByRole('tab').allTextContents();
    await employee.getByRole('tab', { name: 'Regularization' }).first().waitFor();
    expect(await tabs(employee, 'Attendance')).not.toContain('Approvals');
    expect(await tabs(employee, 'Attendance')).not.toContain('Onsite Approvals');
    await open(employee, 'EMP001', '/compOff');
    await employee.getByRole('tab', { name: 'My Claims' }).waitFor();
    expect((await employee.getByRole('tab').allTextContents()).filter((text) => text.startsWith('Approvals'))).toEqual([]);
    expect(await tabs(employee, 'Leave')).not.toContain('Leave Approval');

    const manager = await suite.open();
    await open(manager, 'MGR001', '/attendance/regularization');
    await manager.getByRole('tab', { name: 'Approvals', exact: true }).waitFor();
    expect(await tabs(manager, 'Attendance')).toContain('Onsite Approvals');
    await open(manager, 'MGR001', '/compOff');
    await manager.getByRole('tab', { name: /^Approvals/ }).waitFor();
    expect(await tabs(manager, 'Leave')).toContain('Leave Approval');
  });
});
