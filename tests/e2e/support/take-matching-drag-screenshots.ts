/**
 * Screenshots of /matching's drag and drop into the screenshots' matching/ folder: a person dragged with
 * the mouse over someone of another group (390 and 1280 px, light and dark), and picked up by
 * keyboard alone (Tab to the grip, Space, an arrow key) at 1280 px light. Run inside the emulators:
 *   flock /tmp/emulator.lock npx firebase emulators:exec --only auth,firestore,functions,hosting \
 *     "npx tsx tests/e2e/support/take-matching-drag-screenshots.ts"
 */
import type { Page } from 'playwright-core';
import { appUrl } from './browser.ts';
import { DEMO_FACILITATOR } from './live-events.ts';
import { atEveryLook, camera, settle, tabTo, takeScreenshots } from './screenshots.ts';

const shot = camera('matching', 600);
const people = (page: Page) => page.locator('[data-person]');

await takeScreenshots(async (browser) => {
  await atEveryLook(browser, DEMO_FACILITATOR.email, async (page, size, colorScheme) => {
    await page.goto(appUrl('/matching'));
    await people(page).first().waitFor({ timeout: 20_000 });
    await settle(page);
    // Hold the first person of the first group over the first person of the third group.
    const [from, to] = [await people(page).nth(0).boundingBox(), await people(page).nth(4).boundingBox()];
    await page.mouse.move(from!.x + 8, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + 30, from!.y + from!.height / 2, { steps: 4 });
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 8 });
    await shot(page, `drag-${size}-${colorScheme}`);
    await page.keyboard.press('Escape');
    await page.mouse.up();

    if (size === '1280' && colorScheme === 'light') {
      // Keyboard alone: Tab to the first grip, Space picks the person up, arrows move them.
      await page.reload();
      await people(page).first().waitFor({ timeout: 20_000 });
      await settle(page);
      await tabTo(page, page.getByRole('button', { name: /^Drag .* to swap$/ }).first(), 60);
      await shot(page, `drag-keyboard-focused-${size}-light`);
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await shot(page, `drag-keyboard-${size}-light`);
      await page.keyboard.press('Escape');
    }
  });
});
