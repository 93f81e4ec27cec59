import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enterAs, shows, toast, toastGateOpen } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';
import { bearer, type TestServer } from '../helpers/testServer.js';

/**
 * Roles, menus and permissions in Chromium against the real server: a role made in the browser,
 * granted one master in the permission matrix and assigned to an employee, who then sees and may
 * do only that; the audit trail of it; a menu switched off disappearing at the next sign-in; and
 * the mail outbox, a read-only master.
 */

const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
const ROLE = 'Payroll Clerk';
const CLERK = 'EMP030';

describe('administration: roles, permissions, role assignment, audit trail, menus, mail outbox', () => {
  const suite = useBrowserSuite();
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = suite.server;
    adminToken = (await server.login('ADMIN')).token;
  });

  const api = (method: 'GET' | 'PUT', url: string) => server.app.inject({ method, url, headers: bearer(adminToken) });
  const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
  /** The rail's in-app entries (E-Library and Goal Tracking are external links). */
  const menuEntries = (page: Page) => sideMenu(page).locator('a[href^="/"]');
  const checkbox = (scope: Page | Locator, name: string) => scope.getByRole('checkbox', { name, exact: true });
  const row = (page: Page, name: string) =>
    page.getByRole('grid').getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });
  const roleId = async () => {
    const roles = (await api('GET', `/api/addRoles?filter=${encodeURIComponent(JSON.stringify({ q: ROLE }))}`)).json();
    return roles.find((role: { roleType: string }) => role.roleType === ROLE).id as number;
  };

  /** ADMIN on a master's page with its Add dialog open. */
  const addDialogAsAdmin = async (path: string, title: string) => {
    const { page } = suite;
    await enterAs(page, server, 'ADMIN');
    await page.goto(path);
    await toastGateOpen(page);
    await page.getByRole('button', { name: `+ Add ${title}`, exact: true }).click();
    return { page, add: page.getByRole('dialog', { name: `Add ${title}` }) };
  };

  it('as ADMIN: creates a role, grants it Gender (View and Edit) in the matrix, and assigns it to an employee', async () => {
    // The role, through its master screen.
    const { page, add } = await addDialogAsAdmin('/addRoles', 'Role');
    await add.getByLabel('Role Type').fill(ROLE);
    await add.getByLabel('Role Sequence').fill('20');
    await add.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Role added successfully');
    await add.waitFor({ state: 'detached' });

    // Its permissions: nothing yet, every menu and submenu listed.
    await page.goto('/rolesAndPermission');
    await page.getByRole('heading', { name: 'Roles And Permissions', level: 1 }).waitFor();
    const permissions = page.getByRole('region', { name: 'Permissions' });
    await permissions.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: ROLE, exact: true }).click();
    const matrix = permissions.getByRole('table', { name: `Permissions of ${ROLE}` });
    await matrix.waitFor();
    expect(await matrix.locator('tbody tr').count()).toBeGreaterThan(200);
    await shows(permissions, '0 screens granted');
    expect(await checkbox(matrix, 'Select all View').isChecked()).toBe(false);

    // Edit implies View.
    await checkbox(matrix, 'Edit Master Data / Gender').check();
    expect(await checkbox(matrix, 'View Master Data / Gender').isChecked()).toBe(true);
    expect(await checkbox(matrix, 'Delete Master Data / Gender').isChecked()).toBe(false);
    await shows(permissions, 'Unsaved changes');

    // Select-all for a menu's column ticks every submenu; clearing View clears the rest too.
    await checkbox(matrix, 'View all of Master Data').click();
    expect(await checkbox(matrix, 'View Master Data / Blood Group').isChecked()).toBe(true);
    expect(await checkbox(matrix, 'View all of Master Data').isChecked()).toBe(true);
    await checkbox(matrix, 'View all of Master Data').click();
    expect(await checkbox(matrix, 'View Master Data / Blood Group').isChecked()).toBe(false);
    expect(await checkbox(matrix, 'Edit Master Data / Gender').isChecked()).toBe(false);

    // A row's select-all, then the filter narrowing the rows.
    await checkbox(matrix, 'All permissions for Master Data / Gender').check();
    expect(await checkbox(matrix, 'Delete Master Data / Gender').isChecked()).toBe(true);
    await checkbox(matrix, 'Delete Master Data / Gender').uncheck();
    await checkbox(matrix, 'Add Master Data / Gender').uncheck();
    expect(await checkbox(matrix, 'All permissions for Master Data / Gender').getAttribute('data-indeterminate')).toBe('true');
    await permissions.getByRole('searchbox', { name: 'Filter menus' }).fill('gender');
    await permissions.getByText(/^1 of \d+ screens$/).waitFor();
    expect(await matrix.locator('tbody tr').count()).toBe(2); // Master Data's heading, Gender
    await permissions.getByRole('searchbox', { name: 'Filter menus' }).fill('');
    await checkbox(matrix, 'View Master Data / Blood Group').waitFor();

    await checkbox(matrix, 'View all of Master Data').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'rolesAndPermission-matrix.png') });
    await toastGateOpen(page);
    await permissions.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Permissions updated successfully');
    await shows(permissions, '1 screen granted');

    const saved = (await api('GET', `/api/rolesAndPermission/${await roleId()}`)).json().data.rows;
    const granted = saved.filter((r: { access: { view: boolean } }) => r.access.view);
    expect(granted.map((r: { path: string; access: object }) => [r.path, r.access])).toEqual([
      ['/gender', { view: true, add: false, edit: true, delete: false }],
    ]);

    // Assign it to EMP030, who keeps Employee as the role they sign in with.
    const assign = page.getByRole('region', { name: 'Assign roles' });
    await assign.getByLabel('Employee ID').fill(CLERK.toLowerCase());
    await assign.getByRole('button', { name: 'Load', exact: true }).click();
    await assign.getByRole('button', { name: 'Employee', exact: true }).waitFor();
    await assign.getByRole('combobox', { name: 'Roles' }).click();
    await page.getByRole('option', { name: ROLE, exact: true }).click();
    await page.keyboard.press('Escape');
    await toastGateOpen(page);
    await assign.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Roles updated successfully');
    const held = (await api('GET', `/api/employee/role-types?empId=${CLERK}`)).json().data;
    expect(held.roleTypes).toEqual(['Employee', ROLE]);
  });

  it(`as ${CLERK} in the new role: sees only Gender, may edit but not delete, and is refused elsewhere`, async () => {
    const { page } = suite;
    await enterAs(page, server, CLERK);
    await toastGateOpen(page);
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Account menu' }).hover();
    await page.getByRole('menu', { name: 'Account' }).waitFor();
    await page.getByRole('menuitem', { name: 'Login As' }).click();
    await page.getByRole('menuitem', { name: ROLE, exact: true }).click();
    await shows(page, `Logged in as ${ROLE}`);

    // One side-menu entry, Master Data, whose only page is Gender.
    await page.waitForURL('**/gender');
    await sideMenu(page).getByRole('link', { name: 'Master Data', exact: true }).waitFor();
    expect(await menuEntries(page).count()).toBe(1);
    const tabs = page.getByRole('tablist', { name: 'Master Data pages' });
    await tabs.waitFor();
    expect((await tabs.getByRole('tab').allTextContents()).map((text) => text.trim())).toEqual(['Gender']);

    // The list, and a row menu with Edit but no Delete.
    await page.getByRole('heading', { name: 'Gender', level: 1 }).waitFor();
    await row(page, 'Male').waitFor();
    expect(await page.getByRole('button', { name: '+ Add Gender' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Actions for Male', exact: true }).click();
    const items = (await page.getByRole('menu').getByRole('menuitem').allTextContents()).map((text) => text.trim());
    expect(items).toContain('Edit');
    expect(items).not.toContain('Delete');
    await toastGateOpen(page);
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Gender' });
    expect(await edit.getByLabel('Name').inputValue()).toBe('Male');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Gender updated successfully');
    await edit.waitFor({ state: 'detached' });

    // The server refuses what the screen does not offer.
    const maleId = (await row(page, 'Male').getAttribute('data-id')) ?? '';
    expect(maleId).toMatch(/^\d+$/);
    const status = await page.evaluate(async (id) => {
      const stored = JSON.parse(localStorage.getItem('loginDetails') ?? sessionStorage.getItem('loginDetails') ?? '{}');
      return (await fetch(`/api/gender/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${stored.token}` } })).status;
    }, maleId);
    expect(status).toBe(403);

    await page.goto('/bloodGroup');
    await shows(page, 'Your role does not have permission to access this page.');
  });

  it('as ADMIN: the audit trail lists the changes, filters them and shows before and after', async () => {
    const { page } = suite;
    await enterAs(page, server, 'ADMIN');
    await page.goto('/auditTrail');
    await page.getByRole('heading', { name: 'Audit Trail', level: 1 }).waitFor();
    const grid = page.getByRole('grid', { name: 'Audit trail' });
    for (const header of ['When', 'Who', 'Entity', 'Record', 'Action', 'Changes']) await grid.getByRole('columnheader', { name: header }).waitFor();

    // Newest first: the Gender edit of the previous test, by EMP030.
    const first = grid.getByRole('row').nth(1);
    await first.getByRole('gridcell', { name: 'gender', exact: true }).waitFor();
    expect(await first.getByRole('gridcell').nth(0).textContent()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(await first.getByRole('gridcell').nth(1).textContent()).toMatch(new RegExp(`^${CLERK} - `));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'auditTrail.png') });

    // Filters go to the server.
    const filters = page.getByRole('search', { name: 'Audit trail filters' });
    const action = filters.getByRole('combobox', { name: /^Action/ });
    await filters.getByLabel('Entity').fill('rolesAndPermission');
    await page.waitForFunction(() => document.querySelector('.MuiTablePagination-displayedRows')?.textContent === '1–1 of 1');
    const entry = grid.getByRole('row').nth(1);
    await entry.getByRole('gridcell', { name: 'ADMIN - Site Administrator', exact: true }).waitFor();
    await action.click();
    await page.getByRole('option', { name: 'Delete', exact: true }).click();
    await shows(grid, 'No data available');
    await action.click();
    await page.getByRole('option', { name: 'Update', exact: true }).click();
    await entry.getByRole('gridcell', { name: 'ADMIN - Site Administrator', exact: true }).waitFor();
    await page.getByRole('listbox').waitFor({ state: 'detached' });

    const changes = page.getByRole('dialog', { name: 'Changes' });
    await entry.getByRole('button', { name: /^Changes of rolesAndPermission / }).click();
    await changes.getByRole('region', { name: 'Before' }).waitFor();
    const after = await changes.getByRole('region', { name: 'After' }).textContent();
    expect(after).toContain('"edit": true');
    // The screenshot after the dialog's fade-in has finished, not half-way through it.
    await changes.evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'auditTrail-changes.png') });
    await changes.getByRole('button', { name: 'Close' }).click();
    await changes.waitFor({ state: 'detached' });

    // The search box and the actor and date filters.
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await filters.getByRole('searchbox', { name: 'Search audit trail' }).fill(CLERK);
    await filters.getByLabel('Emp ID').fill(CLERK);
    await page.waitForFunction(() => document.querySelector('.MuiTablePagination-displayedRows')?.textContent === '1–1 of 1');
    await first.getByRole('gridcell', { name: 'gender', exact: true }).waitFor();
    await filters.getByLabel('From').fill('01012000');
    await filters.getByLabel('To').fill('01012000');
    // Both dates reach the list's query (the address holds it), then the grid answers it.
    await page.waitForURL((url) => {
      const sent = JSON.parse(url.searchParams.get('filter') ?? '{}');
      return sent.from === '2000-01-01' && sent.to === '2000-01-01' && sent.actor === CLERK;
    });
    await shows(grid, 'No data available');
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await first.getByRole('gridcell', { name: 'gender', exact: true }).waitFor();
  });

  it('as ADMIN: a submenu’s Menu (an integer key) is picked from the menus by name', async () => {
    const { page } = suite;
    await enterAs(page, server, 'ADMIN');
    await page.goto('/submenu');
    await page.getByRole('searchbox', { name: 'Search Submenu' }).fill('/gender');
    await row(page, 'Gender').waitFor();
    await page.getByRole('button', { name: 'Actions for /gender', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Submenu' });
    const menu = edit.getByRole('combobox', { name: 'Menu' });
    await page.waitForFunction(
      () => (document.querySelector('[role="dialog"] input[role="combobox"]') as HTMLInputElement | null)?.value === 'Master Data',
    );
    await menu.fill('sett');
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect((await options.allTextContents()).map((text) => text.trim())).toEqual(['Settings']);
    await page.keyboard.press('Escape');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });
  });

  it('as ADMIN: a menu switched off leaves the side menu of HR001 at the next sign-in', async () => {
    const hr = suite.page;
    await enterAs(hr, server, 'HR001');
    await sideMenu(hr).getByRole('button', { name: 'Expand menu' }).click();
    await sideMenu(hr).getByRole('link', { name: 'Travel', exact: true }).waitFor();

    const page = await suite.open();
    await enterAs(page, server, 'ADMIN');
    await page.goto('/menu');
    await page.getByRole('searchbox', { name: 'Search Menu' }).fill('Travel');
    await row(page, 'Travel').waitFor();
    await toastGateOpen(page);
    await page.getByRole('button', { name: 'Actions for /travel', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Status' }).click();
    await page.getByRole('dialog', { name: 'Change Status' }).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Menu status updated successfully');
    await row(page, 'Travel').getByText('Inactive', { exact: true }).waitFor();

    // The matrix shows it greyed, marked Inactive.
    await page.goto('/rolesAndPermission');
    const permissions = page.getByRole('region', { name: 'Permissions' });
    await permissions.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'HR Ops Admin', exact: true }).click();
    const matrix = permissions.getByRole('table', { name: 'Permissions of HR Ops Admin' });
    await matrix.waitFor();
    const travel = matrix.locator('tr[data-inactive]').filter({ hasText: 'Travel' }).first();
    await travel.getByText('Inactive', { exact: true }).waitFor();
    await travel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'rolesAndPermission-inactive.png') });

    // HR001 signs in again: no Travel.
    const again = await suite.open();
    await enterAs(again, server, 'HR001');
    await sideMenu(again).getByRole('button', { name: 'Expand menu' }).click();
    await sideMenu(again).getByRole('link', { name: 'Attendance', exact: true }).waitFor();
    expect(await sideMenu(again).getByRole('link', { name: 'Travel', exact: true }).count()).toBe(0);

    // Back on, for whoever reads this database next.
    const [menu] = (await api('GET', `/api/menu?filter=${encodeURIComponent(JSON.stringify({ q: '/travel' }))}`)).json().filter((m: { path: string }) => m.path === '/travel');
    expect((await server.app.inject({ method: 'PUT', url: `/api/menu/${menu.id}`, headers: bearer(adminToken), payload: { ...menu, status: 'Active' } })).statusCode).toBe(200);
  });
  it('as ADMIN: reads a password-reset mail in the Mail Outbox, which offers no way to change it', async () => {
    const email = (await server.database.db.selectFrom('employee').select('official_email').where('emp_id', '=', 'EMP044').executeTakeFirstOrThrow()).official_email;
    await server.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { empId: 'EMP044', emailId: email } });
    const { page } = suite;
    await enterAs(page, server, 'ADMIN');
    await page.goto('/menu');
    await page.getByRole('tab', { name: 'Mail Outbox' }).click();
    await page.waitForURL('**/mailOutbox');
    await page.getByRole('heading', { name: 'Mail Outbox', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: /^\+ Add/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
    await row(page, email).waitFor();
    await row(page, email).getByRole('button', { name: /^Actions for/ }).click();
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual(['View']);
    await page.getByRole('menuitem', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'View Mail Outbox' });
    await view.waitFor();
    expect(await view.getByLabel('Message').inputValue()).toMatch(/resetPassword\?token=\[redacted\]/);
    expect(await view.getByRole('button', { name: /^Submit/ }).count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'mail-outbox-view.png') });
  });

  it('as ADMIN: adds a help desk contact by picking employees from the organisation', async () => {
    const { page, add } = await addDialogAsAdmin('/helpDeskSpoc', 'Help Desk Contact');
    await add.getByRole('textbox', { name: 'Category', exact: true }).fill('Travel Desk');
    const pick = async (label: string, typed: string) => {
      await add.getByRole('combobox', { name: label }).fill(typed);
      const option = page.getByRole('option').filter({ hasText: new RegExp(`^${typed} - `) });
      await option.waitFor();
      await option.click();
    };
    await pick('Contact Employee ID', 'EMP014');
    await pick("Contact's Reporting Manager ID", 'HR001');
    expect(await add.getByRole('combobox', { name: 'Contact Employee ID' }).inputValue()).toMatch(/^EMP014 - /);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'help-desk-contact-picker.png') });
    await Promise.all([toast(page, 'Help Desk Contact added successfully'), add.getByRole('button', { name: 'Submit' }).click()]);
    const saved = (await api('GET', `/api/helpDeskSpoc?filter=${encodeURIComponent(JSON.stringify({ q: 'Travel Desk' }))}`)).json();
    expect(saved).toMatchObject([{ menuName: 'Travel Desk', spocEmpId: 'EMP014', spocReportingManagerEmpId: 'HR001' }]);
  });
});
