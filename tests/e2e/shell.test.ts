import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { enterAs, holdTimersPastToastGate, shows, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';

/** The browser context's zone (tests/helpers/browser.ts); swipe times and "today" are read in it. */
const ZONE = 'Asia/Kolkata';

/** dd-MM-yyyy and HH:mm:ss of an instant in ZONE. */
function inZone(instant: Date): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.day}-${parts.month}-${parts.year}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}
/** The footer's year is the browser's, in ZONE. */
const yearInZone = () => inZone(new Date()).day.slice(6);

/** Spec 000 §2.2 (application shell), §4 (role, organisation and logout transitions), §6 (permissions). */
describe('application shell in the browser', () => {
  const suite = useBrowserSuite();
  /** The running test's page (suite.page). */
  let page: Page;
  beforeEach(() => {
    page = suite.page;
  });

  const db = () => suite.server.database.db;
  const employee = (empId: string) =>
    db().selectFrom('employee').select(['id', 'first_name', 'designation']).where('emp_id', '=', empId).executeTakeFirstOrThrow();
  const storedLogin = async () =>
    JSON.parse((await page.evaluate(() => localStorage.getItem('loginDetails') ?? sessionStorage.getItem('loginDetails'))) ?? 'null');
  const sideMenu = () => page.getByRole('navigation', { name: 'Main menu' });
  /** The rail's in-app entries (E-Library and Goal Tracking are external links, Help Desk a button). */
  const menuEntries = () => sideMenu().locator('a[href^="/"]');
  const accountCard = () => page.locator('.MuiPopper-root').filter({ has: page.getByRole('menu', { name: 'Account' }) });
  const openAccountMenu = async () => {
    // From outside the button: a pointer already resting where the button is re-rendered (after a role
    // switch) sends no new pointer-enter, and the menu opens on enter.
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Account menu' }).hover();
    await page.getByRole('menu', { name: 'Account' }).waitFor();
  };
  /** The organisation name at the left of the top bar (the selector beside it shows it too). */
  const brandName = (name: string) => page.getByRole('banner').getByTitle(name, { exact: true });
  /**
   * The page clock, for the shell's own timers: after one toast others are dropped for 3 s (spec 000 §9), so the
   * sign-in toast would swallow the next message, and the search hint changes every 3 s. Time still flows; tests
   * that install it before signing in jump ahead instead of sleeping.
   */
  const installClock = () => suite.context.clock.install();
  const activeLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

  it('shows the organisation, a 6-entry side menu that expands, the footer and the Ctrl+F menu search', async () => {
    await installClock();
    await enterAs(page, suite.server, 'HR001');
    await brandName('Acme Technologies Pvt Ltd').waitFor();

    // Side menu: the first 6 entries until 'Expand menu' (spec 000 §9).
    await menuEntries().first().waitFor();
    expect(await menuEntries().count()).toBe(6);
    expect(await sideMenu().getByRole('link', { name: 'Master Data', exact: true }).count()).toBe(0);
    const expand = sideMenu().getByRole('button', { name: 'Expand menu' });
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    await expand.click();
    await sideMenu().getByRole('link', { name: 'Master Data', exact: true }).waitFor();
    expect(await menuEntries().count()).toBeGreaterThan(6);
    // Meeting Calendar only after a Microsoft sign-in (spec 000 §2.2).
    expect(await sideMenu().getByRole('link', { name: 'Meeting Calendar', exact: true }).count()).toBe(0);
    await sideMenu().getByRole('button', { name: 'Collapse menu' }).click();
    await sideMenu().getByRole('link', { name: 'Master Data', exact: true }).waitFor({ state: 'detached' });
    expect(await menuEntries().count()).toBe(6);

    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    expect((await footer.textContent())?.trim()).toBe(`Copyright © ${yearInZone()} Acme All right reserved.`);

    // The search box's placeholder cycles through hints.
    const search = page.getByRole('combobox', { name: 'Search menu' });
    const firstHint = await search.getAttribute('placeholder');
    expect(firstHint).toMatch(/^Search /);
    await page.clock.fastForward(3_000);
    await page.waitForFunction(
      (hint) => document.querySelector('input[aria-label="Search menu"]')?.getAttribute('placeholder') !== hint,
      firstHint,
    );

    // Ctrl+F focuses the menu search instead of the browser's find bar.
    expect(await activeLabel()).not.toBe('Search menu');
    await page.keyboard.press('Control+f');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Search menu');
    await page.keyboard.type('Market');
    const results = page.getByRole('listbox', { name: 'Menu search results' });
    await results.getByRole('option', { name: /^Market Facing Title/ }).waitFor();
    expect(await results.getByRole('option').count()).toBe(1);

    await page.keyboard.press('Control+a');
    await page.keyboard.type('zzzz');
    await shows(page, 'No Result found');
    expect(await page.getByRole('option').count()).toBe(0);
  });

  it('shows the submenus of the current menu as a sub-tab bar', async () => {
    await enterAs(page, suite.server, 'HR001');
    await menuEntries().first().waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);

    await sideMenu().getByRole('link', { name: 'Attendance', exact: true }).click();
    await page.waitForURL('**/attendance/calendar');
    const tabs = page.getByRole('tablist', { name: 'Attendance pages' });
    await tabs.waitFor();
    const names = (await tabs.getByRole('tab').allTextContents()).map((text) => text.trim());
    expect(names.slice(0, 3)).toEqual(['Calendar', 'Regularization', 'Approvals']);
    expect(names).toContain('Attendance Muster');
    expect(await tabs.getByRole('tab', { name: 'Calendar', exact: true }).getAttribute('aria-selected')).toBe('true');

    await tabs.getByRole('tab', { name: 'Regularization', exact: true }).click();
    await page.waitForURL('**/attendance/regularization');
    await page.waitForFunction(
      () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() === 'Regularization',
    );
  });

  it('account menu: name, designation and role; Login As switches to Employee', async () => {
    const hr = await employee('HR001');
    await installClock();
    await enterAs(page, suite.server, 'HR001');
    await toastGateOpen(page);
    await sideMenu().getByRole('button', { name: 'Expand menu' }).click();
    await sideMenu().getByRole('link', { name: 'Master Data', exact: true }).waitFor();

    await openAccountMenu();
    const card = accountCard();
    await shows(card, hr.first_name);
    await shows(card, hr.designation);
    await shows(card, 'HR Ops Admin');

    // The card closes shortly after the pointer leaves (spec 000 §9: 120 ms).
    await page.mouse.move(600, 500);
    await page.getByRole('menu', { name: 'Account' }).waitFor({ state: 'detached' });

    // Away from the dashboard, so landing on the Employee role's first path is seen.
    await sideMenu().getByRole('link', { name: 'Attendance', exact: true }).click();
    await page.waitForURL('**/attendance/calendar');

    const switchCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/auth/switch')) switchCalls.push(request.postData() ?? '');
    });
    await openAccountMenu();
    await page.getByRole('menuitem', { name: 'Login As' }).click();
    const current = page.getByRole('menuitem', { name: 'HR Ops Admin', exact: true });
    expect(await current.getAttribute('aria-current')).toBe('true');
    // Picking the current role does nothing (spec 000 §4).
    await current.click();
    await page.getByRole('menuitem', { name: 'Employee', exact: true }).click();
    await shows(page, 'Logged in as Employee');

    await sideMenu().getByRole('link', { name: 'Master Data', exact: true }).waitFor({ state: 'detached' });
    await page.waitForURL('**/dashboard');
    expect(switchCalls.map((body) => JSON.parse(body))).toEqual([{ type: 'Role', value: 'Employee' }]);
    expect((await storedLogin())?.userDetails?.roleType).toBe('Employee');
    await openAccountMenu();
    await shows(accountCard(), 'Employee');
    expect(await accountCard().getByText('HR Ops Admin', { exact: true }).count()).toBe(0);
  });

  it('account menu: Logout ends the session on the server and returns to /login', async () => {
    await installClock();
    await enterAs(page, suite.server, 'EMP003');
    const { token } = await storedLogin();
    const profile = () => fetch(`${suite.server.url}/api/employee/getEmployeeProfile`, { headers: { authorization: `Bearer ${token}` } });
    expect((await profile()).status).toBe(200);

    await openAccountMenu();
    await holdTimersPastToastGate(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await shows(page, 'Logged out successfully');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.clock.resume();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await storedLogin()).toBeNull();
    expect((await profile()).status).toBe(401);
  });

  it('switches organisation after confirmation and reloads with the new name', async () => {
    await enterAs(page, suite.server, 'ADMIN');
    await brandName('Acme Technologies Pvt Ltd').waitFor();
    await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));

    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Nile Digital Services S.A.E.' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch organisation?' });
    await dialog.waitFor();
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
    await reloaded;

    await brandName('Nile Digital Services S.A.E.').waitFor();
    expect(await brandName('Acme Technologies Pvt Ltd').count()).toBe(0);
    expect(await page.evaluate(() => 'beforeSwitch' in window)).toBe(false);
    expect((await storedLogin())?.userDetails?.activeOrganization?.organizationCode).toBe('NILE');
    expect((await page.getByRole('contentinfo').textContent())?.trim()).toBe(
      `Copyright © ${yearInZone()} Nile Digital All right reserved.`,
    );
  });

  it('guards routes: no permission, unknown path and a module of another edition', async () => {
    await enterAs(page, suite.server, 'EMP001');
    await page.goto('/rolesAndPermission');
    await shows(page, 'Your role does not have permission to access this page.');

    await page.goto('/no-such-page');
    await shows(page, 'Page not found');
    await page.getByRole('button', { name: 'Go to Dashboard' }).waitFor();
    // Still inside the signed-in shell.
    await page.getByRole('button', { name: 'Account menu' }).waitFor();

    await page.goto('/payslip');
    await shows(page, 'Payslip is not available in this edition');
    expect(await page.getByText('Your role does not have permission to access this page.').count()).toBe(0);
  });

  it('shows the ID card PDF on hover', async () => {
    await enterAs(page, suite.server, 'HR001');
    const pdf = page.waitForResponse((response) => response.url().endsWith('/api/users/docs/idcard/HR001.pdf'));
    await page.getByRole('button', { name: 'ID card' }).hover();
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const preview = page.getByRole('dialog', { name: 'ID card preview' });
    const object = preview.locator('object[type="application/pdf"]');
    await object.waitFor({ state: 'attached' });
    expect(await object.getAttribute('data')).toMatch(/^blob:/);

    await page.mouse.move(600, 500);
    await preview.waitFor({ state: 'detached' });
  });
});
