/**
 * Screenshots of a peer's survey page into the screenshots' surveys/ folder: the program evaluation
 * (opened now for the pictures) at 390 px and 1280 px, light and dark, a refused submission with
 * its messages, the kickoff survey (done), a make-up with its session picker, the home's "surveys
 * due", and the page offline ("saved on this device"); the demo's custom survey on /survey/:id, the
 * answers a closed survey refused (on the survey page and the home), and staff's /survey list with
 * the custom survey published. Seeds the demo first, so run it inside the
 * emulators (under the emulator lock), for example:
 *   firebase emulators:exec --only auth,firestore,functions,hosting "npx tsx tests/e2e/support/take-survey-screenshots.ts"
 */
import { derivedQuestionFields, surveyTemplate, surveyWindowsByCohort, type SurveyKind } from '@peer-coaching/domain';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { adminDb } from '../../support/admin.ts';
import { appUrl, openPage } from './browser.ts';
import { seedDemo, signIn } from './demo.ts';
import { screenshotDir, takeScreenshots } from './screenshots.ts';

const outDir = screenshotDir('surveys');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const settle = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root'), undefined, { timeout: 20_000 });

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(600);
  // A full-page picture of a scrolled page draws the fixed top bar where the scroll left it.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  const file = join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

/** The demo's survey of a kind for mgh-2026-a, opened now (fixed window) for the pictures. */
async function openNow(kind: SurveyKind) {
  const id = `mgh-2026-a-${kind.replaceAll('_', '-')}`;
  const now = Date.now();
  const template = surveyTemplate(kind, new Date(now));
  const fields = {
    group: 'mgh',
    ...template,
    cohorts: ['mgh-2026-a'],
    timing: { type: 'fixed' as const, opens_at: new Date(now - 3_600_000), closes_at: new Date(now + 5 * 86_400_000) },
    published: true,
    created_at: new Date(now - 86_400_000),
    updated_at: new Date(now - 86_400_000),
  };
  await adminDb
    .doc(`surveys/${id}`)
    .set({ ...fields, ...derivedQuestionFields(fields.questions), windows: surveyWindowsByCohort(fields, {}) });
}

/** The demo, with the program evaluation open now. */
async function seed(): Promise<void> {
  await seedDemo();
  await openNow('program_eval');
}

await takeScreenshots(
  async (browser) => {
    for (const [size, viewport] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await openPage(browser, { viewport, colorScheme });
        await signIn(page, 'peer@demo.test');
        await page.getByTestId('surveys-due-count').waitFor({ timeout: 20_000 });
        await settle(page);
        await shot(page, `home-${size}-${colorScheme}`, size === '1280');
        if (size === '390') {
          await page.getByTestId('surveys-due-count').scrollIntoViewIfNeeded();
          await shot(page, `home-${size}-${colorScheme}-surveys`, false);
        }
        await page.goto(appUrl('/survey/mgh-2026-a-custom'));
        await page.getByRole('heading', { level: 1, name: 'Mid-year check' }).waitFor();
        await settle(page);
        await shot(page, `custom-${size}-${colorScheme}`);
        await page.goto(appUrl('/program-eval'));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await settle(page);
        await shot(page, `program-eval-${size}-${colorScheme}`);
        if (colorScheme === 'light') {
          await page.getByRole('button', { name: 'Submit' }).click();
          await page.getByText(/need your attention/).waitFor();
          await shot(page, `program-eval-${size}-errors`);
          await page.goto(appUrl('/kickoff'));
          await page.getByRole('heading', { level: 1 }).waitFor();
          await settle(page);
          await shot(page, `kickoff-done-${size}`);
          await page.goto(appUrl('/checkin-makeup'));
          await page.getByRole('heading', { level: 1 }).waitFor();
          await settle(page);
          await shot(page, `checkin-makeup-${size}`);
          if (size === '390') {
            await page.goto(appUrl('/program-eval'));
            await page.getByRole('heading', { level: 1 }).waitFor();
            await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
            await page.context().setOffline(true);
            await page.locator('[data-question="improve"] textarea').first().fill('More time in triads, please.');
            await page.getByText('Saved on this device, will be sent when back online.').waitFor();
            await page.getByText('Saved on this device, will be sent when back online.').scrollIntoViewIfNeeded();
            await shot(page, 'program-eval-390-offline', false);
            await page.context().setOffline(false);
          }
        }
        await page.context().close();

        // Answers the server refused (the survey closed while they waited offline): as the page
        // and the home show them, from this browser's note (outbox.ts).
        const refused = await openPage(browser, { viewport, colorScheme });
        await signIn(refused, 'peer@demo.test');
        await refused.evaluate((entry) => localStorage.setItem('pc-survey-outbox:demo-peer', JSON.stringify([entry])), {
          id: 'mgh-2026-a-custom_demo-peer',
          survey_id: 'mgh-2026-a-custom',
          title: 'Mid-year check',
          route: '/survey/mgh-2026-a-custom',
          status: 'submitted',
          answers: { going: 4, triad: true, wish: 'More time for the triads, and a quieter room.' },
          text: 'How is the program going for you?: 4\nIs your coaching triad meeting regularly?: Yes\nOne thing you wish were different: More time for the triads, and a quieter room.',
          written_at: Date.now() - 60_000,
          refused: true,
        });
        await refused.goto(appUrl('/survey/mgh-2026-a-custom'));
        await refused.getByTestId('refused-answers').waitFor({ timeout: 20_000 });
        await settle(refused);
        await shot(refused, `custom-refused-${size}-${colorScheme}`);
        await refused.goto(appUrl('/'));
        await refused.getByTestId('refused-answers').waitFor({ timeout: 20_000 });
        await settle(refused);
        await refused.getByTestId('refused-answers').scrollIntoViewIfNeeded();
        await shot(refused, `home-refused-${size}-${colorScheme}`, false);
        await refused.context().close();

        // Staff's /survey with the custom survey published among the others.
        const staff = await openPage(browser, { viewport, colorScheme });
        await signIn(staff, 'facilitator@demo.test');
        await staff.goto(appUrl('/survey'));
        await staff.getByText('Mid-year check').first().waitFor({ timeout: 20_000 });
        await settle(staff);
        await shot(staff, `staff-survey-list-${size}-${colorScheme}`);
        await staff.goto(appUrl('/survey/mgh-2026-a-custom'));
        await staff.getByRole('heading', { level: 1, name: 'Mid-year check' }).waitFor({ timeout: 20_000 });
        await settle(staff);
        await shot(staff, `staff-custom-preview-${size}-${colorScheme}`);
        await staff.context().close();
      }
    }
  },
  { seed },
);
