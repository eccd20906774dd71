/**
 * The self-serve sandbox (docs/sandbox.md): the demo sandbox facilitator's first visit makes their
 * private copy of the template; they add and edit events and an announcement there; "Reset
 * sandbox" puts the copy back as the template has it; and every document outside the copy, the
 * template and the real groups included, is byte for byte as it was. Every page a tutorial step
 * links to works in the sandbox.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { TUTORIAL_STEPS } from '../../web/src/features/tutorial/steps.ts';
import { adminDb, eventually } from '../support/admin.ts';
import { changedPaths, settledHashes } from '../support/digest.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { appUrl, VIEWPORTS } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);
const UID = 'demo-sandbox';
const GROUP = `sandbox-${UID}`;
const COHORT = `facilitators-sandbox--${UID}`;
const pages: Page[] = [];
afterAll(() =>
  Promise.all(
    pages.map((page) =>
      page
        .context()
        .close()
        .catch(() => {}),
    ),
  ),
);

/** The member's own sandbox and profile, the outbox and the audit log (checked apart): what may change. */
const own = (path: string) =>
  path.includes(`--${UID}`) ||
  path.includes(GROUP) ||
  path === `users/${UID}` ||
  path.startsWith('mail/') ||
  path.startsWith('audit_log/');

/** The audit entries a person is the actor of. */
const loggedBy = async (uid: string) => (await adminDb.collection('audit_log').where('actor_id', '==', uid).get()).docs;

/** id -> title of a group's documents in a collection, the template's ids mapped to the copy's. */
async function titles(collection: string, group: string, mapped = false) {
  const snapshot = await adminDb.collection(collection).where('group', '==', group).get();
  return Object.fromEntries(
    snapshot.docs.map((d) => [mapped ? `${d.id}--${UID}` : d.id, d.get('title') as string]).sort(),
  );
}

describe('the private sandbox', () => {
  it('is made on the first visit, takes the edits, resets to the template, and leaves the rest untouched', async () => {
    const page = await signedInPage('sandbox@demo.test');
    pages.push(page);
    await page.getByText('Sandbox Mode Active').waitFor({ timeout: 30_000 });
    await eventually(async () =>
      (await adminDb.doc(`users/${UID}`).get()).get('current_group') === GROUP ? true : undefined,
    );
    const template = {
      events: await titles('events', 'facilitators', true),
      announcements: await titles('announcements', 'facilitators', true),
    };
    expect(await titles('events', GROUP)).toEqual(template.events);
    const before = await settledHashes(own);
    const loggedBefore = new Set((await loggedBy(UID)).map((d) => d.id));

    // An event added and one renamed, on the sandbox's own events.
    await page.goto(appUrl('/event'));
    const rows = page.locator('li[data-event-id]');
    await rows.first().waitFor({ timeout: 20_000 });
    const added = `Practice session ${Date.now()}`;
    await page.getByRole('button', { name: 'New event' }).click();
    await page.getByRole('dialog').getByLabel('Title').fill(added);
    await page.getByRole('dialog').getByRole('button', { name: 'Create event' }).click();
    await rows.filter({ hasText: added }).waitFor({ timeout: 15_000 });
    const addedId = (await rows.filter({ hasText: added }).getAttribute('data-event-id'))!;
    expect((await adminDb.doc(`events/${addedId}`).get()).data()).toMatchObject({ group: GROUP, cohorts: [COHORT] });

    // An announcement published there.
    await page.goto(appUrl('/announcement'));
    await page.locator('li[data-announcement-id]').first().waitFor({ timeout: 20_000 });
    const news = `Sandbox news ${Date.now()}`;
    await page.getByRole('button', { name: 'New announcement' }).click();
    const form = page.getByRole('dialog', { name: 'New announcement' });
    await form.getByRole('textbox', { name: 'Title' }).fill(news);
    await form.getByRole('button', { name: 'Publish' }).click();
    await form.waitFor({ state: 'hidden', timeout: 15_000 });
    await page.locator('li[data-announcement-id]', { hasText: news }).waitFor({ timeout: 15_000 });
    expect(Object.values(await titles('announcements', GROUP))).toContain(news);

    // Reset, confirmed in the banner: the copy is the template again, and the app reloads into it.
    await page.getByRole('button', { name: 'Reset sandbox' }).click();
    await page.getByText('Reset your sandbox? Everything you changed in it').waitFor();
    await page.getByRole('button', { name: 'Yes, reset it' }).click();
    await page.getByText('Sandbox reset: the sample data is as new.').waitFor({ timeout: 30_000 });
    await page.locator('li[data-announcement-id]').first().waitFor({ timeout: 20_000 });
    // The reloaded page may show its cached list first; the server's answer drops the news.
    await page.locator('li[data-announcement-id]', { hasText: news }).waitFor({ state: 'detached', timeout: 10_000 });
    expect(await titles('events', GROUP)).toEqual(template.events);
    expect(await titles('announcements', GROUP)).toEqual(template.announcements);

    expect(changedPaths(before, await settledHashes(own))).toEqual([]);
    // What the member did is logged in their sandbox's own log only (docs/audit-log.md).
    // (The demo's own log names this account for the template's sample data: not this test's.)
    const logged = (await loggedBy(UID)).filter((d) => !loggedBefore.has(d.id));
    expect(new Set(logged.map((d) => d.get('group') as string))).toEqual(new Set([GROUP]));
    expect(logged.map((d) => d.get('action') as string)).toContain('sandbox.reset');
    // Two settling waits of the whole database and five page loads: more than the default minute.
  }, 120_000);

  it('opens every page a tutorial step links to, in the sandbox', async () => {
    const page = await signedInPage('sandbox@demo.test');
    pages.push(page);
    await page.getByText('Sandbox Mode Active').waitFor({ timeout: 30_000 });
    for (const route of [...new Set(TUTORIAL_STEPS.map((step) => step.route))]) {
      await page.goto(appUrl(route));
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
      await page.getByText('Sandbox Mode Active').waitFor();
      // Nothing failed to load on the way (each section says so in its own words), read once every
      // section has left its loading placeholder for its content or its error.
      await expect.poll(() => page.locator('.MuiSkeleton-root').count(), { timeout: 20_000 }).toBe(0);
      expect(await page.getByText(/could not be (loaded|opened)|Error (loading|getting|fetching)/).count(), route).toBe(
        0,
      );
    }
  });

  it('works on a phone by keyboard: the reset is reached and confirmed in the banner, with no serious axe violation', async () => {
    const page = await newPage({ viewport: VIEWPORTS.mobile });
    pages.push(page);
    await signedInPages(async () => page)('sandbox@demo.test');
    await page.getByText('Sandbox Mode Active').waitFor({ timeout: 30_000 });
    // The tutorial panel starts as its header near the bottom on a phone, leaving the app bar's
    // menu and the banner's buttons uncovered (a trial click fails on a covered element).
    await page.getByRole('button', { name: 'Expand tutorial' }).waitFor();
    await page.getByRole('button', { name: 'Open the staff menu' }).click({ trial: true, timeout: 5000 });
    await page.getByRole('button', { name: 'Reset sandbox' }).click({ trial: true, timeout: 5000 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    const reset = page.getByRole('button', { name: 'Reset sandbox' });
    const focused = (button: typeof reset) => button.evaluate((el) => el === document.activeElement);
    for (let tab = 0; tab < 30 && !(await focused(reset)); tab += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.getByText('Reset your sandbox? Everything you changed in it').waitFor();
    // Cancel has the focus, so a second Enter cannot reset by accident.
    expect(await focused(page.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await page.getByRole('button', { name: 'Yes, reset it' }).click({ trial: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Enter cancels; the focus is back on "Reset sandbox" and nothing was reset.
    await page.keyboard.press('Enter');
    await reset.waitFor();
    expect(await focused(reset)).toBe(true);
    expect(await page.getByText('Sandbox reset: the sample data is as new.').count()).toBe(0);
  });
});
