import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { TOAST_TIMINGS } from '../../src/app/toast/toastGate.js';
import type { TestServer } from './testServer.js';

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
  // Playwright's clock: time runs as usual, and a test can jump it forward instead of sleeping (toastGateOpen).
  await context.clock.install();
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

/**
 * Opens the app already signed in, for tests whose subject is not sign-in: the tokens of an API sign-in
 * put into storage where the login page would put them (src/app/auth/loginStorage.ts, 'Remember me' off).
 */
export async function enterAs(page: Page, server: TestServer, empId: string, path = '/dashboard'): Promise<void> {
  const details = await server.login(empId);
  await page.goto('/api/health');
  await page.evaluate((stored) => sessionStorage.setItem('loginDetails', stored), JSON.stringify(details));
  await page.goto(path);
}

/** Text the user sees, exactly as written. */
export const shows = (scope: Page | Locator, text: string) => scope.getByText(text, { exact: true }).first().waitFor();

/** A toast (role alert) with this text. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();

/** Spec 000 §9: another toast within 3 s is dropped. Jump the page's clock past that lock rather than wait it out. */
export const toastGateOpen = (page: Page) => page.clock.fastForward(TOAST_TIMINGS.suppressMs + 100);

/** The page's (fake) clock reading: pauseAt must not aim before it, and it may run ahead of this process's clock. */
export const pageNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * Opens the toast gate and holds the page's timers: a message the next step shows stays on screen, and the pause
 * before a navigation that follows it does not run out, until the test resumes the clock. On a loaded machine a
 * toast shown for its 1 s in real time can be gone before the test looks.
 */
export const holdTimersPastToastGate = async (page: Page) =>
  page.clock.pauseAt((await pageNow(page)) + TOAST_TIMINGS.suppressMs + 100);
