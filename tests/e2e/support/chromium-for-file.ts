import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { assertAppIsServed, launchBrowser, openPage } from './browser.ts';

/**
 * Chromium for one test file: launched before its tests, once the app answers and `prepare` (such
 * as seeding the demo) has run, and closed after them. Returns `openPage` for that browser.
 */
export function chromiumForThisFile(prepare?: () => Promise<void>): (options?: BrowserContextOptions) => Promise<Page> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    await assertAppIsServed();
    await prepare?.();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return (options) => {
    if (!browser) throw new Error('Chromium is not running yet: open pages inside a test.');
    return openPage(browser, options);
  };
}
