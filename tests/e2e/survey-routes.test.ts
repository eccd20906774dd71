/**
 * Issue 10, done-when 1: every one of the ten survey routes works for a peer from the demo data.
 * The demo has one survey of each kind for every cohort (scripts/seed/surveys.ts); each route shows
 * the demo peer its survey with the status and window (the alumni survey: the alumni-community
 * member), never the "nothing to answer" card, and a survey that can be answered now shows its
 * questions from the kind's template.
 */
import { SURVEY_ROUTES, SURVEY_KIND_LABELS, type SurveyKind } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
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
