/**
 * Screenshots of /announcement into the screenshots' announcements/ folder: the list at 390 px and
 * 1280 px, light and dark, the form with its live Markdown preview, a keyboard-only reorder (the
 * handle focused, the announcement lifted and moved with the arrow keys), and the peer's home.
 * Seeds the demo first, so run it inside the emulators (under the emulator lock), for example:
 *   firebase emulators:exec --only auth,firestore,functions,hosting "npx tsx tests/e2e/support/take-announcement-screenshots.ts"
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { appUrl, openPage } from './browser.ts';
import {
  camera,
  COLOR_SCHEMES,
  PHONE,
  screenshotDir,
  settle,
  WIDTHS,
  type Viewport,
  takeScreenshots,
} from './screenshots.ts';
import { signIn } from './demo.ts';

const outDir = screenshotDir('announcements');
const shot = camera('announcements');

async function staffPage(browser: Browser, viewport: Viewport, colorScheme: 'light' | 'dark') {
  const page = await openPage(browser, { viewport, colorScheme });
  await signIn(page, 'facilitator@demo.test');
  await page.goto(appUrl('/announcement'));
  await page.locator('li[data-announcement-id]').first().waitFor({ timeout: 20_000 });
  await settle(page);
  // The Markdown renderer loads on first use.
  await page.locator('li[data-announcement-id] strong').first().waitFor({ timeout: 10_000 });
  return page;
}

await takeScreenshots(async (browser) => {
  for (const [size, viewport] of WIDTHS) {
    for (const colorScheme of COLOR_SCHEMES) {
      const page = await staffPage(browser, viewport, colorScheme);
      await shot(page, `list-${size}-${colorScheme}`, true);
      if (colorScheme === 'light') {
        await page.getByRole('button', { name: 'New announcement' }).click();
        const form = page.getByRole('dialog', { name: 'New announcement' });
        await form.getByRole('textbox', { name: 'Title' }).fill('Room change for Thursday');
        await form
          .getByRole('textbox', { name: 'Message' })
          .fill(
            'We meet in **room 5** this Thursday.\n\n- bring your notes\n- arrive 5 minutes early\n\nSee [the map](https://example.com/map).',
          );
        await form.getByTestId('announcement-preview').locator('strong').waitFor();
        await shot(page, `form-${size}`);
        await form.getByRole('radio', { name: 'Between two dates' }).check();
        await shot(page, `form-timed-${size}`);
        await form.getByRole('button', { name: 'Cancel' }).click();
        await form.waitFor({ state: 'hidden' });
      }
      await page.context().close();
    }
  }

  // A keyboard-only reorder on a phone: Tab to the second row's handle, Space, Arrow Down, Space.
  const page = await staffPage(browser, PHONE, 'light');
  const handles = page.locator('button[aria-roledescription="sortable"]');
  await handles.first().focus();
  await page.keyboard.press('Tab'); // to the first row's next control...
  await handles.nth(1).focus();
  await shot(page, 'reorder-keyboard-1-focused');
  await page.keyboard.press('Space');
  await shot(page, 'reorder-keyboard-2-lifted');
  await page.keyboard.press('ArrowDown');
  await shot(page, 'reorder-keyboard-3-moved');
  await page.keyboard.press('Space');
  await page.waitForTimeout(1000);
  await shot(page, 'reorder-keyboard-4-dropped');
  await page.context().close();

  // What the peer sees: the home's announcements, in that order, Markdown rendered.
  const peer = await openPage(browser, { viewport: PHONE, colorScheme: 'light' });
  await signIn(peer, 'peer@demo.test');
  const section = peer.getByRole('region', { name: 'Announcements' });
  await section.locator('[data-announcement-id] strong').first().waitFor({ timeout: 20_000 });
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: join(outDir, 'peer-home-390.png') });
  console.log(join(outDir, 'peer-home-390.png'));
  await peer.context().close();
});
