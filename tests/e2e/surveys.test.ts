/**
 * Peers answering surveys (issue 10, docs/surveys.md):
 * - a peer answers the kickoff survey on /kickoff while their home is open in another browser,
 *   and the home's certificate progress moves live (the counting trigger sets kickoff_response);
 * - a peer goes offline, answers, reloads the page offline (the service worker serves the app,
 *   Firestore's persistent cache the questions and the pending answers), comes back online, and
 *   the response arrives: ten times in a row;
 * - a peer answers the matching survey by keyboard alone;
 * - answers too long all together (past the rules' 20,000 bytes) are said to be, and not sent;
 * - answers the server does not take while the browser believes it is online (no Firestore
 *   write gets through) are said to wait on this device, and arrive once the way is open;
 * - answers typed offline that reach the server after the survey closed are refused by the rules:
 *   after an offline reload, the page and then the home show them for copying, until dismissed.
 */
import {
  certificateProgress,
  derivedQuestionFields,
  surveyResponseId,
  surveyTemplate,
  surveyWindowsByCohort,
  type ActivityCounts,
  type EngagementRequirements,
  type SurveyKind,
  type SurveyQuestion,
} from '@peer-coaching/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { appUrl } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An open survey of `kind` for a cohort, stored as the API and the survey trigger store it. */
async function openSurvey(id: string, kind: SurveyKind, group: string, cohort: string) {
  const now = Date.now();
  const template = surveyTemplate(kind, new Date(now));
  const fields = {
    group,
    ...template,
    cohorts: [cohort],
    timing: { type: 'fixed' as const, opens_at: new Date(now - HOUR), closes_at: new Date(now + 7 * DAY) },
    published: true,
    created_at: new Date(now - DAY),
    updated_at: new Date(now - DAY),
  };
  await adminDb.doc(`surveys/${id}`).set({
    ...fields,
    ...derivedQuestionFields(fields.questions),
    windows: surveyWindowsByCohort(fields, {}),
  });
  return template.questions;
}

/** Answers every question on the page, the texts with `text`. */
async function answer(page: Page, questions: readonly SurveyQuestion[], text: string) {
  for (const q of questions) {
    const field = page.locator(`[data-question="${q.id}"]`);
    if (q.type === 'short_text' || q.type === 'long_text') await field.getByRole('textbox').fill(text);
    else if (q.type === 'multiple_choice') await field.getByRole('checkbox').first().check();
    else if (q.type === 'single_choice') await field.getByRole('radio').first().check();
    else if (q.type === 'scale') await field.getByRole('radio', { name: '4', exact: true }).check();
    else await field.getByRole('radio', { name: 'Yes', exact: true }).check();
  }
}

const saveStatus = (page: Page) => page.getByTestId('survey-save-status');

describe('peers answering surveys', () => {
  it('moves the certificate progress on an open home when the kickoff survey is submitted', async () => {
    const peer = 'demo-peer2';
    const user = (await adminDb.doc(`users/${peer}`).get()).data()!;
    const cohort = user.current_cohort as string;
    const group = user.current_group as string;
    // The demo's kickoff survey of the cohort closed long ago: open it again for this test.
    const surveyId = `${cohort}-kickoff`;
    const questions = await openSurvey(surveyId, 'kickoff', group, cohort);
    await adminDb.doc(`survey_responses/${surveyResponseId(surveyId, peer)}`).delete();
    const [settings, activities] = await Promise.all([
      adminDb.doc(`groups/${group}/settings/certificate`).get(),
      adminDb.doc(`activities/${peer}`).get(),
    ]);
    const requirements = settings.get('engagement_requirements') as EngagementRequirements;
    const counts = activities.data() as ActivityCounts;
    expect(counts.kickoff_response).toBe(false);
    const before = certificateProgress(requirements, counts).percentage;
    const after = certificateProgress(requirements, { ...counts, kickoff_response: true }).percentage;
    expect(after).not.toBe(before);

    const home = await signedInPage('peer2@demo.test');
    const card = home.getByRole('region', { name: 'Certificate progress' });
    await expect.poll(() => card.getByText(`${before}%`, { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    // The home lists the kickoff survey as due.
    await expect.poll(() => home.locator(`[data-survey-id="${surveyId}"]`).count(), { timeout: 15_000 }).toBe(1);

    const form = await signedInPage('peer2@demo.test');
    await form.goto(appUrl('/kickoff'));
    await form.getByRole('heading', { level: 1, name: 'Kickoff survey' }).waitFor();
    // Submitting with nothing answered names the questions and keeps the page.
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText(/questions need your attention/).waitFor();
    await answer(form, questions, 'Listening first, then asking.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => saveStatus(form).textContent(), { timeout: 15_000 }).toMatch(/Submitted/);

    await expect.poll(() => card.getByText(`${after}%`, { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => home.locator(`[data-survey-id="${surveyId}"]`).count(), { timeout: 15_000 }).toBe(0);
    await home.context().close();
    await form.context().close();
  });

  it('says when all the answers together are too long, saves nothing meanwhile, and keeps the text', async () => {
    const peer = 'demo-peer2';
    const user = (await adminDb.doc(`users/${peer}`).get()).data()!;
    const cohort = user.current_cohort as string;
    const surveyId = `${cohort}-kickoff`;
    const questions = await openSurvey(surveyId, 'kickoff', user.current_group as string, cohort);
    const responseDoc = adminDb.doc(`survey_responses/${surveyResponseId(surveyId, peer)}`);
    await responseDoc.delete();
    const page = await signedInPage('peer2@demo.test');
    await page.goto(appUrl('/kickoff'));
    await page.getByRole('heading', { level: 1, name: 'Kickoff survey' }).waitFor();
    await answer(page, questions, 'Listening first.');
    // Two long answers of 4,000 characters that take three bytes each: 24,000 bytes where 20,000 fit.
    const box = (id: string) => page.locator(`[data-question="${id}"]`).getByRole('textbox');
    const wide = '中'.repeat(4000);
    await box('takeaway').fill(wide);
    await box('goals').fill(wide);
    const tooLong = page.getByTestId('answers-too-long');
    // (The other answers add their few bytes.)
    await expect
      .poll(() => tooLong.textContent(), { timeout: 10_000 })
      .toMatch(/^Your answers are too long in all: 24,0\d\d bytes of text, where 20,000 fit/);
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await tooLong.isVisible()).toBe(true);
    expect(await box('goals').inputValue()).toBe(wide);
    // Shortened, it is saved and submitted.
    await box('goals').fill('Coach twice a month.');
    await expect.poll(() => tooLong.count()).toBe(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    const stored = await eventually(async () => {
      const data = (await responseDoc.get()).data();
      return data?.status === 'submitted' ? data : undefined;
    }, 20_000);
    expect(stored.answers).toMatchObject({ takeaway: wide, goals: 'Coach twice a month.' });
    await page.context().close();
  });

  it('answers the matching survey by keyboard alone', async () => {
    const peer = 'demo-peer';
    const user = (await adminDb.doc(`users/${peer}`).get()).data()!;
    const cohort = user.current_cohort as string;
    const surveyId = `${cohort}-matching`;
    const questions = await openSurvey(surveyId, 'matching', user.current_group as string, cohort);
    await adminDb.doc(`survey_responses/${surveyResponseId(surveyId, peer)}`).delete();
    const page = await signedInPage('peer@demo.test');
    await page.goto(appUrl('/matching-survey'));
    await page.locator(`[data-question="${questions[0]!.id}"]`).waitFor();
    const focusedQuestion = () =>
      page.evaluate(() => document.activeElement?.closest('[data-question]')?.getAttribute('data-question') ?? null);
    for (const q of questions) {
      for (let presses = 0; (await focusedQuestion()) !== q.id; presses += 1) {
        if (presses > 60) throw new Error(`Tab never reached question ${q.id}`);
        await page.keyboard.press('Tab');
      }
      if (q.type === 'short_text' || q.type === 'long_text') await page.keyboard.type('Typed by keyboard');
      else await page.keyboard.press('Space'); // the first option: a checkbox checked, a radio chosen
    }
    for (let presses = 0; ; presses += 1) {
      if (presses > 20) throw new Error('Tab never reached Submit');
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.textContent === 'Submit')) break;
    }
    await page.keyboard.press('Enter');
    const stored = await eventually(async () => {
      const data = (await adminDb.doc(`survey_responses/${surveyResponseId(surveyId, peer)}`).get()).data();
      return data?.status === 'submitted' ? data : undefined;
    }, 20_000);
    expect(stored.answers).toMatchObject({
      goals: 'Typed by keyboard',
      topics: [questions.find((q) => q.id === 'topics')!.options[0]],
      avoid_own_department: true,
    });
    await page.context().close();
  });

  it('keeps answers typed offline across an offline reload and sends them when back online, ten times', async () => {
    const peer = 'demo-peer';
    const user = (await adminDb.doc(`users/${peer}`).get()).data()!;
    const surveyId = 'e2e-offline-post-program';
    const questions = await openSurvey(
      surveyId,
      'post_program',
      user.current_group as string,
      user.current_cohort as string,
    );
    const responseId = surveyResponseId(surveyId, peer);
    const page = await signedInPage('peer@demo.test');
    const context = page.context();

    for (let round = 1; round <= 10; round += 1) {
      await adminDb.doc(`survey_responses/${responseId}`).delete();
      await page.goto(appUrl('/post-program'));
      await page.getByRole('heading', { level: 1, name: 'Post-program survey' }).waitFor();
      // The service worker controls the page and has the app precached before the connection drops
      // (it registers 5 s after load once the page is idle: lib/offline-shell.ts; a bound, not a goal).
      await page.waitForFunction(
        async () =>
          Boolean((await navigator.serviceWorker.ready).active) && navigator.serviceWorker.controller !== null,
        undefined,
        { timeout: 60_000 },
      );
      await expect.poll(() => saveStatus(page).textContent(), { timeout: 10_000 }).toBe('');

      await context.setOffline(true);
      const text = `Offline answer, round ${round}`;
      await answer(page, questions, text);
      await expect
        .poll(() => saveStatus(page).textContent(), { timeout: 10_000 })
        .toBe('Saved on this device, will be sent when back online.');

      // Chromium's page reloaded under emulated offline may read navigator.onLine as true: the
      // page then says the answers wait on this device once the write has hung for a few seconds.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Post-program survey' }).waitFor({ timeout: 30_000 });
      const first = page.locator(`[data-question="${questions[0]!.id}"]`).getByRole('textbox');
      await expect.poll(() => first.inputValue(), { timeout: 15_000 }).toBe(text);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect
        .poll(() => saveStatus(page).textContent(), { timeout: 10_000 })
        .toMatch(/Saved on this device, will be sent when back online\./);
      // Nothing has reached the server while offline.
      expect((await adminDb.doc(`survey_responses/${responseId}`).get()).exists).toBe(false);

      await context.setOffline(false);
      const stored = await eventually(async () => {
        const data = (await adminDb.doc(`survey_responses/${responseId}`).get()).data();
        return data?.status === 'submitted' ? data : undefined;
      }, 45_000);
      expect(stored.answers[questions[0]!.id]).toBe(text);
      expect(stored.user_id).toBe(peer);
      await expect.poll(() => saveStatus(page).textContent(), { timeout: 30_000 }).toMatch(/Submitted \w{3}, /);
    }
    await context.close();
  }, 150_000);

  it('says the answers wait on this device when the server does not take them, though the browser seems online', async () => {
    const peer = 'demo-peer';
    const user = (await adminDb.doc(`users/${peer}`).get()).data()!;
    const surveyId = 'e2e-unreachable-custom';
    const questions = await openSurvey(surveyId, 'custom', user.current_group as string, user.current_cohort as string);
    const responseId = surveyResponseId(surveyId, peer);
    const page = await signedInPage('peer@demo.test', `/survey/${surveyId}`);
    await page.getByRole('heading', { level: 1, name: 'Custom survey' }).waitFor({ timeout: 20_000 });

    // A network that answers nothing from Firestore (a hotel's Wi-Fi before its sign-in page):
    // navigator.onLine stays true, but no write reaches the server.
    const firestoreWrites = /google\.firestore\.v1\.Firestore\/Write\//;
    await page.route(firestoreWrites, (route) => route.abort('internetdisconnected'));
    const text = 'Typed where nothing gets through';
    await answer(page, questions, text);
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect
      .poll(() => saveStatus(page).textContent(), { timeout: 10_000 })
      .toMatch(/Saved on this device, will be sent when back online\.$/);
    expect((await adminDb.doc(`survey_responses/${responseId}`).get()).exists).toBe(false);

    // The way opens again; the browser's "online" event makes Firestore retry at once.
    await page.unroute(firestoreWrites);
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    const stored = await eventually(async () => {
      const data = (await adminDb.doc(`survey_responses/${responseId}`).get()).data();
      return data?.status === 'submitted' ? data : undefined;
    }, 45_000);
    expect(stored.answers[questions[0]!.id]).toBe(text);
    await expect.poll(() => saveStatus(page).textContent(), { timeout: 30_000 }).toMatch(/Submitted \w{3}, /);
    await page.context().close();
  });

  it('shows answers typed offline that the server refused (the survey closed meanwhile), after a reload, for copying', async () => {
    const peer = 'demo-peer';
    const user = (await adminDb.doc(`users/${peer}`).get()).data()!;
    const surveyId = 'e2e-refused-custom';
    const cohort = user.current_cohort as string;
    const questions = await openSurvey(surveyId, 'custom', user.current_group as string, cohort);
    const responseId = surveyResponseId(surveyId, peer);
    const page = await signedInPage('peer@demo.test');
    const context = page.context();
    await page.goto(appUrl(`/survey/${surveyId}`));
    await page.getByRole('heading', { level: 1, name: 'Custom survey' }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(
      async () => Boolean((await navigator.serviceWorker.ready).active) && navigator.serviceWorker.controller !== null,
      undefined,
      { timeout: 60_000 },
    );

    await context.setOffline(true);
    const text = 'Typed on the train, sent too late.';
    await answer(page, questions, text);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => saveStatus(page).textContent(), { timeout: 10_000 })
      .toMatch(/Saved on this device, will be sent when back online\./);
    // A reload drops the write's promise: only the note in this browser remembers the answers.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Custom survey' }).waitFor({ timeout: 30_000 });

    // The survey closes while the peer is offline (staff changed its dates; the trigger moves the window).
    const closed = {
      type: 'fixed',
      opens_at: new Date(Date.now() - 2 * HOUR),
      closes_at: new Date(Date.now() - 60_000),
    };
    await adminDb
      .doc(`surveys/${surveyId}`)
      .update({ timing: closed, [`windows.${cohort}.main`]: { ...closed, event_id: null, event_title: null } });
    await eventually(async () => {
      const survey = (await adminDb.doc(`surveys/${surveyId}`).get()).data();
      const closes = survey?.windows?.[cohort]?.main?.closes_at?.toMillis?.();
      return closes !== undefined && closes < Date.now() ? true : undefined;
    }, 20_000);

    await context.setOffline(false);
    const refused = page.getByTestId('refused-answers');
    await refused.waitFor({ timeout: 45_000 });
    await refused.getByText('Your answers to “Custom survey” were not saved').waitFor();
    expect(await refused.getByTestId('refused-answers-text').inputValue()).toBe(`${questions[0]!.label}: ${text}`);
    expect((await adminDb.doc(`survey_responses/${responseId}`).get()).exists).toBe(false);

    // The home says so too, until the peer dismisses it.
    await page.goto(appUrl('/'));
    const onHome = page.getByTestId('refused-answers');
    await onHome.waitFor({ timeout: 20_000 });
    expect(await onHome.getByTestId('refused-answers-text').inputValue()).toContain(text);
    await onHome.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => page.getByTestId('refused-answers').count()).toBe(0);
    // Dismissed for good: after a reload, the survey's own page, once it shows the survey (its
    // responses read; the notes are read from this browser's storage in the same render), shows
    // no refusal either.
    await page.reload();
    await page.goto(appUrl(`/survey/${surveyId}`));
    await page.locator('[data-survey-status="closed"]').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('refused-answers').count()).toBe(0);
    await context.close();
  }, 120_000);
});
