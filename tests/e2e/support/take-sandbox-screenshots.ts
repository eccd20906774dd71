/**
 * Screenshots of the self-serve sandbox into the screenshots' sandbox/ folder: the demo sandbox
 * facilitator's home in their private copy (banner with "Reset sandbox") at 390 px and 1280 px,
 * light and dark; the in-banner confirmation reached by keyboard, with the tutorial minimized as
 * a phone starts it; and the demo peer's /account
 * with a photo. Seeds the demo first: run it inside the emulators (under the emulator lock).
 */
import type { Page } from 'playwright-core';
import { appUrl } from './browser.ts';
import { DEMO_PEER } from './live-events.ts';
import { atEveryLook, camera, PHONE, settle, signedInShotPage, tabTo, takeScreenshots } from './screenshots.ts';

const shot = camera('sandbox', 800);
const SANDBOX = 'sandbox@demo.test';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGM4IScHQQxwFgBBAAYZPEVBlgAAAABJRU5ErkJggg==',
  'base64',
);

/** The tutorial opens by itself for someone who has not done it; it would hide the banner. */
async function closeTutorial(page: Page) {
  const close = page.getByRole('button', { name: 'Close tutorial' });
  if (await close.isVisible()) await close.click();
}

await takeScreenshots(async (browser) => {
  await atEveryLook(browser, SANDBOX, async (page, size, colorScheme) => {
    await page.goto(appUrl('/'));
    await page.getByRole('button', { name: 'Reset sandbox' }).waitFor({ timeout: 30_000 });
    await closeTutorial(page);
    await settle(page);
    await shot(page, `home-${size}-${colorScheme}`);
  });

  const page = await signedInShotPage(browser, PHONE, 'light', SANDBOX);
  const reset = page.getByRole('button', { name: 'Reset sandbox' });
  await reset.waitFor({ timeout: 30_000 });
  // On a phone the tutorial starts as its header only, beside the banner's buttons.
  await page.getByRole('button', { name: 'Expand tutorial' }).waitFor();
  await tabTo(page, reset);
  await shot(page, 'keyboard-390-reset-focused');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Yes, reset it' }).waitFor();
  await shot(page, 'keyboard-390-reset-confirm');
  await page.context().close();

  const peer = await signedInShotPage(browser, PHONE, 'light', DEMO_PEER.email);
  await peer.goto(appUrl('/account'));
  const input = peer.getByRole('region', { name: 'Photo' }).locator('input[type="file"]');
  await input.waitFor({ state: 'attached', timeout: 20_000 });
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await peer.getByText('Photo saved').waitFor({ timeout: 15_000 });
  await peer.getByRole('region', { name: 'Photo' }).scrollIntoViewIfNeeded();
  await shot(peer, 'account-photo-390-light');
  await peer.context().close();
});
