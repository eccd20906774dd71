/**
 * Editable pages (docs/pages.md) in two browsers: a facilitator edits /guidelines in /settings
 * ("Pages and e-mails"), the peer's open /guidelines shows the new text without a reload, an XSS
 * payload in the Markdown renders inert, and restoring the first version brings its text back on
 * the peer's page too. /facilitators lists the group's facilitators.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { appUrl, VIEWPORTS } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';
import { DEMO_FACILITATOR, DEMO_PEER, expectNotReloaded, markDocument } from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);

const XSS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '[click me](javascript:window.__xss=3)',
  '![pic](javascript:window.__xss=4)',
  '<a href="#" onclick="window.__xss=5">raw link</a>',
].join('\n\n');

const pageBody = (page: Page) => page.locator('[data-page-body="guidelines"]');
const xssRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss);

describe('a facilitator edits /guidelines while a peer has it open', () => {
  it('shows the new text live, renders the payload inert, and follows a restore', async () => {
    const peer = await signedInPage(DEMO_PEER.email, '/guidelines');
    await pageBody(peer)
      .getByRole('heading', { name: 'Guidelines of the MGH Peer Coaching Program' })
      .waitFor({ timeout: 20_000 });
    const mark = await markDocument(peer);

    const staff = await signedInPage(DEMO_FACILITATOR.email, '/guidelines');
    // Staff of the group get the way to the editor on the page itself.
    await staff.getByRole('link', { name: 'Edit page' }).click();
    await staff.waitForURL((url) => url.pathname === '/settings' && url.searchParams.get('page') === 'guidelines');
    const form = staff.getByRole('form', { name: 'Edit Guidelines' });
    const markdown = form.getByRole('textbox', { name: 'Markdown' });
    await expect.poll(() => markdown.inputValue(), { timeout: 20_000 }).toMatch(/^# Guidelines of the MGH/);

    const stamp = Date.now();
    await markdown.fill(`# New rules ${stamp}\n\nMeet **every other week**.\n\n${XSS}`);
    // The preview draws what peers will get, with the same renderer.
    await form.locator('[data-preview-body] strong', { hasText: 'every other week' }).waitFor();
    expect(await xssRan(staff)).toBeUndefined();
    await form.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Guidelines saved as version 2').waitFor({ timeout: 15_000 });

    // The peer's open page follows, without a reload.
    await pageBody(peer)
      .getByRole('heading', { name: `New rules ${stamp}` })
      .waitFor({ timeout: 10_000 });
    await pageBody(peer).locator('strong', { hasText: 'every other week' }).waitFor();
    await expectNotReloaded(peer, mark);
    // Inert: no image, script or handler reached the page, and the javascript: link lost its URL.
    const body = pageBody(peer);
    expect(await body.locator('img, script, [onerror], [onclick]').count()).toBe(0);
    const link = body.getByText('click me');
    expect(await link.getAttribute('href')).toBeNull();
    expect(await body.innerText()).not.toContain('raw link</a>');
    await link.click().catch(() => undefined);
    expect(await xssRan(peer)).toBeUndefined();
    expect(await xssRan(staff)).toBeUndefined();
    expect((await adminDb.doc('groups/mgh/pages/guidelines').get()).get('version')).toBe(2);

    // Restore the seeded version 1 from the history, confirmed.
    const history = staff.getByRole('list', { name: 'Versions of Guidelines' });
    await history.locator('[data-version="2"]').waitFor({ timeout: 10_000 });
    await staff.getByRole('button', { name: 'Restore version 1' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Restore version 1?' });
    // Cancel has the focus: Enter alone never restores by accident.
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await history.locator('[data-version="3"]').waitFor({ timeout: 10_000 });
    await pageBody(peer)
      .getByRole('heading', { name: 'Guidelines of the MGH Peer Coaching Program' })
      .waitFor({ timeout: 10_000 });
    await expectNotReloaded(peer, mark);
    const stored = (await adminDb.doc('groups/mgh/pages/guidelines/versions/000003').get()).data();
    expect(stored).toMatchObject({ version: 3, restored_from: 1, saved_by: DEMO_FACILITATOR.uid });
  });

  it('a peer sees no edit button, and /facilitators lists the group’s facilitators with their e-mail', async () => {
    const peer = await signedInPage(DEMO_PEER.email, '/facilitators');
    const list = peer.getByRole('region', { name: 'Your facilitators' });
    await peer.locator('[data-page-body="facilitators"]').waitFor({ timeout: 20_000 });
    expect(await peer.getByRole('link', { name: 'Edit page' }).count()).toBe(0);
    const email = peer.getByRole('link', { name: 'facilitator@demo.test' });
    await email.waitFor({ timeout: 15_000 });
    expect(await email.getAttribute('href')).toBe('mailto:facilitator@demo.test');
    expect(await list.count()).toBe(1);
  });

  it.each([
    ['mobile', 'light'],
    ['desktop', 'dark'],
  ] as const)('the four content pages have no serious axe violation (%s, %s)', async (size, scheme) => {
    const page = await newPage({ viewport: VIEWPORTS[size], colorScheme: scheme });
    await signedInPages(async () => page)(DEMO_PEER.email);
    for (const route of ['guidelines', 'howto', 'overview', 'facilitators']) {
      await page.goto(appUrl(`/${route}`));
      await page.locator(`[data-page-body="${route}"]`).waitFor({ timeout: 20_000 });
      expect(await seriousAxeViolations(page), route).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(
        VIEWPORTS[size].width,
      );
    }
    await page.context().close();
  });
});
