import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enterAs, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import { openSecretBox } from '../../src/server/secrets/SecretBox.js';
import { bearer, type TestServer } from '../helpers/testServer.js';

/**
 * The organisation logo in Chromium against the real server: the generic master form's upload
 * widget (x-ui 'ui:widget': 'upload' on the read-only organization.logoFile) shows the stored
 * logo, refuses wrong files before sending them, shows the server's refusal, and posts a good one,
 * which the top bar then shows (also after a reload). The mail server's cascading look-ups
 * (provider → server → port) and its write-only password. And a reference column's label in a grid.
 */

const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
/** A 1×1 PNG; the demo logos are 64×64, so the image's size tells which one is shown. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const DEMO_LOGO_SIZE = 64;
const ACME = 'Acme Technologies Pvt Ltd';

describe('the organisation form: logo upload, mail server look-ups; reference labels in grids', () => {
  const suite = useBrowserSuite();
  let server: TestServer;
  let adminToken: string;
  let files: string;

  beforeAll(async () => {
    server = suite.server;
    adminToken = (await server.login('ADMIN')).token;
    files = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-logo-'));
    const png = Buffer.from(ONE_PIXEL_PNG, 'base64');
    fs.writeFileSync(path.join(files, 'logo.png'), png);
    fs.writeFileSync(path.join(files, 'logo.gif'), Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'));
    fs.writeFileSync(path.join(files, 'logo.png.exe'), png);
    // A real PNG start, then more than the 1 MB the server takes.
    fs.writeFileSync(path.join(files, 'large.png'), Buffer.concat([png, Buffer.alloc(1024 * 1024 + 10)]));
  });

  // A modal dialog marks the rest of the page aria-hidden, the toast host included, while it is open.
  const toast = (page: Page, text: string) => page.getByRole('alert', { includeHidden: true }).filter({ hasText: text }).first().waitFor();
  const row = (page: Page, name: string) =>
    page.getByRole('grid').getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });
  /** The width the browser decoded an <img> at, once it has loaded. */
  const loadedWidth = async (image: Locator) => {
    await image.waitFor();
    await image.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? undefined : img.decode()));
    return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
  };
  const topBarLogo = (page: Page) => page.getByRole('banner').getByRole('img', { name: `${ACME} logo` });
  const acme = async () => {
    const listed = await server.app.inject({ url: `/api/organization?filter=${encodeURIComponent(JSON.stringify({ q: 'ACME' }))}`, headers: bearer(adminToken) });
    return (listed.json() as { id: number; organizationCode: string; logoFile: string; version: number }[]).find((o) => o.organizationCode === 'ACME')!;
  };

  it('as ADMIN: uploads a new logo for ACME in the edit dialog; wrong files are refused; the top bar shows it', async () => {
    const { page } = suite;
    await enterAs(page, suite.server, 'ADMIN');
    expect(await loadedWidth(topBarLogo(page))).toBe(DEMO_LOGO_SIZE);
    const before = await acme();

    await page.goto('/organization');
    await row(page, 'ACME').waitFor();
    await page.getByRole('button', { name: 'Actions for ACME', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Organization' });
    await edit.waitFor();

    // The stored logo, fetched with the bearer token.
    const preview = edit.getByRole('img', { name: 'Logo', exact: true });
    expect(await loadedWidth(preview)).toBe(DEMO_LOGO_SIZE);
    const button = edit.getByText('Upload Logo', { exact: true });
    await button.waitFor();
    const input = edit.locator('input[type="file"]');
    expect(await input.getAttribute('accept')).toBe('.png,.jpeg,.jpg');

    // Refused in the browser (widgets/rules/fileRules.ts): nothing is sent.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/logo')) posts.push(request.url());
    });
    await input.setInputFiles(path.join(files, 'logo.gif'));
    await edit.getByText('Please upload a valid file type: .png, .jpeg, .jpg', { exact: true }).waitFor();
    await input.setInputFiles(path.join(files, 'logo.png.exe'));
    await edit.getByText('Double extension files are not allowed.', { exact: true }).waitFor();
    expect(posts).toEqual([]);
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'organization-logo-refused.png') });

    // Refused by the server: its 400 message shows under the field (and as the toast).
    await toastGateOpen(page);
    await Promise.all([
      toast(page, 'Logo must be at most 1 MB'),
      edit.getByText('Logo must be at most 1 MB', { exact: true }).waitFor(),
      input.setInputFiles(path.join(files, 'large.png')),
    ]);
    expect(posts).toHaveLength(1);
    expect((await acme()).logoFile).toBe(before.logoFile);

    // A good PNG: stored at once, shown in the dialog and the top bar.
    await toastGateOpen(page);
    await Promise.all([toast(page, 'Logo updated successfully'), input.setInputFiles(path.join(files, 'logo.png'))]);
    await page.waitForFunction(
      () => (document.querySelector('[role="dialog"] img[alt="Logo"]') as HTMLImageElement | null)?.naturalWidth === 1,
    );
    expect(await edit.getByText('Logo must be at most 1 MB', { exact: true }).count()).toBe(0);
    const after = await acme();
    expect(after.logoFile).toMatch(/^org-\d+-\d+\.png$/);
    expect(after.logoFile).not.toBe(before.logoFile);
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'organization-logo-dialog.png') });

    // The upload moved the record's version on; the dialog saves on top of it without a conflict.
    await toastGateOpen(page);
    await Promise.all([toast(page, 'Organization updated successfully'), edit.getByRole('button', { name: 'Submit' }).click()]);
    await edit.waitFor({ state: 'detached' });
    expect((await acme()).logoFile).toBe(after.logoFile);

    await page.waitForFunction(
      (alt) => (document.querySelector(`header img[alt="${alt}"]`) as HTMLImageElement | null)?.naturalWidth === 1,
      `${ACME} logo`,
    );
    await page.reload();
    expect(await loadedWidth(topBarLogo(page))).toBe(1);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'organization-logo-topbar.png') });
  });

  it('as ADMIN: picks the mail server through the look-ups, and saves a password that is never shown again', async () => {
    const { page } = suite;
    await enterAs(page, suite.server, 'ADMIN');
    await page.goto('/organization');
    await row(page, 'ACME').waitFor();
    const openEdit = async () => {
      await page.getByRole('button', { name: 'Actions for ACME', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Organization' });
      await dialog.waitFor();
      return dialog;
    };
    const edit = await openEdit();
    const providerField = edit.getByRole('combobox', { name: 'Provider', exact: true });
    const serverField = edit.getByRole('combobox', { name: 'Server', exact: true });
    const portField = edit.getByRole('combobox', { name: 'Port', exact: true });
    const choose = async (field: Locator, option: string) => {
      await field.click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    const offered = async (field: Locator) => {
      await field.click();
      await page.getByRole('option').first().waitFor();
      const names = await page.getByRole('listbox').getByRole('option').allTextContents();
      await page.keyboard.press('Escape');
      return names;
    };

    // Server and port wait for a provider; each list is the one the server's /smtp look-ups give.
    await providerField.scrollIntoViewIfNeeded();
    expect(await serverField.isDisabled()).toBe(true);
    await choose(providerField, 'Google Workspace');
    expect(await offered(serverField)).toEqual(['smtp.gmail.com', 'smtp-relay.gmail.com']);
    await choose(serverField, 'smtp.gmail.com');
    expect(await offered(portField)).toEqual(['465', '587']);
    await choose(portField, '587');

    // Another provider clears the server it does not offer, and with it the port.
    await choose(providerField, 'Microsoft 365');
    await expect.poll(() => serverField.inputValue()).toBe('');
    await expect.poll(() => portField.inputValue()).toBe('');

    // A custom server has no list: it is typed.
    await choose(providerField, 'Custom SMTP');
    const typedServer = edit.getByRole('textbox', { name: 'Server', exact: true });
    await typedServer.fill('mail.acme.example');
    await choose(portField, '2525');
    await edit.getByLabel('Mail Server Password').fill('acm3-secret');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'organization-mail-server.png') });
    await toastGateOpen(page);
    await Promise.all([toast(page, 'Organization updated successfully'), edit.getByRole('button', { name: 'Submit' }).click()]);
    await edit.waitFor({ state: 'detached' });

    const acmeRow = await server.app.inject({ url: `/api/organization?filter=${encodeURIComponent(JSON.stringify({ organizationCode: 'ACME' }))}`, headers: bearer(adminToken) });
    expect(acmeRow.json()[0].mailSettings).toEqual({ provider: 'Custom SMTP', server: 'mail.acme.example', port: 2525 });
    const stored = await server.database.db.selectFrom('organization').select('mail_password').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow();
    expect((await openSecretBox(server.database.db, server.config)).open(stored.mail_password!)).toBe('acm3-secret');

    // Opened again: the settings as saved, the password field empty.
    const again = await openEdit();
    expect(await again.getByRole('textbox', { name: 'Server', exact: true }).inputValue()).toBe('mail.acme.example');
    expect(await again.getByLabel('Mail Server Password').inputValue()).toBe('');
  });

  it('as ADMIN: the Submenu grid shows each submenu’s menu by its name, not its id', async () => {
    const { page } = suite;
    await enterAs(page, suite.server, 'ADMIN');
    await page.goto('/submenu');
    await page.getByRole('grid').getByRole('columnheader', { name: 'Menu', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search Submenu' }).fill('/gender');
    const gender = row(page, 'Gender');
    await gender.getByRole('gridcell', { name: 'Master Data', exact: true }).waitFor();
    // Columns: Submenu Name, Path, Menu, Order, Status, Action; the stored value is the menu's id.
    const listed = await server.app.inject({ url: `/api/submenu?filter=${encodeURIComponent(JSON.stringify({ q: '/gender' }))}`, headers: bearer(adminToken) });
    const menuId = (listed.json() as { path: string; menuId: number }[]).find((submenu) => submenu.path === '/gender')!.menuId;
    const cells = (await gender.getByRole('gridcell').allTextContents()).map((text) => text.trim());
    expect(cells.slice(0, 3)).toEqual(['Gender', '/gender', 'Master Data']);
    expect(cells).not.toContain(String(menuId));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'submenu-menu-labels.png') });
  });
});
