import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enterAs, shows, toast, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import { expectAccessible } from '../helpers/accessibility.js';
import type { TestServer } from '../helpers/testServer.js';

/**
 * An employee with no reporting manager (issue 17 §5): EMP021, ACME's head in the demo tree, sees on
 * both apply forms that requests go to the organisation's fallback approver, HR001 (ACME names none,
 * so its first HR Ops Admin), offered and chosen as Applying to; the leave applied lands with HR001.
 * At 390 px wide, through the accessibility gate (tests/helpers/accessibility.ts). Server and browser run on 2026-11-20.
 */
const NOW = new Date('2026-11-20T06:00:00Z');
const NOTICE = "No reporting manager is set for you: requests go to Hema Raman (HR001), your organisation's fallback approver.";

describe('fallback approver: the apply forms of an employee without a reporting manager', () => {
  const suite = useBrowserSuite({ clockAt: NOW });
  let server: TestServer;

  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    server = suite.server;
  });
  afterAll(() => vi.useRealTimers());

  async function open(page: Page, path: string) {
    await page.setViewportSize({ width: 390, height: 844 });
    await enterAs(page, server, 'EMP021', path);
    await toastGateOpen(page);
  }
  it('the regularization form names the fallback approver and says why', async () => {
    const page = suite.page;
    await open(page, '/attendance/regularization');
    await page.getByRole('heading', { name: 'Regularization', level: 1 }).waitFor();
    await shows(page, NOTICE);
    await shows(page, 'Hema Raman (Fallback Approver)');
    await expectAccessible(page, 'regularization, no reporting manager, 390 px');
  });

  it('the leave form names the fallback approver, and the leave applied goes to HR001', async () => {
    const page = suite.page;
    await open(page, '/leaveApply');
    await page.getByRole('heading', { name: 'Apply Leave', level: 1 }).waitFor();
    await shows(page, NOTICE);
    await page.getByRole('combobox', { name: 'Leave Type' }).click();
    await page.getByRole('option', { name: 'Casual Leave (CL)' }).click();
    await page.getByLabel('From Date').fill('26/11/2026');
    await page.getByLabel('To Date').fill('26/11/2026');
    await shows(page, 'Number of days: 1');
    await page.getByLabel('Reason').fill('Family function');
    await shows(page, 'Hema Raman (Fallback Approver)');
    await expectAccessible(page, 'leave apply, no reporting manager, 390 px');
    await page.getByRole('button', { name: 'Apply' }).click();
    await toast(page, 'Leave applied successfully!');
    const stored = await server.database.db
      .selectFrom('leave_application as l')
      .innerJoin('employee as e', 'e.id', 'l.employee_id')
      .innerJoin('employee as a', 'a.id', 'l.applied_to_id')
      .select(['a.emp_id as approver', 'l.status'])
      .where('e.emp_id', '=', 'EMP021')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ approver: 'HR001', status: 'Pending' });
  });
});
