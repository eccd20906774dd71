/**
 * The signed-in frame: each demo account lands on the right home with the right top bar, route
 * protection, live announcements, the sandbox tutorial, and accessibility of the homes.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  certificateProgress,
  certificateTooltip,
  type ActivityCounts,
  type EngagementRequirements,
} from '@peer-coaching/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { appUrl, VIEWPORTS } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { expectPath, seedDemo, signIn } from './support/demo.ts';
import { postAnnouncement } from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);

async function signedInPage(email: string, options = {}): Promise<Page> {
  const page = await newPage(options);
  await signIn(page, email);
  return page;
}

describe('homes by role', () => {
  it.each([
    ['peer@demo.test', 'participant', /Good (morning|afternoon|evening), Jordan/],
    ['peer2@demo.test', 'participant', /Good (morning|afternoon|evening)/],
    ['alumni@demo.test', 'participant', /Good (morning|afternoon|evening)/],
    ['facilitator@demo.test', 'admin', /MGH 2026 Cohort A/],
    ['admin@demo.test', 'admin', /Cohort/],
    ['sandbox@demo.test', 'admin', /Sandbox/i],
  ])('%s lands on / with the %s top bar', async (email, bar, heading) => {
    const page = await signedInPage(email);
    await expect.poll(() => page.getByTestId(`${bar}-top-bar`).count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 })
      .toMatch(heading);
    await page.context().close();
  });

  it("shows the peer's certificate percentage and tooltip as section 9 computes them", async () => {
    const [settings, activities] = await Promise.all([
      adminDb.doc('groups/mgh/settings/certificate').get(),
      adminDb.doc('activities/demo-peer').get(),
    ]);
    const counts = activities.data() as ActivityCounts;
    const { percentage } = certificateProgress(
      settings.get('engagement_requirements') as EngagementRequirements,
      counts,
    );
    const page = await signedInPage('peer@demo.test');
    await expect.poll(() => page.getByText(`${percentage}%`, { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText(/^Done: /).textContent()).toBe(`Done: ${certificateTooltip(counts)}`);
    await page.context().close();
  });
});

describe('route protection', () => {
  it('sends a signed-out visit to /account to /login', async () => {
    const page = await newPage();
    await page.goto(appUrl('/account'));
    await expectPath(page, '/login');
    await page.context().close();
  });

  it('sends a peer opening a staff page (/announcement) to /', async () => {
    const page = await signedInPage('peer@demo.test');
    await page.goto(appUrl('/announcement'));
    await expectPath(page, '/');
    await page.context().close();
  });

  it('lets staff open a staff page, and sends a signed-in visitor of /login to /', async () => {
    const page = await signedInPage('facilitator@demo.test');
    await page.goto(appUrl('/event'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Events' }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.goto(appUrl('/login'));
    await expectPath(page, '/');
    await page.context().close();
  });

  it('signs out through /logout', async () => {
    const page = await signedInPage('peer2@demo.test');
    await page.goto(appUrl('/logout'));
    await expectPath(page, '/login');
    await page.goto(appUrl('/'));
    await expectPath(page, '/login');
    await page.context().close();
  });
});

describe('a self sign-up without a cohort', () => {
  it('lands on / with the participant top bar and the alert "Error fetching events"', async () => {
    const page = await newPage();
    await page.goto(appUrl('/signup'));
    await page.getByRole('textbox', { name: 'Email address' }).fill(`self.${Date.now()}@example.com`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-good-password');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('a-good-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectPath(page, '/');
    // The 1 s new-account delay, then the profile made on first call, which has no cohort yet.
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Error fetching events' }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(await page.getByTestId('participant-top-bar').count()).toBe(1);
    await page.context().close();
  });
});

describe('live updates', () => {
  it("a peer's home shows a new announcement without a reload", async () => {
    const page = await signedInPage('peer@demo.test');
    await expect.poll(() => page.getByRole('heading', { name: 'Announcements' }).count(), { timeout: 15_000 }).toBe(1);
    const title = `Room change ${Date.now()}`;
    await postAnnouncement('e2e-live', { title, body: 'Check-in moves to room 3.112.' }, 'mgh-2026-a');
    await expect.poll(() => page.getByText(title).count(), { timeout: 15_000 }).toBe(1);
    await page.context().close();
  });
});

describe('the sandbox tutorial', () => {
  it('shows the sandbox banner and completes the 24 steps', async () => {
    const page = await signedInPage('sandbox@demo.test');
    await expect.poll(() => page.getByText('Sandbox Mode Active').count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() =>
        page
          .getByText("You're in a safe tutorial environment. All changes are saved locally and won't affect real data.")
          .count(),
      )
      .toBe(1);
    await expect.poll(() => page.getByText('Tutorial (1/24)').count()).toBe(1);
    for (let step = 1; step < 24; step++) await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => page.getByText('Tutorial (24/24)').count()).toBe(1);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(() => page.getByText('Tutorial complete!').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText('Tutorial (24/24)').count()).toBe(0);
    const saved = await adminDb.doc('users/demo-sandbox').get();
    expect(saved.get('tutorial')).toBe(true);
    await page.context().close();
  });
});

describe('accessibility of the homes', () => {
  it.each([
    ['peer@demo.test', 'mobile'],
    ['peer@demo.test', 'desktop'],
    ['facilitator@demo.test', 'mobile'],
    ['facilitator@demo.test', 'desktop'],
  ] as const)('%s home at %s width has no serious or critical axe violation', async (email, size) => {
    const page = await signedInPage(email, { viewport: VIEWPORTS[size] });
    await expect.poll(() => page.getByRole('heading', { level: 2 }).count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    await page.context().close();
  });
});

describe('the skip link', () => {
  it.each(['peer@demo.test', 'facilitator@demo.test'])(
    "is %s's first Tab stop, shows when focused, and Enter puts the focus on the page past the top bar",
    async (email) => {
      const page = await signedInPage(email, { viewport: VIEWPORTS.mobile });
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
      // The page has drawn something to Tab to (a dashboard still loading its rows has nothing).
      const focusable = page.locator('main').locator('a[href], button:not([disabled]), select, input');
      await expect.poll(() => focusable.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const skip = page.getByRole('link', { name: 'Skip to content' });
      const inView = () =>
        skip.evaluate((link) => {
          const box = link.getBoundingClientRect();
          return box.bottom > 0 && box.top >= 0;
        });
      expect(await inView()).toBe(false);
      await page.keyboard.press('Tab');
      await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
      expect(await inView()).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
      expect(new URL(page.url()).hash).toBe('');
      // The next Tab lands inside the page, not back in the top bar.
      await page.keyboard.press('Tab');
      const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
      expect(inMain).toBe(true);
      await page.context().close();
    },
  );
});
