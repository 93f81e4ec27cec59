import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { markAttendanceDirty } from '../../src/server/attendance/markAttendanceDirty.js';
import { closePayrollMonth } from '../../src/server/attendance/monthClose/index.js';
import { expectAccessible } from '../helpers/accessibility.js';
import { enterAs, shows, toast, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';

/**
 * The payroll month close card of Month End Process (issue 20 §2, §6), at 390 px: HR closed 11-2026
 * (25 Oct – 24 Nov) with EMP001 absent on 9 Nov (the badge reader was down). HR001 overrides the day in the muster's Bulk Override and is refused (the month is closed),
 * reopens the month with a reason from the card, overrides successfully; the day recomputes and the
 * card lists the LOP reversal for the next payroll. Server and browser run on 27 Nov 2026.
 */
const NOW = new Date('2026-11-27T06:00:00Z');
const REASON = 'Swipe device lost the punches of 9 Nov';

describe('payroll month close card', () => {
  const suite = useBrowserSuite({ clockAt: NOW });
  const db = () => suite.server.database.db;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    const acme = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    const emp001 = (await db().selectFrom('employee').select('id').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow()).id;
    const processed = () => suite.server.app.attendanceProcessor.whenIdle();
    await db().deleteFrom('swipe').where('employee_id', '=', emp001).where('attendance_date', '=', '2026-11-09').execute();
    await markAttendanceDirty(db(), acme, { employeeIds: [emp001], from: '2026-11-09', to: '2026-11-09' });
    await processed();
    await db().transaction().execute((trx) => closePayrollMonth(trx, acme, '11-2026', 'HR001'));
  });
  afterAll(() => vi.useRealTimers());

  it('refuses an override of a closed day until the month is reopened with a reason, then lists the LOP reversal the next payroll carries', async () => {
    const { page, server } = suite;
    await page.setViewportSize({ width: 390, height: 844 });
    // The muster's Bulk Override: EMP001's 9 Nov, both sessions P, in the closed month.
    const overrideNinth = async () => {
      await enterAs(page, server, 'HR001', '/adminAttendance/attendanceMuster');
      await page.getByRole('table', { name: 'Attendance muster' }).waitFor();
      await toastGateOpen(page);
      await page.getByRole('tab', { name: 'Bulk Override' }).click();
      await page.getByRole('combobox', { name: 'Employee', exact: true }).fill('EMP001');
      await page.getByRole('option', { name: /^EMP001 - / }).click();
      await page.getByRole('combobox', { name: 'Month' }).click();
      await page.getByRole('option', { name: 'November' }).click();
      const days = page.getByRole('table', { name: 'Attendance override' });
      await days.getByRole('button', { name: 'P for Session 1 of 09/11/2026' }).click();
      await days.getByRole('button', { name: 'P for Session 2 of 09/11/2026' }).click();
      await page.getByRole('textbox', { name: 'Remarks' }).fill('Badge reader was down');
      await page.getByRole('button', { name: 'Submit' }).click();
    };
    await overrideNinth();
    await toast(page, 'Payroll month 11-2026 is closed. Reopen it with a reason to change its days.');
    expect(await db().selectFrom('attendance_override').select('attendance_date').where('attendance_date', '=', '2026-11-09').execute()).toEqual([]);

    await enterAs(page, server, 'HR001', '/adminAttendance/monthEndProcess');
    await toastGateOpen(page);
    const card = page.getByRole('region', { name: 'Payroll Month Close' });
    await shows(card, '11-2026 · 25-10-2026 to 24-11-2026');
    const status = card.getByTestId('month-close-status');
    await expect.poll(() => status.textContent()).toMatch(/^Closed by Hema Raman \(HR001\) on 27-11-2026 \d\d:\d\d$/);
    await card.getByRole('button', { name: 'Download final muster' }).waitFor();
    await expectAccessible(page, 'month end process, closed month, 390 px');

    await card.getByRole('button', { name: 'Reopen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reopen Payroll Month 11-2026' });
    await dialog.getByRole('button', { name: 'Reopen' }).click();
    await shows(dialog, 'Reason is required');
    await dialog.getByLabel('Reason').fill('abc');
    await shows(dialog, 'Reason must be at least 5 characters');
    await expectAccessible(page, 'reopen dialog, 390 px');
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Reopen' }).click();
    await toast(page, 'Payroll month reopened successfully!');
    await expect.poll(() => status.textContent()).toMatch(new RegExp(`^Reopened by Hema Raman \\(HR001\\) on 27-11-2026 \\d\\d:\\d\\d: ${REASON}$`));
    expect(await card.getByRole('button', { name: 'Reopen' }).count()).toBe(0);

    // Reopened: the same override goes through.
    await overrideNinth();
    await toast(page, 'Override Updated Successfully!');
    expect(await db().selectFrom('attendance_override').select(['session1', 'session2']).where('attendance_date', '=', '2026-11-09').execute()).toEqual([{ session1: 'P', session2: 'P' }]);
    await enterAs(page, server, 'HR001', '/adminAttendance/monthEndProcess');

    // The overridden day recomputes; the card lists it against what payroll used.
    await server.app.attendanceProcessor.whenIdle();
    const refresh = card.getByRole('button', { name: 'Refresh' });
    if (await refresh.count()) await refresh.click();
    const table = card.getByRole('table', { name: 'LOP changes' });
    const row = table.getByRole('row').filter({ hasText: 'EMP001' });
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).map((text) => text.trim())).toEqual([
      expect.any(String),
      '09-11-2026: A (LOP 1) → P (LOP 0)',
      '-1',
      '0',
      '-1',
    ]);
    await expectAccessible(page, 'month end process, LOP changes, 390 px');
  });
});
