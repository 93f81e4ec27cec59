import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { enterAs, shows, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import { employeeSheetRow } from '../helpers/employeeSheetRow.js';

/**
 * People in Chromium (issue 21 §2, §4): HR001 finds an employee in the list and changes their
 * reviewer; EMP001 opens the org chart from the top down to their manager's team and finds someone
 * by search; MGR001 reads their team. HR001's bulk upload refuses a file with a bad row. The
 * README's demo tree: MGR001 manages EMP001–EMP010.
 */
describe('people: employee list, org chart, my team', () => {
  const suite = useBrowserSuite();

  it('HR001 searches the list, opens EMP004 and changes their reviewer; a bulk upload with a bad row is refused with the row', async () => {
    const page = suite.page;
    await enterAs(page, suite.server, 'HR001', '/employeeList');
    await toastGateOpen(page);
    await page.getByRole('heading', { name: 'Employee List', level: 1 }).waitFor();
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

    // The bulk upload on the same page (the shared sheet import): a file with a bad row is refused
    // whole, the row listed with its reason; nothing is written (the later walks count MGR001's team).
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet([employeeSheetRow(1, { 'First Name': ' ' }), employeeSheetRow(2)]), 'Employees');
    const upload = page.getByRole('region', { name: 'Bulk upload' });
    await upload.getByLabel('Employee file').setInputFiles({
      name: 'employees.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer),
    });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await shows(upload.getByRole('table', { name: 'Rows with errors' }), 'First Name cannot be empty or just spaces');
    expect(await suite.server.database.db.selectFrom('employee').select('emp_id').where('first_name', 'like', 'Bulk%').execute()).toEqual([]);
  });

  it('EMP001 opens the org chart level by level and finds someone by search', async () => {
    const page = suite.page;
    await enterAs(page, suite.server, 'EMP001', '/orgChart');
    await page.getByRole('heading', { name: 'Org Chart', level: 1 }).waitFor();
    const head = page.getByTestId('person-EMP021');
    await head.waitFor();
    await head.getByRole('button', { name: /Show the 9 people reporting to/ }).click();
    const manager = page.getByTestId('person-MGR001');
    await manager.waitFor();
    await manager.getByRole('button', { name: /Show the 10 people reporting to/ }).click();
    await page.getByTestId('person-EMP010').waitFor();

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
