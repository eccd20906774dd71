/**
 * Screenshots of /account into the screenshots' account/ folder: the page at 390 px and 1280 px, light
 * and dark; the profile editor and the password dialog with a refusal on its field; and an e-mail
 * switch turned off by keyboard alone. Seeds the demo first, so run it inside the emulators (under
 * the emulator lock):
 *   flock /tmp/emulator.lock npx firebase emulators:exec --only auth,firestore,functions,hosting \
 *     "npx tsx tests/e2e/support/take-account-screenshots.ts"
 */
import { appUrl } from './browser.ts';
import { DEMO_PEER } from './live-events.ts';
import { atEveryLook, camera, PHONE, settle, signedInShotPage, tabTo, takeScreenshots } from './screenshots.ts';

const shot = camera('account', 600);

await takeScreenshots(async (browser) => {
  await atEveryLook(browser, DEMO_PEER.email, async (page, size, colorScheme) => {
    await page.goto(appUrl('/account'));
    await page.getByRole('button', { name: 'Edit profile' }).waitFor({ timeout: 20_000 });
    await settle(page);
    await shot(page, `account-${size}-${colorScheme}`, true);
    if (colorScheme === 'light') {
      await page.getByRole('button', { name: 'Edit profile' }).click();
      await page.getByRole('dialog', { name: 'Edit profile' }).getByLabel('First name').fill('');
      await page.getByRole('dialog', { name: 'Edit profile' }).getByLabel('Last name').focus();
      await shot(page, `edit-profile-${size}-light`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Change password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change password' });
      await dialog.getByLabel('Current password').fill('not-my-password');
      await dialog.getByLabel('New password', { exact: true }).fill('a-new-secret');
      await dialog.getByLabel('New password again').fill('a-new-secret');
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await dialog.getByText('This is not your current password').waitFor({ timeout: 15_000 });
      await shot(page, `password-refused-${size}-light`);
      await page.keyboard.press('Escape');
    }
  });

  // By keyboard alone, on a phone: Tab to the announcements switch, Space turns it off.
  const page = await signedInShotPage(browser, PHONE, 'light', DEMO_PEER.email);
  await page.goto(appUrl('/account'));
  const announcements = page.getByRole('switch', { name: /Announcements/ });
  await announcements.waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Edit profile' }).focus();
  await tabTo(page, announcements);
  await shot(page, 'keyboard-390-switch-focused');
  await page.keyboard.press('Space');
  await page.getByText('Announcements: off').waitFor({ timeout: 15_000 });
  await shot(page, 'keyboard-390-switch-off');
  await page.keyboard.press('Space');
  await page.getByText('Announcements: on').waitFor({ timeout: 15_000 });
  await page.context().close();
});
