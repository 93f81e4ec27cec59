import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enterAs, shows, toast, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import { expectAccessible } from '../helpers/accessibility.js';

/** A 1×1 PNG: an attachment the product's file rules accept. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const REASON = 'Laptop <b>screen</b> flickers';

/**
 * Issue 22 §4 in Chromium: EMP001 raises a ticket for EMP002 with a file from the Help Desk button;
 * the contact (EMP014) sees it in My Tickets and completes it; EMP001 reopens it; it is completed
 * again and EMP001 leaves feedback; HR reads the report and its graphs. The pages pass the
 * accessibility gate at 390 px.
 */
describe('help desk: a ticket from the Help Desk button to the report', () => {
  const suite = useBrowserSuite();

  async function as(page: Page, empId: string, path: string) {
    await enterAs(page, suite.server, empId, path);
    await toastGateOpen(page);
  }
  const openTicket = async (page: Page, ticketId: number) => {
    await page.getByRole('button', { name: `View ticket #${ticketId}` }).click();
    return page.getByRole('dialog', { name: `Ticket #${ticketId}` });
  };
  const act = async (page: Page, ticketId: number, action: string, text: string, done: string) => {
    const dialog = await openTicket(page, ticketId);
    await dialog.getByRole('button', { name: action }).click();
    if (action === 'Feedback') await dialog.locator('label').filter({ hasText: '4 Stars' }).click(); // MUI Rating: a star is a label over its hidden radio
    if (action === 'Feedback') expect(await dialog.getByLabel('4 Stars').isChecked()).toBe(true);
    await dialog.getByRole('textbox').fill(text);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast(page, done);
    await toastGateOpen(page);
    return dialog;
  };
  const complete = async (page: Page, ticketId: number, comment: string) => {
    await as(page, 'EMP014', '/myTickets');
    await page.getByRole('heading', { name: 'My Tickets', level: 1 }).waitFor();
    const dialog = await act(page, ticketId, 'Complete Ticket', comment, 'Ticket Completed successfully');
    await dialog.getByRole('button', { name: 'Close' }).click();
  };

  it('raises, completes, reopens, completes again, takes feedback and reports it', async () => {
    const page = suite.page;
    await as(page, 'EMP001', '/dashboard');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Help Desk' }).click();
    const form = page.getByRole('dialog', { name: 'Raise a ticket' });
    // Spec 000 §5: the messages of an empty form; My Self is the default.
    await form.getByRole('button', { name: 'Submit' }).click();
    await shows(form, 'Please Enter the Category!');
    await shows(form, 'Please Enter the reason!');
    expect(await form.getByRole('radio', { name: 'My Self' }).isChecked()).toBe(true);
    await form.getByRole('radio', { name: 'Others' }).check();
    await form.getByRole('combobox', { name: 'Employee' }).click();
    await page.getByRole('option', { name: /^EMP002 - / }).click();
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'IT Support' }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    await shows(form, 'Please Select the Sub Category!');
    await form.getByRole('combobox', { name: 'Sub Category' }).click();
    await page.getByRole('option', { name: 'Laptop' }).click();
    await form.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await form.locator('input[type=file]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await expectAccessible(page, 'help desk ticket form');
    await form.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Ticket Raised successfully');
    const stored = await suite.server.database.db
      .selectFrom('help_desk_ticket as t')
      .innerJoin('employee as f', 'f.id', 't.raised_for_id')
      .innerJoin('employee as a', 'a.id', 't.assigned_to_id')
      .select(['t.id', 'f.emp_id as raisedFor', 'a.emp_id as assignedTo', 't.ticket_details'])
      .orderBy('t.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ raisedFor: 'EMP002', assignedTo: 'EMP014', ticket_details: REASON });
    const ticketId = stored.id;

    await complete(page, ticketId, 'Replaced the display cable');

    await as(page, 'EMP001', '/myRequests');
    await page.getByRole('tab', { name: /^Completed/ }).click();
    let dialog = await act(page, ticketId, 'Reopen Ticket', 'It flickers again', 'Ticket Reopened successfully');
    // The ticket's text is shown as text, never as markup.
    await shows(dialog, REASON);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await complete(page, ticketId, 'Replaced the screen');

    await as(page, 'EMP001', '/myRequests');
    await page.getByRole('tab', { name: /^Completed/ }).click();
    dialog = await act(page, ticketId, 'Feedback', 'Quick and friendly', 'Feedback submitted successfully');
    const history = dialog.getByRole('table', { name: 'Ticket history' });
    for (const action of ['Raised', 'Assigned', 'Completed', 'Reopened', 'Feedback']) await shows(history, action);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'help desk ticket detail, 390 px');

    await as(page, 'HR001', '/helpDeskReport');
    await page.getByRole('heading', { name: 'Help Desk Report', level: 1 }).waitFor();
    await shows(page.getByRole('table', { name: 'Help desk tickets' }), `#${ticketId}`);
    await page.getByRole('figure', { name: 'Tickets by category and status' }).waitFor();
    await shows(page, 'Reopen rate: 100% (1 of 1 tickets reopened)');
    await expectAccessible(page, 'help desk report, 390 px');
  });
});
