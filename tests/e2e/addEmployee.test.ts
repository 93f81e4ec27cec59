import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../helpers/accessibility.js';
import { enterAs, shows, toast, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';

/**
 * Add Employee in Chromium (issue 21 §1, §5; spec 002 §3–§7): HR001 submits an empty form and reads
 * the messages, exercises each rule of §4 (NAPS intake → TR and Trainee, a grade with probation,
 * Experienced, a Work From Home city, the reviewer pre-filled from the manager), adds the employee
 * and sees 'Employee added successfully' on the way to /employeeList; an HRSS user adds one without
 * ticket ID or CTC. The page passes the axe gate at 390 px.
 */
const PHONE = { width: 390, height: 844 };

/** Picks a select's option whose text starts with `text`. */
async function pick(page: Page, label: string, text: string) {
  const box = page.getByRole('form', { name: 'Add Employee' }).getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(text);
  await page.getByRole('option').filter({ hasText: text }).first().click();
}
/** A field by its accessible name: a select (combobox) or a typed field (textbox). */
const input = (page: Page, label: string) => {
  const form = page.getByRole('form', { name: 'Add Employee' });
  return form.getByRole('combobox', { name: label, exact: true }).or(form.getByRole('textbox', { name: label, exact: true }));
};
const valueOf = (page: Page, label: string) => input(page, label).inputValue();
/** The one date field of the form, Date of Joining. */
const dateOfJoining = (page: Page) => page.getByRole('form', { name: 'Add Employee' }).locator('input[type="date"]');

describe('add employee', () => {
  const suite = useBrowserSuite();
  const stored = (firstName: string, lastName: string) =>
    suite.server.database.db
      .selectFrom('employee')
      .select(['emp_id', 'probation', 'ctc', 'joining_details'])
      .where('first_name', '=', firstName)
      .where('last_name', '=', lastName)
      .executeTakeFirst();

  it("HR001 meets the messages, every §4 rule, and adds an employee: 'Employee added successfully', then the employee list", async () => {
    const { page } = suite;
    await page.setViewportSize(PHONE);
    await enterAs(page, suite.server, 'HR001', '/addemployee');
    await toastGateOpen(page);
    await page.getByRole('heading', { name: 'Add Employee', level: 1 }).waitFor();
    // §6: the organisation is fixed once the look-ups are read; §3 defaults.
    await expect.poll(() => valueOf(page, 'Organization'), { timeout: 20_000 }).toMatch(/\(ACME\)$/);
    expect(await valueOf(page, 'Shift')).toBe('Regular(S1)');
    expect(await valueOf(page, 'Swipe Method')).toBe('Bio Metric');
    expect(await valueOf(page, 'Week Off')).toBe('Saturday-Alternative Full Day');
    expect(await input(page, 'Organization').isDisabled()).toBe(true);
    await expectAccessible(page);
    // One column on a phone: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'Submit' }).click();
    await shows(page, 'First Name cannot be empty or just spaces');
    await shows(page, 'HRBP is required');
    await shows(page, 'Enter a valid 10-digit phone number');
    await shows(page, 'Ticket ID is required');
    await expectAccessible(page);

    await input(page, 'Ticket ID').fill('TCK-E2E');
    await input(page, 'First Name').fill('kavya');
    await input(page, 'Last Name').fill('Menon');
    await pick(page, 'Gender', 'Female');
    await dateOfJoining(page).fill('2026-12-01');
    await input(page, 'Primary Contact Number').fill('98765-01234');
    expect(await valueOf(page, 'Primary Contact Number')).toBe('9876501234');
    await input(page, 'Personal Email ID').fill('kavya.menon@example.org');
    await pick(page, 'Department', 'Engineering');
    await pick(page, 'Designation', 'Software Engineer');
    await pick(page, 'Market Facing Title', 'Consultant');
    await pick(page, 'Division Head', 'MGR001');

    // NAPS: grade TR and Trainee.
    await pick(page, 'Role Of Intake', 'NAPS');
    expect(await valueOf(page, 'Grade')).toBe('TR');
    expect(await valueOf(page, 'Probation')).toBe('Trainee');
    expect(await valueOf(page, 'Notice Period')).toBe('15');
    // Another intake clears them; a grade with probation sets Probation, its months and notice period.
    await pick(page, 'Role Of Intake', 'Lateral');
    expect(await valueOf(page, 'Grade')).toBe('');
    await pick(page, 'Grade', 'G3');
    expect(await valueOf(page, 'Probation')).toBe('Probation');
    expect(await valueOf(page, 'Probation Months')).toBe('6 Months');
    expect(await valueOf(page, 'Notice Period')).toBe('45');

    // Experienced asks for years and months.
    expect(await input(page, 'Years').count()).toBe(0);
    await pick(page, 'Experience', 'Experienced');
    await pick(page, 'Years', '2 Years');
    await pick(page, 'Months', '3 Months');

    // Work From Home asks for the city.
    await pick(page, 'Work Location', 'Work From Home');
    await input(page, 'Work Location City').fill('Madurai');

    await pick(page, 'Recruiter', 'HR001');
    await pick(page, 'HRBP', 'HR001');
    // The manager's reviewer is pre-filled: EMP001 reports to MGR001.
    await pick(page, 'Primary Reporting Manager', 'EMP001');
    await expect.poll(() => valueOf(page, 'Reviewer'), { timeout: 10_000 }).toMatch(/^MGR001/);

    await input(page, 'CTC').fill('720000');
    await pick(page, 'Mail ID Domain', '@acme.example.com');
    await pick(page, 'Asset Required', 'Yes');
    await pick(page, 'Asset', 'Laptop');
    await pick(page, 'Mobile Access', 'No');

    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Employee added successfully');
    await page.waitForURL('**/employeeList');
    // The list it lands on finds them.
    await page.getByRole('searchbox', { name: 'Search by name or Emp ID' }).fill('EMP181');
    const table = page.getByRole('table', { name: 'Employees' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
    await shows(table.getByRole('row').nth(1), 'EMP181');
    await shows(table, 'Kavya Menon');
    const row = await stored('Kavya', 'Menon');
    expect(row).toMatchObject({ emp_id: 'EMP181', probation: 'Probation' });
    expect(Number(row!.ctc)).toBe(720000);
    expect(row!.joining_details).toMatchObject({ workLocationCity: 'Madurai', years: '2', months: '3', asset: 'Laptop', experience: 'Experienced' });
  });

  it('an HRSS user (EMP011) adds an employee without ticket ID or CTC', async () => {
    const { page } = suite;
    await enterAs(page, suite.server, 'EMP011', '/addemployee');
    await toastGateOpen(page);
    await expect.poll(() => valueOf(page, 'Sub Organization'), { timeout: 20_000 }).toMatch(/\(ACME\)$/);
    expect(await input(page, 'CTC').count()).toBe(0);

    await input(page, 'First Name').fill('Ravi');
    await input(page, 'Last Name').fill('Shankar');
    await pick(page, 'Gender', 'Male');
    await dateOfJoining(page).fill('2026-12-15');
    await input(page, 'Primary Contact Number').fill('9123456780');
    await pick(page, 'Department', 'Engineering');
    await pick(page, 'Designation', 'Trainee Engineer');
    await pick(page, 'Market Facing Title', 'Consultant');
    await pick(page, 'Division Head', 'MGR001');
    await pick(page, 'Role Of Intake', 'IC');
    await pick(page, 'Experience', 'Fresher');
    await pick(page, 'Work Location', 'Chennai HQ');
    await pick(page, 'Recruiter', 'HR001');
    await pick(page, 'HRBP', 'HR001');
    await pick(page, 'Primary Reporting Manager', 'MGR001');
    await pick(page, 'Reviewer', 'HR001');
    await pick(page, 'Mail ID Domain', '@acme.example.com');
    await pick(page, 'Asset Required', 'No');
    await pick(page, 'Mobile Access', 'No');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Employee added successfully');
    await page.waitForURL('**/employeeList');
    const row = await stored('Ravi', 'Shankar');
    expect(row).toMatchObject({ probation: 'Trainee' });
    expect(Number(row!.ctc)).toBe(0);
    expect(row!.joining_details).toMatchObject({ ticketId: '' });
  });
});
