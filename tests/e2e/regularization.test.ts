import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayCell, enterPastToastGate, shows, toast, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import type { TestServer } from '../helpers/testServer.js';

/**
 * Regularization in Chromium (issue 10 §5): EMP001 applies REG for two absent days with times;
 * MGR001 partially approves (one approved, one rejected with remarks); EMP001 reads the statuses
 * under Completed; EMP001 applies again and withdraws it. Server and browser both run on
 * 2026-11-20 (India): the employee window is 2026-10-25..2026-11-19. The absent days are
 * attendance_day rows written here, as the processor writes them.
 */
const NOW = new Date('2026-11-20T06:00:00Z');
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? os.tmpdir();

describe('regularization: apply, partial approval, completed statuses, withdraw', () => {
  const suite = useBrowserSuite({ clockAt: NOW });
  let server: TestServer;

  beforeAll(() => {
    server = suite.server;
  });

  async function absent(dates: string[]) {
    const { db } = server.database;
    const acme = await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow();
    const emp = await db.selectFrom('employee').select('id').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    await db
      .insertInto('attendance_day')
      .values(dates.map((date) => ({ organization_id: acme.id, employee_id: emp.id, attendance_date: date, status_code: 'A', shift_code: 'S1', record: JSON.stringify({ inTime: null, outTime: null }), result_hash: `e2e-${date}` })))
      .onConflict((oc) => oc.columns(['organization_id', 'employee_id', 'attendance_date']).doUpdateSet({ status_code: 'A' }))
      .execute();
  }

  const open = (page: Page, empId: string, path: string) => enterPastToastGate(page, server, empId, path);

  /** Fills one Apply row's reason and times. */
  async function fillRow(page: Page, date: string, reason: string, inTime: string, outTime: string) {
    const row = page.getByTestId(`apply-row-${date}`);
    await row.getByLabel('Reason').fill(reason);
    await row.getByLabel('In Time').fill(inTime);
    await row.getByLabel('Out Time').fill(outTime);
  }

  it('EMP001 applies, MGR001 partially approves, EMP001 sees each date’s status, applies again and withdraws', async () => {
    // Only this test's absent days: the seed's processed days of EMP001 would join Quick Add.
    const emp = await server.database.db.selectFrom('employee').select('id').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    await server.database.db.deleteFrom('attendance_day').where('employee_id', '=', emp.id).execute();
    await absent(['2026-11-16', '2026-11-17']);
    const employee = suite.page;
    await open(employee, 'EMP001', '/attendance/regularization');
    await employee.getByRole('heading', { name: 'Regularization', level: 1 }).waitFor();
    await employee.getByRole('tab', { name: 'Pending (0)' }).waitFor();
    expect(await employee.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);

    // Quick Add brings both open absent days into the form; the primary manager is the default approver.
    await employee.getByRole('button', { name: 'Quick Add' }).click();
    await fillRow(employee, '2026-11-16', 'Forgot to swipe in', '09:30', '18:30');
    await fillRow(employee, '2026-11-17', 'Card reader was down', '09:45', '18:40');
    await shows(employee, 'Manoj Kumar (Primary Manager)');
    await employee.screenshot({ path: path.join(SCREENSHOTS, 'regularization-apply.png'), fullPage: true });
    await employee.getByRole('button', { name: 'Submit' }).click();
    await toast(employee, 'Regularization applied successfully!');
    await employee.getByRole('tab', { name: 'Pending (1)' }).click();
    await employee.getByLabel('Status Pending').waitFor();

    // MGR001: the card, then 'Applied Date Regularization' with one date rejected.
    const manager = await suite.open();
    await open(manager, 'MGR001', '/attendance/approvals');
    await manager.getByRole('tab', { name: 'Pending (1)' }).waitFor();
    await manager.getByText(/\(EMP001\)$/).click();
    // The card has opened (its actions sit inside it).
    await manager.locator('[data-testid^="regularization-"]').getByRole('button', { expanded: true }).waitFor();
    for (const label of ['Work Type', 'No. of days', 'Applied On', 'Applied For', 'IN/OUT Time', 'Employee Reason', 'Employee Remarks']) await shows(manager, label);
    await shows(manager, '16/11/2026: 09:30 - 18:30');
    await manager.getByRole('button', { name: 'Partial Approve' }).click();
    await manager.getByRole('heading', { name: 'Applied Date Regularization' }).waitFor();
    await manager.getByTestId('partial-2026-11-17').getByRole('switch').click();
    await shows(manager.getByTestId('partial-2026-11-17'), 'Rejected');
    await manager.getByRole('button', { name: 'Submit' }).click();
    await shows(manager, 'Remarks required for rejected date.');
    await manager.screenshot({ path: path.join(SCREENSHOTS, 'regularization-partial-approval.png'), fullPage: true });
    await manager.getByLabel('Remarks for 2026-11-17').fill('No entry on the gate log');
    await manager.getByRole('button', { name: 'Submit' }).click();
    // A partial decision says so (spec 001 §9's message), not 'Approved successfully!'.
    await toast(manager, 'Regularization Updated Successfully!');
    await manager.getByRole('tab', { name: 'Completed (1)' }).waitFor();

    // EMP001: Completed shows the decision per date.
    await employee.reload();
    await toastGateOpen(employee);
    await employee.getByRole('tab', { name: 'Completed (1)' }).click();
    await employee.getByText(/\(EMP001\)$/).click();
    await shows(employee, 'Partially Approved');
    await shows(employee, '16/11/2026: Approved');
    await shows(employee, '17/11/2026: Rejected (No entry on the gate log)');
    await employee.screenshot({ path: path.join(SCREENSHOTS, 'regularization-completed.png'), fullPage: true });

    // The calendar (spec 001 §2): the approved date is processed again and present, in green; the rejected one is pink.
    await server.app.attendanceProcessor.whenIdle();
    await open(employee, 'EMP001', '/attendance/calendar');
    const calendar = employee.getByRole('grid', { name: 'Attendance calendar' });
    const approved = dayCell(calendar, '2026-11-16', 'P').getByTestId('status-circle');
    await approved.waitFor();
    expect(await approved.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(76, 175, 80)');
    const rejected = dayCell(calendar, '2026-11-17', /\S+/).getByTestId('status-circle');
    expect(await rejected.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(248, 187, 208)');
    await open(employee, 'EMP001', '/attendance/regularization');

    // Another application (the rejected day may be applied for again, and a new absent day), then withdrawn.
    await absent(['2026-11-17', '2026-11-18']);
    await employee.reload();
    await toastGateOpen(employee);
    await employee.getByRole('button', { name: 'Quick Add' }).click();
    await fillRow(employee, '2026-11-17', 'Gate log was wrong', '09:45', '18:40');
    await fillRow(employee, '2026-11-18', 'Forgot to swipe out', '09:30', '18:30');
    await employee.getByRole('button', { name: 'Submit' }).click();
    await toast(employee, 'Regularization applied successfully!');
    await toastGateOpen(employee);
    await employee.getByRole('tab', { name: 'Pending (1)' }).click();
    await employee.getByText(/\(EMP001\)$/).click();
    await employee.locator('[data-testid^="regularization-"]').getByRole('button', { expanded: true }).waitFor();
    await employee.getByRole('button', { name: 'Withdraw' }).click();
    await employee.getByRole('heading', { name: 'Regularization Withdraw' }).waitFor();
    expect(await employee.getByLabel('Start Time 2026-11-18').inputValue()).toBe('09:30');
    await employee.getByRole('button', { name: 'Withdraw' }).click();
    await toast(employee, 'Withdraw Successfully.');
    // Back to the page 3 s later.
    await employee.clock.fastForward(3000);
    await employee.getByRole('heading', { name: 'Regularization Withdraw' }).waitFor({ state: 'detached' });
    await employee.getByRole('tab', { name: 'Pending (0)' }).click();
    await shows(employee, 'No Records Available');
    await employee.getByRole('tab', { name: 'Completed (2)' }).click();
    await shows(employee, 'Withdraw');
  });
});
