import { describe, it } from 'vitest';
import { enterAs, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';

describe('scratch', () => {
  const suite = useBrowserSuite();
  it('pickers', async () => {
    const page = suite.page;
    await enterAs(page, suite.server, 'EMP001', '/leaveApply');
    await toastGateOpen(page);
    await page.getByRole('heading', { name: 'Apply Leave', level: 1 }).waitFor();
    const from = page.getByLabel('From Date');
    console.log('count', await from.count(), await from.evaluate((e) => e.outerHTML));
    await from.fill('16/11/2026');
    console.log('after fill', await from.inputValue());
    await page.getByLabel('To Date').click();
    await page.keyboard.type('17112026');
    console.log('after type', await page.getByLabel('To Date').inputValue());
    await page.screenshot({ path: '/tmp/uxfix-shots/leave.png' });
    await page.getByLabel('From Date').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    console.log('after clear', JSON.stringify(await from.inputValue()));
  });
});
