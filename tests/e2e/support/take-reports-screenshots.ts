/**
 * Screenshots of /report into docs/screenshots/reports/: the cohort's page and all my cohorts at
 * 390 px and 1280 px, light and dark, and the scope and date range reached by keyboard alone. Seeds the demo first, so run it inside the
 * emulators (under the emulator lock), as the other take-*-screenshots scripts.
 */
import { appUrl, launchBrowser } from './browser.ts';
import { seedDemo } from './demo.ts';
import { DEMO_FACILITATOR } from './live-events.ts';
import { atEveryLook, camera, PHONE, settle, signedInShotPage, tabTo } from './screenshots.ts';

const shot = camera('reports', 800);

async function main() {
  await seedDemo();
  const browser = await launchBrowser();
  try {
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

    // By keyboard alone, on a phone: Tab to the range's start, type a day, Tab on to the CSV button.
    const page = await signedInShotPage(browser, PHONE, 'light', DEMO_FACILITATOR.email);
    await page.goto(appUrl('/report'));
    await page.locator('[data-report-summary]').waitFor({ timeout: 20_000 });
    await tabTo(page, page.getByRole('button', { name: 'Download CSV' }));
    await shot(page, 'keyboard-390-csv-focused');
    await tabTo(page, page.getByLabel('From', { exact: true }));
    await shot(page, 'keyboard-390-from-focused');
    // The scope by keyboard: Tab to "All my cohorts", Space.
    await tabTo(page, page.getByRole('button', { name: 'All my cohorts' }));
    await page.keyboard.press('Space');
    await page.getByRole('table', { name: 'All my cohorts' }).waitFor({ timeout: 20_000 });
    await shot(page, 'keyboard-390-all-cohorts');
    await page.context().close();
  } finally {
    await browser.close();
  }
}

await main();
process.exit(0);
