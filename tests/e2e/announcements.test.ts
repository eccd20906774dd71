/**
 * Announcements in two browsers (issue 9): a facilitator publishes, edits, hides, shows and
 * reorders on /announcement (by keyboard and by mouse), and the peer's open home follows each
 * change without a reload; a timed announcement appears at its start and leaves at its end in the
 * open page, with no reload and no polling (one timer to the next boundary).
 */
import { toApiDate, type AnnouncementBody } from '@peer-coaching/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';
import {
  callApi,
  DEMO_FACILITATOR,
  DEMO_PEER,
  demoToken,
  expectNotReloaded,
  markDocument,
} from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);

const signedInPage = signedInPages(newPage);

/** The announcements the peer's home shows, by id, in order. */
const peerIds = (page: Page) =>
  page
    .getByRole('region', { name: 'Announcements' })
    .locator('[data-announcement-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-announcement-id')));

/** The staff list's rows (id and status), in order. */
const staffRows = (page: Page) =>
  page.locator('li[data-announcement-id]').evaluateAll((items) =>
    items.map((item) => ({
      id: item.getAttribute('data-announcement-id')!,
      status: item.getAttribute('data-status')!,
    })),
  );

/** What peers should see, in the staff list's order: its visible and live rows. */
const seenByPeers = async (page: Page) =>
  (await staffRows(page)).filter((r) => r.status === 'visible' || r.status === 'live').map((r) => r.id);

async function idOfTitle(title: string): Promise<string> {
  return eventually(
    async () => (await adminDb.collection('announcements').where('title', '==', title).get()).docs[0]?.id,
  );
}

describe('a facilitator’s announcements on a peer’s open home', () => {
  it('appear, change, hide, come back and move as the facilitator publishes, edits, hides, shows and reorders', async () => {
    const peer = await signedInPage(DEMO_PEER.email);
    const peerSection = peer.getByRole('region', { name: 'Announcements' });
    await peerSection.locator('[data-announcement-id]').first().waitFor({ timeout: 20_000 });
    const mark = await markDocument(peer);

    const staff = await signedInPage(DEMO_FACILITATOR.email, '/announcement');
    await staff.locator('li[data-announcement-id]').first().waitFor({ timeout: 20_000 });

    // Publish, with Markdown, previewed as peers will see it.
    const title = `Room change ${Date.now()}`;
    await staff.getByRole('button', { name: 'New announcement' }).click();
    const form = staff.getByRole('dialog', { name: 'New announcement' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('We meet in **room 5**. See [the map](https://example.com/map).\n\n<img src=x onerror="window.__xss=1">');
    const preview = form.getByTestId('announcement-preview');
    await preview.locator('strong', { hasText: 'room 5' }).waitFor();
    await form.getByRole('button', { name: 'Publish' }).click();
    await form.waitFor({ state: 'hidden', timeout: 15_000 });
    const id = await idOfTitle(title);

    const item = peerSection.locator(`[data-announcement-id="${id}"]`);
    await item.waitFor({ timeout: 5_000 });
    await item.locator('strong', { hasText: 'room 5' }).waitFor({ timeout: 10_000 });
    const link = item.getByRole('link', { name: 'the map' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await item.locator('img').count()).toBe(0);
    expect(await peer.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    // New announcements go first.
    expect((await peerIds(peer))[0]).toBe(id);

    // Edit the title.
    await staff.getByRole('button', { name: `Edit "${title}"` }).click();
    const edit = staff.getByRole('dialog', { name: 'Edit announcement' });
    const renamed = `${title} (moved)`;
    await edit.getByRole('textbox', { name: 'Title' }).fill(renamed);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'hidden', timeout: 15_000 });
    await item.getByRole('heading', { name: renamed }).waitFor({ timeout: 5_000 });

    // Hide it, then show it again.
    await staff.getByRole('button', { name: `Hide "${renamed}"` }).click();
    await item.waitFor({ state: 'detached', timeout: 5_000 });
    await staff.getByRole('button', { name: `Show "${renamed}"` }).click();
    await item.waitFor({ timeout: 5_000 });

    // Reorder by keyboard alone: focus its handle, Space, two steps down, Space.
    await staff.getByRole('button', { name: `Move "${renamed}"` }).focus();
    // dnd-kit animates each step and measures the next from where the row landed: a person's
    // pace between keys, not a burst.
    for (const key of ['Space', 'ArrowDown', 'ArrowDown', 'Space']) {
      await staff.keyboard.press(key);
      await staff.waitForTimeout(350);
    }
    await expect.poll(async () => (await staffRows(staff)).findIndex((r) => r.id === id), { timeout: 5_000 }).toBe(2);
    await expect
      .poll(async () => (await adminDb.doc(`announcements/${id}`).get()).get('order') as number, { timeout: 10_000 })
      .toBe(2);
    await expect.poll(async () => peerIds(peer), { timeout: 5_000 }).toEqual(await seenByPeers(staff));

    // Reorder with the mouse: drag the third row's handle (the one just moved) back to the top.
    const rows = await staffRows(staff);
    const dragged = rows[2]!;
    const handle = staff.locator(`li[data-announcement-id="${dragged.id}"] button[aria-roledescription="sortable"]`);
    const top = staff.locator(`li[data-announcement-id="${rows[0]!.id}"]`);
    await top.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await top.boundingBox())!;
    await staff.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await staff.mouse.down();
    await staff.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await staff.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 20 });
    await staff.mouse.up();
    await expect.poll(async () => (await staffRows(staff))[0]?.id, { timeout: 5_000 }).toBe(dragged.id);
    await expect
      .poll(async () => (await adminDb.doc(`announcements/${dragged.id}`).get()).get('order') as number, {
        timeout: 10_000,
      })
      .toBe(0);
    await expect.poll(async () => peerIds(peer), { timeout: 5_000 }).toEqual(await seenByPeers(staff));

    await expectNotReloaded(peer, mark);
    await Promise.all([peer.context().close(), staff.context().close()]);
  }, 150_000);
});

describe('a timed announcement', () => {
  it('appears at its start and leaves at its end in the peer’s open home, without a reload', async () => {
    const peer = await signedInPage(DEMO_PEER.email);
    const peerSection = peer.getByRole('region', { name: 'Announcements' });
    await peerSection.locator('[data-announcement-id]').first().waitFor({ timeout: 20_000 });
    const mark = await markDocument(peer);

    // Whole seconds (the API's format): starts 8 s from now, lasts 6 s.
    const start = new Date(Math.ceil((Date.now() + 8_000) / 1000) * 1000);
    const end = new Date(start.getTime() + 6_000);
    const title = `Flash notice ${Date.now()}`;
    const body: AnnouncementBody = {
      title,
      body: 'Only for a few seconds.',
      display: 'timed',
      visible: true,
      start_date: toApiDate(start),
      end_date: toApiDate(end),
      cohorts: [DEMO_PEER.cohort],
    };
    const token = await demoToken(DEMO_FACILITATOR.email);
    const created = await callApi('/api/facilitator/announcements', { method: 'POST', token, body });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const item = peerSection.locator(`[data-announcement-id="${id}"]`);

    // Delivered to the page, but not shown before its start. Delivered: a plain announcement made
    // after it matches the same listener's query (visible, the peer's cohort), and a snapshot holds
    // every earlier write its query matches, so once the later one shows, the timed one has arrived.
    const later = await callApi('/api/facilitator/announcements', {
      method: 'POST',
      token,
      body: { ...body, title: `After ${title}`, display: 'manual', start_date: null, end_date: null },
    });
    expect(later.status).toBe(201);
    await peerSection.locator(`[data-announcement-id="${(later.body as { id: string }).id}"]`).waitFor();
    // Still before its start, or this run could not tell early from on time.
    expect(Date.now()).toBeLessThan(start.getTime());
    expect(await item.count()).toBe(0);
    await item.waitFor({ timeout: start.getTime() - Date.now() + 3_000 });
    const shownAt = Date.now();
    expect(shownAt).toBeGreaterThanOrEqual(start.getTime() - 50);
    await item.waitFor({ state: 'detached', timeout: end.getTime() - Date.now() + 3_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(end.getTime() - 50);

    await expectNotReloaded(peer, mark);
    await peer.context().close();
  });
});
