/**
 * Every route under axe (issue 27 item 4): no serious or critical WCAG 2.1 AA violation at a
 * 1280 px desktop and a 375 px phone, light and dark, once the page shows its data.
 *
 * Each route is swept once, by the role that sees the most of it: the public pages signed out, the
 * pages every role shares as the peer (their staff versions add buttons drawn the same way, which
 * the staff pages' own sweeps cover), the staff pages as the admin, the staff dashboard and the
 * participant view as the facilitator. Within a role the visits are client-side navigations, and
 * the four looks are switched on the open page (viewport and colour scheme), so one load serves
 * four analyses. The frame around a page (top bar, menus) is the same on every page of a role: it is
 * analysed whole on the role's first page, and only the page's main region after that.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { appUrl, navigateInApp, VIEWPORTS } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signIn } from './support/demo.ts';
import { PUBLIC_PAGE_TITLES, SHARED_PAGE_TITLES, STAFF_PAGE_TITLES } from './support/spec-routes.ts';

const LOOKS = [
  { name: 'desktop light', viewport: VIEWPORTS.desktop, scheme: 'light' },
  { name: 'desktop dark', viewport: VIEWPORTS.desktop, scheme: 'dark' },
  { name: 'phone dark', viewport: VIEWPORTS.mobile, scheme: 'dark' },
  { name: 'phone light', viewport: VIEWPORTS.mobile, scheme: 'light' },
] as const;

const SHARED = ['/', ...Object.keys(SHARED_PAGE_TITLES)];
const STAFF = ['/', ...Object.keys(STAFF_PAGE_TITLES)];
const PUBLIC = ['/login', '/signup', ...Object.keys(PUBLIC_PAGE_TITLES), '/no/such/page'];

const SWEEPS = [
  { who: 'signed out', start: '/mgh', paths: PUBLIC },
  { who: 'peer', email: 'peer@demo.test', start: '/', paths: SHARED },
  { who: 'admin', email: 'admin@demo.test', start: '/', paths: STAFF },
  { who: 'facilitator', email: 'facilitator@demo.test', start: '/', paths: ['/', '/user-view'] },
] as const;

/** Goes to `path` as a link would (no reload), and waits until the page shows its data. */
async function showPage(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname !== path) {
    await navigateInApp(page, path);
  }
  await pageSettled(page);
}

/** No skeleton and no spinning indicator (a progress bar with a value is content, not loading). */
async function pageSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('main') !== null &&
      document.querySelector('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])') === null,
    undefined,
    { timeout: 20_000 },
  );
  // Data that arrives in two steps (a list, then its counts) draws within a frame or two of the first.
  await page.waitForTimeout(300);
}

const newPage = chromiumForThisFile(seedDemo);

describe('every route under axe', () => {
  it.each(SWEEPS)(
    'has no serious violation at either width, light or dark ($who)',
    async (sweep) => {
      const page = await newPage();
      if ('email' in sweep) {
        await signIn(page, sweep.email);
      } else {
        await page.goto(appUrl(sweep.start));
      }
      const findings: string[] = [];
      for (const [index, path] of sweep.paths.entries()) {
        await showPage(page, path);
        for (const look of LOOKS) {
          await page.setViewportSize(look.viewport);
          await page.emulateMedia({ colorScheme: look.scheme });
          await pageSettled(page);
          const violations = await seriousAxeViolations(page, index === 0 ? undefined : 'main');
          findings.push(...violations.map((violation) => `${path} (${look.name}) ${violation}`));
        }
      }
      await page.context().close();
      // One finding a line, whole: a list would be cut short in the failure message.
      expect(findings.join('\n')).toBe('');
    },
    240_000,
  );
});
