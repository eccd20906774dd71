/**
 * Screenshots of /survey for staff into the screenshots' surveys-staff/ folder: the list, the builder
 * (from the kickoff template), the preview as a peer, and the results (rate, not answered, charts,
 * responses), at 390 px and 1280 px, light and dark; and a keyboard-only question move (the handle
 * focused, lifted with Space, moved with the arrow key, dropped). Seeds the demo and a survey with
 * answers first, so run it inside the emulators (under the emulator lock), for example:
 *   firebase emulators:exec --only auth,firestore,functions,hosting "npx tsx tests/e2e/support/take-survey-staff-screenshots.ts"
 */
import { bodyFromTemplate, surveyResponseId, surveyTemplate, toApiDate } from '@peer-coaching/domain';
import { adminDb } from '../../support/admin.ts';
import type { Browser } from 'playwright-core';
import { appUrl } from './browser.ts';
import {
  camera,
  COLOR_SCHEMES,
  DESKTOP,
  signedInShotPage,
  WIDTHS,
  type Viewport,
  takeScreenshots,
} from './screenshots.ts';
import { seedDemo } from './demo.ts';
import { callApi, DAY, DEMO_FACILITATOR, demoToken, HOUR } from './live-events.ts';

const shot = camera('surveys-staff', 600);

/** A published kickoff survey of the facilitator's cohort, answered by about two thirds of it. */
async function surveyWithAnswers(): Promise<string> {
  const facilitator = (await adminDb.doc(`users/${DEMO_FACILITATOR.uid}`).get()).data()!;
  const cohort = facilitator.current_cohort as string;
  const peers = (
    await adminDb.collection('users').where('role', '==', 'peer').where('cohort_list', 'array-contains', cohort).get()
  ).docs
    .map((d) => d.data())
    .filter((p) => p.status === 'confirmed')
    .sort((a, b) => String(a.id).localeCompare(String(b.id)));
  const template = surveyTemplate('kickoff', new Date());
  const created = await callApi('/api/facilitator/surveys', {
    method: 'POST',
    token: await demoToken(DEMO_FACILITATOR.email),
    body: {
      ...bodyFromTemplate(template, [cohort]),
      title: 'Kickoff survey',
      timing: {
        type: 'fixed',
        opens_at: toApiDate(new Date(Date.now() - 3 * DAY)),
        closes_at: toApiDate(new Date(Date.now() + 4 * DAY + HOUR)),
      },
      published: true,
    },
  });
  const id = (created.body as { id: string }).id;
  const answered = peers.slice(0, Math.ceil((peers.length * 2) / 3));
  let n = 0;
  for (const peer of answered) {
    n++;
    const answers: Record<string, unknown> = {};
    for (const q of template.questions) {
      if (q.type === 'scale') answers[q.id] = 1 + ((n * 3) % 5);
      else if (q.type === 'yes_no') answers[q.id] = n % 3 !== 0;
      else if (q.type === 'single_choice') answers[q.id] = q.options[n % q.options.length]!;
      else if (q.type === 'multiple_choice') answers[q.id] = q.options.filter((_, i) => (i + n) % 2 === 0);
      else if (q.required || n % 2)
        answers[q.id] = ['Meeting new colleagues', 'Time to reflect', 'Better 1:1s'][n % 3]!;
    }
    const at = new Date(Date.now() - n * HOUR);
    await adminDb.doc(`survey_responses/${surveyResponseId(id, String(peer.id))}`).set({
      survey_id: id,
      user_id: peer.id,
      group: facilitator.current_group,
      cohort,
      kind: 'kickoff',
      window: 'main',
      event_id: null,
      answers,
      status: 'submitted',
      updated_at: at,
      submitted_at: at,
    });
  }
  return id;
}

const staffPage = (browser: Browser, viewport: Viewport, colorScheme: 'light' | 'dark') =>
  signedInShotPage(browser, viewport, colorScheme, DEMO_FACILITATOR.email);

/** The demo, and the survey the pictures show: its id. */
async function seed(): Promise<string> {
  await seedDemo();
  return surveyWithAnswers();
}

await takeScreenshots(
  async (browser, id) => {
    for (const [size, viewport] of WIDTHS) {
      for (const colorScheme of COLOR_SCHEMES) {
        const page = await staffPage(browser, viewport, colorScheme);
        await page.goto(appUrl('/survey'));
        await page.locator('li[data-survey-id]').first().waitFor({ timeout: 20_000 });
        await shot(page, `list-${size}-${colorScheme}`, true);

        await page.goto(appUrl(`/survey?id=${id}`));
        await page.locator('[data-question-id] svg').first().waitFor({ timeout: 30_000 });
        await page.locator('.MuiDataGrid-row').first().waitFor({ timeout: 20_000 });
        await shot(page, `results-${size}-${colorScheme}`, true);

        await page.goto(appUrl('/survey?new=kickoff'));
        await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
        await shot(page, `builder-${size}-${colorScheme}`, true);
        if (colorScheme === 'light') {
          await page.getByRole('tab', { name: 'Preview as a peer' }).click();
          await page.getByTestId('survey-preview').waitFor();
          await shot(page, `preview-${size}-light`, true);
        }
        await page.context().close();
      }
    }

    // Keyboard only: Tab to the second question's handle, lift it, move it up, drop it.
    const page = await staffPage(browser, DESKTOP, 'light');
    await page.goto(appUrl('/survey?new=reflection'));
    await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    const handle = page.getByRole('button', { name: /^Move Question 2/ });
    await handle.scrollIntoViewIfNeeded();
    await handle.focus();
    await shot(page, 'keyboard-1-handle-focused');
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowUp');
    await shot(page, 'keyboard-2-lifted-and-moved');
    await page.keyboard.press('Space');
    await shot(page, 'keyboard-3-dropped');
    await page.context().close();
  },
  { seed },
);
