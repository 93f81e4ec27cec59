import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enterAs, shows, toast, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import { expectAccessible } from '../helpers/accessibility.js';
import type { TestServer } from '../helpers/testServer.js';

/**
 * Issue 23 §4 in Chromium: HR001 recognises EMP001 and EMP002 on /recognized and both see it on
 * their dashboards, then edits and deletes it through the row menu; EMP002 hides their birthday from
 * the dashboard's celebrations card; an administrator creates an event for EMP001's department on Manage Events and EMP001
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

  it('EMP002 sees it too, hides their birthday, and the dashboard’s celebrations card leaves it out', async () => {
    const page = suite.page;
    const db = server.database.db;
    // Birthdays from the employees' own dates: EMP003's is today, EMP002's in this week.
    await db.updateTable('employee').set({ date_of_birth: '1991-11-20' }).where('emp_id', '=', 'EMP003').execute();
    await db.updateTable('employee').set({ date_of_birth: '1990-11-22' }).where('emp_id', '=', 'EMP002').execute();
    const nameOf = async (empId: string) => {
      const row = await db.selectFrom('employee').select(['first_name', 'last_name']).where('emp_id', '=', empId).executeTakeFirstOrThrow();
      return `${row.first_name} ${row.last_name}`;
    };
    await open(page, 'EMP002', '/colleagueBirthday');
    await page.getByRole('heading', { name: 'Colleague Birthdays', level: 1 }).waitFor();
    await shows(page, `${await nameOf('EMP002')} (EMP002)`);
    // The switch follows the server's answer, so it turns on after the call.
    const hide = page.getByRole('switch', { name: 'Hide my birthday from colleagues' });
    await hide.click();
    await toast(page, 'Your birthday is hidden from colleagues');
    expect(await hide.isChecked()).toBe(true);
    expect((await db.selectFrom('employee').select('hide_birthday').where('emp_id', '=', 'EMP002').executeTakeFirstOrThrow()).hide_birthday).toBe(true);

    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Recognitions' }).waitFor();
    await shows(page, 'Shipped the payroll release');
    const celebrations = page.getByRole('region', { name: 'Celebrations' });
    await celebrations.getByText(`Today's birthdays: ${await nameOf('EMP003')}`).waitFor();
    expect(await celebrations.textContent()).not.toContain(await nameOf('EMP002'));
  });

  it('HR001 edits and deletes the recognition through the row menu; the To Date picker offers no day before the From Date', async () => {
    const page = suite.page;
    const { id } = await server.database.db.selectFrom('employee_note').select('id').executeTakeFirstOrThrow();
    await open(page, 'HR001', '/recognized');
    const menu = page.getByRole('button', { name: `Actions for recognition ${id}` });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Recognition' });
    await dialog.waitFor();
    await dialog.getByLabel('To Date').locator('..').getByRole('button').click();
    const days = page.getByRole('grid');
    expect(await days.getByRole('gridcell', { name: '1', exact: true }).isDisabled()).toBe(true);
    expect(await days.getByRole('gridcell', { name: '2', exact: true }).isDisabled()).toBe(false);
    await days.getByRole('gridcell', { name: '6', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Shipped the payroll release early');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Recognition updated successfully!');
    await shows(page, '06/11/2026');
    await shows(page, 'Shipped the payroll release early');

    await toastGateOpen(page);
    await menu.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Request' });
    await shows(confirm, 'Are you sure you want to delete this row?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Recognition deleted successfully!');
    await shows(page, 'No data available');
    expect(await server.database.db.selectFrom('employee_note').select('id').execute()).toEqual([]);
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

    // Three more that day for everyone: the month shows three a day, then "+1 more" (spec 002 §9).
    const admin = await server.login('ADMIN');
    for (const title of ['Town hall', 'Quiz', 'Yoga']) {
      const created = await server.app.inject({ method: 'POST', url: '/api/events', headers: { authorization: `Bearer ${admin.token}` }, payload: { title, category: 'Other', eventType: 'All Employees', departments: [], description: '<p>x</p>', location: '', startDate: '2026-11-24', endDate: '2026-11-24', startTime: '', endTime: '', attendees: [] } });
      expect(created.statusCode, created.body).toBe(201);
    }
    await open(page, 'EMP001', '/events');
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
    await shows(page, 'Team offsite');
    await shows(page, '+1 more');
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
    // At its place: the Body field says where, and selects the unknown name.
    await page.getByRole('button', { name: 'Show in Body' }).click();
    expect(await page.getByRole('textbox', { name: 'Body', exact: true }).evaluate((field: HTMLTextAreaElement) => field.value.slice(field.selectionStart, field.selectionEnd))).toBe('salary');
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
