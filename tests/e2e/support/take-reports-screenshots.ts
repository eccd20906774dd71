/**
 * Screenshots of /report into the screenshots' reports/ folder: the cohort's page and all my cohorts at
 * 390 px and 1280 px, light and dark, and the scope and date range reached by keyboard alone. Writes the whole demo first, so run it inside the
 * emulators (under the emulator lock), as the other take-*-screenshots scripts.
 */
import { appUrl } from './browser.ts';
import { buildDemoData } from '../../../scripts/seed/build.ts';
import { writeDemoData } from '../../../scripts/seed/write.ts';
import { adminAuth, adminDb, clearEmulators } from '../../support/admin.ts';
import { DEMO_FACILITATOR, DEMO_PEER } from './live-events.ts';
import { atEveryLook, camera, PHONE, settle, signedInShotPage, tabTo, takeScreenshots } from './screenshots.ts';

const shot = camera('reports', 800);

/** Waits until the triggers woken by the seed leave the demo cohort's report alone for 5 s. */
async function reportsSettled(): Promise<void> {
  const shards = adminDb.collection('cohort_report_shards').where('cohort', '==', DEMO_PEER.cohort);
  let last = '';
  let stableSince = Date.now();
  for (const deadline = Date.now() + 180_000; Date.now() < deadline && Date.now() - stableSince < 5_000;) {
    const now = JSON.stringify((await shards.get()).docs.map((d) => d.data()));
    if (now !== last) [last, stableSince] = [now, Date.now()];
    await new Promise((done) => setTimeout(done, 500));
  }
}

/**
 * The whole demo, everyone's attendance included, as `npm start` shows it (the e2e suite's demo
 * keeps only the named accounts' records).
 */
async function seedWholeDemo(): Promise<void> {
  await clearEmulators();
  await writeDemoData(buildDemoData(new Date()), { db: adminDb, auth: adminAuth });
  await reportsSettled();
}

await takeScreenshots(
  async (browser) => {
    await atEveryLook(browser, DEMO_FACILITATOR.email, async (page, size, colorScheme) => {
      await page.goto(appUrl('/report'));
      await page.locator('[data-report-summary]').waitFor({ timeout: 20_000 });
      await settle(page);
      await shot(page, `report-${size}-${colorScheme}`, true);
      await page.goto(appUrl('/report?scope=all'));
      await page.getByRole('table', { name: 'All my cohorts' }).waitFor({ timeout: 20_000 });
      await settle(page);
      await shot(page, `report-all-${size}-${colorScheme}`, true);
    });

    // By keyboard alone, on a phone: Tab to the CSV button, on to the scope (the right arrow and Space show all my cohorts), on to the range's start.
    const page = await signedInShotPage(browser, PHONE, 'light', DEMO_FACILITATOR.email);
    await page.goto(appUrl('/report'));
    await page.locator('[data-report-summary]').waitFor({ timeout: 20_000 });
    await tabTo(page, page.getByRole('button', { name: 'Download CSV' }));
    await shot(page, 'keyboard-390-csv-focused');
    // The scope by keyboard: Tab to the group (one tab stop), the right arrow to "All my cohorts", Space.
    await tabTo(page, page.getByRole('button', { name: 'This cohort' }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await page.getByRole('table', { name: 'All my cohorts' }).waitFor({ timeout: 20_000 });
    await shot(page, 'keyboard-390-all-cohorts');
    await tabTo(page, page.getByLabel('From', { exact: true }));
    await shot(page, 'keyboard-390-from-focused');
    await page.context().close();
  },
  { seed: seedWholeDemo },
);
