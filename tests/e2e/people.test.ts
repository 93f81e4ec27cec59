import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { demoLogoPng } from '../../src/server/seed/demoLogo.js';
import { EMPLOYEE_SHEET_COLUMNS } from '../../src/shared/employeeSheet.js';
import { enterAs, shows, toast, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import { employeeSheetRow } from '../helpers/employeeSheetRow.js';

/** 100 rows of the sample's columns as an .xlsx file, each row patched by its number (docs/people.md "Bulk upload"). */
const hundredRows = (patches: Record<number, Record<string, string>> = {}) => {
  // Under Engineering's manager, so MGR001's team and chart level (the tests below) stay the demo's.
  const rows = Array.from({ length: 100 }, (_, i) => employeeSheetRow(i + 1, { 'Primary Reporting Manager': 'EMP028', ...patches[i + 1] }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows, { header: [...EMPLOYEE_SHEET_COLUMNS] }), 'Employees');
  const buffer = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return { name: 'employees.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer };
};

/**
 * People in Chromium (issue 21 §2, §4): HR001 finds an employee in the list and changes their
 * reviewer, bulk-uploads 100 employees (two bad rows refused with their reasons, the fixed file
 * written by its job) and opens a record on People → Employee (the cursor-paged picker); EMP001
 * opens the org chart from the top down to their manager's team, sees the one photo there once in
 * view, and finds someone by search; MGR001 reads their team. The README's demo tree: MGR001
 * manages EMP001–EMP010.
 */
describe('people: employee list, org chart, my team', () => {
  const suite = useBrowserSuite();

  it('HR001 searches the list, opens EMP004 and changes their reviewer, then bulk-uploads 100 employees and reads a record on People → Employee', async () => {
    const page = suite.page;
    // A passport of EMP001's that expires in 10 days: HR sees it under the list.
    const { db } = suite.server.database;
    const emp001 = await db.selectFrom('employee').select(['id', 'organization_id']).where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await db
      .insertInto('stored_file')
      .values({ name: 'e2e-passport.pdf', organization_id: emp001.organization_id, content_type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), owner_employee_id: emp001.id })
      .execute();
    await db
      .insertInto('employee_document')
      .values({ organization_id: emp001.organization_id, employee_id: emp001.id, folder: 'otherDocuments', file_name: 'e2e-passport.pdf', original_name: 'passport.pdf', document_type: 'Passport', expiry_date: inTenDays, created_by: 'EMP001' })
      .execute();
    await enterAs(page, suite.server, 'HR001', '/employeeList');
    await toastGateOpen(page);
    await page.getByRole('heading', { name: 'Employee List', level: 1 }).waitFor();
    const expiring = page.getByRole('table', { name: 'Expiring documents' });
    await shows(expiring, 'Passport');
    const expiringRow = expiring.getByRole('row').filter({ hasText: 'EMP001' });
    await shows(expiringRow, `${inTenDays.slice(8, 10)}/${inTenDays.slice(5, 7)}/${inTenDays.slice(0, 4)}`);
    expect(await expiringRow.getByRole('link', { name: /^Documents of .*\(EMP001\)$/ }).getAttribute('href')).toBe('/otherDocuments?empId=EMP001');
    await page.getByRole('searchbox', { name: 'Search by name or Emp ID' }).fill('EMP004');
    const table = page.getByRole('table', { name: 'Employees' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
    await page.getByRole('button', { name: 'EMP004', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await shows(dialog, 'Reporting line');
    await dialog.getByRole('combobox', { name: 'Reviewer' }).fill('EMP022');
    await page.getByRole('option', { name: /^EMP022 - / }).click();
    await dialog.getByRole('button', { name: 'Save reporting line' }).click();
    await shows(page, 'Reporting line updated successfully');
    const stored = await suite.server.database.db
      .selectFrom('employee as e')
      .innerJoin('employee as r', 'r.id', 'e.reviewer_id')
      .select('r.emp_id')
      .where('e.emp_id', '=', 'EMP004')
      .executeTakeFirstOrThrow();
    expect(stored.emp_id).toBe('EMP022');

    // Still on the list: the bulk upload of 100 employees, two bad rows refused with their reasons, then the fixed file.
    await dialog.getByRole('button', { name: 'Close' }).click();
    const upload = page.getByRole('region', { name: 'Bulk upload' });
    const file = upload.getByLabel('Employee file');
    await file.setInputFiles(hundredRows({ 17: { 'First Name': '  ' }, 58: { 'Primary Contact Number': '123', Department: 'Astrology' } }));
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await shows(upload, '2 of 100 rows have errors; nothing was imported');
    const grid = upload.getByRole('table', { name: 'Rows with errors' });
    await expect.poll(() => grid.getByRole('row').count()).toBe(3);
    const rowOf = (n: number) => grid.getByRole('row').filter({ has: page.getByRole('cell', { name: String(n), exact: true }) });
    await shows(rowOf(18), 'First Name cannot be empty or just spaces');
    await shows(rowOf(59), 'Department Astrology does not exist; Enter a valid 10-digit phone number');
    expect(await suite.server.database.db.selectFrom('employee').select('id').where('first_name', 'like', 'Bulk%').execute()).toEqual([]);

    await toastGateOpen(page);
    await file.setInputFiles(hundredRows());
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Employees uploaded successfully: 100 added, 0 updated, 0 unchanged');
    expect(await grid.count()).toBe(0);

    // The list reads its page again when the job has written: the new employees are found.
    await page.getByRole('searchbox', { name: 'Search by name or Emp ID' }).fill('BLK050');
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
    await shows(table, 'Bulk50 Person');

    // People → Employee, opened in the app (no new page load): choose EMP004 from the paged options, read their record.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/employee');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Employee', level: 1 }).waitFor();
    const picker = page.getByRole('combobox', { name: 'Choose an employee by name or Emp ID' });
    await picker.click();
    // The first page is 10 options (spec 002 §7's cursor page); scrolling the list to its end reads the next 10.
    await expect.poll(() => page.getByRole('option').count()).toBe(10);
    await page.getByRole('listbox').evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await expect.poll(() => page.getByRole('option').count()).toBe(20);
    await picker.fill('EMP004');
    await page.getByRole('option', { name: /^EMP004 - / }).click();
    await page.waitForURL((url) => url.search === '?empId=EMP004');
    const record = page.getByRole('region', { name: /Vikram/ });
    await shows(record, 'Reporting line');
    await expect.poll(() => record.getByRole('combobox', { name: 'Reviewer' }).inputValue()).toMatch(/^EMP022 - /);
    expect(await record.getByRole('link', { name: 'Open profile' }).getAttribute('href')).toBe('/basicDetails?empId=EMP004');
  });

  it('EMP001 opens the org chart level by level, sees photos where there are some, and finds someone by search', async () => {
    const page = suite.page;
    // EMP005 has a profile photo (uploaded through the API); nobody else of MGR001's team has one.
    const { token } = await suite.server.login('EMP005');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(demoLogoPng([20, 120, 60]))], { type: 'image/png' }), 'me.png');
    expect((await fetch(`${suite.server.url}/api/profileImage/photo`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).status).toBe(200);
    const photoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/users/docs/profileImage/')) photoRequests.push(request.url());
    });
    await enterAs(page, suite.server, 'EMP001', '/orgChart');
    await page.getByRole('heading', { name: 'Org Chart', level: 1 }).waitFor();
    const head = page.getByTestId('person-EMP021');
    await head.waitFor();
    await head.getByRole('button', { name: /Show the 9 people reporting to/ }).click();
    const manager = page.getByTestId('person-MGR001');
    await manager.waitFor();
    await manager.getByRole('button', { name: /Show the 10 people reporting to/ }).click();
    await page.getByTestId('person-EMP010').waitFor();
    // A photo is read only once its person is in view (EMP005 is below the fold), as a blob with the bearer
    // token; the others keep their initials and ask for nothing.
    expect(photoRequests).toHaveLength(0);
    await page.getByTestId('person-EMP005').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId('person-EMP005').locator('img').getAttribute('src').catch(() => null)).toMatch(/^blob:/);
    expect(await page.getByTestId('person-EMP006').locator('img').count()).toBe(0);
    expect(photoRequests).toHaveLength(1);

    await page.getByRole('combobox', { name: 'Find someone by name or Emp ID' }).fill('EMP150');
    await page.getByRole('option', { name: /^EMP150 - / }).click();
    await page.getByTestId('person-EMP150').waitFor();
  });

  it("MGR001 reads their team with today's attendance and opens a reportee's balances", async () => {
    const page = suite.page;
    await enterAs(page, suite.server, 'MGR001', '/myTeam');
    const table = page.getByRole('table', { name: 'My team' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBe(11);
    await table.getByRole('button', { name: /^Leave balances of / }).first().click();
    await page.getByRole('dialog').waitFor();
  });
});
