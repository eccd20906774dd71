/**
 * The data layer seen from an open page: a change written anywhere shows without a reload (the
 * certificate card, the calendar), and staff switch their current cohort from the top bar.
 */
import {
  certificateProgress,
  type ActivityCounts,
  type CalendarEvent,
  type EngagementRequirements,
} from '@peer-coaching/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { greeting } from '../../web/src/components/greeting.ts';
import { adminDb } from '../support/admin.ts';
import { appUrl } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signIn } from './support/demo.ts';

const newPage = chromiumForThisFile(seedDemo);

async function signedInPage(email: string): Promise<Page> {
  const page = await newPage();
  await signIn(page, email);
  return page;
}

const PEER = 'demo-peer';

/** A past event of the peer's cohort that counts toward the certificate and would raise the figure. */
async function attendanceThatRaisesTheFigure() {
  const [user, settings, activities, events, records] = await Promise.all([
    adminDb.doc(`users/${PEER}`).get(),
    adminDb.doc('groups/mgh/settings/certificate').get(),
    adminDb.doc(`activities/${PEER}`).get(),
    adminDb.collection('events').where('cohorts', 'array-contains', 'mgh-2026-a').get(),
    adminDb.collection('attendance').where('user_id', '==', PEER).get(),
  ]);
  const requirements = settings.get('engagement_requirements') as EngagementRequirements;
  const counts = activities.data() as ActivityCounts;
  const attended = new Set(records.docs.filter((d) => d.get('status') === 'attended').map((d) => d.get('event_id')));
  const before = certificateProgress(requirements, counts).percentage;
  for (const doc of events.docs) {
    const event = doc.data() as CalendarEvent;
    if (!event.activity || attended.has(doc.id) || event.end_date > new Date()) continue;
    const after = certificateProgress(requirements, { ...counts, [event.activity]: counts[event.activity] + 1 });
    if (after.percentage !== before) {
      return { eventId: doc.id, event, before, after: after.percentage, group: user.get('current_group') };
    }
  }
  throw new Error('The demo has no past event whose attendance would change the figure');
}

describe('live data on an open page', () => {
  it("moves the peer's certificate percentage when an attendance record is written", async () => {
    const change = await attendanceThatRaisesTheFigure();
    const page = await signedInPage('peer@demo.test');
    const card = page.getByRole('region', { name: 'Certificate progress' });
    await expect.poll(() => card.getByText(`${change.before}%`, { exact: true }).count(), { timeout: 15_000 }).toBe(1);

    // A facilitator marks the peer present (the attendance trigger recounts activities/{uid}).
    await adminDb.doc(`attendance/${change.eventId}_${PEER}`).set({
      id: `${change.eventId}_${PEER}`,
      event_id: change.eventId,
      user_id: PEER,
      group: change.group,
      cohort: 'mgh-2026-a',
      status: 'attended',
      activity: change.event.activity,
      updated_at: new Date(),
    });
    await expect.poll(() => card.getByText(`${change.after}%`, { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await page.context().close();
  });

  it("shows an edited event's new title in the open calendar", async () => {
    const page = await signedInPage('peer@demo.test');
    const calendar = page.getByRole('region', { name: 'Next up' });
    const upcoming = await adminDb
      .collection('events')
      .where('cohorts', 'array-contains', 'mgh-2026-a')
      .where('start_date', '>', new Date())
      .orderBy('start_date')
      .limit(1)
      .get();
    const first = upcoming.docs[0]!;
    // A recurring title may also show among the recent events, so the old title only has to be there.
    await expect
      .poll(() => calendar.getByText(first.get('title') as string).count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    const title = `Moved: ${first.get('title') as string} ${Date.now()}`;
    await first.ref.update({ title });
    await expect.poll(() => calendar.getByText(title).count(), { timeout: 15_000 }).toBe(1);
    await page.context().close();
  });

  it('lets a facilitator switch the current cohort from the top bar, saved for the next visit', async () => {
    const page = await signedInPage('facilitator@demo.test');
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent(), { timeout: 15_000 }).toBe('MGH 2026 Cohort A');

    await page.getByRole('button', { name: /Current cohort: MGH 2026 Cohort A/ }).click();
    await page.getByRole('menuitem', { name: 'MGH 2026 Cohort B' }).click();
    await expect.poll(() => heading.textContent(), { timeout: 15_000 }).toBe('MGH 2026 Cohort B');
    await expect
      .poll(async () => (await adminDb.doc('users/demo-facilitator').get()).get('current_cohort'), { timeout: 10_000 })
      .toBe('mgh-2026-b');

    await page.reload();
    await expect.poll(() => heading.textContent(), { timeout: 15_000 }).toBe('MGH 2026 Cohort B');
    await page.context().close();
  });
});

describe("index.html's home shell", () => {
  it('greets a returning peer before any JavaScript runs, then gives way to the real home', async () => {
    const page = await signedInPage('peer@demo.test');
    await page.getByRole('heading', { name: 'Certificate progress' }).waitFor({ timeout: 15_000 });
    const hints = () =>
      page.evaluate(() => [localStorage.getItem('role-here'), localStorage.getItem('first-name-here')]);
    await expect.poll(hints).toEqual(['peer', 'Jordan']);

    // Without the app's code, what shows is the shell alone.
    await page.route('**/assets/**', (route) => route.abort());
    await page.reload();
    expect(await page.locator('#home-shell').isVisible()).toBe(true);
    expect(await page.locator('#home-shell h1').textContent()).toBe(greeting('Jordan', new Date()));

    await page.unroute('**/assets/**');
    await page.reload();
    await page.getByRole('heading', { name: 'Certificate progress' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('#home-shell').count()).toBe(0);
    await page.context().close();
  });

  it('never stays over a staff home, and signing out forgets the hints', async () => {
    const page = await signedInPage('facilitator@demo.test');
    await page.getByRole('heading', { level: 1, name: /^MGH 2026 Cohort/ }).waitFor({ timeout: 15_000 });
    // (The cohort switch above left this facilitator on cohort B.) A stale hint, a peer signed in on
    // this browser before, draws the shell; the dashboard removes it.
    await page.evaluate(() => {
      localStorage.setItem('role-here', 'peer');
      localStorage.setItem('first-name-here', 'Stale');
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^MGH 2026 Cohort/ }).waitFor({ timeout: 15_000 });
    expect(await page.locator('#home-shell').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('role-here'))).toBe('facilitator');

    await page.goto(appUrl('/logout'));
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('signed-in-here'), localStorage.getItem('role-here')]), {
        timeout: 15_000,
      })
      .toEqual([null, null]);
    await page.context().close();
  });
});
