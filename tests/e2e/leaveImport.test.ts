import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enterAs, shows, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';

/**
 * Leave Balance Import in Chromium (issue 11 §6): HR001 imports an opening-balance file with one bad
 * row, sees the error grid and nothing written, fixes the file, imports it, and the page shows the
 * balances it left. EMP003's demo opening of 8 CL for 2026 becomes 12; EMP004 opens 2027 with 6.5 PL.
 */
const HEADER = 'Emp ID,Leave Type,Year,Opening Balance,Reason';

describe('leave balance import: error grid, fix, import, balances', () => {
  const suite = useBrowserSuite();

  const choose = (page: Page, name: string, rows: string[]) =>
    page.getByLabel('Opening balance file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\n')) });

  it('HR001 sees the bad row with its error, fixes the file, imports, and reads the new balances', async () => {
    const page = suite.page;
    const ledgerRows = () => suite.server.database.db.selectFrom('leave_ledger').select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const before = await ledgerRows();
    await enterAs(page, suite.server, 'HR001', '/leaveBalanceImport');
    await toastGateOpen(page);
    await page.getByRole('heading', { name: 'Leave Balance Import', level: 1 }).waitFor();

    await choose(page, 'opening.csv', ['EMP003,CL,2026,12,Migrated', 'EMP004,PL,2027,-6.5,Migrated']);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await shows(page, '1 of 2 rows has errors; nothing was imported');
    const grid = page.getByRole('table', { name: 'Rows with errors' });
    await shows(grid, 'Opening Balance cannot be negative; found -6.5');
    expect(await grid.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: 'Download error file' }).waitFor();
    expect(await ledgerRows()).toEqual(before);

    await choose(page, 'opening-fixed.csv', ['EMP003,CL,2026,12,Migrated', 'EMP004,PL,2027,6.5,Migrated']);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await shows(page, '2 rows imported (2 ledger entries written, 0 unchanged)');
    const balances = page.getByRole('table', { name: 'Balances after the import' });
    const rows = await balances.getByRole('row').allInnerTexts();
    expect(rows.map((row) => row.split(/\t|\n/).map((cell) => cell.trim()).filter(Boolean))).toEqual([
      ['Emp ID', 'Leave Type', 'Year', 'Opening Balance', 'Balance'],
      ['EMP003', 'CL', '2026', '12', '12'],
      ['EMP004', 'PL', '2027', '6.5', '6.5'],
    ]);
    const history = page.getByRole('table', { name: 'Imports' });
    await shows(history, 'opening-fixed.csv');
    await shows(history, 'Rejected');
  });
});
