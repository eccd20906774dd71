/**
 * /alumni (docs/alumni.md): the demo alumnus, opted out, is nowhere in the network; they opt in
 * and name an interest, and a peer's open directory finds them by it at once; a year before the
 * program is refused on its field, keeping what was typed; no serious axe violation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { VIEWPORTS } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';
import { DEMO_PEER } from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);
const ALUMNUS = { email: 'alumni@demo.test', uid: 'demo-alumni' };

const cards = (page: Page) => page.getByRole('list', { name: 'Alumni' }).locator('[data-alumnus]');

describe('/alumni', () => {
  it('lists an alumnus only once they opt in, live on an open page, found by their interest', async () => {
    const peer = await signedInPage(DEMO_PEER.email, '/alumni');
    await peer.getByRole('heading', { level: 1, name: 'Alumni network' }).waitFor();
    await cards(peer).first().waitFor({ timeout: 20_000 });
    const before = await cards(peer).count();
    expect(await peer.locator(`[data-alumnus="${ALUMNUS.uid}"]`).count()).toBe(0);
    // A peer outside the alumni community has no profile of their own to edit.
    expect(await peer.getByRole('heading', { name: 'Your alumni profile' }).count()).toBe(0);
    const interest = `storytelling${Date.now()}`;
    await peer.getByLabel('Search', { exact: true }).fill(interest);
    await peer.getByText(`0 of ${before} alumni`).waitFor();

    const alumnus = await signedInPage(ALUMNUS.email, '/alumni');
    const profile = alumnus.getByRole('region', { name: 'Your alumni profile' });
    await profile.getByLabel('Interests').waitFor({ timeout: 20_000 });
    // A year before the program: refused on the field, nothing typed lost.
    await profile.getByLabel('Cohort year').fill('1999');
    await profile.getByLabel('Interests').fill(`mentoring, ${interest}`);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByText('Must be 2000 or later').waitFor();
    expect(await profile.getByLabel('Interests').inputValue()).toBe(`mentoring, ${interest}`);

    await profile.getByLabel('Cohort year').fill('2025');
    await profile.getByLabel('Show me in the alumni network').check();
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await alumnus.getByText('Saved: you are in the alumni network').waitFor({ timeout: 20_000 });

    // The peer's open page, not reloaded, now finds them by the new interest.
    const found = peer.locator(`[data-alumnus="${ALUMNUS.uid}"]`);
    await found.waitFor({ timeout: 20_000 });
    expect(await found.textContent()).toContain('Cohort of 2025');
    expect(await found.getByRole('list', { name: 'Interests' }).textContent()).toContain(interest);
    await peer.getByText(`1 of ${before + 1} alumni`).waitFor();
    await Promise.all([peer.context().close(), alumnus.context().close()]);
  });

  it.each([
    ['mobile', 'light'],
    ['desktop', 'dark'],
  ] as const)("has no serious axe violation on an alumnus's page (%s, %s)", async (size, scheme) => {
    const page = await newPage({ viewport: VIEWPORTS[size], colorScheme: scheme });
    const signedIn = signedInPages(async () => page);
    await signedIn(ALUMNUS.email, '/alumni');
    await page
      .getByRole('region', { name: 'Your alumni profile' })
      .getByLabel('Interests')
      .waitFor({ timeout: 20_000 });
    await cards(page).first().waitFor({ timeout: 20_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (size === 'mobile') {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS.mobile.width,
      );
    }
    await page.context().close();
  });
});
