import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, as CI installs it; the flags keep it off this machine's closed network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage', '--disable-component-update', '--no-first-run'],
  });
}

export async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 850 }, timezoneId: 'Asia/Kolkata' });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** Signs in through the real login page, as a person would. */
export async function signIn(page: Page, empId: string, password = 'Welcome@123'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Emp ID').fill(empId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/dashboard');
}
