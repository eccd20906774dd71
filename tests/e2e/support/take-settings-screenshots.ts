/**
 * Screenshots of /settings (certificate section) into the screenshots' settings/ folder: 390 px and
 * 1280 px, light and dark; a field's message; keyboard use (focus rings while tabbing, the save by
 * Enter); and the peer's home card and the dashboard's prediction column it feeds. Seeds the demo
 * first, so run it inside the emulators (under the emulator lock), for example:
 *   firebase emulators:exec --only auth,firestore,functions,hosting "npx tsx tests/e2e/support/take-settings-screenshots.ts"
 */
import type { Browser } from 'playwright-core';
import { appUrl, openPage } from './browser.ts';
import { camera, DESKTOP, PHONE, takeScreenshots } from './screenshots.ts';
import { signIn } from './demo.ts';

const shot = camera('settings', 400);

async function settingsPage(browser: Browser, viewport: typeof PHONE, dark: boolean) {
  const page = await openPage(browser, { viewport, colorScheme: dark ? 'dark' : 'light' });
  await signIn(page, 'facilitator@demo.test');
  await page.goto(appUrl('/settings'));
  await page.locator('[data-requirement="check_in"]').getByLabel('Minimum').waitFor({ timeout: 20_000 });
  return page;
}

await takeScreenshots(async (browser) => {
  for (const [viewport, size] of [
    [PHONE, 390],
    [DESKTOP, 1280],
  ] as const) {
    for (const dark of [false, true]) {
      const page = await settingsPage(browser, viewport, dark);
      await shot(page, `settings-${size}-${dark ? 'dark' : 'light'}`);
      await shot(page, `settings-${size}-${dark ? 'dark' : 'light'}-full`, true);
      await page.context().close();
    }
  }

  // A field's message, and keyboard use: Tab from the page heading into the form, the focus ring
  // on the check-in minimum, a value typed and saved with Enter.
  const page = await settingsPage(browser, PHONE, false);
  const office = page.locator('[data-requirement="office_hours"]');
  await office.getByLabel('Maximum').fill('2');
  await office.scrollIntoViewIfNeeded();
  await shot(page, 'settings-390-message');
  await page.getByRole('button', { name: 'Discard changes' }).click();

  await page.getByRole('tab', { name: 'Certificate' }).focus();
  const minimum = page.locator('[data-requirement="check_in"]').getByLabel('Minimum');
  for (let i = 0; i < 40 && !(await minimum.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('16');
  await shot(page, 'settings-390-keyboard-focus');
  await page.keyboard.press('Enter');
  await page.getByText('Certificate requirements of MGH saved').waitFor({ timeout: 15_000 });
  await shot(page, 'settings-390-keyboard-saved');
  await page.context().close();

  // What the requirements feed: the peer's card and the dashboard's sortable prediction column.
  for (const [viewport, size] of [
    [PHONE, 390],
    [DESKTOP, 1280],
  ] as const) {
    const peer = await openPage(browser, { viewport, colorScheme: 'light' });
    await signIn(peer, 'peer@demo.test');
    await peer.locator('[data-prediction]').waitFor({ timeout: 20_000 });
    await peer.locator('[data-prediction]').scrollIntoViewIfNeeded();
    await shot(peer, `home-prediction-${size}`);
    await peer.context().close();
  }
  const staff = await openPage(browser, { viewport: DESKTOP, colorScheme: 'dark' });
  await signIn(staff, 'facilitator@demo.test');
  await staff.getByRole('button', { name: 'Prediction' }).click();
  await staff.locator('table [data-prediction]').first().waitFor({ timeout: 20_000 });
  await staff.locator('table').scrollIntoViewIfNeeded();
  await shot(staff, 'dashboard-prediction-1280-dark');
  await staff.context().close();
});
