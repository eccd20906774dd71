/**
 * /discussion (docs/discussion.md): two peers of a cohort see each other's threads and replies
 * live, with unread markers; a reply written offline shows as "Sending…" and reaches the server
 * and the classmate once back online; Markdown is rendered through the sanitiser; staff lock and
 * hide a thread and an open peer page follows; keyboard alone starts a thread; no serious axe
 * violation on a phone or a desktop, light or dark.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDemoData } from '../../scripts/seed/build.ts';
import { XSS_PAYLOADS } from '../../web/src/components/markdown/xss-payloads.ts';
import { adminDb, eventually } from '../support/admin.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { VIEWPORTS } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';
import { DEMO_FACILITATOR, DEMO_PEER, expectNotReloaded, markDocument } from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);
const COHORT = 'mgh-2026-a';
const open: Page[] = [];
afterAll(() =>
  Promise.all(
    open.map((page) =>
      page
        .context()
        .close()
        .catch(() => {}),
    ),
  ),
);

/** A confirmed peer of the demo peer's cohort, signed in like anyone else. */
const classmate = buildDemoData(new Date()).users.find(
  (u) => u.role === 'peer' && u.status === 'confirmed' && u.cohort_list.includes(COHORT) && u.id !== DEMO_PEER.uid,
)!;

const pageAs = async (email: string, path = '/discussion') => {
  const page = await signedInPage(email, path);
  open.push(page);
  await page.getByRole('heading', { level: 1, name: 'Discussion' }).waitFor({ timeout: 20_000 });
  return page;
};
const threadRow = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Threads' }).getByRole('listitem').filter({ hasText: title });
const replies = (page: Page) => page.getByRole('list', { name: 'Replies' });

/** A thread of the demo cohort, written as the app would, by a classmate. */
async function seedThread(title: string, body = 'Opening post') {
  const ref = adminDb.collection('discussion_threads').doc();
  const now = new Date();
  await ref.set({
    group: 'mgh',
    cohort: COHORT,
    title,
    body,
    author_id: classmate.id,
    author_name: `${classmate.first_name} ${classmate.last_name}`,
    created_at: now,
    edited_at: null,
    last_post_at: now,
    last_author_id: classmate.id,
    reply_count: 0,
    pinned: false,
    hidden: false,
    locked: false,
  });
  return ref.id;
}

describe('/discussion', () => {
  it('shows two peers each other’s thread and replies live, and sends a reply typed offline once back', async () => {
    const [peer, mate] = await Promise.all([pageAs(DEMO_PEER.email), pageAs(classmate.email)]);
    await threadRow(mate, 'Welcome: introduce yourself').waitFor({ timeout: 20_000 });
    const mark = await markDocument(mate);

    const title = `Silence in sessions ${Date.now()}`;
    await peer.getByRole('button', { name: 'New thread' }).click();
    const dialog = peer.getByRole('dialog', { name: /New thread in/ });
    // An empty post is refused on its field, keeping the title typed.
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Start thread' }).click();
    await dialog.getByText('Must not be empty').waitFor();
    expect(await dialog.getByLabel('Title').inputValue()).toBe(title);
    await dialog
      .getByRole('textbox', { name: 'Post' })
      .fill('How long do you **wait**? <img src=x onerror="window.__xss=1"> [x](javascript:window.__xss=2)');
    await dialog.getByRole('button', { name: 'Start thread' }).click();
    await peer.getByRole('heading', { level: 2, name: title }).waitFor({ timeout: 20_000 });
    // Markdown rendered, script-bearing HTML and links not.
    const opening = peer.locator('article').first();
    await opening.locator('strong', { hasText: 'wait' }).waitFor({ timeout: 20_000 });
    expect(await opening.locator('img').count()).toBe(0);
    expect(await opening.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await peer.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // The classmate's open list has it, marked new, without a reload.
    const row = threadRow(mate, title);
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getAttribute('data-unread')).toBe('true');
    await expectNotReloaded(mate, mark);
    await row.getByRole('link').click();
    await mate.getByRole('heading', { level: 2, name: title }).waitFor();
    await mate.getByLabel('Your reply').fill('About ten seconds. It feels long, and it works.');
    await mate.getByRole('button', { name: 'Post reply' }).click();
    await replies(peer).getByText('About ten seconds. It feels long, and it works.').waitFor({ timeout: 20_000 });

    // Offline: the reply shows as sending on the writer's page, and nowhere else yet.
    const offline = `Written on the train ${Date.now()}`;
    await peer.context().setOffline(true);
    await peer.getByLabel('Your reply').fill(offline);
    await peer.getByRole('button', { name: 'Post reply' }).click();
    const pending = replies(peer).getByRole('listitem').filter({ hasText: offline });
    await pending.getByText('Sending…').waitFor({ timeout: 10_000 });
    expect(await peer.getByLabel('Your reply').inputValue()).toBe('');
    const stored = () => adminDb.collection('discussion_posts').where('body', '==', offline).get();
    expect((await stored()).size).toBe(0);

    await peer.context().setOffline(false);
    await eventually(async () => ((await stored()).size === 1 ? true : undefined), 45_000);
    await pending.getByText('Sending…').waitFor({ state: 'detached', timeout: 30_000 });
    await replies(mate).getByText(offline).waitFor({ timeout: 20_000 });
    expect((await stored()).docs[0]!.data()).toMatchObject({ author_id: DEMO_PEER.uid, cohort: COHORT });
  });

  it('follows staff: a locked thread takes no reply, a hidden one leaves the peer’s page', async () => {
    const title = `Logistics ${Date.now()}`;
    const id = await seedThread(title);
    const path = `/discussion?cohort=${COHORT}&thread=${id}`;
    const [peer, staff] = await Promise.all([pageAs(DEMO_PEER.email, path), pageAs(DEMO_FACILITATOR.email, path)]);
    await peer.getByLabel('Your reply').waitFor({ timeout: 20_000 });

    await staff.getByRole('button', { name: 'Lock', exact: true }).click();
    await peer.getByText('This thread is locked: no new replies or edits.').waitFor({ timeout: 20_000 });
    expect(await peer.getByLabel('Your reply').count()).toBe(0);

    await staff.getByRole('button', { name: 'Pin', exact: true }).click();
    await staff.getByRole('button', { name: 'Hide from peers' }).click();
    await staff.getByText('Hidden from peers').first().waitFor();
    await peer.getByText('This thread is not here any more').waitFor({ timeout: 20_000 });
    expect((await adminDb.doc(`discussion_threads/${id}`).get()).data()).toMatchObject({
      locked: true,
      pinned: true,
      hidden: true,
    });
  });

  it("renders the announcements' XSS payload list in a post with nothing that runs", async () => {
    const title = `Pasted from the web ${Date.now()}`;
    const id = await seedThread(title, XSS_PAYLOADS.join('\n\n'));
    const peer = await pageAs(DEMO_PEER.email, `/discussion?cohort=${COHORT}&thread=${id}`);
    const alerts: string[] = [];
    peer.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    const opening = peer.locator(`article[data-post="${id}"]`);
    // The Markdown renderer has taken over from the plain-text stand-in once the table is drawn.
    await opening.locator('td').first().waitFor({ timeout: 20_000 });
    // Hover over everything a payload could have armed, as a curious reader would.
    for (const link of await opening.locator('a, img, span, td').all())
      await link.hover({ timeout: 1000 }).catch(() => {});
    const unsafe = await opening.evaluate((article) =>
      [...article.querySelectorAll('*')].flatMap((el) => {
        const found: string[] = [];
        if (/^(script|iframe|object|embed|svg|math|style|form|details)$/i.test(el.tagName)) found.push(el.tagName);
        for (const attribute of el.attributes) {
          if (/^on/i.test(attribute.name)) found.push(`${el.tagName}[${attribute.name}]`);
          if (['href', 'src'].includes(attribute.name) && !/^(https?:|mailto:|#|\/|$)/i.test(attribute.value.trim()))
            found.push(`${el.tagName}[${attribute.name}=${attribute.value}]`);
        }
        return found;
      }),
    );
    expect(unsafe).toEqual([]);
    expect(alerts).toEqual([]);
  });

  it('starts a thread by keyboard alone', async () => {
    const page = await pageAs(DEMO_PEER.email);
    await threadRow(page, 'Welcome: introduce yourself').waitFor({ timeout: 20_000 });
    const title = `Keyboard thread ${Date.now()}`;
    await page.getByRole('button', { name: 'New thread' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /New thread in/ });
    await dialog.getByLabel('Title').waitFor();
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Typed without a mouse.');
    // Cancel, then the submit button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: title });
    await heading.waitFor({ timeout: 20_000 });
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it.each([
    ['mobile', 'light'],
    ['desktop', 'dark'],
  ] as const)('has no serious axe violation on the list and a thread (%s, %s)', async (size, scheme) => {
    const page = await newPage({ viewport: VIEWPORTS[size], colorScheme: scheme });
    open.push(page);
    await signedInPages(async () => page)(DEMO_PEER.email, '/discussion');
    const welcome = threadRow(page, 'Welcome: introduce yourself');
    await welcome.waitFor({ timeout: 20_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await welcome.getByRole('link').click();
    await replies(page).getByRole('listitem').first().waitFor({ timeout: 20_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (size === 'mobile') {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS.mobile.width,
      );
    }
  });
});
