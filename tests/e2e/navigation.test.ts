/**
 * Every page of a role is found by clicking (issue 27): from each demo account's home, each page
 * spec section 2 opens to its role is a visible link on the home (one click) or in one of the top
 * bar's menus (the menu, then the link: two clicks), at 1280 px and in a 390 px phone's menu. The
 * survey routes are reached through the peer home's "surveys due" when one is due, so only those
 * listed there count; /user-view is in the staff's account menu.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';

const newPage = chromiumForThisFile(seedDemo);

/** Spec section 2, without the survey routes. */
const EVERYONE = [
  '/',
  '/account',
  '/alumni',
  '/discussion',
  '/facilitators',
  '/guidelines',
  '/howto',
  '/overview',
  '/resources',
];
const STAFF_ONLY = ['/announcement', '/event', '/matching', '/report', '/settings', '/survey', '/user', '/user-view'];

const ACCOUNTS = [
  { email: 'admin@demo.test', pages: [...EVERYONE, ...STAFF_ONLY] },
  { email: 'facilitator@demo.test', pages: [...EVERYONE, ...STAFF_ONLY] },
  { email: 'sandbox@demo.test', pages: [...EVERYONE, ...STAFF_ONLY] },
  { email: 'peer@demo.test', pages: EVERYONE },
  { email: 'peer2@demo.test', pages: EVERYONE },
  { email: 'alumni@demo.test', pages: EVERYONE },
];

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

/** The app paths of the links on show (same origin only). */
async function visibleLinks(page: Page): Promise<Set<string>> {
  const hrefs = await page
    .locator('a[href]:visible')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return new Set(
    hrefs
      .map((href) => new URL(href))
      .filter((url) => url.origin === origin)
      .map((url) => url.pathname),
  );
}

/**
 * The links on show while a menu is open (its own and the page's); the menu is closed again after.
 * The page's count too: a link the home draws once its data has come (after the first look) is one
 * click away as much as a menu's.
 */
async function linksWithMenuOpen(page: Page, button: string): Promise<Set<string>> {
  const opener = page.getByRole('button', { name: button, exact: true });
  if ((await opener.count()) === 0 || !(await opener.isVisible())) return new Set();
  await opener.click();
  await page.locator('[role="menu"] a, .MuiDrawer-paper a').first().waitFor();
  const shown = await visibleLinks(page);
  await page.keyboard.press('Escape');
  await page.locator('[role="menu"], .MuiDrawer-paper').first().waitFor({ state: 'hidden' });
  return shown;
}

describe('every page of a role within two clicks of its home', () => {
  // Each size from the first paint, as a phone opens the app (a panel placed for a desktop stays there).
  const signedInPage = (size: keyof typeof VIEWPORTS) =>
    signedInPages((options) => newPage({ ...options, viewport: VIEWPORTS[size] }));

  it.each(ACCOUNTS.flatMap((account) => (['desktop', 'phone'] as const).map((size) => ({ ...account, size }))))(
    '$email on a $size',
    async ({ email, pages, size }) => {
      const page = await signedInPage(size)(email);
      await page.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 30_000 });
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      const reached = new Set(['/', ...(await visibleLinks(page))]);
      const menus = ['More', 'Account menu', 'Open the staff menu', 'Open the main menu'];
      for (const menu of menus) for (const path of await linksWithMenuOpen(page, menu)) reached.add(path);
      expect(pages.filter((path) => !reached.has(path))).toEqual([]);
      await page.context().close();
    },
  );
});
