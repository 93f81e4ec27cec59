import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { launchBrowser, newPage } from './browser.js';
import { startTestServer, type TestServer } from './testServer.js';

/** What useBrowserSuite gives the tests of its describe block. */
export interface BrowserSuite {
  /** The real server on a fresh seeded PGlite database, listening, for the whole block. */
  readonly server: TestServer;
  readonly browser: Browser;
  /** The running test's own context and page, fresh for each test. */
  readonly context: BrowserContext;
  readonly page: Page;
  /** Another person's browser for the running test: a new context (its own storage, so its own session), closed after it. */
  open(): Promise<Page>;
}

/**
 * Registers, in the calling describe block, the hooks of a browser test file: one server and one Chromium for
 * the block, a new context and page for each test, closed after it, and any further pages the test opens.
 * Uncaught exceptions in any of them fail the test that caused them. Read the fields inside hooks and tests,
 * not at the describe level. `chatbot`: the chatbot service runs beside the server (docs/chatbot.md). `clockAt`: a file whose server runs on a fixed date: this process's Date (the
 * server's) moves there once the server has started, and the pages' clock starts there.
 */
export function useBrowserSuite(options: { clockAt?: Date; chatbot?: boolean } = {}): BrowserSuite {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const contexts: BrowserContext[] = [];
  let pageErrors: Error[] = [];

  const open = async () => {
    const opened = await newPage(browser, server.url, options.clockAt);
    contexts.push(opened.context);
    opened.page.on('pageerror', (error) => pageErrors.push(error));
    return opened;
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('pglite', { listen: true, chatbot: options.chatbot }), launchBrowser()]);
    if (options.clockAt) {
      // The server's "today" too (after its start: the seeded template is dated from the real day). Moved, not
      // frozen: Playwright's driver reads this Date as well (newPage's clockAt).
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(options.clockAt);
    }
  });
  afterAll(async () => {
    if (options.clockAt) vi.useRealTimers();
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    pageErrors = [];
    ({ context, page } = await open());
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((opened) => opened.close()));
    expect(pageErrors.map((error) => error.message)).toEqual([]);
  });

  return {
    get server() {
      return server;
    },
    get browser() {
      return browser;
    },
    get context() {
      return context;
    },
    get page() {
      return page;
    },
    open: async () => (await open()).page,
  };
}
