/**
 * /resources (docs/resources.md): a facilitator adds a link for their cohort (a javascript: address
 * is refused on its field first, nothing typed lost); the peer of that cohort sees it on their open
 * page without a reload, opening in a new tab; the alumnus (same group, another cohort) never does.
 * The peer searches and filters by category; the facilitator reorders by keyboard alone and
 * removes it; no serious axe violation on a phone or a desktop.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { VIEWPORTS } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';
import { DEMO_FACILITATOR, DEMO_PEER, expectNotReloaded, markDocument } from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);
const ALUMNUS = { email: 'alumni@demo.test', uid: 'demo-alumni' };

const rows = (page: Page) => page.locator('li[data-resource-id]');
const idsIn = (page: Page, category: string) =>
  page
    .locator(`section[data-category="${category}"] li[data-resource-id]`)
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-resource-id')!));

async function idOfTitle(title: string): Promise<string> {
  return eventually(async () => (await adminDb.collection('resources').where('title', '==', title).get()).docs[0]?.id);
}

describe('/resources', () => {
  it('shows a new resource live to the peers of its cohort only; search, filter, reorder and remove', async () => {
    const peer = await signedInPage(DEMO_PEER.email, '/resources');
    await peer.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    await rows(peer).first().waitFor({ timeout: 20_000 });
    const mark = await markDocument(peer);
    const alumnus = await signedInPage(ALUMNUS.email, '/resources');
    await rows(alumnus).first().waitFor({ timeout: 20_000 });

    const staff = await signedInPage(DEMO_FACILITATOR.email, '/resources');
    await rows(staff).first().waitFor({ timeout: 20_000 });
    // Staff see the cohorts that see each resource.
    expect(await rows(staff).first().textContent()).toContain('Seen by');

    const word = `mindfulness${Date.now()}`;
    const title = `Breathing space ${word}`;
    await staff.getByRole('button', { name: 'Add resource' }).click();
    const form = staff.getByRole('dialog', { name: 'Add a resource' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Web address' }).fill('javascript:alert(1)');
    await form.getByRole('combobox', { name: 'Category' }).fill('Coaching skills');
    await form.getByRole('textbox', { name: 'Description' }).fill('Three minutes, **twice a day**.');
    // Only the facilitator's current cohort is ticked: mgh-2026-a.
    expect(await form.getByRole('checkbox', { name: 'MGH 2026 Cohort A' }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox', { name: 'MGH 2026 Cohort B' }).isChecked()).toBe(false);
    await form.getByRole('button', { name: 'Add resource' }).click();
    await form.getByText('Must be a web address starting with http:// or https://').waitFor();
    expect(await form.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(title);

    await form.getByRole('textbox', { name: 'Web address' }).fill('https://example.org/breathing');
    await form.getByRole('button', { name: 'Add resource' }).click();
    await form.waitFor({ state: 'hidden', timeout: 15_000 });
    const id = await idOfTitle(title);

    // The peer's open page, not reloaded, shows it in its category, opening in a new tab.
    const item = peer.locator(`li[data-resource-id="${id}"]`);
    await item.waitFor({ timeout: 10_000 });
    await expectNotReloaded(peer, mark);
    const link = item.getByRole('link', { name: new RegExp(title) });
    expect(await link.getAttribute('href')).toBe('https://example.org/breathing');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await item.locator('strong', { hasText: 'twice a day' }).waitFor({ timeout: 10_000 });
    expect(await peer.locator(`section[data-category="Coaching skills"] li[data-resource-id="${id}"]`).count()).toBe(1);
    // The alumnus, in the same group but another cohort, never gets it.
    await staff.locator(`li[data-resource-id="${id}"]`).waitFor();
    expect(await alumnus.locator(`li[data-resource-id="${id}"]`).count()).toBe(0);

    // Search by a word of its title, ignoring case; then a word nowhere.
    const total = await rows(peer).count();
    await peer.getByRole('searchbox', { name: 'Search resources' }).fill(word.toUpperCase());
    await peer.getByText(`1 of ${total} resources`).waitFor();
    expect(await rows(peer).count()).toBe(1);
    await peer.getByRole('searchbox', { name: 'Search resources' }).fill('zzzz-nothing');
    await peer.getByText('No resources match "zzzz-nothing".').waitFor();
    await peer.getByRole('searchbox', { name: 'Search resources' }).fill('');
    // Filter by category, by keyboard: the chip is a toggle button.
    const chip = peer.getByRole('button', { name: 'Readings' });
    await chip.focus();
    await peer.keyboard.press('Enter');
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => peer.locator('section[data-category]').count()).toBe(1);
    expect(await peer.locator('section[data-category="Readings"]').count()).toBe(1);

    // Reorder by keyboard alone: the new resource (last of its category) moves up one place.
    await staff.getByRole('button', { name: 'Reorder' }).click();
    const before = await idsIn(staff, 'Coaching skills');
    expect(before.at(-1)).toBe(id);
    await staff.getByRole('button', { name: `Move "${title}"` }).focus();
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await staff.keyboard.press(key);
      await staff.waitForTimeout(350);
    }
    const expected = [...before.slice(0, -2), id, before.at(-2)!];
    await expect.poll(async () => idsIn(staff, 'Coaching skills'), { timeout: 10_000 }).toEqual(expected);
    await expect
      .poll(async () => (await adminDb.doc(`resources/${id}`).get()).get('order') as number, { timeout: 10_000 })
      .toBe(before.length - 2);
    await staff.getByRole('button', { name: 'Done reordering' }).click();

    // Remove it: gone from the peer's page at once.
    await staff.getByRole('button', { name: `Delete "${title}"` }).click();
    await staff
      .getByRole('dialog', { name: 'Remove this resource?' })
      .getByRole('button', { name: 'Remove resource' })
      .click();
    await item.waitFor({ state: 'detached', timeout: 10_000 });
    await Promise.all([peer.context().close(), alumnus.context().close(), staff.context().close()]);
  });

  it.each([
    ['mobile', 'light', DEMO_PEER.email],
    ['desktop', 'dark', DEMO_FACILITATOR.email],
  ] as const)('has no serious axe violation (%s, %s, %s)', async (size, scheme, email) => {
    const page = await newPage({ viewport: VIEWPORTS[size], colorScheme: scheme });
    await signedInPages(async () => page)(email, '/resources');
    await rows(page).first().waitFor({ timeout: 20_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (size === 'mobile') {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS.mobile.width,
      );
    }
    await page.context().close();
  });
});
