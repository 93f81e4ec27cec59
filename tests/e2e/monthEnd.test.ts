import { beforeAll, describe, expect, it, vi } from 'vitest';
import { markAttendanceDirty } from '../../src/server/attendance/markAttendanceDirty.js';
import { expectAccessible } from '../helpers/accessibility.js';
import { enterPastToastGate, shows, toast, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import { call } from '../helpers/routeWalk.js';

/**
 * The month end in Chromium (issue 20 §2, §6): HR001 reads the cockpit of payroll month 11-2026
 * (2026-10-25..2026-11-24), selects three pending leave applications, previews what they will do,
 * rejects one with a remark and approves two, then closes the month with the cut-off policy
 * approving the regularization still pending, after its preview; and the page passes axe at 390 px.
 * The items are applied on 2026-11-20, inside the employees' window; the month end runs on
 * 2026-11-26 with no approver lock date: the approvers' window starts at the open payroll month
 * (25 Nov), and the month end decides 11-2026's items by its own authority. Each cockpit number
 * opens its list: an approver's count their items in the tab, the LOP figures the muster's rows.
 */
const MONTH_END_ON = new Date('2026-11-26T06:00:00Z');
const ABSENT: Record<string, string> = { EMP001: '2026-11-10', EMP002: '2026-11-11', EMP003: '2026-11-12', EMP004: '2026-11-13' };

describe('month end: cockpit, preview, decisions and the close', () => {
  const suite = useBrowserSuite({ clockAt: MONTH_END_ON });
  const codes: Record<string, string> = {};

  beforeAll(async () => {
    const { server } = suite;
    const { db } = server.database;
    const acme = (await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    const ids = new Map((await db.selectFrom('employee').select(['id', 'emp_id']).execute()).map((row) => [row.emp_id, row.id]));
    vi.setSystemTime(new Date('2026-11-20T06:00:00Z'));
    // The month's stored days are this file's only, so the cockpit's LOP is the four days below.
    await db.deleteFrom('attendance_day').where('organization_id', '=', acme).where('attendance_date', '>=', '2026-10-25').where('attendance_date', '<=', '2026-11-24').execute();
    // Each employee's day without swipes: absent, a day of LOP.
    for (const [empId, date] of Object.entries(ABSENT)) {
      await db.deleteFrom('swipe').where('employee_id', '=', ids.get(empId)!).where('attendance_date', '=', date).execute();
      await markAttendanceDirty(db, acme, { employeeIds: [ids.get(empId)!], from: date, to: date });
    }
    await server.app.attendanceProcessor.whenIdle();
    const send = async (empId: string, url: string, body: unknown) => {
      const response = await call(server, (await server.login(empId)).token, 'POST', url, body);
      expect(response.statusCode, response.body).toBe(201);
      return response;
    };
    for (const [empId, type] of [['EMP001', 'CL'], ['EMP002', 'CL'], ['EMP003', 'SL']] as const) {
      codes[empId] = (await send(empId, '/api/leave/apply', { leaveType: type, fromDate: ABSENT[empId], toDate: ABSENT[empId], reason: 'Family function', appliedTo: 'MGR001' })).json().data.leaveCode;
    }
    await send('EMP004', '/api/attendance-regularization', {
      regularizationInfo: [{ date: ABSENT.EMP004, reason: 'Forgot to swipe', inTime: '09:30', outTime: '18:30', session: [1, 2], key: 'REG' }],
      appliedTo: 'MGR001',
      remark: 'Badge left at home',
      monthYear: '11-2026',
    });
    await server.app.attendanceProcessor.whenIdle();
    vi.setSystemTime(MONTH_END_ON);
  });

  it('HR001 reads the cockpit, previews and decides three applications, and closes the month', async () => {
    const { page, server } = suite;
    await enterPastToastGate(page, server, 'HR001', '/adminAttendance/monthEndProcess');
    await page.getByRole('heading', { name: 'Month End Process', level: 1 }).waitFor();
    await page.getByLabel('Month', { exact: true }).fill('2026-11');
    const cockpit = page.getByRole('region', { name: 'Month-end cockpit' });
    await shows(cockpit, 'Payroll month 25/10/2026 – 24/11/2026');
    await cockpit.getByRole('button', { name: 'Pending leave applications: 3' }).waitFor();
    await cockpit.getByRole('button', { name: 'Pending regularizations: 1' }).waitFor();
    // The four absent days: four employees with a day of LOP each, and no close before.
    await cockpit.getByRole('link', { name: 'Employees with LOP: 4' }).waitFor();
    await cockpit.getByRole('link', { name: 'LOP days, no previous run: 4' }).waitFor();
    expect(await cockpit.getByRole('link', { name: /^Days not yet processed: \d+$/ }).getAttribute('href')).toBe('/adminAttendance/attendanceMuster?monthYear=11-2026&unprocessedOnly=true');

    // An approver's count opens its tab filtered to the items they hold.
    await cockpit.getByRole('button', { name: 'Pending regularizations held by Manoj Kumar (MGR001): 1' }).click();
    await page.getByRole('table', { name: 'Attendance Regularization' }).getByRole('cell', { name: 'EMP004', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Applied To' }).inputValue()).toBe('MGR001');
    await cockpit.getByRole('button', { name: 'Pending leave held by Manoj Kumar (MGR001): 3' }).click();
    const table = page.getByRole('table', { name: 'Leave Application' });
    for (const empId of ['EMP001', 'EMP002', 'EMP003']) await table.getByRole('cell', { name: empId, exact: true }).waitFor();
    for (const empId of ['EMP001', 'EMP002', 'EMP003']) await page.getByRole('checkbox', { name: `Select ${codes[empId]}` }).check();
    await page.getByRole('group', { name: `Decision for ${codes.EMP003}` }).getByRole('button', { name: 'Reject' }).click();
    // A rejection without its remark is not sent.
    await page.getByRole('button', { name: 'Submit (3)' }).click();
    await shows(page, 'Remark is required when rejecting');
    await page.getByRole('textbox', { name: `Remark for ${codes.EMP003}` }).fill('Audit week, no leave');
    await page.getByRole('button', { name: 'Submit (3)' }).click();

    // The preview: two absent days become casual leave, the rejected day stays absent; CL 8 → 7 twice.
    const preview = page.getByRole('dialog', { name: 'Preview of the decisions' });
    await shows(preview, '3 item(s) for 3 employee(s): 2 day(s) change, LOP +0 / −2 day(s).');
    const effect = preview.getByRole('table', { name: 'Effect of the decisions' });
    await effect.getByRole('row', { name: /EMP001 .* 10\/11\/2026 A → CL -1 CL 8 → 7/ }).waitFor();
    await effect.getByRole('row', { name: /EMP002 .* 11\/11\/2026 A → CL -1 CL 8 → 7/ }).waitFor();
    await effect.getByRole('row', { name: /EMP003 .* No change 0 SL 8 → 8/ }).waitFor();
    await expectAccessible(page, 'the month-end preview');
    await preview.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Leave Updated Successfully!');
    await table.getByRole('cell', { name: 'No data available' }).waitFor();
    await cockpit.getByRole('button', { name: 'Pending leave applications: 0' }).waitFor();
    const { db } = server.database;
    const statuses = await db.selectFrom('leave_application').select(['leave_code', 'status']).where('leave_code', 'in', Object.values(codes)).orderBy('leave_code').execute();
    expect(Object.fromEntries(statuses.map((row) => [row.leave_code, row.status]))).toEqual({ [codes.EMP001]: 'Approved', [codes.EMP002]: 'Approved', [codes.EMP003]: 'Rejected' });

    // The close: the regularization still pending is approved by the policy, shown first.
    await server.app.attendanceProcessor.whenIdle();
    await page.getByRole('button', { name: 'Close payroll month' }).click();
    const close = page.getByRole('dialog', { name: 'Close payroll month 11-2026' });
    await shows(close, '1 item(s) are still pending (0 leave, 1 regularization). What should the close do with them?');
    await close.getByRole('radio', { name: 'Approve' }).check();
    await close.getByRole('button', { name: 'Preview' }).click();
    await close.getByRole('row', { name: /EMP004 .* 13\/11\/2026 A → P -1/ }).waitFor();
    // Past the 3 s in which a second toast is dropped (spec 000 §9).
    await toastGateOpen(page);
    await close.getByRole('button', { name: 'Close month' }).click();
    await close.waitFor({ state: 'detached' });
    await toast(page, 'Payroll month closed');
    await shows(cockpit, 'Payroll month 25/10/2026 – 24/11/2026 (closed)');
    // Left: EMP003's rejected day, against the close's own snapshot.
    await cockpit.getByRole('link', { name: 'LOP days, previous run 1 (+0): 1' }).waitFor();
    // The LOP figure opens the month's muster filtered to the employees with LOP: EMP003 alone.
    await cockpit.getByRole('link', { name: 'Employees with LOP: 1' }).click();
    const muster = page.getByRole('table', { name: 'Attendance muster' });
    await shows(page, 'Payroll month 25/10/2026 – 24/11/2026');
    await muster.getByRole('rowheader', { name: 'EMP003', exact: true }).waitFor();
    await expect.poll(() => muster.getByRole('rowheader').allTextContents()).toEqual(['EMP003']);
    await page.goBack();
    await cockpit.getByRole('link', { name: 'Employees with LOP: 1' }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'the month end on a 390 px phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
