/**
 * Screenshots of /alumni into the screenshots' alumni/ folder: the demo alumnus's page (their profile, the
 * directory, the alumni news) at 390 px and 1280 px, light and dark; a peer's search; and the opt-in
 * switch reached by keyboard alone. Seeds the demo first: run it inside the emulators (under the
 * emulator lock), as the other take-*-screenshots scripts.
 */
import { appUrl } from './browser.ts';
import { DEMO_PEER } from './live-events.ts';
import { atEveryLook, camera, PHONE, settle, signedInShotPage, tabTo, takeScreenshots } from './screenshots.ts';

const shot = camera('alumni', 800);
const ALUMNUS = 'alumni@demo.test';

await takeScreenshots(async (browser) => {
  await atEveryLook(browser, ALUMNUS, async (page, size, colorScheme) => {
    await page.goto(appUrl('/alumni'));
    await page.getByRole('list', { name: 'Alumni' }).locator('[data-alumnus]').first().waitFor({ timeout: 20_000 });
    await settle(page);
    await shot(page, `alumni-${size}-${colorScheme}`, true);
  });

  const peer = await signedInShotPage(browser, PHONE, 'light', DEMO_PEER.email);
  await peer.goto(appUrl('/alumni'));
  await peer.getByRole('list', { name: 'Alumni' }).locator('[data-alumnus]').first().waitFor({ timeout: 20_000 });
  await peer.getByLabel('Search', { exact: true }).fill('mentoring');
  await settle(peer);
  await shot(peer, 'peer-search-390-light', true);
  await peer.context().close();

  // By keyboard alone, on a phone: Tab to the opt-in switch.
  const page = await signedInShotPage(browser, PHONE, 'light', ALUMNUS);
  await page.goto(appUrl('/alumni'));
  const optIn = page.getByLabel('Show me in the alumni network');
  await optIn.waitFor({ timeout: 20_000 });
  await tabTo(page, optIn);
  await shot(page, 'keyboard-390-opt-in-focused');
  await page.context().close();
});
