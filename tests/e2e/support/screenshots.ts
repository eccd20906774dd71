/**
 * What the take-*-screenshots scripts share: their frame (seed, Chromium, close, exit), the two
 * widths every page is looked at, the wait for loading skeletons to go, and a camera that saves
 * named pictures into a docs folder.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage } from './browser.ts';
import { seedDemo, signIn } from './demo.ts';

/**
 * A take-*-screenshots script's whole run, so that each script holds only what it photographs:
 * seeds the data (`seed`, the demo by default; whatever it returns is handed to `take`), launches
 * Chromium, runs `take`, always closes the browser, and ends the process: 0 when all went well, 1
 * with the error printed when anything failed (`npm run screenshots` then stops). The exit is
 * explicit because the Admin SDK's open connections can otherwise keep the process alive.
 */
export async function takeScreenshots(take: (browser: Browser) => Promise<void>): Promise<never>;
export async function takeScreenshots<Seeded>(
  take: (browser: Browser, seeded: Seeded) => Promise<void>,
  options: { seed: () => Promise<Seeded> },
): Promise<never>;
export async function takeScreenshots(
  take: (browser: Browser, seeded: unknown) => Promise<void>,
  { seed = seedDemo }: { seed?: () => Promise<unknown> } = {},
): Promise<never> {
  try {
    const seeded = await seed();
    const browser = await launchBrowser();
    try {
      await take(browser, seeded);
    } finally {
      await browser.close();
    }
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
  process.exit(0);
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
export type Viewport = typeof PHONE;

/** Each width with the name the pictures carry. */
export const WIDTHS = [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const;
export const COLOR_SCHEMES = ['light', 'dark'] as const;

/** Waits until no loading skeleton is left on the page. */
export const settle = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root'), undefined, { timeout: 20_000 });

/**
 * test-results/screenshots/<folder>/ (ignored by git), made if missing. `npm run screenshots`
 * copies from there the pictures a doc embeds into docs/screenshots/ (scripts/screenshots/).
 */
export function screenshotDir(folder: string): string {
  const dir = fileURLToPath(new URL(`../../../test-results/screenshots/${folder}/`, import.meta.url));
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A `shot(page, name, fullPage?)` saving `<screenshotDir(folder)>/<name>.png`, after a moment
 * for transitions (dialogs, toasts) to finish. A full-page picture starts from the top: a scrolled
 * page would draw its fixed top bar where the scroll left it.
 */
export function camera(folder: string, pauseMs = 500) {
  const outDir = screenshotDir(folder);
  return async (page: Page, name: string, fullPage = false) => {
    await page.waitForTimeout(pauseMs);
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    const file = join(outDir, `${name}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  };
}

/** Presses Tab (at most `max` times) until `target` has the focus: keyboard-only screenshots. */
export async function tabTo(page: Page, target: Locator, max = 30): Promise<void> {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
}

/** A page of its own at this width and colour scheme, signed in as `email` (a demo account). */
export async function signedInShotPage(
  browser: Browser,
  viewport: Viewport,
  colorScheme: (typeof COLOR_SCHEMES)[number],
  email: string,
): Promise<Page> {
  const page = await openPage(browser, { viewport, colorScheme });
  await signIn(page, email);
  return page;
}

/**
 * Calls `look` with a fresh page signed in as `email` at each width (named '390' or '1280') and
 * colour scheme, closing the page after each.
 */
export async function atEveryLook(
  browser: Browser,
  email: string,
  look: (page: Page, size: (typeof WIDTHS)[number][0], colorScheme: (typeof COLOR_SCHEMES)[number]) => Promise<void>,
): Promise<void> {
  for (const [size, viewport] of WIDTHS) {
    for (const colorScheme of COLOR_SCHEMES) {
      const page = await signedInShotPage(browser, viewport, colorScheme, email);
      await look(page, size, colorScheme);
      await page.context().close();
    }
  }
}
