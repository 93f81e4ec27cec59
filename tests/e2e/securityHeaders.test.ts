import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/browser.js';
import { useBrowserSuite } from '../helpers/browserSuite.js';

/**
 * The built app under the server's security headers, in Chromium: every Content-Security-Policy
 * violation the browser reports (the securitypolicyviolation event and its console message) fails.
 */
describe('security headers', () => {
  const suite = useBrowserSuite();
  let collaboration: http.Server;
  let collaborationUrl: string;

  beforeAll(async () => {
    // A collaboration screen on another origin, as an organisation's administrator configures one.
    collaboration = http.createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end('<!doctype html><title>Chat</title><h1>Direct messages here</h1>');
    });
    await new Promise<void>((resolve) => collaboration.listen(0, '127.0.0.1', resolve));
    collaborationUrl = `http://127.0.0.1:${(collaboration.address() as AddressInfo).port}/chat`;
    await sql`UPDATE organization SET collaboration_urls = ${JSON.stringify({ dm: collaborationUrl })}::jsonb`.execute(suite.server.database.db);
  });
  afterAll(() => new Promise<void>((resolve) => (collaboration ? collaboration.close(() => resolve()) : resolve())));

  /** Starts recording CSP violations in every document of the page, before its own scripts run. */
  async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
    const seen: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
    });
    await page.addInitScript(() => {
      const win = window as unknown as { cspViolations: string[] };
      win.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        win.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
      );
    });
    return async () => [...seen, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
  }

  it('sends the headers on the app and the API', async () => {
    const page = await fetch(`${suite.server.url}/login`);
    const csp = page.headers.get('content-security-policy') ?? '';
    // No inline script ever; eval only for the forms' schema validator (docs/security.md).
    expect(csp).toContain("script-src 'self' 'unsafe-eval';");
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const api = await fetch(`${suite.server.url}/api/health`);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('content-security-policy')).toBe(csp);
  });

  it('runs sign-in, a grid, a form, the ID card and a collaboration frame without a violation', async () => {
    const { page } = suite;
    const violations = await recordViolations(page);
    await signIn(page, 'ADMIN');
    expect(await violations()).toEqual([]);

    await page.goto('/bankName');
    await page.getByRole('heading', { name: 'Bank Name', level: 1 }).waitFor();
    await page.getByRole('grid').getByRole('gridcell', { name: 'Banque Misr', exact: true }).waitFor();
    expect(await violations()).toEqual([]);

    // A form validates in the browser before it saves.
    await page.getByRole('button', { name: '+ Add Bank Name', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add Bank Name' });
    await add.getByRole('button', { name: 'Submit' }).click();
    await add.getByText('Name is required', { exact: true }).waitFor();
    await add.getByLabel('Name').fill('Bank of Security');
    await add.getByRole('button', { name: 'Submit' }).click();
    await add.waitFor({ state: 'detached' });
    expect(await violations()).toEqual([]);

    await page.getByRole('button', { name: 'ID card' }).hover();
    await page.getByLabel('ID card PDF').waitFor();
    expect(await violations()).toEqual([]);

    await page.goto('/dm');
    const frame = page.frameLocator('iframe[title]');
    await frame.getByRole('heading', { name: 'Direct messages here' }).waitFor();
    expect(await violations()).toEqual([]);
  });
});
