import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { enterAs, pauseAhead } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import { bearer } from '../helpers/testServer.js';
import { menuTree } from '../../src/shared/routeCatalogue.js';

const SCREENSHOTS = '/tmp/ui';
mkdirSync(SCREENSHOTS, { recursive: true });


type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return box;
}

/** Issue 8 §6: what a new user trips over in the shell and the master screens, seen in Chromium. */
describe('what a new user trips over', () => {
  const suite = useBrowserSuite();
  let page: Page;
  beforeEach(() => {
    page = suite.page;
  });
  const db = () => suite.server.database.db;
  const rail = () => page.getByRole('navigation', { name: 'Main menu' });

  it('side rail: every label breaks between words only, and Help Desk shows once', async () => {
    await enterAs(page, suite.server, 'ADMIN');
    await rail().getByRole('button', { name: 'Expand menu' }).click();
    await rail().getByRole('link', { name: 'Collaboration', exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/rail.png` });
    const labels = await rail()
      .locator('.MuiTypography-root')
      .evaluateAll((spans) =>
        spans.map((span) => {
          // One rectangle per line the text occupies.
          const range = document.createRange();
          range.selectNodeContents(span);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          return { text: span.textContent ?? '', lines, overflows: span.scrollWidth > span.clientWidth };
        }),
      );
    expect(labels.length).toBeGreaterThan(20);
    // A label takes no more lines than it has words, so no word was cut ('Collaboratio n'), and none spills over.
    const cut = labels.filter(({ text, lines, overflows }) => lines > text.split(/\s+/).length || overflows);
    expect(cut).toEqual([]);
    expect(labels.find((label) => label.text === 'Collaboration')?.lines).toBe(1);
    expect(await rail().getByText('Help Desk', { exact: true }).count()).toBe(1);

    // The Help Desk button's dialog leads to the Help Desk pages the rail no longer lists.
    await rail().getByRole('button', { name: 'Help Desk' }).click();
    const helpDesk = page.getByRole('dialog', { name: 'Raise a ticket' });
    await helpDesk.getByRole('link', { name: 'My Tickets' }).click();
    await page.waitForURL('**/myTickets');
  });

  it('toasts open below the top bar, clear of the ID card and the avatar', async () => {
    await suite.context.clock.install();
    await enterAs(page, suite.server, 'ADMIN');
    await page.goto('/organization');
    const toggle = page.getByLabel('Mapping status of Nile Digital Services S.A.E.');
    await toggle.waitFor();
    // The one-second toast stays while its position is measured: the clock stops just before the call.
    await pauseAhead(page, 4_000);
    await toggle.click();
    await page.getByRole('dialog', { name: 'Change Status' }).getByRole('button', { name: 'Confirm' }).click();
    // By CSS: with the clock stopped the dialog never finishes closing, so the page stays aria-hidden behind it.
    const toast = page.locator('.MuiSnackbar-root').filter({ hasText: 'Sub Organization status updated successfully' });
    await toast.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/toast.png` });
    const [toastBox, bar, idCard, avatar] = await Promise.all([
      boxOf(toast),
      boxOf(page.locator('header.MuiAppBar-root')),
      boxOf(page.locator('[aria-label="ID card"]')),
      boxOf(page.locator('[aria-label^="Account menu"]')),
    ]);
    expect(toastBox.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(overlaps(toastBox, idCard)).toBe(false);
    expect(overlaps(toastBox, avatar)).toBe(false);
  });

  it("the chatbot's greeting leaves a grid's pager and row menus uncovered", async () => {
    await suite.context.clock.install();
    await enterAs(page, suite.server, 'ADMIN');
    // The greeting shows for 5 s after the shell loads; the clock is held so it is still there when measured.
    await page.goto('/department');
    await pauseAhead(page, 100);
    const greeting = page.getByRole('status').filter({ hasText: 'Hello! How can I help you today?' });
    const grid = page.getByRole('grid', { name: 'Department' });
    const rowMenus = grid.getByRole('button', { name: /^Actions for / });
    // Time moves 20 ms a step while the grid loads (at most 150 steps: 3 s, short of the greeting's 5 s).
    await expect
      .poll(
        async () => {
          await page.clock.runFor(20);
          return (await rowMenus.count()) > 0;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
    const pager = page.locator('.MuiTablePagination-root');
    // Scrolled to the end of the page, where the pager meets the bottom of the window.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await greeting.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/greeting.png` });
    const greetingBox = await boxOf(greeting);
    expect(overlaps(greetingBox, await boxOf(pager))).toBe(false);
    for (const menu of await rowMenus.all()) {
      const box = await menu.boundingBox();
      if (box) expect(overlaps(greetingBox, box)).toBe(false);
    }
  });

  it('on a 390 px phone the active sub-tab is in view', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await enterAs(page, suite.server, 'ADMIN');
    // The second-last Leave page: far to the right of the tab strip.
    await page.goto('/rmLeaveReport');
    const tab = page.getByRole('tab', { name: 'RM Leave Report', selected: true });
    await tab.waitFor();
    const scroller = page.locator('.MuiTabs-scroller');
    await expect
      .poll(async () => {
        const [tabBox, scrollerBox] = await Promise.all([boxOf(tab), boxOf(scroller)]);
        return tabBox.x >= scrollerBox.x - 0.5 && tabBox.x + tabBox.width <= scrollerBox.x + scrollerBox.width + 0.5 && tabBox.x + tabBox.width <= 390;
      })
      .toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/phone-tabs.png` });
  });

  it('menu search answers every permitted match, beyond the first 20', async () => {
    await enterAs(page, suite.server, 'ADMIN');
    await page.getByLabel('Search menu').fill('e');
    const listbox = page.getByRole('listbox', { name: 'Menu search results' });
    await listbox.waitFor();
    // The Site Admin holds the whole menu tree: every submenu whose text holds an 'e' (Meeting Calendar needs a Microsoft sign-in;
    // the approval screens show only to someone with requests to decide, and nobody reports to ADMIN: issue 17 §5).
    const hidden = new Set(['/meetingCalendar', '/attendance/approvals', '/attendance/onsiteApprovals', '/LeaveApproval']);
    const wanted = new Set(
      menuTree.flatMap((menu) => menu.submenu).filter((sub) => /e/i.test(sub.text) && !hidden.has(sub.path)).map((sub) => sub.text),
    );
    const offered = new Set((await listbox.getByRole('option').allTextContents()).map((text) => text.trim()));
    expect(wanted.size).toBeGreaterThan(20);
    expect([...wanted].filter((text) => ![...offered].some((option) => option.startsWith(text)))).toEqual([]);
  });

  it('/DHSuccessPlan opens DH Succession Plan for a role holding it, and is refused to one that does not', async () => {
    await enterAs(page, suite.server, 'ADMIN');
    await page.goto('/DHSuccessPlan');
    await page.waitForURL('**/DHSuccessionPlan');
    await page.getByRole('heading', { name: 'DH Succession Plan is not available in this edition' }).waitFor();

    const employee = await suite.open();
    await enterAs(employee, suite.server, 'EMP001');
    await employee.goto('/DHSuccessPlan');
    await employee.getByText('Your role does not have permission to access this page.').waitFor();
  });

  it('Department: the code is upper-cased as typed and a refusal says what is allowed; the name keeps &', async () => {
    await enterAs(page, suite.server, 'ADMIN');
    await page.goto('/department/create');
    const add = page.getByRole('dialog', { name: 'Add Department' });
    await add.waitFor();
    const code = add.getByRole('textbox', { name: /^Department Code/ });
    const name = add.getByRole('textbox', { name: /^Name/ });
    await name.pressSequentially('Research & Development!');
    expect(await name.inputValue()).toBe('Research & Development');
    await add.getByText("Only letters, spaces and & - . , ' ( ) / are allowed").waitFor();
    await code.pressSequentially('r');
    expect(await code.inputValue()).toBe('R');
    await add.getByRole('button', { name: 'Submit' }).click();
    await add.getByText('Department Code must be 2 to 10 capital letters (A-Z) or digits (0-9)').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/department.png` });
    await code.pressSequentially('nd2');
    expect(await code.inputValue()).toBe('RND2');
    await add.getByRole('button', { name: 'Submit' }).click();
    await add.waitFor({ state: 'detached' });
    const saved = await db()
      .selectFrom('master_department' as never)
      .select(['name' as never, 'code' as never])
      .where('code' as never, '=', 'RND2' as never)
      .execute();
    expect(saved).toEqual([{ name: 'Research & Development', code: 'RND2' }]);
  });

  it('Organization: the mapping section maps an organisation and toggles a mapping status', async () => {
    // Made through the API, as a Site Admin makes one: provisioning gives ADMIN a role there, which mapping needs (docs/tenancy.md).
    const { token } = await suite.server.login('ADMIN');
    const created = await suite.server.app.inject({
      method: 'POST',
      url: '/api/organization',
      headers: bearer(token),
      payload: { organizationCode: 'SOLO', organizationDetail: 'Solo Services', shortName: 'Solo' },
    });
    expect(created.statusCode).toBe(201);
    const solo = { id: created.json().id as number };
    await enterAs(page, suite.server, 'ADMIN');
    await page.goto('/organization');
    const section = page.getByRole('region', { name: 'Organization Mapping' });
    const mapped = section.getByRole('table', { name: 'Mapped organizations' });
    await mapped.getByRole('cell', { name: 'NILE', exact: true }).waitFor();

    await section.getByLabel('Organizations to map').click();
    await page.getByRole('option', { name: 'Solo Services (SOLO)' }).click();
    await section.getByRole('button', { name: 'Map', exact: true }).click();
    await mapped.getByRole('cell', { name: 'SOLO', exact: true }).waitFor();
    const acme = await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow();
    expect((await db().selectFrom('organization').select('parent_organization').where('id', '=', solo.id).executeTakeFirstOrThrow()).parent_organization).toBe(acme.id);

    const toggle = section.getByLabel('Mapping status of Solo Services');
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    const confirm = page.getByRole('dialog', { name: 'Change Status' });
    await confirm.getByText('Are you sure you want to change the status to Inactive?').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await mapped.getByRole('row', { name: /SOLO/ }).getByText('Inactive', { exact: true }).waitFor();
    await section.screenshot({ path: `${SCREENSHOTS}/organization-mapping.png` });
    expect((await db().selectFrom('organization').select('status').where('id', '=', solo.id).executeTakeFirstOrThrow()).status).toBe('Inactive');
  });
});
