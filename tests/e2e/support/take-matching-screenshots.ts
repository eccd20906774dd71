/**
 * Screenshots of /matching into the screenshots' matching/ folder: the page with the seeded draft (its
 * groups and the parts of each score), the cohort's peers and the earlier round, at 390 px and
 * 1280 px, light and dark; the swap menu, the weights editor, the publish confirmation and an
 * earlier round opened (light); a group locked by keyboard alone (Tab to its lock, Enter); and the
 * demo peer's home with the partner card. Seeds the demo first, so run it inside the emulators
 * (under the emulator lock), for example:
 *   flock /tmp/emulator.lock npx firebase emulators:exec --only auth,firestore,functions,hosting \
 *     "npx tsx tests/e2e/support/take-matching-screenshots.ts"
 */
import type { Page } from 'playwright-core';
import { appUrl } from './browser.ts';
import { DEMO_FACILITATOR, DEMO_PEER } from './live-events.ts';
import { camera, COLOR_SCHEMES, settle, signedInShotPage, WIDTHS, takeScreenshots } from './screenshots.ts';

const shot = camera('matching', 600);

const groups = (page: Page) => page.getByRole('list', { name: 'Groups' }).locator('li[data-group]');

async function openMatching(page: Page) {
  await page.goto(appUrl('/matching'));
  await groups(page).first().waitFor({ timeout: 20_000 });
  await settle(page);
}

await takeScreenshots(async (browser) => {
  for (const [size, viewport] of WIDTHS) {
    for (const colorScheme of COLOR_SCHEMES) {
      const page = await signedInShotPage(browser, viewport, colorScheme, DEMO_FACILITATOR.email);
      await openMatching(page);
      await shot(page, `page-${size}-${colorScheme}`, true);

      if (colorScheme === 'light') {
        await groups(page)
          .first()
          .getByRole('button', { name: /swap with someone/ })
          .first()
          .click();
        await page.getByRole('menu').waitFor();
        await shot(page, `swap-menu-${size}-light`);
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: 'Weights', exact: true }).click();
        await page.getByRole('dialog', { name: 'Weights' }).waitFor();
        await shot(page, `weights-${size}-light`);
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await page.getByRole('dialog', { name: 'Publish this round?' }).waitFor();
        await shot(page, `publish-confirm-${size}-light`);
        await page.getByRole('button', { name: 'Cancel' }).click();

        await page.locator('[data-round-id] .MuiAccordionSummary-root').first().click();
        await page.locator('[data-round-id] [aria-label="Groups"]').first().waitFor();
        await page.locator('[data-round-id]').first().scrollIntoViewIfNeeded();
        await shot(page, `earlier-round-${size}-light`);
      }
      await page.context().close();

      const peer = await signedInShotPage(browser, viewport, colorScheme, DEMO_PEER.email);
      await peer.getByRole('region', { name: /^Your partner/ }).waitFor({ timeout: 20_000 });
      await settle(peer);
      await shot(peer, `home-partner-${size}-${colorScheme}`, true);
      await peer.context().close();
    }
  }

  // Keyboard alone: Tab from the top of the page to the first group's lock, Enter locks it.
  const page = await signedInShotPage(browser, WIDTHS[1][1], 'light', DEMO_FACILITATOR.email);
  await openMatching(page);
  const lock = groups(page)
    .first()
    .getByRole('button', { name: /^Lock (pair|trio) 1$/ });
  for (let i = 0; i < 60 && !(await lock.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await shot(page, 'keyboard-lock-focused-1280-light');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () => document.querySelector('li[data-group="1"] button[aria-pressed="true"]') !== null,
    undefined,
    { timeout: 20_000 },
  );
  await shot(page, 'keyboard-locked-1280-light');
  await page.context().close();
});
