import { format, parseISO } from 'date-fns';
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

/**
 * A new context (its own storage) and page. `clockAt` starts the pages' clock at that time, for a file whose
 * server runs on a fixed date too (vi.setSystemTime with `shouldAdvanceTime`, so that this process's Date
 * moves on with the real one). Playwright's driver runs in this process and stamps its clock's log with this
 * process's Date, while a page replays the log against the real clock at every navigation: the start is
 * shifted by the difference, or the app's first page load put the real date back (and the pages of the
 * regularization walk-through read the real month).
 */
export async function newPage(browser: Browser, baseURL: string, clockAt?: Date): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 850 }, timezoneId: 'Asia/Kolkata' });
  context.setDefaultTimeout(15_000);
  // Playwright's clock: time runs as usual, and a test can jump it forward instead of sleeping (toastGateOpen).
  const movedBy = Date.now() - (performance.timeOrigin + performance.now());
  await context.clock.install(clockAt ? { time: clockAt.getTime() + movedBy } : undefined);
  await context.addInitScript(recordAlertsShown);
  return { context, page: await context.newPage() };
}

/**
 * Runs in every page before its own scripts: notes the text of every role="alert" element the moment it appears
 * or changes, so a test can ask whether a message was shown even when, on a loaded machine, its 1 s on screen is
 * over before the test looks.
 */
function recordAlertsShown(): void {
  const shown: string[] = [];
  const lastText = new WeakMap<Element, string>();
  Object.defineProperty(window, '__alertsShown', { value: shown });
  new MutationObserver(() => {
    for (const alert of document.querySelectorAll('[role="alert"]')) {
      const text = alert.textContent?.trim() ?? '';
      if (text && lastText.get(alert) !== text) shown.push(text);
      lastText.set(alert, text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
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

/**
 * The attendance calendar's cell of `date` showing `status` (a code, or a pattern for one). Its name is what
 * the cell shows, then the date written out (docs/accessibility.md): '16 P 09:30 - 18:30, Monday 16 November 2026'.
 */
export function dayCell(calendar: Locator, date: string, status: string | RegExp): Locator {
  const code = typeof status === 'string' ? status.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') : status.source;
  const written = format(parseISO(date), 'EEEE d MMMM yyyy');
  return calendar.getByRole('gridcell', { name: new RegExp(`^${Number(date.slice(8))} ${code}(?:[ ,].*)?, ${written}$`) });
}

/** enterAs, then past the toast gate (toastGateOpen), so the first message the test causes is shown. */
export async function enterPastToastGate(page: Page, server: TestServer, empId: string, path?: string): Promise<void> {
  await enterAs(page, server, empId, path);
  await toastGateOpen(page);
}

/** Text the user sees, exactly as written. */
export const shows = (scope: Page | Locator, text: string) => scope.getByText(text, { exact: true }).first().waitFor();

/**
 * Waits until the page has shown a toast (role alert) containing this text, and counts that showing as read, so
 * that a second call waits for a second showing. Polled from here: the page's timers may be held by its clock.
 */
export async function toast(page: Page, text: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const shown = await page.evaluate((wanted) => {
      const alerts = (window as unknown as { __alertsShown: string[] }).__alertsShown;
      const index = alerts.findIndex((alert) => alert.includes(wanted));
      if (index >= 0) alerts.splice(index, 1);
      return index >= 0 ? null : [...alerts];
    }, text).catch((error: Error) => [`(page unreadable: ${error.message})`]); // mid-navigation: ask again
    if (!shown) return;
    if (Date.now() > deadline) throw new Error(`No alert showing "${text}" within ${timeoutMs} ms; shown: ${JSON.stringify(shown)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Spec 000 §9: another toast within 3 s is dropped. Jump the page's clock past that lock rather than wait it out. */
export const toastGateOpen = (page: Page) => page.clock.fastForward(TOAST_TIMINGS.suppressMs + 100);

/** The page's (fake) clock reading: pauseAt must not aim before it, and it may run ahead of this process's clock. */
export const pageNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * Opens the toast gate and holds the page's timers: a message the next step shows stays on screen, and the pause
 * before a navigation that follows it does not run out, until the test resumes the clock. On a loaded machine a
 * toast shown for its 1 s in real time can be gone before the test looks.
 */
export const holdTimersPastToastGate = (page: Page) => pauseAhead(page, TOAST_TIMINGS.suppressMs + 100);

/**
 * Holds the page's timers `leadMs` ahead of its clock reading. The clock runs on between the reading
 * and the pause, and on a loaded machine it can pass a short lead first ("Cannot fast-forward to
 * the past"): then read it again.
 */
export async function pauseAhead(page: Page, leadMs: number): Promise<void> {
  for (;;) {
    try {
      return await page.clock.pauseAt((await pageNow(page)) + leadMs);
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}
