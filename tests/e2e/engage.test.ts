import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enterAs, shows, toast, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import { expectAccessible } from '../helpers/accessibility.js';
import type { TestServer } from '../helpers/testServer.js';

/**
 * Issue 23 §4 in Chromium: HR001 recognises EMP001 and EMP002 on /recognized and EMP001 sees it on
 * the dashboard; an administrator creates an event for EMP001's department on Manage Events and EMP001
 * sees it on the events calendar. At 390 px wide, through the accessibility gate. Server and browser run on 2026-11-20.
 */
const NOW = new Date('2026-11-20T06:00:00Z');

describe('engage: recognition in the browser', () => {
  const suite = useBrowserSuite({ clockAt: NOW });
  let server: TestServer;

  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    server = suite.server;
  });
  afterAll(() => vi.useRealTimers());

  async function open(page: Page, empId: string, path: string) {
    await page.setViewportSize({ width: 390, height: 844 });
    await enterAs(page, server, empId, path);
    await toastGateOpen(page);
  }

  it('HR001 recognises EMP001 and EMP002 with rich text; the spec’s messages guard the dialog', async () => {
    const page = suite.page;
    await open(page, 'HR001', '/recognized');
    await page.getByRole('heading', { name: 'Recognition', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Recognition' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await shows(page, 'At least one employee must be selected');
    await shows(page, 'Description is required');
    const employees = page.getByRole('combobox', { name: 'Employees' });
    for (const empId of ['EMP001', 'EMP002']) {
      await employees.fill(empId);
      await page.getByRole('option', { name: new RegExp(`^${empId}`) }).click();
    }
    await page.getByLabel('From Date').fill('02/11/2026');
    await page.getByLabel('To Date').fill('13/11/2026');
    await page.getByRole('textbox', { name: 'Description' }).fill('Shipped the payroll release');
    await expectAccessible(page, 'recognition dialog, 390 px');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Recognition submitted successfully!');
    await shows(page, '02/11/2026');
    const stored = await server.database.db.selectFrom('employee_note').select(['from_date', 'to_date', 'description']).executeTakeFirstOrThrow();
    expect(stored).toEqual({ from_date: '2026-11-02', to_date: '2026-11-13', description: '<p>Shipped the payroll release</p>' });
    await expectAccessible(page, 'recognition list, 390 px');
  });

  it('EMP001 sees the recognition on the dashboard and profile, HR on their profile', async () => {
    const page = suite.page;
    await open(page, 'EMP001', '/dashboard');
    await page.getByRole('heading', { name: 'Recognitions' }).waitFor();
    await shows(page, 'Shipped the payroll release');
    await expectAccessible(page, 'dashboard with recognitions, 390 px');
    // And on their profile, where HR reading EMP001's profile sees it too.
    await page.goto(`${server.url}/basicDetails`);
    await page.getByRole('heading', { name: 'Recognitions' }).waitFor();
    await shows(page, 'Shipped the payroll release');
    await open(page, 'HR001', '/basicDetails?empId=EMP001');
    await page.getByRole('heading', { name: 'Recognitions' }).waitFor();
    await shows(page, 'Shipped the payroll release');
  });

  it('an administrator creates an event for a department; EMP001 of that department sees it on the calendar', async () => {
    const page = suite.page;
    const { department } = await server.database.db.selectFrom('employee').select('department').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    await open(page, 'ADMIN', '/adminEvents');
    await page.getByRole('heading', { name: 'Manage Events', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Event' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Team offsite');
    await page.getByRole('combobox', { name: 'Shown To' }).click();
    await page.getByRole('option', { name: 'Departments' }).click();
    await page.getByRole('combobox', { name: 'Departments', exact: true }).fill(department);
    await page.getByRole('option', { name: department, exact: true }).click();
    await page.getByLabel('Start Date').fill('24/11/2026');
    await page.getByLabel('End Date').fill('24/11/2026');
    // Attendees come ten at a time from /employee/options: scrolling to the list's end reads the next ten; typing searches.
    const attendees = page.getByRole('combobox', { name: 'Attendees' });
    await attendees.click();
    await page.getByRole('listbox').getByRole('option').nth(9).waitFor();
    await page.getByRole('listbox').evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await page.getByRole('listbox').getByRole('option').nth(10).waitFor();
    await attendees.fill('EMP002');
    await page.getByRole('option', { name: /^EMP002/ }).click();
    await expectAccessible(page, 'event dialog, 390 px');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Event created successfully');
    const stored = await server.database.db.selectFrom('org_event').select(['title', 'event_type', 'departments', 'start_date']).executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: 'Team offsite', event_type: 'Departments', departments: [department], start_date: '2026-11-24' });
    expect(await server.database.db.selectFrom('org_event_attendee as a').innerJoin('employee as e', 'e.id', 'a.employee_id').select('e.emp_id').execute()).toEqual([{ emp_id: 'EMP002' }]);

    await open(page, 'EMP001', '/events');
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
    await shows(page, 'Team offsite');
    await expectAccessible(page, 'events calendar, 390 px');
  });

  it('an administrator edits the Leave Approval template, previews it against EMP001’s leave, and MGR001’s approval mails from it', async () => {
    const page = suite.page;
    const applicant = await server.login('EMP001');
    const applied = await server.app.inject({ method: 'POST', url: '/api/leave/apply', headers: { authorization: `Bearer ${applicant.token}` }, payload: { leaveType: 'CL', fromDate: '2026-11-23', toDate: '2026-11-23', reason: 'Family function' } });
    expect(applied.statusCode, applied.body).toBe(201);
    const leaveCode = applied.json().data.leaveCode as string;

    await open(page, 'ADMIN', '/mailTemplate');
    await page.getByRole('heading', { name: 'Live Preview' }).waitFor();
    await page.getByRole('combobox', { name: 'Template', exact: true }).click();
    await page.getByRole('option', { name: 'Leave Approval (Leave)' }).click();
    await page.getByRole('combobox', { name: 'Employee', exact: true }).fill('EMP001');
    await page.getByRole('option', { name: /^EMP001/ }).click();
    await page.getByRole('combobox', { name: 'Application', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${leaveCode}`) }).click();
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Your leave {{ leaveCode }} was {{ status | downcase }}');
    await shows(page, `Your leave ${leaveCode} was pending`);
    await page.getByRole('textbox', { name: 'Body', exact: true }).fill('<p>Hello {{ firstName }} {{ salary }}</p>');
    await page.getByText('Failed to generate email preview', { exact: false }).first().waitFor();
    await page.getByRole('textbox', { name: 'Body', exact: true }).fill('<p>Hello {{ firstName }}, {{ decidedBy }} decided: {{ status }}.</p>');
    await shows(page, `Your leave ${leaveCode} was pending`);
    await expectAccessible(page, 'mail template preview, 390 px');
    await page.getByRole('button', { name: 'Save Template' }).click();
    await toast(page, 'Template saved');

    const manager = await server.login('MGR001');
    const decided = await server.app.inject({ method: 'PUT', url: `/api/leave-approval/${leaveCode}`, headers: { authorization: `Bearer ${manager.token}` }, payload: { approvedDate: ['2026-11-23'] } });
    expect(decided.statusCode, decided.body).toBe(200);
    const mail = await server.database.db.selectFrom('outbox_mail').select(['subject', 'body']).where('subject', '=', `Your leave ${leaveCode} was approved`).executeTakeFirstOrThrow();
    expect(mail.body).toBe('<p>Hello Priya, MGR001 decided: Approved.</p>');
  });
});
