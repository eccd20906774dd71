/**
 * Issue 10, done-when 1: every one of the ten survey routes works for a peer from the demo data.
 * The demo has one survey of each kind for every cohort (scripts/seed/surveys.ts); each route shows
 * the demo peer its survey with the status and window (the alumni survey: the alumni-community
 * member), never the "nothing to answer" card, and a survey that can be answered now shows its
 * questions from the kind's template. The demo's custom survey ("Mid-year check") is answered on
 * /survey/:id, reached from the home; staff preview it there; other peers are not offered it.
 */
import { SURVEY_ROUTES, SURVEY_KIND_LABELS, surveyResponseId, type SurveyKind } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { appUrl } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);

const PEER = 'peer@demo.test';
const ALUMNUS = 'alumni@demo.test';
const routes = Object.entries(SURVEY_ROUTES) as [Exclude<SurveyKind, 'custom'>, string][];

describe('the ten survey routes with the demo data', () => {
  it.each(routes)('%s: the demo shows its survey', async (kind, route) => {
    const page = await signedInPage(kind === 'alumni' ? ALUMNUS : PEER);
    await page.goto(appUrl(route));
    const status = page.locator('[data-survey-status]');
    const nothing = page.getByText('Nothing to answer');
    // A make-up needs a missed session of its kinds, which depends on the hour the demo is seeded:
    // "no missed session to make up right now" is its answer otherwise.
    const expected = kind.includes('makeup') ? ['survey', 'nothing'] : ['survey'];
    await expect
      .poll(async () => ((await status.count()) > 0 ? 'survey' : (await nothing.count()) > 0 ? 'nothing' : null), {
        timeout: 20_000,
      })
      .toBeTruthy();
    const found = (await status.count()) > 0 ? 'survey' : 'nothing';
    expect(expected).toContain(found);
    if (found === 'nothing') {
      await expect.poll(() => page.getByText('There is no missed session to make up right now.').count()).toBe(1);
      await page.context().close();
      return;
    }
    const shown = await status.getAttribute('data-survey-status');
    expect(['due', 'submitted', 'upcoming', 'closed']).toContain(shown);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    // What can be answered now shows its questions (a make-up first asks which session).
    if (shown === 'due' && !kind.includes('makeup')) {
      expect(await page.locator('[data-question]').count()).toBeGreaterThan(0);
    }
    console.log(`${route} (${SURVEY_KIND_LABELS[kind]}): ${shown}`);
    await page.context().close();
  });
});

describe('a custom survey on /survey/:id', () => {
  const CUSTOM = 'mgh-2026-a-custom';

  it('is reached from the home card, answered and submitted by the demo peer', async () => {
    const page = await signedInPage(PEER);
    const link = page.locator(`[data-survey-id="${CUSTOM}"]`).getByRole('link', { name: 'Mid-year check' });
    await link.waitFor({ timeout: 20_000 });
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/survey/${CUSTOM}`);
    await page.getByRole('heading', { level: 1, name: 'Mid-year check' }).waitFor();
    expect(await page.locator('[data-survey-status]').getAttribute('data-survey-status')).toBe('due');
    await page.locator('[data-question="going"]').getByRole('radio', { name: '4', exact: true }).check();
    await page.locator('[data-question="triad"]').getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.locator('[data-question="wish"]').getByRole('textbox').fill('More time for the triads.');
    await page.getByRole('button', { name: 'Submit' }).click();
    const stored = await eventually(async () => {
      const data = (await adminDb.doc(`survey_responses/${surveyResponseId(CUSTOM, 'demo-peer')}`).get()).data();
      return data?.status === 'submitted' ? data : undefined;
    }, 20_000);
    expect(stored.answers).toEqual({ going: 4, triad: true, wish: 'More time for the triads.' });
    await expect
      .poll(() => page.locator('[data-survey-status]').getAttribute('data-survey-status'), { timeout: 15_000 })
      .toBe('submitted');
    // Back home, it is no longer due.
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.locator(`[data-survey-id="${CUSTOM}"]`).count(), { timeout: 15_000 }).toBe(0);
    await page.context().close();
  });

  it('is previewed by staff, and not offered to a peer of another cohort or for an unknown id', async () => {
    const staff = await signedInPage('facilitator@demo.test');
    await staff.goto(appUrl(`/survey/${CUSTOM}`));
    await staff.getByRole('heading', { level: 1, name: 'Mid-year check' }).waitFor({ timeout: 20_000 });
    await staff.getByText('Staff do not answer surveys.', { exact: false }).waitFor();
    expect(await staff.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await staff.context().close();

    const alumnus = await signedInPage(ALUMNUS);
    for (const path of [`/survey/${CUSTOM}`, '/survey/no-such-survey']) {
      await alumnus.goto(appUrl(path));
      await alumnus.getByText('This survey is not open to you.').waitFor({ timeout: 20_000 });
      expect(new URL(alumnus.url()).pathname).toBe(path);
    }
    await alumnus.context().close();
  });
});
