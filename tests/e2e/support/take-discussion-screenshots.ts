/**
 * Screenshots of /discussion into the screenshots' discussion/ folder: the demo peer's thread list (with
 * new posts marked) and a thread with its replies, at 390 px and 1280 px, light and dark; the
 * facilitator's view of a thread with the moderation buttons; and "New thread" reached by
 * keyboard alone. Seeds the demo first: run it inside the emulators (under the emulator lock).
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

const shot = camera('discussion', 800);
const WELCOME = 'mgh-2026-a-thread-1';

await takeScreenshots(async (browser) => {
  await atEveryLook(browser, DEMO_PEER.email, async (page, size, colorScheme) => {
    await page.goto(appUrl('/discussion'));
    await page.getByRole('list', { name: 'Threads' }).getByRole('listitem').first().waitFor({ timeout: 20_000 });
    await settle(page);
    await shot(page, `threads-${size}-${colorScheme}`, true);
    await page.goto(appUrl(`/discussion?thread=${WELCOME}`));
    await page.getByRole('list', { name: 'Replies' }).getByRole('listitem').first().waitFor({ timeout: 20_000 });
    await settle(page);
    await shot(page, `thread-${size}-${colorScheme}`, true);
  });

  const staff = await signedInShotPage(browser, DESKTOP, 'light', DEMO_FACILITATOR.email);
  await staff.goto(appUrl(`/discussion?cohort=mgh-2026-a&thread=mgh-2026-a-thread-3`));
  await staff.getByRole('list', { name: 'Replies' }).getByRole('listitem').first().waitFor({ timeout: 20_000 });
  await settle(staff);
  await shot(staff, 'facilitator-thread-1280-light', true);
  await staff.context().close();

  const page = await signedInShotPage(browser, PHONE, 'light', DEMO_PEER.email);
  await page.goto(appUrl('/discussion'));
  const start = page.getByRole('button', { name: 'New thread' });
  await start.waitFor({ timeout: 20_000 });
  await tabTo(page, start);
  await shot(page, 'keyboard-390-new-thread-focused');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByLabel('Title').waitFor();
  await page.keyboard.type('Questions that open up a conversation');
  await shot(page, 'keyboard-390-new-thread-dialog');
  await page.context().close();
});
