/**
 * Screenshots of /resources into the screenshots' resources/ folder: the demo peer's library at 390 px
 * and 1280 px, light and dark; a peer's search; the facilitator's page with "Seen by", the add
 * form, and reorder mode with a handle lifted by keyboard alone. Seeds the demo first: run it
 * inside the emulators (under the emulator lock), as the other take-*-screenshots scripts.
 */
import { appUrl } from './browser.ts';
import { DEMO_FACILITATOR, DEMO_PEER } from './live-events.ts';
import {
  atEveryLook,
  camera,
  DESKTOP,
  PHONE,
  settle,
  signedInShotPage,
  tabTo,
  takeScreenshots,
} from './screenshots.ts';

const shot = camera('resources', 800);

await takeScreenshots(async (browser) => {
  await atEveryLook(browser, DEMO_PEER.email, async (page, size, colorScheme) => {
    await page.goto(appUrl('/resources'));
    await page.locator('li[data-resource-id]').first().waitFor({ timeout: 20_000 });
    await settle(page);
    await shot(page, `peer-${size}-${colorScheme}`, true);
  });

  const peer = await signedInShotPage(browser, PHONE, 'light', DEMO_PEER.email);
  await peer.goto(appUrl('/resources'));
  await peer.locator('li[data-resource-id]').first().waitFor({ timeout: 20_000 });
  await peer.getByRole('searchbox', { name: 'Search resources' }).fill('listening');
  await settle(peer);
  await shot(peer, 'peer-search-390-light', true);
  await peer.context().close();

  const staff = await signedInShotPage(browser, DESKTOP, 'light', DEMO_FACILITATOR.email);
  await staff.goto(appUrl('/resources'));
  await staff.locator('li[data-resource-id]').first().waitFor({ timeout: 20_000 });
  await settle(staff);
  await shot(staff, 'staff-1280-light', true);
  await staff.getByRole('button', { name: 'Add resource' }).click();
  await staff.getByRole('dialog', { name: 'Add a resource' }).waitFor();
  await shot(staff, 'staff-add-form-1280-light');
  await staff.getByRole('button', { name: 'Cancel' }).click();
  await staff.getByRole('dialog').waitFor({ state: 'detached' });
  await staff.context().close();

  // Reorder by keyboard alone, on a phone: Tab to a handle, Space lifts it.
  const phone = await signedInShotPage(browser, PHONE, 'light', DEMO_FACILITATOR.email);
  await phone.goto(appUrl('/resources'));
  await phone.locator('li[data-resource-id]').first().waitFor({ timeout: 20_000 });
  await phone.getByRole('button', { name: 'Reorder' }).click();
  const handle = phone.getByRole('button', { name: /^Move "/ }).first();
  await handle.waitFor();
  await tabTo(phone, handle);
  await shot(phone, 'keyboard-390-reorder-handle-focused');
  await phone.keyboard.press('Space');
  await shot(phone, 'keyboard-390-reorder-lifted');
  await phone.keyboard.press('Escape');
  await phone.context().close();
});
