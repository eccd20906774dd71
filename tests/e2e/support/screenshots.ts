/**
 * What the take-*-screenshots scripts share: the two widths every page is looked at, the wait
 * for loading skeletons to go, and a camera that saves named pictures into a docs folder.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { openPage } from './browser.ts';
import { signIn } from './demo.ts';

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
